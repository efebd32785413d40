// OTPs are 6 digits, valid 5 minutes, stored hashed, void after 5 wrong tries; one per phone
// per 60 seconds and at most 5 per phone per hour, enforced here whatever the screen shows.
import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Uses } from '../../context';
import { AppError, badRequest, conflict, tooMany, unauthorized, unavailable } from '../../lib/errors';
import { hashSecret, OTP_HASH_PARAMS, verifySecret } from '../../lib/passwords';
import { OTP_LENGTH, OTP_MAX_ATTEMPTS, OTP_MAX_PER_HOUR, OTP_RESEND_SECONDS, OTP_VALID_MINUTES, SHOP } from '@shared/constants';
import { MESSAGES } from '@shared/schemas/common';
import { OTP_FOR_ANOTHER_STEP } from '@shared/messages';
import { ACCOUNT_SUCCESS, otpWaitMessage, type OtpGenerateBody } from '@shared/schemas/accounts';
import { SmsDeliveryError } from '../../providers/sms/sms-provider';
import type { AuthUser } from '../../lib/tokens';
import * as repo from './accounts.repo';
import { countOtpSent } from '../../lib/metrics';
import * as limits from './rate-limit';

/** What this file touches of the app's context. */
type Ctx = Uses<'db' | 'now' | 'sleep' | 'sms'>;

export type OtpPurpose = keyof typeof OTP_FOR_ANOTHER_STEP;

export const OTP_MESSAGES = {
  invalid: 'Invalid OTP',
  expired: 'OTP has expired. Please request a new OTP.',
  tooManyAttempts: 'Too many wrong attempts. Please request a new OTP.',
  hourlyCap: 'You have requested too many OTPs. Please try again after an hour.',
  notRegistered: 'This phone number is not registered. Please sign up first.',
  alreadyRegistered: 'This phone number is already registered. Please sign in.',
  phoneTaken: 'This phone number belongs to another account.',
  sendFailed: 'We could not send the OTP right now. Please try again in a minute.',
} as const;

export const waitMessage = otpWaitMessage;

/** After Otp/validate, the step that follows (sign up, profile) may use the OTP this long. */
const VERIFIED_GRACE_MS = 10 * 60_000;
const HOUR_MS = 60 * 60_000;

function purposeOf(body: { IsLogin?: boolean; IsRegister?: boolean; IsProfile?: boolean; IsComplaint?: boolean; IsStockAlert?: boolean }): OtpPurpose {
  if (body.IsLogin) return 'login';
  if (body.IsRegister) return 'register';
  if (body.IsProfile) return 'profile';
  // A guest confirms the phone a complaint is filed from: any phone, registered or not.
  if (body.IsComplaint) return 'complaint';
  // A guest confirms the phone a back-in-stock alert goes to: any phone; it signs no one in.
  if (body.IsStockAlert) return 'stockAlert';
  return 'reset';
}

export const smsText = (otp: string) => `${otp} is your ${SHOP.name} OTP. It is valid for ${OTP_VALID_MINUTES} minutes. Do not share it with anyone.`;

const newCode = () => String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
// The phone is part of the hashed text: a code hash copied to another phone's row is worthless.
const hashable = (phone: string, code: string) => `${phone}:${code}`;

