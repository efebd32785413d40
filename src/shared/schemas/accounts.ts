// Accounts and addresses: the forms' rules and the calls' shapes (the entities, validation rules and API).
// Forms and routes import the same schemas, so a message is written once, word for word.
import { z } from 'zod';
import { idSchema, MESSAGES, otpSchema, passwordSchema, phoneSchema, PIN_CODE_PATTERN, requiredText, uuidSchema } from './common';
import { PASSWORD_MIN_LENGTH } from '../constants';

export const ACCOUNT_MESSAGES = {
  firstNameRequired: 'Please provide first name',
  lastNameRequired: 'Please provide last name',
  emailInvalid: 'Please provide a valid email',
  currentPasswordRequired: 'Current password is required',
  newPasswordRequired: 'New password is required',
  newPasswordMin: 'Password must be at least 8 characters long',
  confirmNewPasswordRequired: 'Please confirm your new password',
  newPasswordsMismatch: 'Passwords do not match',
  identifierTypeInvalid: 'OTP can be sent by SMS only',
  loginTypeInvalid: 'LoginType must be Password or Phone',
  oneOtpPurpose: 'Choose either IsLogin or IsRegister, not both',
  sessionRequired: 'Please sign in again',
  addressTitleRequired: 'Please provide address title',
  addressLine1Required: 'Please provide address line 1',
  talukRequired: 'Please provide taluk',
  cityRequired: 'Please select city',
  stateRequired: 'Please select state',
  pinCodeRequired: 'Please provide pin code',
  addressPhoneRequired: MESSAGES.phoneRequired,
} as const;

/** Success texts shown to people (the screens' own wording where there is one). */
export const ACCOUNT_SUCCESS = {
  otpSent: 'OTP sent successfully',
  otpVerified: 'OTP verified successfully',
  loggedIn: 'Signed in successfully',
  accountCreated: 'Account created successfully',
  passwordChanged: 'Password changed successfully!',
  passwordReset: 'Your password has been reset. Please sign in with your new password.',
  profileUpdated: 'Your profile has been updated. Please sign in again.',
  addressAdded: 'Address added successfully',
  addressUpdated: 'Address updated successfully',
  addressDeleted: 'Address deleted successfully',
  signedOut: 'Signed out',
} as const;

export const CHANGE_PASSWORD_FAILED = 'Failed to change password';

/** The server's refusal of an OTP asked for too soon (docs/accounts-and-security.md); the screen turns it into its countdown. */
export const otpWaitMessage = (seconds: number) => `Please wait ${seconds} seconds before requesting another OTP`;
export function otpWaitSeconds(message: string): number | null {
  const m = /^Please wait (\d+) seconds before requesting another OTP$/.exec(message);
  return m ? Number(m[1]) : null;
}

const firstName = requiredText(ACCOUNT_MESSAGES.firstNameRequired, 100);
const lastName = requiredText(ACCOUNT_MESSAGES.lastNameRequired, 100);

/** Optional email: blank means none. */
export const optionalEmailSchema = z
  .union([z.literal(''), z.email(ACCOUNT_MESSAGES.emailInvalid).max(254, ACCOUNT_MESSAGES.emailInvalid)])
  .nullish()
  .transform((v) => (v ? v.toLowerCase() : null));

/** A confirmation field: any text; whether it matches is checked on the whole form. */
const confirmation = z.string({ error: MESSAGES.passwordsMustMatch });

// ---------------------------------------------------------------- OTP

export const identifierTypeSchema = z.literal('SMS', { error: ACCOUNT_MESSAGES.identifierTypeInvalid }).default('SMS');

/**
 * POST Otp/generate. IsLogin needs a registered phone, IsRegister an unregistered one; neither
 * flag is the reset-password OTP. IsProfile (signed in only) confirms a profile change; IsComplaint
 * confirms the phone of a guest filing a complaint.
 */
export const otpGenerateBody = z
  .object({
    Identifier: phoneSchema,
    IdentifierType: identifierTypeSchema,
    IsLogin: z.boolean().optional(),
    IsRegister: z.boolean().optional(),
    IsProfile: z.boolean().optional(),
    IsComplaint: z.boolean().optional(),
    /** Confirms the phone a back-in-stock alert is sent to (docs/stock-alerts.md). */
    IsStockAlert: z.boolean().optional(),
  })
  .refine((b) => [b.IsLogin, b.IsRegister, b.IsProfile, b.IsComplaint, b.IsStockAlert].filter(Boolean).length <= 1, {
    message: ACCOUNT_MESSAGES.oneOtpPurpose,
    path: ['IsLogin'],
  });
