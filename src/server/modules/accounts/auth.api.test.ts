import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createUser, nextPhone, tokenFor } from '../../testing/fixtures';
import { refreshTokens, users } from '../../db/schema';
import { hashToken, TokenService, type AccessClaims } from '../../lib/tokens';
import { MESSAGES } from '@shared/schemas/common';
import { ACCOUNT_GUIDANCE, OTP_FOR_ANOTHER_STEP } from '@shared/messages';
import { ACCOUNT_MESSAGES } from '@shared/schemas/accounts';
import { AUTH_MESSAGES } from './auth.service';
import { OTP_MESSAGES } from './otp.service';
import { LOGIN_PER_IP, LOGIN_PER_PHONE_AND_IP, LOGIN_SLOWDOWN_PER_PHONE } from './rate-limit';
import {
  claimsOf,
  lastOtp,
  loginWithPassword,
  MINUTE,
  nextIp,
  post,
  register,
  SECOND,
  sendOtp,
  signedInUser,
  testClock,
  type Tokens,
} from '../../testing/accounts';

const clock = testClock();
/** How long the server chose to wait before each answer (the sign-in slowdown), without waiting. */
const waits: number[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ context: { now: clock.now, sleep: async (ms) => void waits.push(ms) } });
});
afterAll(async () => t?.close());

/** The claims of an access token the shop issued, to sign again with one thing changed. */
const liveClaims = (token: string) => claimsOf(token) as unknown as AccessClaims;
const login = (body: object, ip = nextIp()) => post(t, '/api/Auth/login', body, { ip });
const profile = (token: string) => t.app.inject({ url: '/api/Account/Profile', headers: { authorization: `Bearer ${token}` } });
/** The grace window in which an exchanged refresh token is accepted once more. */
const graceMs = () => t.ctx.config.refreshGraceSeconds * SECOND;
const refresh = (tokens: Partial<Tokens>) => post(t, '/api/auth/refresh-token', { accessToken: tokens.AccessToken, refreshToken: tokens.RefreshToken });

