// Field rules shared by forms and routes, carrying the exact messages of the validation rules.
import { z } from 'zod';
import { OTP_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { MESSAGES } from '../messages';
import { issueMessage } from './issue-messages';
import { idOfAddress, MAX_ID } from '../address-ids';

export const PHONE_PATTERN = /^[6-9][0-9]{9}$/;
export const OTP_PATTERN = /^[0-9]{6}$/;
export const PIN_CODE_PATTERN = /^[1-9][0-9]{5}$/;

export { MESSAGES };

// Every schema of the shop (they all import this module) answers a rule that has no message of its
// own with a sentence naming the field, never with zod's built-in English.
z.config({ customError: issueMessage });

/** A required text: empty or blank counts as missing. */
export const requiredText = (message: string, max = 200) => z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters`);

export const phoneSchema = z.string({ error: MESSAGES.phoneRequired }).trim().min(1, MESSAGES.phoneRequired).regex(PHONE_PATTERN, MESSAGES.phoneInvalid);

export const otpSchema = z
  .string({ error: MESSAGES.otpRequired })
  .trim()
  .min(1, MESSAGES.otpRequired)
  .regex(OTP_PATTERN, MESSAGES.otpInvalid)
  .length(OTP_LENGTH, MESSAGES.otpInvalid);

export const passwordSchema = z
  .string({ error: MESSAGES.passwordRequired })
  .min(1, MESSAGES.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordMin)
  .max(128, 'Password must be at most 128 characters');

export const pinCodeSchema = z.string({ error: MESSAGES.invalidPinCode }).trim().regex(PIN_CODE_PATTERN, MESSAGES.invalidPinCode);

/**
 * Positive whole-number id in a query string, a path or a body: a JSON number, or text of plain
 * decimal digits as page addresses write it (idOfAddress), so 016, 0x10, 1e3 and " 1" name nothing.
 */
export const idSchema = z.preprocess(
  (v) => (typeof v === 'string' ? (idOfAddress(v) ?? v) : v),
  z.number({ error: 'Invalid Id' }).int('Invalid Id').positive('Invalid Id').max(MAX_ID, 'Invalid Id'),
);
export const uuidSchema = z.string().uuid('Invalid Id');

/** Paging (docs/api.md): optional Page (1-based) and PageSize. */
export const pagingSchema = z.object({
  Page: z.coerce.number().int().min(1).max(100_000).optional(),
  PageSize: z.coerce.number().int().min(1).max(100).optional(),
});

/** A day in a query string (YYYY-MM-DD), counted in India's time (src/shared/india-time.ts). */
export const DAY_MESSAGE = 'Dates are written YYYY-MM-DD';
export const daySchema = z.iso.date({ error: DAY_MESSAGE });
/** A month in a query string (YYYY-MM). */
export const monthSchema = z.string({ error: 'Choose a month' }).regex(/^20\d\d-(0[1-9]|1[0-2])$/, 'Months are written YYYY-MM');

/** A call that takes nothing but what its address names (cancel, confirm, retry): an empty body, or none. */
export const noBody = z.object({}).strict().optional();
