// The forms' validation messages (the validation rules), as the screens show them before any call.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  addressForm,
  changePasswordBody,
  loginBody,
  otpGenerateBody,
  otpSignInForm,
  otpWaitMessage,
  otpWaitSeconds,
  passwordSignInForm,
  profileBody,
  profileForm,
  resetPasswordBody,
  signUpForm,
} from './accounts';

/** The message each field would show, as react-hook-form's zod resolver maps them. */
function messages(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || '(form)';
    out[field] ??= issue.message;
  }
  return out;
}

describe('phone number', () => {
  it.each([
    ['', 'Please provide phone number'],
    ['98765', 'Phone number must be 10 digits and start with 6-9'],
    ['5876543210', 'Phone number must be 10 digits and start with 6-9'],
    ['98765432101', 'Phone number must be 10 digits and start with 6-9'],
    ['98765abcde', 'Phone number must be 10 digits and start with 6-9'],
  ])('%j -> %s', (PhoneNumber, message) => {
    expect(messages(passwordSignInForm, { PhoneNumber, Password: 'Str0ng-pass' })).toEqual({ PhoneNumber: message });
  });

  it('accepts 10 digits starting 6-9, without +91', () => {
    for (const PhoneNumber of ['6000000000', '7123456789', '8123456789', '9876543210']) {
      expect(messages(passwordSignInForm, { PhoneNumber, Password: 'Str0ng-pass' })).toEqual({});
    }
    expect(messages(otpGenerateBody, { Identifier: '9876543210', IsLogin: true })).toEqual({});
    expect(messages(otpGenerateBody, { Identifier: '' })).toEqual({ Identifier: 'Please provide phone number' });
  });
});

describe('sign in', () => {
  it('Password tab: password required, at least 8 characters', () => {
    expect(messages(passwordSignInForm, { PhoneNumber: '9876543210', Password: '' })).toEqual({ Password: 'Please provide password' });
    expect(messages(passwordSignInForm, { PhoneNumber: '9876543210', Password: 'short' })).toEqual({ Password: 'Password must be at least 8 characters' });
  });

  it('OTP tab: OTP required, exactly 6 digits', () => {
    expect(messages(otpSignInForm, { PhoneNumber: '9876543210', Otp: '' })).toEqual({ Otp: 'Please provide OTP' });
    for (const Otp of ['12345', '1234567', '12a456'])
      expect(messages(otpSignInForm, { PhoneNumber: '9876543210', Otp })).toEqual({ Otp: 'OTP must be 6 digits' });
    expect(messages(otpSignInForm, { PhoneNumber: '9876543210', Otp: '012345' })).toEqual({});
  });

  it('the call takes LoginType Password or Phone', () => {
    expect(loginBody.safeParse({ PhoneNumber: '9876543210', Password: 'Str0ng-pass', LoginType: 'Password' }).success).toBe(true);
    expect(loginBody.safeParse({ PhoneNumber: '9876543210', Otp: '123456', LoginType: 'Phone' }).success).toBe(true);
    expect(messages(loginBody, { PhoneNumber: '9876543210', Password: 'Str0ng-pass' })).toEqual({ LoginType: 'LoginType must be Password or Phone' });
  });
});

describe('sign up and profile', () => {
  const ok = { FirstName: 'Asha', LastName: 'Rao', Email: '', PhoneNumber: '9876543210', Password: 'Str0ng-pass', confirmPassword: 'Str0ng-pass' };

  it('needs first and last name; email is optional but must be valid', () => {
    expect(messages(signUpForm, ok)).toEqual({});
    expect(messages(signUpForm, { ...ok, Email: undefined })).toEqual({});
    expect(messages(signUpForm, { ...ok, FirstName: '', LastName: '  ' })).toEqual({
      FirstName: 'Please provide first name',
      LastName: 'Please provide last name',
    });
    expect(messages(signUpForm, { ...ok, Email: 'asha@' })).toEqual({ Email: 'Please provide a valid email' });
    expect(signUpForm.parse(ok).Email).toBeNull();
    expect(signUpForm.parse({ ...ok, Email: 'Asha@Example.IN' }).Email).toBe('asha@example.in');
  });

  it('confirms the password', () => {
    expect(messages(signUpForm, { ...ok, confirmPassword: 'Str0ng-pasS' })).toEqual({ confirmPassword: 'Passwords must match' });
    expect(messages(signUpForm, { ...ok, Password: 'short', confirmPassword: 'short' })).toEqual({ Password: 'Password must be at least 8 characters' });
  });

  it('takes no password at all; once either password field is filled, both are checked', () => {
    expect(messages(signUpForm, { ...ok, Password: '', confirmPassword: '' })).toEqual({});
    expect(messages(signUpForm, { ...ok, Password: undefined, confirmPassword: undefined })).toEqual({});
    expect(messages(signUpForm, { ...ok, Password: 'Str0ng-pass', confirmPassword: '' })).toEqual({ confirmPassword: 'Passwords must match' });
    expect(messages(signUpForm, { ...ok, Password: '', confirmPassword: 'Str0ng-pass' })).toEqual({
      Password: 'Please provide password',
      confirmPassword: 'Passwords must match',
    });
    expect(messages(signUpForm, { ...ok, Password: 'short', confirmPassword: '' })).toEqual({
      Password: 'Password must be at least 8 characters',
      confirmPassword: 'Passwords must match',
    });
  });

  it('profile: the same fields and rules, plus OTP', () => {
    const profile = { FirstName: 'Asha', LastName: 'Rao', Email: '', PhoneNumber: '9876543210' };
    expect(messages(profileForm, profile)).toEqual({});
    expect(messages(profileForm, { ...profile, FirstName: '', PhoneNumber: '123' })).toEqual({
      FirstName: 'Please provide first name',
      PhoneNumber: 'Phone number must be 10 digits and start with 6-9',
    });
    expect(messages(profileBody, { ...profile, Otp: '' })).toEqual({ Otp: 'Please provide OTP' });
    expect(messages(profileBody, { ...profile, Otp: '12345' })).toEqual({ Otp: 'OTP must be 6 digits' });
  });
});