describe('Auth/register', () => {
  it('registers after Otp/validate, then signs in by password with a User token', async () => {
    const phone = nextPhone();
    await sendOtp(t, phone, { IsRegister: true }, { ip: nextIp() });
    const otp = await lastOtp(t, phone);
    expect((await post(t, '/api/Otp/validate', { Identifier: phone, IdentifierType: 'SMS', Otp: otp })).statusCode).toBe(200);
    const res = await post(t, '/api/Auth/register', {
      FirstName: 'Meera',
      LastName: 'Iyer',
      Email: 'Meera@Example.in',
      PhoneNumber: phone,
      Password: 'Str0ng-pass',
      confirmPassword: 'Str0ng-pass',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ Status: true, Message: 'Account created successfully' });

    const tokens = await loginWithPassword(t, phone, 'Str0ng-pass');
    const claims = claimsOf(tokens.AccessToken);
    expect(claims).toMatchObject({ FirstName: 'Meera', LastName: 'Iyer', PhoneNumber: phone, Email: 'meera@example.in', Roles: 'User' });
    expect((claims.exp as number) - (claims.iat as number)).toBe(15 * 60);
    const me = await profile(tokens.AccessToken);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ FirstName: 'Meera', PhoneNumber: phone, Roles: 'User' });
    const [row] = await t.ctx.db.select().from(users).where(eq(users.phone, phone));
    expect(row.passwordHash).toMatch(/^scrypt\$32768\$/);
  });

  it('needs the register OTP: missing, wrong, or sent for another purpose', async () => {
    const phone = nextPhone();
    const body = { FirstName: 'Ravi', LastName: 'Kumar', PhoneNumber: phone, Password: 'Str0ng-pass', confirmPassword: 'Str0ng-pass' };
    expect((await post(t, '/api/Auth/register', body)).json()).toEqual({ Status: false, Message: MESSAGES.otpNotSent, Code: expect.any(String) });
    await sendOtp(t, phone, { IsRegister: true }, { ip: nextIp() });
    expect((await post(t, '/api/Auth/register', body)).json().Message).toBe(MESSAGES.otpRequired);
    const otp = await lastOtp(t, phone);
    expect((await post(t, '/api/Auth/register', { ...body, Otp: otp === '000000' ? '111111' : '000000' })).json().Message).toBe(OTP_MESSAGES.invalid);
    expect((await post(t, '/api/Auth/register', { ...body, Otp: otp })).statusCode).toBe(200);
    // The OTP is used up, and the phone is taken.
    const again = await post(t, '/api/Auth/register', { ...body, Otp: otp });
    expect(again.statusCode).toBe(409);
    expect(again.json().Message).toBe(OTP_MESSAGES.alreadyRegistered);
  });

  it('registers without a password: signs in by OTP, is refused a password sign-in, and sets one with Forgot Password', async () => {
    const phone = nextPhone();
    await sendOtp(t, phone, { IsRegister: true }, { ip: nextIp() });
    const otp = await lastOtp(t, phone);
    const spec = { FirstName: 'Lakshmi', LastName: 'Nair', Email: '', PhoneNumber: phone, Otp: otp };
    // Two passwords that differ are refused, and no account is made.
    const mismatch = await post(t, '/api/Auth/register', { ...spec, Password: 'Str0ng-pass', confirmPassword: 'Str0ng-pasS' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toEqual({ Status: false, Message: MESSAGES.passwordsMustMatch, Code: expect.any(String) });
    // The documented body: no password at all.
    const res = await post(t, '/api/Auth/register', spec);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ Status: true, Message: 'Account created successfully' });

    const byPassword = await login({ PhoneNumber: phone, Password: 'Str0ng-pass', LoginType: 'Password' });
    expect(byPassword.statusCode).toBe(400);
    expect(byPassword.json()).toEqual({ Status: false, Message: AUTH_MESSAGES.badCredentials, Code: expect.any(String) });

    clock.advance(61 * SECOND);
    expect((await sendOtp(t, phone, { IsLogin: true }, { ip: nextIp() })).statusCode).toBe(200);
    const byOtp = await login({ PhoneNumber: phone, Otp: await lastOtp(t, phone), LoginType: 'Phone' });
    expect(byOtp.statusCode, byOtp.body).toBe(200);
    expect((await profile(byOtp.json().AccessToken)).json()).toMatchObject({ FirstName: 'Lakshmi', LastName: 'Nair', PhoneNumber: phone });

    clock.advance(61 * SECOND);
    expect((await sendOtp(t, phone, {}, { ip: nextIp() })).statusCode).toBe(200);
    const reset = await post(t, '/api/Auth/reset-password', {
      PhoneNumber: phone,
      Password: 'First-pass-1',
      confirmPassword: 'First-pass-1',
      Otp: await lastOtp(t, phone),
    });
    expect(reset.statusCode, reset.body).toBe(200);
    await loginWithPassword(t, phone, 'First-pass-1');
  });

  it('answers the shop messages of the sign-up form', async () => {
    const ok = {
      FirstName: 'Ravi',
      LastName: 'Kumar',
      Email: '',
      PhoneNumber: '9876501234',
      Password: 'Str0ng-pass',
      confirmPassword: 'Str0ng-pass',
      Otp: '123456',
    };
    const cases: [object, string][] = [
      [{ ...ok, FirstName: ' ' }, ACCOUNT_MESSAGES.firstNameRequired],
      [{ ...ok, LastName: '' }, ACCOUNT_MESSAGES.lastNameRequired],
      [{ ...ok, Email: 'not-an-email' }, ACCOUNT_MESSAGES.emailInvalid],
      [{ ...ok, PhoneNumber: '' }, MESSAGES.phoneRequired],
      [{ ...ok, PhoneNumber: '1234567890' }, MESSAGES.phoneInvalid],
      [{ ...ok, Password: 'short', confirmPassword: 'short' }, MESSAGES.passwordMin],
      [{ ...ok, confirmPassword: 'Str0ng-pasS' }, MESSAGES.passwordsMustMatch],
      // The password is optional, but once either field is filled both are checked.
      [{ ...ok, confirmPassword: '' }, MESSAGES.passwordsMustMatch],
      [{ ...ok, Password: undefined }, MESSAGES.passwordRequired],
      [{ ...ok, Otp: '12' }, MESSAGES.otpInvalid],
    ];
    for (const [body, message] of cases) {
      const res = await post(t, '/api/Auth/register', body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toEqual({ Status: false, Message: message, Code: expect.any(String) });
    }
  });
});

