// The only code that talks to the users, otps and refresh_tokens tables.
import { and, count, desc, eq, gt, gte, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { otps, refreshTokens, users } from '../../db/schema';

type Conn = Db | Tx;
export type UserRow = typeof users.$inferSelect;
export type OtpRow = typeof otps.$inferSelect;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

// ---------------------------------------------------------------- users

export async function findUserByPhone(db: Conn, phone: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
  return row ?? null;
}

export async function findUserById(db: Conn, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function insertUser(
  db: Conn,
  u: { firstName: string; lastName: string; email: string | null; phone: string; passwordHash: string | null; now: Date },
): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({
      firstName: u.firstName,
      lastName: u.lastName,
      email: u.email,
      phone: u.phone,
      passwordHash: u.passwordHash,
      roles: 'User',
      createdAt: u.now,
      updatedAt: u.now,
    })
    .returning();
  return row;
}

export async function setPasswordHash(db: Conn, userId: string, passwordHash: string, now: Date, opts: { bumpTokenVersion: boolean }) {
  await db
    .update(users)
    .set({ passwordHash, updatedAt: now, ...(opts.bumpTokenVersion ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}) })
    .where(eq(users.id, userId));
}

/** Saves the profile and bumps the token version, so every token issued before stops working. */
export async function updateProfile(
  db: Conn,
  userId: string,
  p: { firstName: string; lastName: string; email: string | null; phone: string; now: Date },
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ firstName: p.firstName, lastName: p.lastName, email: p.email, phone: p.phone, updatedAt: p.now, tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId))
    .returning();
  return row;
}

/** Whether another user holds this phone number. */
export async function phoneTakenByOther(db: Conn, phone: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phone, phone), ne(users.id, userId)))
    .limit(1);
  return !!row;
}

// ---------------------------------------------------------------- OTPs

/**
 * Serialises OTP requests for one phone across every app instance until the transaction ends,
 * so the 60-second and hourly rules cannot be raced.
 */
export async function lockPhone(tx: Tx, phone: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${phone}`}))`);
}

export async function latestOtp(db: Conn, phone: string): Promise<OtpRow | null> {
  const [row] = await db.select().from(otps).where(eq(otps.phone, phone)).orderBy(desc(otps.createdAt), desc(otps.id)).limit(1);
  return row ?? null;
}

/** The phone's newest OTP that has not been used or replaced. */
export async function latestLiveOtp(db: Conn, phone: string): Promise<OtpRow | null> {
  const [row] = await db
    .select()
    .from(otps)
    .where(and(eq(otps.phone, phone), isNull(otps.consumedAt)))
    .orderBy(desc(otps.createdAt), desc(otps.id))
    .limit(1);
  return row ?? null;
}

export async function countOtpsSince(db: Conn, phone: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(otps)
    .where(and(eq(otps.phone, phone), gt(otps.createdAt, since)));
  return row.n;
}

export async function insertOtp(db: Conn, o: { phone: string; purpose: string; codeHash: string; expiresAt: Date; now: Date }): Promise<OtpRow> {
  const [row] = await db
    .insert(otps)
    .values({ phone: o.phone, purpose: o.purpose, codeHash: o.codeHash, expiresAt: o.expiresAt, createdAt: o.now })
    .returning();
  return row;
}

/** A new OTP replaces the older ones: only the latest code works. */
export async function voidOtherOtps(db: Conn, phone: string, keepId: number, now: Date) {
  await db
    .update(otps)
    .set({ consumedAt: now })
    .where(and(eq(otps.phone, phone), isNull(otps.consumedAt), ne(otps.id, keepId)));
}

export async function deleteOtp(db: Conn, id: number) {
  await db.delete(otps).where(eq(otps.id, id));
}