/** POST Otp/generate. */
export async function generate(
  ctx: Ctx,
  body: Omit<OtpGenerateBody, 'IdentifierType'>,
  caller: { user: AuthUser | null; ip: string; log?: FastifyBaseLogger },
): Promise<{ Status: true; Message: string }> {
  const phone = body.Identifier.trim();
  const purpose = purposeOf(body);
  await limits.recordAndAssert(ctx, limits.OTP_PER_IP, caller.ip);

  const owner = await repo.findUserByPhone(ctx.db, phone);
  if ((purpose === 'login' || purpose === 'reset') && !owner) throw badRequest(OTP_MESSAGES.notRegistered);
  if (purpose === 'register' && owner) throw conflict(OTP_MESSAGES.alreadyRegistered);
  if (purpose === 'profile') {
    if (!caller.user) throw unauthorized();
    if (owner && owner.id !== caller.user.id) throw conflict(OTP_MESSAGES.phoneTaken);
  }

  const code = newCode();
  const codeHash = await hashSecret(hashable(phone, code), OTP_HASH_PARAMS);
  const now = ctx.now();
  const otp = await ctx.db.transaction(async (tx) => {
    await repo.lockPhone(tx, phone);
    const last = await repo.latestOtp(tx, phone);
    if (last) {
      const waited = now.getTime() - last.createdAt.getTime();
      if (waited < OTP_RESEND_SECONDS * 1000) throw tooMany(waitMessage(Math.ceil((OTP_RESEND_SECONDS * 1000 - waited) / 1000)));
    }
    if ((await repo.countOtpsSince(tx, phone, new Date(now.getTime() - HOUR_MS))) >= OTP_MAX_PER_HOUR) throw tooMany(OTP_MESSAGES.hourlyCap);
    const row = await repo.insertOtp(tx, { phone, purpose, codeHash, expiresAt: new Date(now.getTime() + OTP_VALID_MINUTES * 60_000), now });
    await repo.voidOtherOtps(tx, phone, row.id, now);
    await repo.deleteOtpsBefore(tx, phone, new Date(now.getTime() - 24 * HOUR_MS));
    return row;
  });

  try {
    await ctx.sms.send({ to: phone, text: smsText(code), otp: code }, caller.log);
  } catch (err) {
    // Undelivered: the code never existed, so it neither blocks a retry nor counts towards the hour.
    await repo.deleteOtp(ctx.db, otp.id);
    if (err instanceof SmsDeliveryError) {
      caller.log?.error({ err: err.message, provider: ctx.sms.name }, 'OTP SMS not delivered');
      throw unavailable(OTP_MESSAGES.sendFailed);
    }
    throw err;
  }
  countOtpSent(purpose);
  return { Status: true, Message: ACCOUNT_SUCCESS.otpSent };
}

/** Compares a code with the OTP, counting wrong tries; throws the message the shopper sees. */
async function checkCode(ctx: Ctx, otp: repo.OtpRow, code: string): Promise<void> {
  const tries = await repo.reserveAttempt(ctx.db, otp.id, OTP_MAX_ATTEMPTS);
  if (tries === null) throw badRequest(OTP_MESSAGES.tooManyAttempts);
  if (await verifySecret(hashable(otp.phone, code.trim()), otp.codeHash)) {
    await repo.returnAttempt(ctx.db, otp.id);
    return;
  }
  throw badRequest(OTP_MESSAGES.invalid);
}

const isExpired = (ctx: Ctx, otp: repo.OtpRow) => otp.expiresAt.getTime() <= ctx.now().getTime();

/** POST Otp/validate: checks the phone's current OTP and lets the next step (sign up, profile) use it. */
export async function validate(ctx: Ctx, phone: string, code: string): Promise<{ Status: true; Message: string }> {
  const otp = await repo.latestLiveOtp(ctx.db, phone);
  if (!otp) throw badRequest(MESSAGES.otpNotSent);
  if (isExpired(ctx, otp)) throw badRequest(OTP_MESSAGES.expired);
  await checkCode(ctx, otp, code);
  await repo.markOtpVerified(ctx.db, otp.id, ctx.now());
  return { Status: true, Message: ACCOUNT_SUCCESS.otpVerified };
}

/**
 * Uses up the phone's current OTP for one purpose. The code is required unless the OTP was just
 * validated through Otp/validate (sign up shows its button only then); when given it must match.
 */
export async function redeem(ctx: Ctx, phone: string, purpose: OtpPurpose, code?: string): Promise<void> {
  const otp = await repo.latestLiveOtp(ctx.db, phone);
  if (!otp) throw badRequest(MESSAGES.otpNotSent);
  // An OTP sent for another purpose (a sign-in code used to reset a password) does not count: the
  // answer says where to ask for the right one, as "send OTP first" would puzzle someone who just did.
  if (otp.purpose !== purpose) throw badRequest(OTP_FOR_ANOTHER_STEP[purpose]);
  const now = ctx.now().getTime();
  const verifiedRecently = !!otp.verifiedAt && now - otp.verifiedAt.getTime() <= VERIFIED_GRACE_MS;
  if (!verifiedRecently && isExpired(ctx, otp)) throw badRequest(OTP_MESSAGES.expired);
  if (code) await checkCode(ctx, otp, code);
  else if (!verifiedRecently) throw badRequest(MESSAGES.otpRequired);
  if (!(await repo.consumeOtp(ctx.db, otp.id, ctx.now()))) throw badRequest(MESSAGES.otpNotSent);
}

/** True for the errors a wrong or missing OTP gives (they count as failed sign-ins). */
export const isOtpRefusal = (err: unknown) => err instanceof AppError && err.statusCode === 400;