describe('Auth/login', () => {
  it('refuses a wrong password or an unknown phone with the same message', async () => {
    const user = await register(t);
    for (const body of [
      { PhoneNumber: user.phone, Password: 'Wrong-pass-1', LoginType: 'Password' },
      { PhoneNumber: nextPhone(), Password: user.password, LoginType: 'Password' },
    ]) {
      const res = await login(body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ Status: false, Message: AUTH_MESSAGES.badCredentials, Code: expect.any(String) });
    }
  });

  it('signs in by OTP (LoginType Phone); an OTP works once', async () => {
    const user = await register(t);
    clock.advance(61 * SECOND);
    const sent = await sendOtp(t, user.phone, { IsLogin: true }, { ip: nextIp() });
    expect(sent.statusCode).toBe(200);
    const otp = await lastOtp(t, user.phone);
    const res = await login({ PhoneNumber: user.phone, Otp: otp, LoginType: 'Phone' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ IsSucceed: true, AccessToken: expect.any(String), RefreshToken: expect.any(String), Message: 'Signed in successfully' });
    expect((await profile(res.json().AccessToken)).statusCode).toBe(200);
    const replay = await login({ PhoneNumber: user.phone, Otp: otp, LoginType: 'Phone' });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().Message).toBe(MESSAGES.otpNotSent);
  });

  it('does not take a reset OTP for signing in, and says where to ask for a sign-in OTP', async () => {
    const user = await register(t);
    clock.advance(61 * SECOND);
    await sendOtp(t, user.phone, {}, { ip: nextIp() });
    const res = await login({ PhoneNumber: user.phone, Otp: await lastOtp(t, user.phone), LoginType: 'Phone' });
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toBe(OTP_FOR_ANOTHER_STEP.login);
  });

  it('answers the shop messages of the sign-in form', async () => {
    const cases: [object, string][] = [
      [{ Password: 'Str0ng-pass', LoginType: 'Password' }, MESSAGES.phoneRequired],
      [{ PhoneNumber: '12345', Password: 'Str0ng-pass', LoginType: 'Password' }, MESSAGES.phoneInvalid],
      [{ PhoneNumber: '9876543210', LoginType: 'Password' }, MESSAGES.passwordRequired],
      [{ PhoneNumber: '9876543210', Password: 'short', LoginType: 'Password' }, MESSAGES.passwordMin],
      [{ PhoneNumber: '9876543210', LoginType: 'Phone' }, MESSAGES.otpRequired],
      [{ PhoneNumber: '9876543210', Otp: '12345', LoginType: 'Phone' }, MESSAGES.otpInvalid],
      [{ PhoneNumber: '9876543210', Password: 'Str0ng-pass' }, ACCOUNT_MESSAGES.loginTypeInvalid],
      [{ PhoneNumber: '9876543210', Password: 'Str0ng-pass', LoginType: 'Email' }, ACCOUNT_MESSAGES.loginTypeInvalid],
    ];
    for (const [body, message] of cases) {
      const res = await login(body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toEqual({ Status: false, Message: message, Code: expect.any(String) });
    }
  });

  it('locks out, for 15 minutes, the address that failed 10 times for a phone; the owner elsewhere still signs in', async () => {
    const user = await register(t);
    const stranger = nextIp();
    for (let i = 0; i < LOGIN_PER_PHONE_AND_IP.limit; i++) {
      expect((await login({ PhoneNumber: user.phone, Password: `Wrong-pass-${i}`, LoginType: 'Password' }, stranger)).statusCode).toBe(400);
    }
    const locked = await login({ PhoneNumber: user.phone, Password: user.password, LoginType: 'Password' }, stranger);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ Status: false, Message: LOGIN_PER_PHONE_AND_IP.message, Code: expect.any(String) });
    expect((await login({ PhoneNumber: user.phone, Otp: '123456', LoginType: 'Phone' }, stranger)).statusCode).toBe(429);

    // The owner, from an address that has not been failing: the right password and the right OTP work.
    expect((await login({ PhoneNumber: user.phone, Password: user.password, LoginType: 'Password' })).statusCode).toBe(200);
    clock.advance(61 * SECOND);
    expect((await sendOtp(t, user.phone, { IsLogin: true }, { ip: nextIp() })).statusCode).toBe(200);
    const byOtp = await login({ PhoneNumber: user.phone, Otp: await lastOtp(t, user.phone), LoginType: 'Phone' });
    expect(byOtp.statusCode, byOtp.body).toBe(200);

    clock.advance(30 * MINUTE);
    expect((await login({ PhoneNumber: user.phone, Password: user.password, LoginType: 'Password' }, stranger)).statusCode).toBe(200);
  });

  it("only slows a phone's sign-ins down, by a bounded and growing wait, when failures come from many addresses", async () => {
    const user = await register(t);
    waits.length = 0;
    for (let i = 0; i < LOGIN_SLOWDOWN_PER_PHONE.after + 4; i++) {
      expect((await login({ PhoneNumber: user.phone, Password: `Wrong-pass-${i}`, LoginType: 'Password' })).statusCode).toBe(400);
    }
    const res = await login({ PhoneNumber: user.phone, Password: user.password, LoginType: 'Password' });
    expect(res.statusCode, res.body).toBe(200);
    // No wait for the first ten failures, then 250 ms doubling up to 2 seconds, the right password included.
    expect(waits).toEqual([250, 500, 1000, 2000, 2000]);
    expect(Math.max(...waits)).toBe(LOGIN_SLOWDOWN_PER_PHONE.maxDelayMs);
  });

  it('lifts a lock-out when the password is reset', async () => {
    const user = await register(t);
    clock.advance(61 * SECOND);
    expect((await sendOtp(t, user.phone, {}, { ip: nextIp() })).statusCode).toBe(200);
    const mine = nextIp();
    for (let i = 0; i < LOGIN_PER_PHONE_AND_IP.limit; i++) await login({ PhoneNumber: user.phone, Password: `Wrong-pass-${i}`, LoginType: 'Password' }, mine);
    expect((await login({ PhoneNumber: user.phone, Password: user.password, LoginType: 'Password' }, mine)).statusCode).toBe(429);
    const reset = await post(t, '/api/Auth/reset-password', {
      PhoneNumber: user.phone,
      Password: 'Brand-new-1',
      confirmPassword: 'Brand-new-1',
      Otp: await lastOtp(t, user.phone),
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await login({ PhoneNumber: user.phone, Password: 'Brand-new-1', LoginType: 'Password' }, mine)).statusCode).toBe(200);
  });

  it('limits failed sign-ins per network address', async () => {
    const ip = nextIp();
    for (let i = 0; i < LOGIN_PER_IP.limit; i++) {
      expect((await login({ PhoneNumber: nextPhone(), Password: 'Wrong-pass-1', LoginType: 'Password' }, ip)).statusCode).toBe(400);
    }
    const user = await register(t);
    const res = await login({ PhoneNumber: user.phone, Password: user.password, LoginType: 'Password' }, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().Message).toBe(LOGIN_PER_IP.message);
    expect((await login({ PhoneNumber: user.phone, Password: user.password, LoginType: 'Password' }, nextIp())).statusCode).toBe(200);
  });

  it('checks no more wrong passwords for a phone than the limit allows, however many arrive at once', async () => {
    const user = await register(t);
    const stranger = nextIp();
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => login({ PhoneNumber: user.phone, Password: `Wrong-pass-${i}`, LoginType: 'Password' }, stranger)),
    );
    const checked = answers.filter((r) => r.statusCode === 400);
    const refused = answers.filter((r) => r.statusCode === 429);
    expect(checked.length).toBeLessThanOrEqual(LOGIN_PER_PHONE_AND_IP.limit);
    expect(checked.length + refused.length).toBe(60);
    for (const r of checked) expect(r.json().Message).toBe(AUTH_MESSAGES.badCredentials);
    for (const r of refused) expect(r.json().Message).toBe(LOGIN_PER_PHONE_AND_IP.message);
    // Locked: the right password from that address is refused too.
    const locked = await login({ PhoneNumber: user.phone, Password: user.password, LoginType: 'Password' }, stranger);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().Message).toBe(LOGIN_PER_PHONE_AND_IP.message);
  });

  it('checks no more wrong sign-ins from one address than its limit allows, however many arrive at once', async () => {
    const ip = nextIp();
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => login({ PhoneNumber: nextPhone(), Password: 'Wrong-pass-1', LoginType: 'Password' }, ip)),
    );
    const checked = answers.filter((r) => r.statusCode === 400);
    const refused = answers.filter((r) => r.statusCode === 429);
    expect(checked.length).toBeLessThanOrEqual(LOGIN_PER_IP.limit);
    expect(checked.length + refused.length).toBe(40);
    for (const r of refused) expect(r.json().Message).toBe(LOGIN_PER_IP.message);
    const user = await register(t);
    const locked = await login({ PhoneNumber: user.phone, Password: user.password, LoginType: 'Password' }, ip);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().Message).toBe(LOGIN_PER_IP.message);
  });

  it('signs the bootstrap admin in with both roles, pipe-separated', async () => {
    await createUser(t.ctx, { phone: '9000000001', password: 'Admin@12345', roles: 'SuperAdmin|Admin' });
    const tokens = await loginWithPassword(t, '9000000001', 'Admin@12345');
    expect(claimsOf(tokens.AccessToken).Roles).toBe('SuperAdmin|Admin');
  });
});