/** Takes one try before the code is compared, so parallel guesses cannot exceed the limit. Null when none is left. */
export async function reserveAttempt(db: Conn, id: number, maxAttempts: number): Promise<number | null> {
  const [row] = await db
    .update(otps)
    .set({ attempts: sql`${otps.attempts} + 1` })
    .where(and(eq(otps.id, id), lt(otps.attempts, maxAttempts), isNull(otps.consumedAt)))
    .returning({ attempts: otps.attempts });
  return row ? row.attempts : null;
}

/** A right code gives its try back: only wrong codes count towards the limit. */
export async function returnAttempt(db: Conn, id: number) {
  await db
    .update(otps)
    .set({ attempts: sql`greatest(${otps.attempts} - 1, 0)` })
    .where(eq(otps.id, id));
}

export async function markOtpVerified(db: Conn, id: number, now: Date) {
  await db
    .update(otps)
    .set({ verifiedAt: now })
    .where(and(eq(otps.id, id), isNull(otps.consumedAt)));
}

/** Uses the OTP up; false when another request used it first. */
export async function consumeOtp(db: Conn, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(otps)
    .set({ consumedAt: now })
    .where(and(eq(otps.id, id), isNull(otps.consumedAt)))
    .returning({ id: otps.id });
  return rows.length === 1;
}

/** OTPs older than a day serve no rule any more. */
export async function deleteOtpsBefore(db: Conn, phone: string, before: Date) {
  await db.delete(otps).where(and(eq(otps.phone, phone), lt(otps.createdAt, before)));
}

// ---------------------------------------------------------------- refresh tokens

/**
 * The user's token version while the login (refresh-token family) `familyId` of that user has not
 * ended (signed out, a reused refresh token, a password change or reset); null once it has, or
 * when the user is gone. One indexed statement, asked on every signed-in call.
 */
export async function liveLogin(db: Conn, userId: string, familyId: string): Promise<{ tokenVersion: number } | null> {
  const [row] = await db
    .select({ tokenVersion: users.tokenVersion })
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        sql`exists (select 1 from ${refreshTokens} where ${refreshTokens.familyId} = ${familyId} and ${refreshTokens.userId} = ${users.id} and ${refreshTokens.revokedAt} is null)`,
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function insertRefreshToken(db: Conn, t: { userId: string; familyId: string; tokenHash: string; expiresAt: Date; now: Date }) {
  await db.insert(refreshTokens).values({ userId: t.userId, familyId: t.familyId, tokenHash: t.tokenHash, expiresAt: t.expiresAt, createdAt: t.now });
}

export async function findRefreshToken(db: Conn, tokenHash: string): Promise<RefreshTokenRow | null> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  return row ?? null;
}

/** Marks the token as used; false when it was already used or revoked (a concurrent or replayed use). */
export async function markRotated(db: Conn, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ rotatedAt: now })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.rotatedAt), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

/**
 * Takes the one repeat a rotated token is allowed: true when the token was rotated at `rotatedSince`
 * or later, was not repeated before and its login is open. One statement, so of two repeats sent at
 * once only one is taken, on any instance.
 */
export async function takeGraceRepeat(db: Conn, id: string, rotatedSince: Date, now: Date): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ graceUsedAt: now })
    .where(and(eq(refreshTokens.id, id), gte(refreshTokens.rotatedAt, rotatedSince), isNull(refreshTokens.graceUsedAt), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

/** Ends the login `familyId` of the user (signing out with an access token naming it). */
export async function revokeUsersLogin(db: Conn, userId: string, familyId: string, now: Date) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export async function revokeFamily(db: Conn, familyId: string, now: Date) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Ends every login of the user, except the one of `keepFamilyId` when given. */
export async function revokeAllForUser(db: Conn, userId: string, now: Date, keepFamilyId?: string) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt), keepFamilyId ? ne(refreshTokens.familyId, keepFamilyId) : undefined));
}

/** Expired and revoked tokens of a user are kept a while for reuse detection, then dropped. */
export async function deleteStaleRefreshTokens(db: Conn, userId: string, before: Date) {
  await db.delete(refreshTokens).where(and(eq(refreshTokens.userId, userId), lt(refreshTokens.expiresAt, before)));
}
