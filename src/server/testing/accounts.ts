// Helpers for the accounts and addresses API tests: a clock the tests move, the SMS outbox (docs/accounts-and-security.md), and
// accounts made through the real calls.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { TestApp } from './test-app';
import { nextPhone } from './fixtures';

export interface TestClock {
  now: () => Date;
  advance: (ms: number) => void;
}

/** Starts at the real time (access tokens are checked against it) and only moves forward. */
export function testClock(): TestClock {
  let at = Date.now();
  return { now: () => new Date(at), advance: (ms) => (at += ms) };
}

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;

export interface OutboxLine {
  at: string;
  to: string;
  text: string;
  otp: string;
}

export async function readOutbox(t: TestApp): Promise<OutboxLine[]> {
  try {
    const text = await readFile(path.join(t.dataDir, 'outbox', 'sms.jsonl'), 'utf8');
    return text
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as OutboxLine);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
}

/** The last OTP the outbox holds for a phone. */
export async function lastOtp(t: TestApp, phone: string): Promise<string> {
  const lines = (await readOutbox(t)).filter((l) => l.to === phone);
  if (!lines.length) throw new Error(`no SMS for ${phone}`);
  return lines[lines.length - 1].otp;
}

/** A fresh address per caller keeps the per-address limits of one test from touching another's. */
let ipSeq = 0;
export const nextIp = () => `10.${(ipSeq >> 16) & 255}.${(ipSeq >> 8) & 255}.${ipSeq++ & 255}`;

export async function post(t: TestApp, url: string, payload: unknown, opts: { token?: string; ip?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    remoteAddress: opts.ip ?? '127.0.0.1',
    headers: opts.token ? { authorization: `Bearer ${opts.token}` } : {},
  });
}

export async function sendOtp(
  t: TestApp,
  phone: string,
  flags: { IsLogin?: boolean; IsRegister?: boolean; IsProfile?: boolean; IsComplaint?: boolean; IsStockAlert?: boolean } = {},
  opts: { token?: string; ip?: string } = {},
) {
  return post(t, '/api/Otp/generate', { Identifier: phone, IdentifierType: 'SMS', ...flags }, opts);
}

export interface Registered {
  phone: string;
  password: string;
}

/** Registers through Otp/generate and Auth/register, as the sign-up screen does. */
export async function register(t: TestApp, o: { phone?: string; password?: string; firstName?: string } = {}): Promise<Registered> {
  const phone = o.phone ?? nextPhone();
  const password = o.password ?? 'Str0ng-pass';
  const sent = await sendOtp(t, phone, { IsRegister: true }, { ip: nextIp() });
  if (sent.statusCode !== 200) throw new Error(`Otp/generate: ${sent.body}`);
  const res = await post(t, '/api/Auth/register', {
    FirstName: o.firstName ?? 'Asha',
    LastName: 'Rao',
    Email: '',
    PhoneNumber: phone,
    Password: password,
    confirmPassword: password,
    Otp: await lastOtp(t, phone),
  });
  if (res.statusCode !== 200) throw new Error(`Auth/register: ${res.body}`);
  return { phone, password };
}

export interface Tokens {
  AccessToken: string;
  RefreshToken: string;
}

export async function loginWithPassword(t: TestApp, phone: string, password: string, ip = nextIp()): Promise<Tokens> {
  const res = await post(t, '/api/Auth/login', { PhoneNumber: phone, Password: password, LoginType: 'Password' }, { ip });
  if (res.statusCode !== 200) throw new Error(`Auth/login: ${res.body}`);
  return res.json() as Tokens;
}

/** A registered user, signed in. */
export async function signedInUser(t: TestApp) {
  const user = await register(t);
  const tokens = await loginWithPassword(t, user.phone, user.password);
  return { ...user, ...tokens, auth: { authorization: `Bearer ${tokens.AccessToken}` } };
}

/** The claims of a JWT, unverified. */
export function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as Record<string, unknown>;
}
