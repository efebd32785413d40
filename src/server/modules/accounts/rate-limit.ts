// Counters shared by every app instance (the rate_counters table), with a sliding-window estimate:
// this window's count plus the previous window's, weighted by how much of it still overlaps.
// That smooths the burst a plain fixed window allows at its edge, at the cost of one row per window.
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Uses } from '../../context';
import { rateCounters } from '../../db/schema';
import { tooMany } from '../../lib/errors';

/** What this file touches of the app's context. */
type Ctx = Uses<'db' | 'now' | 'sleep'>;

export interface RateRule {
  /** What is counted, e.g. "login-phone"; the subject (phone, IP) is appended. */
  name: string;
  limit: number;
  windowSeconds: number;
  message: string;
}

/** What a counter counts and over how long; a refusal or a slowdown is built on it. */
export type Counter = Pick<RateRule, 'name' | 'windowSeconds'>;

/**
 * A slowdown: once `after` events were counted, every further attempt waits before it is
 * answered, `firstDelayMs` at first, doubling with each event up to `maxDelayMs`.
 */
export interface SlowdownRule extends Counter {
  after: number;
  firstDelayMs: number;
  maxDelayMs: number;
}

/**
 * Failed sign-ins for one phone from one address. Counted per pair, so whoever keeps failing
 * shuts out only their own address, never the owner signing in from somewhere else.
 */
export const LOGIN_PER_PHONE_AND_IP: RateRule = {
  name: 'login-phone-ip',
  limit: 10,
  windowSeconds: 15 * 60,
  message: 'Too many failed sign-in attempts for this phone number. Please try again in 15 minutes.',
};

/**
 * Failed sign-ins for one phone from every address. A refusal here would let anyone lock the
 * owner out, so guessing from many addresses is only slowed down.
 */
export const LOGIN_SLOWDOWN_PER_PHONE: SlowdownRule = {
  name: 'login-phone',
  windowSeconds: 15 * 60,
  after: 10,
  firstDelayMs: 250,
  maxDelayMs: 2000,
};

/** Failed sign-ins per address; looser, as many shoppers may share one network. */
export const LOGIN_PER_IP: RateRule = {
  name: 'login-ip',
  limit: 30,
  windowSeconds: 15 * 60,
  message: 'Too many failed sign-in attempts from your network. Please try again in 15 minutes.',
};

/** OTP requests per address: one visitor cannot send SMS to many phones. */
export const OTP_PER_IP: RateRule = {
  name: 'otp-ip',
  limit: 60,
  windowSeconds: 60 * 60,
  message: 'Too many OTP requests from your network. Please try again later.',
};

function windows(rule: Counter, now: Date) {
  const size = rule.windowSeconds * 1000;
  const current = Math.floor(now.getTime() / size) * size;
  return { current: new Date(current), previous: new Date(current - size), elapsed: (now.getTime() - current) / size };
}

const keyOf = (rule: Counter, subject: string) => `${rule.name}:${subject}`.slice(0, 200);

/** The estimated number of events in the last window. */
export async function countRecent(ctx: Ctx, rule: Counter, subject: string): Promise<number> {
  const w = windows(rule, ctx.now());
  const rows = await ctx.db
    .select({ windowStart: rateCounters.windowStart, count: rateCounters.count })
    .from(rateCounters)
    .where(and(eq(rateCounters.key, keyOf(rule, subject)), inArray(rateCounters.windowStart, [w.current, w.previous])));
  let current = 0;
  let previous = 0;
  for (const r of rows) {
    if (r.windowStart.getTime() === w.current.getTime()) current = r.count;
    else previous = r.count;
  }
  return current + previous * (1 - w.elapsed);
}

