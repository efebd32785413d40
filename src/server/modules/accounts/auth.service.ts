// Sign-in, registration, tokens (docs/accounts-and-security.md), passwords and the profile.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Uses } from '../../context';
import { AppError, badRequest, conflict, notFound, unauthorized } from '../../lib/errors';
import { hashSecret, verifySecret } from '../../lib/passwords';
import { hashToken, newRefreshToken, REFRESH_TOKEN_DAYS, type AccessClaims, type AuthUser } from '../../lib/tokens';
import { ACCOUNT_SUCCESS, type LoginAnswer, type Profile, type RefreshAnswer } from '@shared/schemas/accounts';
import { ACCOUNT_GUIDANCE } from '@shared/messages';
import * as repo from './accounts.repo';
import * as otpService from './otp.service';
import * as limits from './rate-limit';
import { isUniqueViolation } from '../../db/unique-violation';

/** What this file touches of the app's context. */
type Ctx = Uses<'config' | 'db' | 'now' | 'sleep' | 'sms' | 'tokens'>;

export const AUTH_MESSAGES = {
  badCredentials: 'Invalid phone number or password',
  sessionExpired: 'Your session has expired. Please sign in again.',
  wrongCurrentPassword: 'Current password is incorrect',
  sameAsCurrent: 'New password must be different from the current password',
  userNotFound: 'User not found',
} as const;

const DAY_MS = 24 * 60 * 60_000;

/** Compared against when the phone has no account, so a wrong phone takes as long as a wrong password. */
let decoyHash: Promise<string> | null = null;
const decoy = () => (decoyHash ??= hashSecret('decoy-password-for-unknown-phones'));

/** The access token's claims; `sessionId` names the login (refresh-token family) it belongs to. */
export function toAccessClaims(user: repo.UserRow, sessionId: string): AccessClaims {
  return {
    sub: user.id,
    FirstName: user.firstName,
    LastName: user.lastName,
    PhoneNumber: user.phone,
    Email: user.email,
    Roles: user.roles,
    tv: user.tokenVersion,
    sid: sessionId,
  };
}

/**
 * Signs an access token and starts (or continues) a login: a refresh-token family. The access
 * token works only while its login lasts (plugins/auth.ts checks it on every call).
 */
async function issueTokens(ctx: Ctx, user: repo.UserRow, familyId: string = randomUUID()): Promise<{ access: string; refresh: string }> {
  const now = ctx.now();
  const refresh = newRefreshToken();
  await repo.insertRefreshToken(ctx.db, {
    userId: user.id,
    familyId,
    tokenHash: hashToken(refresh),
    expiresAt: new Date(now.getTime() + REFRESH_TOKEN_DAYS * DAY_MS),
    now,
  });
  const access = await ctx.tokens.signAccess(toAccessClaims(user, familyId), now);
  return { access, refresh };
}

type LoginInput = { PhoneNumber: string; LoginType: 'Password'; Password: string } | { PhoneNumber: string; LoginType: 'Phone'; Otp: string };

/** The subject of the per phone and address counter. */
const phoneAndIp = (phone: string, ip: string) => `${phone}|${ip}`;

/**
 * POST Auth/login: by password or by the OTP sent with IsLogin. Failures lock out the address
 * that made them (for that phone, and in total); failures from everywhere only slow the phone's
 * sign-ins down, so nobody can keep its owner out. Each attempt takes its place under both limits
 * before the password or OTP is checked, as OTP tries do, so attempts sent at once cannot get
 * more checks than the limits allow; a successful one gives its place back.
 */
export async function login(ctx: Ctx, body: LoginInput, ip: string): Promise<LoginAnswer> {
  const phone = body.PhoneNumber;
  const forPhone = await limits.reserve(ctx, limits.LOGIN_PER_PHONE_AND_IP, phoneAndIp(phone, ip));
  let forIp: limits.Reservation;
  try {
    forIp = await limits.reserve(ctx, limits.LOGIN_PER_IP, ip);
  } catch (err) {
    await limits.giveBack(ctx, forPhone);
    throw err;
  }

  let user: repo.UserRow | null;
  let failure: string | null = null;
  try {
    await limits.slowDown(ctx, limits.LOGIN_SLOWDOWN_PER_PHONE, phone);
    user = await repo.findUserByPhone(ctx.db, phone);
    if (body.LoginType === 'Password') {
      const ok = await verifySecret(body.Password, user?.passwordHash ?? (await decoy()));
      if (!user || !user.passwordHash || !ok) failure = AUTH_MESSAGES.badCredentials;
    } else if (!user) {
      failure = otpService.OTP_MESSAGES.notRegistered;
    } else {
      try {
        await otpService.redeem(ctx, phone, 'login', body.Otp);
      } catch (err) {
        if (!otpService.isOtpRefusal(err)) throw err;
        failure = (err as AppError).message;
      }
    }
  } catch (err) {
    // Not a failed sign-in (the server could not check): the attempt does not count.
    await limits.giveBack(ctx, forPhone);
    await limits.giveBack(ctx, forIp);
    throw err;
  }
  if (failure !== null || !user) {
    // The attempt keeps its places under both limits, and slows the phone's next sign-ins down.
    await limits.record(ctx, limits.LOGIN_SLOWDOWN_PER_PHONE, phone);
    throw badRequest(failure ?? AUTH_MESSAGES.badCredentials);
  }
  await limits.clear(ctx, limits.LOGIN_PER_PHONE_AND_IP, phoneAndIp(phone, ip));
  await limits.giveBack(ctx, forIp);
  await repo.deleteStaleRefreshTokens(ctx.db, user.id, new Date(ctx.now().getTime() - DAY_MS));
  const tokens = await issueTokens(ctx, user);
  return { IsSucceed: true, AccessToken: tokens.access, RefreshToken: tokens.refresh, Message: ACCOUNT_SUCCESS.loggedIn };
}

