// Account steps through the screens, for any spec: read an OTP from the outbox (docs/accounts-and-security.md), register,
// sign in and sign out the way a shopper does.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

const OUTBOX = path.join(path.resolve(process.env.E2E_DATA_DIR ?? '.tmp/e2e-data'), 'outbox', 'sms.jsonl');

export const DEMO_ADMIN = { phone: '9876543210', password: 'Admin@12345' } as const;

/** A phone number no other test has used: 10 digits starting with 8 (the other helpers use 6 and 7). */
export function freshPhone(): string {
  return `8${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
}

function otpsFor(phone: string): string[] {
  if (!existsSync(OUTBOX)) return [];
  return readFileSync(OUTBOX, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { to: string; otp: string })
    .filter((sms) => sms.to === phone)
    .map((sms) => sms.otp);
}

/** How many OTPs the outbox holds for a phone; pass it to readOtp to wait for the next one. */
export const otpCount = (phone: string): number => otpsFor(phone).length;

/** The newest OTP sent to a phone, waiting (briefly) until more than `seen` have been sent. */
export async function readOtp(phone: string, seen = 0): Promise<string> {
  let otps: string[] = [];
  await expect.poll(() => (otps = otpsFor(phone)).length, { message: `an OTP for ${phone} in ${OUTBOX}`, timeout: 10_000 }).toBeGreaterThan(seen);
  return otps[otps.length - 1];
}

export interface NewUser {
  phone: string;
  password: string;
  firstName: string;
  lastName: string;
}

/**
 * Registers through /account/signup: Send OTP, the OTP from the outbox, Validate OTP, Sign Up.
 * With `withPassword: false` the optional password fields stay blank (the account signs in by OTP).
 */
export async function registerUser(page: Page, o: Partial<NewUser> & { withPassword?: boolean } = {}): Promise<NewUser> {
  const user: NewUser = {
    phone: o.phone ?? freshPhone(),
    password: o.password ?? 'Swara@2026',
    firstName: o.firstName ?? 'Kavya',
    lastName: o.lastName ?? 'Menon',
  };
  await page.goto('/account/signup');
  await page.getByLabel('First Name').fill(user.firstName);
  await page.getByLabel('Last Name').fill(user.lastName);
  await page.getByLabel('Phone Number').fill(user.phone);
  const seen = otpCount(user.phone);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('OTP sent successfully')).toBeVisible();
  await page.getByLabel('OTP', { exact: true }).fill(await readOtp(user.phone, seen));
  await page.getByRole('button', { name: 'Validate OTP' }).click();
  await expect(page.getByText('OTP verified successfully')).toBeVisible();
  if (o.withPassword !== false) {
    await page.getByLabel('Password (optional)', { exact: true }).fill(user.password);
    await page.getByLabel('Confirm Password (optional)', { exact: true }).fill(user.password);
  }
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Account created successfully')).toBeVisible();
  return user;
}

/** Signs in on the Password tab and waits until the app has left the sign-in page. */
export async function signIn(page: Page, phone: string, password: string): Promise<void> {
  if (!/\/account\/signin/i.test(page.url())) await page.goto('/account/signin');
  await page.getByRole('tab', { name: 'Password' }).click();
  await page.getByLabel('Phone Number').fill(phone);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).not.toHaveURL(/\/account\/signin/i);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
}

/** Signs out from the avatar menu; the app lands on the sign-in page. */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/account\/signin$/i);
}