export type OtpGenerateBody = z.input<typeof otpGenerateBody>;

export const otpValidateBody = z.object({
  Identifier: phoneSchema,
  IdentifierType: identifierTypeSchema,
  Otp: otpSchema,
});
export type OtpValidateBody = z.input<typeof otpValidateBody>;

/** Answer of calls that report an outcome: Status and a message for a person. */
export const statusAnswer = z.object({ Status: z.boolean(), Message: z.string() });
export type StatusAnswer = z.infer<typeof statusAnswer>;

// ---------------------------------------------------------------- sign in

/** The Password tab of the sign-in screen. */
export const passwordSignInForm = z.object({ PhoneNumber: phoneSchema, Password: passwordSchema });
export type PasswordSignInForm = z.infer<typeof passwordSignInForm>;

/** The OTP tab of the sign-in screen. */
export const otpSignInForm = z.object({ PhoneNumber: phoneSchema, Otp: otpSchema });
export type OtpSignInForm = z.infer<typeof otpSignInForm>;

/** POST Auth/login: LoginType Password (with Password) or Phone (with Otp). */
export const loginBody = z.discriminatedUnion(
  'LoginType',
  [passwordSignInForm.extend({ LoginType: z.literal('Password') }), otpSignInForm.extend({ LoginType: z.literal('Phone') })],
  { error: ACCOUNT_MESSAGES.loginTypeInvalid },
);
export type LoginBody = z.input<typeof loginBody>;

export const loginAnswer = z.object({
  IsSucceed: z.boolean(),
  AccessToken: z.string(),
  RefreshToken: z.string(),
  Message: z.string(),
});
export type LoginAnswer = z.infer<typeof loginAnswer>;

export const refreshBody = z.object({
  accessToken: z.string().max(4096).nullish(),
  refreshToken: z.string({ error: ACCOUNT_MESSAGES.sessionRequired }).min(1, ACCOUNT_MESSAGES.sessionRequired).max(200, ACCOUNT_MESSAGES.sessionRequired),
});
export const refreshAnswer = z.object({ AccessToken: z.string(), RefreshToken: z.string() });
export type RefreshAnswer = z.infer<typeof refreshAnswer>;

export const logoutBody = z.object({ refreshToken: z.string().max(200).nullish() });

// ---------------------------------------------------------------- registration and passwords

const withMatchingPasswords = <T extends { Password: string; confirmPassword: string }>(v: T, ctx: z.RefinementCtx) => {
  if (v.Password !== v.confirmPassword) ctx.addIssue({ code: 'custom', message: MESSAGES.passwordsMustMatch, path: ['confirmPassword'] });
};

/**
 * A password is optional at sign-up (the account then signs in by OTP). Left blank, neither field
 * is checked; once either is filled, the password must be valid and both must match.
 */
const withOptionalPassword = <T extends { Password?: string | null; confirmPassword?: string | null }>(v: T, ctx: z.RefinementCtx) => {
  if (!v.Password && !v.confirmPassword) return;
  const password = passwordSchema.safeParse(v.Password ?? '');
  if (!password.success) ctx.addIssue({ code: 'custom', message: password.error.issues[0].message, path: ['Password'] });
  if ((v.Password ?? '') !== (v.confirmPassword ?? '')) ctx.addIssue({ code: 'custom', message: MESSAGES.passwordsMustMatch, path: ['confirmPassword'] });
};

const signUpFields = z.object({
  FirstName: firstName,
  LastName: lastName,
  Email: optionalEmailSchema,
  PhoneNumber: phoneSchema,
  Password: z.string({ error: MESSAGES.passwordRequired }).nullish(),
  confirmPassword: confirmation.nullish(),
});

/** The sign-up form; the server also takes the OTP the phone was confirmed with. */
export const signUpForm = signUpFields.superRefine(withOptionalPassword);
export type SignUpForm = z.input<typeof signUpForm>;

export const registerBody = signUpFields
  .extend({
    /** Optional when the phone was just confirmed through Otp/validate. */
    Otp: otpSchema.optional(),
  })
  .superRefine(withOptionalPassword);
export type RegisterBody = z.input<typeof registerBody>;

/** POST Auth/reset-password (the entities: PhoneNumber, Password, confirmPassword, Otp). */
export const resetPasswordBody = z
  .object({
    PhoneNumber: phoneSchema,
    Password: passwordSchema,
    confirmPassword: confirmation.describe(`The same text as Password: another is refused with 400 "${MESSAGES.passwordsMustMatch}"`),
    Otp: otpSchema,
  })
  .superRefine(withMatchingPasswords);