describe('reset password', () => {
  const ok = { PhoneNumber: '9876543210', Password: 'Brand-new-1', confirmPassword: 'Brand-new-1', Otp: '123456' };
  it('shows the shop messages', () => {
    expect(messages(resetPasswordBody, ok)).toEqual({});
    expect(messages(resetPasswordBody, { ...ok, Password: '', confirmPassword: '' })).toEqual({ Password: 'Please provide password' });
    expect(messages(resetPasswordBody, { ...ok, Password: 'short', confirmPassword: 'short' })).toEqual({ Password: 'Password must be at least 8 characters' });
    expect(messages(resetPasswordBody, { ...ok, confirmPassword: 'Brand-new-2' })).toEqual({ confirmPassword: 'Passwords must match' });
    expect(messages(resetPasswordBody, { ...ok, Otp: '' })).toEqual({ Otp: 'Please provide OTP' });
  });
});

describe('change password', () => {
  const ok = { CurrentPassword: 'Old-pass-1', NewPassword: 'N3w-password', ConfirmNewPassword: 'N3w-password' };
  it("shows the change-password screen's own messages", () => {
    expect(messages(changePasswordBody, ok)).toEqual({});
    expect(messages(changePasswordBody, { ...ok, CurrentPassword: '' })).toEqual({ CurrentPassword: 'Current password is required' });
    expect(messages(changePasswordBody, { ...ok, NewPassword: '', ConfirmNewPassword: '' })).toEqual({
      NewPassword: 'New password is required',
      ConfirmNewPassword: 'Please confirm your new password',
    });
    expect(messages(changePasswordBody, { ...ok, NewPassword: 'short', ConfirmNewPassword: 'short' })).toEqual({
      NewPassword: 'Password must be at least 8 characters long',
    });
    expect(messages(changePasswordBody, { ...ok, ConfirmNewPassword: 'N3w-passworD' })).toEqual({ ConfirmNewPassword: 'Passwords do not match' });
  });
});

describe('address', () => {
  const ok = {
    FirstName: 'Lakshmi',
    LastName: 'N',
    PhoneNumber: '9443012345',
    AddressTitle: 'Home',
    AddressLine1: '14, Officers Line',
    AddressLine2: '',
    Taluk: 'Vellore',
    City: 'Vellore',
    State: 'Tamil Nadu',
    PinCode: '632001',
  };
  it('requires everything but AddressLine2', () => {
    expect(messages(addressForm, ok)).toEqual({});
    expect(addressForm.parse(ok).AddressLine2).toBeNull();
    const blank = Object.fromEntries(Object.keys(ok).map((k) => [k, '']));
    expect(messages(addressForm, blank)).toEqual({
      FirstName: 'Please provide first name',
      LastName: 'Please provide last name',
      PhoneNumber: 'Please provide phone number',
      AddressTitle: 'Please provide address title',
      AddressLine1: 'Please provide address line 1',
      Taluk: 'Please provide taluk',
      City: 'Please select city',
      State: 'Please select state',
      PinCode: 'Please provide pin code',
    });
  });

  it('pin code is 6 digits', () => {
    for (const PinCode of ['63200', '6320011', '63200a', '032001']) expect(messages(addressForm, { ...ok, PinCode })).toEqual({ PinCode: 'Invalid Pin Code' });
  });
});

describe('OTP resend refusal', () => {
  it('carries the seconds left, for the countdown', () => {
    expect(otpWaitMessage(42)).toBe('Please wait 42 seconds before requesting another OTP');
    expect(otpWaitSeconds(otpWaitMessage(42))).toBe(42);
    expect(otpWaitSeconds('Invalid OTP')).toBeNull();
  });
});