describe('access tokens', () => {
  it('refuses a token signed with another key', async () => {
    const user = await createUser(t.ctx);
    // Claims of a live login: only the key is wrong.
    const forged = await new TokenService('another-secret-that-is-long-enough-for-hs256').signAccess(liveClaims(await tokenFor(t.ctx, user)));
    const res = await profile(forged);
    expect(res.statusCode).toBe(401);
    expect(res.json().Status).toBe(false);
  });

  it('refuses an expired token', async () => {
    const user = await createUser(t.ctx);
    const old = await t.ctx.tokens.signAccess(liveClaims(await tokenFor(t.ctx, user)), new Date(Date.now() - 16 * MINUTE));
    expect((await profile(old)).statusCode).toBe(401);
  });

  it('refuses a token whose Roles were edited', async () => {
    const user = await createUser(t.ctx);
    const victim = await createUser(t.ctx);
    const token = await tokenFor(t.ctx, user);
    const [header, , signature] = token.split('.');
    const payload = { ...claimsOf(token), Roles: 'SuperAdmin|Admin' };
    const edited = `${header}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${signature}`;
    expect((await profile(edited)).statusCode).toBe(401);
    const res = await t.app.inject({ url: `/api/Account/Address/GetByUserId?UserId=${victim.id}`, headers: { authorization: `Bearer ${edited}` } });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a token with no algorithm ("alg": "none")', async () => {
    const user = await createUser(t.ctx);
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(JSON.stringify({ ...claimsOf(await tokenFor(t.ctx, user)), Roles: 'SuperAdmin|Admin' })).toString('base64url');
    expect((await profile(`${header}.${payload}.`)).statusCode).toBe(401);
    // Signed with the right key but without the issuer the server sets.
    const noIssuer = await new SignJWT({ Roles: 'User', tv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256-signing'));
    expect((await profile(noIssuer)).statusCode).toBe(401);
  });

  it('refuses a guest where a user is needed', async () => {
    const res = await t.app.inject({ url: '/api/Account/Profile' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ Status: false, Message: 'Please sign in to continue', Code: expect.any(String) });
  });
});

describe('auth/refresh-token', () => {
  it('rotates the refresh token and issues a working access token', async () => {
    const me = await signedInUser(t);
    const res = await refresh(me);
    expect(res.statusCode).toBe(200);
    const next = res.json() as Tokens;
    expect(next.RefreshToken).not.toBe(me.RefreshToken);
    expect((await profile(next.AccessToken)).statusCode).toBe(200);
    const [row] = await t.ctx.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(next.RefreshToken)));
    expect(row).toBeDefined();
    // Stored only as a hash.
    expect(JSON.stringify(await t.ctx.db.select().from(refreshTokens))).not.toContain(next.RefreshToken);
  });

  it('revokes the whole login when a rotated refresh token is presented again after the grace window', async () => {
    const me = await signedInUser(t);
    const second = (await refresh(me)).json() as Tokens;
    clock.advance(graceMs() + SECOND);
    const reuse = await refresh(me);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual({ Status: false, Message: AUTH_MESSAGES.sessionExpired, Code: expect.any(String) });
    // The thief's and the owner's newer token die together.
    expect((await refresh(second)).statusCode).toBe(401);
    // Another login of the same user is not affected.
    const other = await loginWithPassword(t, me.phone, me.password);
    expect((await refresh(other)).statusCode).toBe(200);
  });

  it('refuses an unknown, expired or missing refresh token', async () => {
    expect((await refresh({ RefreshToken: 'not-a-token' })).statusCode).toBe(401);
    const me = await signedInUser(t);
    clock.advance(31 * 24 * 60 * MINUTE);
    expect((await refresh(me)).statusCode).toBe(401);
    const missing = await post(t, '/api/auth/refresh-token', { accessToken: 'x' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().Message).toBe(ACCOUNT_MESSAGES.sessionRequired);
  });

  it('gives the same new pair again when the token just exchanged comes once more within the grace window (a second tab)', async () => {
    const me = await signedInUser(t);
    const first = await refresh(me);
    expect(first.statusCode).toBe(200);
    clock.advance(graceMs() - SECOND);
    const again = await refresh(me);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    // Both tabs go on with the one login: its access token works and its refresh token is exchanged as usual.
    const pair = first.json() as Tokens;
    expect((await profile(pair.AccessToken)).statusCode).toBe(200);
    const next = await refresh(pair);
    expect(next.statusCode).toBe(200);
    expect((await profile((next.json() as Tokens).AccessToken)).statusCode).toBe(200);
  });

  it('gives both of two exchanges sent at once the same pair, and the login goes on', async () => {
    const me = await signedInUser(t);
    const [a, b] = await Promise.all([refresh(me), refresh(me)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json()).toEqual(b.json());
    expect((await profile((a.json() as Tokens).AccessToken)).statusCode).toBe(200);
    expect((await refresh(a.json() as Tokens)).statusCode).toBe(200);
  });

  it('ends the whole login when the exchanged token comes a third time, even within the grace window', async () => {
    const me = await signedInUser(t);
    const pair = (await refresh(me)).json() as Tokens;
    expect((await refresh(me)).statusCode).toBe(200);
    const third = await refresh(me);
    expect(third.statusCode).toBe(401);
    expect(third.json().Message).toBe(AUTH_MESSAGES.sessionExpired);
    expect((await profile(pair.AccessToken)).statusCode).toBe(401);
    expect((await refresh(pair)).statusCode).toBe(401);
  });

  it('ends the whole login when the exchanged token comes again after the grace window', async () => {
    const me = await signedInUser(t);
    const pair = (await refresh(me)).json() as Tokens;
    clock.advance(graceMs() + SECOND);
    const late = await refresh(me);
    expect(late.statusCode).toBe(401);
    expect((await profile(pair.AccessToken)).statusCode).toBe(401);
    expect((await refresh(pair)).statusCode).toBe(401);
  });

  it('keeps no refresh token in the database, the one given again within the grace window included', async () => {
    const me = await signedInUser(t);
    const pair = (await refresh(me)).json() as Tokens;
    expect((await refresh(me)).json()).toEqual(pair);
    const stored = JSON.stringify(await t.ctx.db.select().from(refreshTokens));
    expect(stored).not.toContain(pair.RefreshToken);
    expect(stored).not.toContain(me.RefreshToken);
  });

  it('signs out: auth/logout ends the login at once, its access token included; other logins go on', async () => {
    const me = await signedInUser(t);
    const elsewhere = await loginWithPassword(t, me.phone, me.password);
    expect((await profile(me.AccessToken)).statusCode).toBe(200);
    expect((await post(t, '/api/auth/logout', { refreshToken: me.RefreshToken })).statusCode).toBe(200);
    expect((await refresh(me)).statusCode).toBe(401);
    const after = await profile(me.AccessToken);
    expect(after.statusCode).toBe(401);
    expect(after.json().Status).toBe(false);
    expect((await profile(elsewhere.AccessToken)).statusCode).toBe(200);
  });

  it('signs out with only an access token: the login it names ends, whatever the body holds', async () => {
    for (const body of [{}, { refreshToken: null }, { refreshToken: 'not-a-token' }]) {
      const me = await signedInUser(t);
      const elsewhere = await loginWithPassword(t, me.phone, me.password);
      const out = await post(t, '/api/auth/logout', body, { token: me.AccessToken });
      expect(out.statusCode).toBe(200);
      expect(out.json()).toEqual({ Status: true, Message: 'Signed out' });
      expect((await profile(me.AccessToken)).statusCode, JSON.stringify(body)).toBe(401);
      expect((await refresh(me)).statusCode, JSON.stringify(body)).toBe(401);
      expect((await profile(elsewhere.AccessToken)).statusCode).toBe(200);
    }
  });

  it("signing out with one's access token and another login's refresh token ends both", async () => {
    const me = await signedInUser(t);
    const elsewhere = await loginWithPassword(t, me.phone, me.password);
    expect((await post(t, '/api/auth/logout', { refreshToken: elsewhere.RefreshToken }, { token: me.AccessToken })).statusCode).toBe(200);
    expect((await profile(me.AccessToken)).statusCode).toBe(401);
    expect((await profile(elsewhere.AccessToken)).statusCode).toBe(401);
  });

  it('refuses the access tokens of a login ended by a reused refresh token', async () => {
    const me = await signedInUser(t);
    const second = (await refresh(me)).json() as Tokens;
    expect((await profile(second.AccessToken)).statusCode).toBe(200);
    clock.advance(graceMs() + SECOND);
    expect((await refresh(me)).statusCode).toBe(401);
    expect((await profile(second.AccessToken)).statusCode).toBe(401);
    expect((await profile(me.AccessToken)).statusCode).toBe(401);
  });

  it('refuses an access token that names no login', async () => {
    const user = await createUser(t.ctx);
    const { sid: _, ...claims } = liveClaims(await tokenFor(t.ctx, user));
    expect((await profile(await t.ctx.tokens.signAccess(claims as AccessClaims))).statusCode).toBe(401);
    // Nor one naming a login of someone else.
    const other = await signedInUser(t);
    expect((await profile(await t.ctx.tokens.signAccess({ ...claims, sid: liveClaims(other.AccessToken).sid }))).statusCode).toBe(401);
  });
});

describe('Auth/change-password', () => {
  const change = (token: string | undefined, body: object) => post(t, '/api/Auth/change-password', body, { token });

  it('changes the password after checking the current one', async () => {
    const me = await signedInUser(t);
    const wrong = await change(me.AccessToken, { CurrentPassword: 'Not-my-pass', NewPassword: 'N3w-password', ConfirmNewPassword: 'N3w-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ Status: false, Message: AUTH_MESSAGES.wrongCurrentPassword, Code: expect.any(String) });
    const same = await change(me.AccessToken, { CurrentPassword: me.password, NewPassword: me.password, ConfirmNewPassword: me.password });
    expect(same.json().Message).toBe(AUTH_MESSAGES.sameAsCurrent);
    const ok = await change(me.AccessToken, { CurrentPassword: me.password, NewPassword: 'N3w-password', ConfirmNewPassword: 'N3w-password' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ Status: true, Message: 'Password changed successfully!' });
    expect((await login({ PhoneNumber: me.phone, Password: me.password, LoginType: 'Password' })).statusCode).toBe(400);
    await loginWithPassword(t, me.phone, 'N3w-password');
  });

  it('ends every other login of the user, and keeps the one that made the change', async () => {
    const first = await signedInUser(t);
    const other = await loginWithPassword(t, first.phone, first.password);
    // The change is made with an access token from a refresh: the login stays the same one.
    const mine = (await refresh(first)).json() as Tokens;
    const ok = await change(mine.AccessToken, { CurrentPassword: first.password, NewPassword: 'N3w-password', ConfirmNewPassword: 'N3w-password' });
    expect(ok.statusCode, ok.body).toBe(200);

    // The other login's access token stops working at once, not when it expires.
    expect((await profile(other.AccessToken)).statusCode).toBe(401);
    const ended = await refresh(other);
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toEqual({ Status: false, Message: AUTH_MESSAGES.sessionExpired, Code: expect.any(String) });
    const kept = await refresh(mine);
    expect(kept.statusCode, kept.body).toBe(200);
    expect((await profile((kept.json() as Tokens).AccessToken)).statusCode).toBe(200);
  });

  it('tells an account made by OTP, which has no password, to set one with Forgot Password', async () => {
    const phone = nextPhone();
    await sendOtp(t, phone, { IsRegister: true }, { ip: nextIp() });
    const made = await post(t, '/api/Auth/register', { FirstName: 'Lakshmi', LastName: 'Nair', Email: '', PhoneNumber: phone, Otp: await lastOtp(t, phone) });
    expect(made.statusCode, made.body).toBe(200);
    clock.advance(61 * SECOND);
    await sendOtp(t, phone, { IsLogin: true }, { ip: nextIp() });
    const tokens = (await login({ PhoneNumber: phone, Otp: await lastOtp(t, phone), LoginType: 'Phone' })).json() as Tokens;

    const res = await change(tokens.AccessToken, { CurrentPassword: 'Anything-1', NewPassword: 'N3w-password', ConfirmNewPassword: 'N3w-password' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ Status: false, Message: ACCOUNT_GUIDANCE.noPasswordYet, Code: expect.any(String) });
    expect(res.json().Message).toContain('Forgot Password');
    // Nothing was set: a password sign-in is still refused.
    expect((await login({ PhoneNumber: phone, Password: 'N3w-password', LoginType: 'Password' })).statusCode).toBe(400);
  });

  it('answers the shop messages of the change-password form, and needs a user', async () => {
    const me = await signedInUser(t);
    const ok = { CurrentPassword: me.password, NewPassword: 'N3w-password', ConfirmNewPassword: 'N3w-password' };
    const cases: [object, string][] = [
      [{ ...ok, CurrentPassword: '' }, 'Current password is required'],
      [{ ...ok, NewPassword: '', ConfirmNewPassword: '' }, 'New password is required'],
      [{ ...ok, NewPassword: 'short', ConfirmNewPassword: 'short' }, 'Password must be at least 8 characters long'],
      [{ ...ok, ConfirmNewPassword: '' }, 'Please confirm your new password'],
      [{ ...ok, ConfirmNewPassword: 'N3w-passworD' }, 'Passwords do not match'],
    ];
    for (const [body, message] of cases) {
      const res = await change(me.AccessToken, body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toEqual({ Status: false, Message: message, Code: expect.any(String) });
    }
    expect((await change(undefined, ok)).statusCode).toBe(401);
  });
});

describe('Auth/reset-password', () => {
  it('resets the password with the reset OTP and ends every session', async () => {
    const me = await signedInUser(t);
    clock.advance(61 * SECOND);
    await sendOtp(t, me.phone, {}, { ip: nextIp() });
    const otp = await lastOtp(t, me.phone);
    const mismatch = await post(t, '/api/Auth/reset-password', { PhoneNumber: me.phone, Password: 'Brand-new-1', confirmPassword: 'Brand-new-2', Otp: otp });
    expect(mismatch.json()).toEqual({ Status: false, Message: MESSAGES.passwordsMustMatch, Code: expect.any(String) });
    const res = await post(t, '/api/Auth/reset-password', { PhoneNumber: me.phone, Password: 'Brand-new-1', confirmPassword: 'Brand-new-1', Otp: otp });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ Status: true, Message: 'Your password has been reset. Please sign in with your new password.' });
    expect((await profile(me.AccessToken)).statusCode).toBe(401);
    expect((await refresh(me)).statusCode).toBe(401);
    await loginWithPassword(t, me.phone, 'Brand-new-1');
  });

  it('answers the shop messages of the reset form', async () => {
    const ok = { PhoneNumber: '9876543210', Password: 'Brand-new-1', confirmPassword: 'Brand-new-1', Otp: '123456' };
    const cases: [object, string][] = [
      [{ ...ok, PhoneNumber: '' }, MESSAGES.phoneRequired],
      [{ ...ok, Password: '', confirmPassword: '' }, MESSAGES.passwordRequired],
      [{ ...ok, Password: 'short', confirmPassword: 'short' }, MESSAGES.passwordMin],
      [{ ...ok, confirmPassword: '' }, MESSAGES.passwordsMustMatch],
      [{ ...ok, Otp: '' }, MESSAGES.otpRequired],
      [{ ...ok, Otp: 'abcdef' }, MESSAGES.otpInvalid],
    ];
    for (const [body, message] of cases) {
      const res = await post(t, '/api/Auth/reset-password', body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toEqual({ Status: false, Message: message, Code: expect.any(String) });
    }
    const unknown = await post(t, '/api/Auth/reset-password', { ...ok, PhoneNumber: nextPhone() });
    expect(unknown.json().Message).toBe(OTP_MESSAGES.notRegistered);
  });
});

describe('Account/Profile', () => {
  it('saves the profile confirmed by OTP; afterwards the old tokens no longer work', async () => {
    const me = await signedInUser(t);
    const newPhone = nextPhone();
    const sent = await sendOtp(t, newPhone, { IsProfile: true }, { token: me.AccessToken, ip: nextIp() });
    expect(sent.statusCode).toBe(200);
    const otp = await lastOtp(t, newPhone);
    const body = { FirstName: 'Asha', LastName: 'Menon', Email: 'asha@example.in', PhoneNumber: newPhone, Otp: otp };
    const wrong = await t.app.inject({
      method: 'PUT',
      url: '/api/Account/Profile',
      headers: me.auth,
      payload: { ...body, Otp: otp === '000000' ? '111111' : '000000' },
    });
    expect(wrong.json()).toEqual({ Status: false, Message: OTP_MESSAGES.invalid, Code: expect.any(String) });
    const res = await t.app.inject({ method: 'PUT', url: '/api/Account/Profile', headers: me.auth, payload: body });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ Status: true, Message: 'Your profile has been updated. Please sign in again.' });

    expect((await profile(me.AccessToken)).statusCode).toBe(401);
    expect((await refresh(me)).statusCode).toBe(401);
    const fresh = await loginWithPassword(t, newPhone, me.password);
    expect((await profile(fresh.AccessToken)).json()).toMatchObject({ FirstName: 'Asha', LastName: 'Menon', Email: 'asha@example.in', PhoneNumber: newPhone });
    expect(claimsOf(fresh.AccessToken).PhoneNumber).toBe(newPhone);
  });

  it("keeps the phone when unchanged, and refuses another account's phone", async () => {
    const me = await signedInUser(t);
    const other = await register(t);
    const taken = await sendOtp(t, other.phone, { IsProfile: true }, { token: me.AccessToken, ip: nextIp() });
    expect(taken.statusCode).toBe(409);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/Account/Profile',
      headers: me.auth,
      payload: { FirstName: 'A', LastName: 'B', PhoneNumber: other.phone, Otp: '123456' },
    });
    expect(put.statusCode).toBe(409);
    expect(put.json().Message).toBe(OTP_MESSAGES.phoneTaken);

    clock.advance(61 * SECOND);
    expect((await sendOtp(t, me.phone, { IsProfile: true }, { token: me.AccessToken, ip: nextIp() })).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/Account/Profile',
      headers: me.auth,
      payload: { FirstName: 'Kiran', LastName: 'Das', Email: '', PhoneNumber: me.phone, Otp: await lastOtp(t, me.phone) },
    });
    expect(res.statusCode).toBe(200);
  });

  it('says how to get the right OTP when the one given was not sent for the profile', async () => {
    const me = await signedInUser(t);
    clock.advance(61 * SECOND);
    // Sent without IsProfile: a password-reset OTP.
    expect((await sendOtp(t, me.phone, {}, { ip: nextIp() })).statusCode).toBe(200);
    const body = { FirstName: 'Kiran', LastName: 'Das', Email: '', PhoneNumber: me.phone, Otp: await lastOtp(t, me.phone) };
    const res = await t.app.inject({ method: 'PUT', url: '/api/Account/Profile', headers: me.auth, payload: body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ Status: false, Message: OTP_FOR_ANOTHER_STEP.profile, Code: expect.any(String) });
    expect(res.json().Message).not.toBe(MESSAGES.otpNotSent);
    expect((await profile(me.AccessToken)).json()).toMatchObject({ FirstName: 'Asha' });

    // With an OTP sent for the profile, as the message says, it is saved.
    clock.advance(61 * SECOND);
    await sendOtp(t, me.phone, { IsProfile: true }, { token: me.AccessToken, ip: nextIp() });
    const saved = await t.app.inject({ method: 'PUT', url: '/api/Account/Profile', headers: me.auth, payload: { ...body, Otp: await lastOtp(t, me.phone) } });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('answers the shop messages of the profile form, and needs a user', async () => {
    const me = await signedInUser(t);
    const ok = { FirstName: 'Asha', LastName: 'Rao', Email: '', PhoneNumber: me.phone, Otp: '123456' };
    const cases: [object, string][] = [
      [{ ...ok, FirstName: '' }, ACCOUNT_MESSAGES.firstNameRequired],
      [{ ...ok, LastName: '' }, ACCOUNT_MESSAGES.lastNameRequired],
      [{ ...ok, Email: 'x@' }, ACCOUNT_MESSAGES.emailInvalid],
      [{ ...ok, PhoneNumber: '' }, MESSAGES.phoneRequired],
      [{ ...ok, Otp: '' }, MESSAGES.otpRequired],
    ];
    for (const [body, message] of cases) {
      const res = await t.app.inject({ method: 'PUT', url: '/api/Account/Profile', headers: me.auth, payload: body });
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toEqual({ Status: false, Message: message, Code: expect.any(String) });
    }
    expect((await t.app.inject({ method: 'PUT', url: '/api/Account/Profile', payload: ok })).statusCode).toBe(401);
  });
});

describe('the grace window across instances and settings', () => {
  it.skipIf(!process.env.TEST_DATABASE_URL)('gives the same pair when the repeat reaches another instance of the shop', async () => {
    const other = await createTestApp({ sameDatabaseAs: t, context: { now: clock.now } });
    try {
      const me = await signedInUser(t);
      const here = await refresh(me);
      const there = await post(other, '/api/auth/refresh-token', { refreshToken: me.RefreshToken });
      expect(there.statusCode).toBe(200);
      expect(there.json()).toEqual(here.json());
      // The third use, wherever it comes, ends the login on both.
      expect((await post(other, '/api/auth/refresh-token', { refreshToken: me.RefreshToken })).statusCode).toBe(401);
      expect((await profile((here.json() as Tokens).AccessToken)).statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });

  it('is 10 seconds unless set, and with REFRESH_GRACE_SECONDS=0 any repeat ends the login', async () => {
    expect(t.ctx.config.refreshGraceSeconds).toBe(10);
    const strict = await createTestApp({ env: { REFRESH_GRACE_SECONDS: '0' } });
    try {
      const me = await signedInUser(strict);
      const pair = (await post(strict, '/api/auth/refresh-token', { refreshToken: me.RefreshToken })).json() as Tokens;
      expect((await post(strict, '/api/auth/refresh-token', { refreshToken: me.RefreshToken })).statusCode).toBe(401);
      expect((await post(strict, '/api/auth/refresh-token', { refreshToken: pair.RefreshToken })).statusCode).toBe(401);
    } finally {
      await strict.close();
    }
  });
});