/**
 * POST auth/refresh-token. Every refresh token is exchanged once (docs/accounts-and-security.md). The
 * token that follows is derived from the one exchanged, and the access token is signed at the moment of
 * the exchange, so the pair can be given again without keeping it. For a few seconds after the exchange
 * (`refreshGraceSeconds`) the same token is accepted once more and answered with that same pair: a
 * second tab of the shopper's browser refreshing at the same moment. Any other repeat means a copy is in
 * someone else's hands, so that whole login ends.
 */
export async function refresh(ctx: Ctx, refreshToken: string, log?: FastifyBaseLogger): Promise<RefreshAnswer> {
  const now = ctx.now();
  const tokenHash = hashToken(refreshToken);
  let row = await repo.findRefreshToken(ctx.db, tokenHash);
  if (!row || row.revokedAt) throw unauthorized(AUTH_MESSAGES.sessionExpired);
  if (!row.rotatedAt) {
    if (row.expiresAt.getTime() <= now.getTime()) throw unauthorized(AUTH_MESSAGES.sessionExpired);
    const user = await repo.findUserById(ctx.db, row.userId);
    if (!user) throw unauthorized(AUTH_MESSAGES.sessionExpired);
    const { id, userId, familyId } = row;
    const exchanged = await ctx.db.transaction(async (tx) => {
      if (!(await repo.markRotated(tx, id, now))) return false;
      await repo.insertRefreshToken(tx, {
        userId,
        familyId,
        tokenHash: hashToken(ctx.tokens.successorOf(refreshToken)),
        expiresAt: new Date(now.getTime() + REFRESH_TOKEN_DAYS * DAY_MS),
        now,
      });
      return true;
    });
    if (exchanged) return pairAfter(ctx, user, familyId, refreshToken, now);
    // Exchanged at the same moment by another call (on this instance or another): a repeat, judged below.
    row = await repo.findRefreshToken(ctx.db, tokenHash);
    if (!row || row.revokedAt || !row.rotatedAt) throw unauthorized(AUTH_MESSAGES.sessionExpired);
  }
  const graceMs = ctx.config.refreshGraceSeconds * 1000;
  if (graceMs > 0 && (await repo.takeGraceRepeat(ctx.db, row.id, new Date(now.getTime() - graceMs), now))) {
    const user = await repo.findUserById(ctx.db, row.userId);
    if (user) return pairAfter(ctx, user, row.familyId, refreshToken, row.rotatedAt!);
  }
  await repo.revokeFamily(ctx.db, row.familyId, now);
  log?.warn({ userId: row.userId, familyId: row.familyId }, 'refresh token reused: the login was revoked');
  throw unauthorized(AUTH_MESSAGES.sessionExpired);
}

/** The pair an exchange of `refreshToken` made at `exchangedAt` answers: the same every time it is worked out. */
async function pairAfter(ctx: Ctx, user: repo.UserRow, familyId: string, refreshToken: string, exchangedAt: Date): Promise<RefreshAnswer> {
  return {
    AccessToken: await ctx.tokens.signAccess(toAccessClaims(user, familyId), exchangedAt),
    RefreshToken: ctx.tokens.successorOf(refreshToken),
  };
}

/**
 * Sign out. A caller signed in with an access token ends the login it names, whatever the body holds;
 * a refresh token in the body ends its own login too (a tab whose access token has expired).
 */
export async function logout(ctx: Ctx, caller: AuthUser | null, refreshToken: string | null | undefined): Promise<void> {
  const now = ctx.now();
  if (caller) await repo.revokeUsersLogin(ctx.db, caller.id, caller.sessionId, now);
  if (!refreshToken) return;
  const row = await repo.findRefreshToken(ctx.db, hashToken(refreshToken));
  if (row) await repo.revokeFamily(ctx.db, row.familyId, now);
}

/**
 * POST Auth/register: needs the phone's register OTP, given now or validated just before. The
 * password is optional: an account without one signs in by OTP and may set one with a reset.
 */