/** Counts one event (atomically, whichever instance takes it) and answers the new estimate. */
export async function record(ctx: Ctx, rule: Counter, subject: string): Promise<number> {
  const w = windows(rule, ctx.now());
  const key = keyOf(rule, subject);
  await ctx.db
    .insert(rateCounters)
    .values({ key, windowStart: w.current, count: 1 })
    .onConflictDoUpdate({ target: [rateCounters.key, rateCounters.windowStart], set: { count: sql`${rateCounters.count} + 1` } });
  // Windows older than the previous one no longer count.
  await ctx.db.delete(rateCounters).where(and(eq(rateCounters.key, key), lt(rateCounters.windowStart, w.previous)));
  return countRecent(ctx, rule, subject);
}

/** An event counted before it is judged (reserve); given back when it turns out not to count. */
export interface Reservation {
  key: string;
  windowStart: Date;
}

/**
 * Counts one attempt before it is judged, so that attempts arriving at once cannot all pass a
 * check made before any of them was counted: each gets its own place in the count, and those
 * beyond the limit are refused (429) without being tried. The refused ones are not counted. An
 * attempt that turns out not to count (a right password) is given back with `giveBack`.
 */
export async function reserve(ctx: Ctx, rule: RateRule, subject: string): Promise<Reservation> {
  const w = windows(rule, ctx.now());
  const key = keyOf(rule, subject);
  const [row] = await ctx.db
    .insert(rateCounters)
    .values({ key, windowStart: w.current, count: 1 })
    .onConflictDoUpdate({ target: [rateCounters.key, rateCounters.windowStart], set: { count: sql`${rateCounters.count} + 1` } })
    .returning({ count: rateCounters.count });
  const reservation = { key, windowStart: w.current };
  const [before] = await ctx.db
    .select({ count: rateCounters.count })
    .from(rateCounters)
    .where(and(eq(rateCounters.key, key), eq(rateCounters.windowStart, w.previous)));
  if (row.count + (before?.count ?? 0) * (1 - w.elapsed) > rule.limit) {
    await giveBack(ctx, reservation);
    throw tooMany(rule.message);
  }
  await ctx.db.delete(rateCounters).where(and(eq(rateCounters.key, key), lt(rateCounters.windowStart, w.previous)));
  return reservation;
}

/** Takes back an event counted by `reserve`. */
export async function giveBack(ctx: Ctx, reservation: Reservation): Promise<void> {
  await ctx.db
    .update(rateCounters)
    .set({ count: sql`greatest(${rateCounters.count} - 1, 0)` })
    .where(and(eq(rateCounters.key, reservation.key), eq(rateCounters.windowStart, reservation.windowStart)));
}

/** Counts the event, then refuses with 429 when it went over the limit. */
export async function recordAndAssert(ctx: Ctx, rule: RateRule, subject: string): Promise<void> {
  if ((await record(ctx, rule, subject)) > rule.limit) throw tooMany(rule.message);
}

export async function clear(ctx: Ctx, rule: Counter, subject: string): Promise<void> {
  await ctx.db.delete(rateCounters).where(eq(rateCounters.key, keyOf(rule, subject)));
}

/** Clears the counters of every subject that starts with `prefix` (a phone, for all its addresses). */
export async function clearStartingWith(ctx: Ctx, rule: Counter, prefix: string): Promise<void> {
  const start = keyOf(rule, prefix);
  await ctx.db.delete(rateCounters).where(sql`left(${rateCounters.key}, ${start.length}) = ${start}`);
}

/** How long an attempt waits after `events` counted events. */
export function slowdownMs(rule: SlowdownRule, events: number): number {
  if (events < rule.after) return 0;
  return Math.min(rule.maxDelayMs, rule.firstDelayMs * 2 ** Math.floor(events - rule.after));
}

/** Waits as long as the slowdown asks for the events counted so far (never refuses). */
export async function slowDown(ctx: Ctx, rule: SlowdownRule, subject: string): Promise<void> {
  const ms = slowdownMs(rule, await countRecent(ctx, rule, subject));
  if (ms > 0) await ctx.sleep(ms);
}