export type ResetPasswordBody = z.input<typeof resetPasswordBody>;

/** POST Auth/change-password, with the change-password screen's own messages. */
export const changePasswordBody = z
  .object({
    CurrentPassword: z.string({ error: ACCOUNT_MESSAGES.currentPasswordRequired }).min(1, ACCOUNT_MESSAGES.currentPasswordRequired).max(128),
    NewPassword: z
      .string({ error: ACCOUNT_MESSAGES.newPasswordRequired })
      .min(1, ACCOUNT_MESSAGES.newPasswordRequired)
      .min(PASSWORD_MIN_LENGTH, ACCOUNT_MESSAGES.newPasswordMin)
      .max(128, 'Password must be at most 128 characters'),
    ConfirmNewPassword: z.string({ error: ACCOUNT_MESSAGES.confirmNewPasswordRequired }).min(1, ACCOUNT_MESSAGES.confirmNewPasswordRequired),
  })
  .superRefine((v, ctx) => {
    if (v.ConfirmNewPassword && v.NewPassword !== v.ConfirmNewPassword) {
      ctx.addIssue({ code: 'custom', message: ACCOUNT_MESSAGES.newPasswordsMismatch, path: ['ConfirmNewPassword'] });
    }
  });
export type ChangePasswordBody = z.input<typeof changePasswordBody>;

// ---------------------------------------------------------------- profile

/** The profile screen: the sign-up fields without the password, confirmed by an OTP. */
export const profileForm = z.object({
  FirstName: firstName,
  LastName: lastName,
  Email: optionalEmailSchema,
  PhoneNumber: phoneSchema,
});
export type ProfileForm = z.input<typeof profileForm>;

export const profileBody = profileForm.extend({ Otp: otpSchema });
export type ProfileBody = z.input<typeof profileBody>;

export const profileAnswer = z.object({
  UserId: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  Email: z.string().nullable(),
  PhoneNumber: z.string(),
  Roles: z.string(),
});
export type Profile = z.infer<typeof profileAnswer>;

// ---------------------------------------------------------------- addresses

export const addressPinCodeSchema = z
  .string({ error: ACCOUNT_MESSAGES.pinCodeRequired })
  .trim()
  .min(1, ACCOUNT_MESSAGES.pinCodeRequired)
  .regex(PIN_CODE_PATTERN, MESSAGES.invalidPinCode);

/** The address form (the validation rules): everything but AddressLine2 is required. */
export const addressForm = z.object({
  FirstName: firstName,
  LastName: lastName,
  PhoneNumber: phoneSchema,
  AddressTitle: requiredText(ACCOUNT_MESSAGES.addressTitleRequired, 100),
  AddressLine1: requiredText(ACCOUNT_MESSAGES.addressLine1Required, 200),
  AddressLine2: z
    .string()
    .trim()
    .max(200, 'At most 200 characters')
    .nullish()
    .transform((v) => (v ? v : null)),
  Taluk: requiredText(ACCOUNT_MESSAGES.talukRequired, 100),
  State: requiredText(ACCOUNT_MESSAGES.stateRequired, 100),
  City: requiredText(ACCOUNT_MESSAGES.cityRequired, 100),
  PinCode: addressPinCodeSchema,
});
export type AddressForm = z.input<typeof addressForm>;

export const updateAddressBody = addressForm.extend({ Id: idSchema });

/** The lines of a postal address as answers show them: a saved address's, and an order's delivery address. */
export const postalAddressFields = {
  AddressLine1: z.string(),
  AddressLine2: z.string().nullable(),
  Taluk: z.string(),
  City: z.string(),
  State: z.string(),
  PinCode: z.string(),
};

export const addressSchema = z.object({
  Id: z.number(),
  FirstName: z.string(),
  LastName: z.string(),
  PhoneNumber: z.string(),
  AddressTitle: z.string(),
  ...postalAddressFields,
});
export type Address = z.infer<typeof addressSchema>;

export const addressSavedAnswer = statusAnswer.extend({ Id: z.number() });
export const stateItem = z.object({ state: z.string() });
export const cityItem = z.object({ city: z.string() });
export const citiesQuery = z.object({ State: z.string().trim().max(100).optional().default('') });
export const addressesByUserQuery = z.object({ UserId: uuidSchema });