export async function register(
  ctx: Ctx,
  body: { FirstName: string; LastName: string; Email: string | null; PhoneNumber: string; Password?: string | null; Otp?: string },
): Promise<{ Status: true; Message: string }> {
  if (await repo.findUserByPhone(ctx.db, body.PhoneNumber)) throw conflict(otpService.OTP_MESSAGES.alreadyRegistered);
  await otpService.redeem(ctx, body.PhoneNumber, 'register', body.Otp);
  const passwordHash = body.Password ? await hashSecret(body.Password) : null;
  try {
    await repo.insertUser(ctx.db, {
      firstName: body.FirstName,
      lastName: body.LastName,
      email: body.Email,
      phone: body.PhoneNumber,
      passwordHash,
      now: ctx.now(),
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(otpService.OTP_MESSAGES.alreadyRegistered);
    throw err;
  }
  return { Status: true, Message: ACCOUNT_SUCCESS.accountCreated };
}

/**
 * POST Auth/change-password (signed in). Every other login of the account ends (its refresh
 * token stops working); the one that made the change goes on.
 */
export async function changePassword(ctx: Ctx, caller: AuthUser, body: { CurrentPassword: string; NewPassword: string }) {
  const user = await repo.findUserById(ctx.db, caller.id);
  if (!user) throw unauthorized();
  // An account made by OTP has no current password to give: it sets one through Forgot Password.
  if (!user.passwordHash) throw badRequest(ACCOUNT_GUIDANCE.noPasswordYet);
  if (!(await verifySecret(body.CurrentPassword, user.passwordHash))) throw badRequest(AUTH_MESSAGES.wrongCurrentPassword);
  if (body.CurrentPassword === body.NewPassword) throw badRequest(AUTH_MESSAGES.sameAsCurrent);
  const passwordHash = await hashSecret(body.NewPassword);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await repo.setPasswordHash(tx, user.id, passwordHash, now, { bumpTokenVersion: false });
    await repo.revokeAllForUser(tx, user.id, now, caller.sessionId);
  });
  return { Status: true as const, Message: ACCOUNT_SUCCESS.passwordChanged };
}

/**
 * POST Auth/reset-password with the reset OTP. Whoever forgot a password may also have lost a
 * device, so every session of the account ends.
 */
export async function resetPassword(ctx: Ctx, body: { PhoneNumber: string; Password: string; Otp: string }) {
  const user = await repo.findUserByPhone(ctx.db, body.PhoneNumber);
  if (!user) throw badRequest(otpService.OTP_MESSAGES.notRegistered);
  await otpService.redeem(ctx, body.PhoneNumber, 'reset', body.Otp);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await repo.setPasswordHash(tx, user.id, await hashSecret(body.Password), now, { bumpTokenVersion: true });
    await repo.revokeAllForUser(tx, user.id, now);
  });
  // A successful reset also lifts the lock-outs the forgotten password caused, from any address.
  await limits.clearStartingWith(ctx, limits.LOGIN_PER_PHONE_AND_IP, phoneAndIp(body.PhoneNumber, ''));
  return { Status: true as const, Message: ACCOUNT_SUCCESS.passwordReset };
}

export function toProfile(user: repo.UserRow): Profile {
  return { UserId: user.id, FirstName: user.firstName, LastName: user.lastName, Email: user.email, PhoneNumber: user.phone, Roles: user.roles };
}

export async function getProfile(ctx: Ctx, caller: AuthUser): Promise<Profile> {
  const user = await repo.findUserById(ctx.db, caller.id);
  if (!user) throw notFound(AUTH_MESSAGES.userNotFound);
  return toProfile(user);
}

/**
 * PUT Account/Profile, confirmed by the OTP sent with IsProfile to the (possibly new) phone.
 * The names and phone inside every issued token are now wrong, so all of them stop working.
 */
export async function updateProfile(
  ctx: Ctx,
  caller: AuthUser,
  body: { FirstName: string; LastName: string; Email: string | null; PhoneNumber: string; Otp: string },
) {
  if (await repo.phoneTakenByOther(ctx.db, body.PhoneNumber, caller.id)) throw conflict(otpService.OTP_MESSAGES.phoneTaken);
  await otpService.redeem(ctx, body.PhoneNumber, 'profile', body.Otp);
  const now = ctx.now();
  try {
    await ctx.db.transaction(async (tx) => {
      const row = await repo.updateProfile(tx, caller.id, {
        firstName: body.FirstName,
        lastName: body.LastName,
        email: body.Email,
        phone: body.PhoneNumber,
        now,
      });
      if (!row) throw notFound(AUTH_MESSAGES.userNotFound);
      await repo.revokeAllForUser(tx, caller.id, now);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(otpService.OTP_MESSAGES.phoneTaken);
    throw err;
  }
  return { Status: true as const, Message: ACCOUNT_SUCCESS.profileUpdated };
}
