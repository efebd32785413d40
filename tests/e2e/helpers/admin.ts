// Signing in for the admin specs through the API (POST /api/Auth/login), then handing the
// tokens to the web app the way it keeps them (src/web/lib/auth-store.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';

export const DEMO_ADMIN = { phone: '9876543210', password: 'Admin@12345' } as const;
const DATA_DIR = path.resolve(process.env.E2E_DATA_DIR ?? '.tmp/e2e-data');

export interface Tokens {
  AccessToken: string;
  RefreshToken: string;
}

export async function apiLogin(request: APIRequestContext, phone: string, password: string): Promise<Tokens> {
  const res = await request.post('/api/Auth/login', { data: { PhoneNumber: phone, Password: password, LoginType: 'Password' } });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as Tokens;
}

/** Puts the tokens where the app looks for them, once, then reloads so the app starts signed in. */
export async function useTokens(page: Page, tokens: Tokens): Promise<void> {
  await page.goto('/');
  await page.evaluate(
    ([a, r]) => {
      localStorage.setItem('swara.accessToken', a);
      localStorage.setItem('swara.refreshToken', r);
    },
    [tokens.AccessToken, tokens.RefreshToken] as const,
  );
  await page.reload();
}

export async function signInAsAdmin(page: Page): Promise<Tokens> {
  const tokens = await apiLogin(page.request, DEMO_ADMIN.phone, DEMO_ADMIN.password);
  await useTokens(page, tokens);
  return tokens;
}

/** The last OTP sent to a phone (docs/accounts-and-security.md outbox). */
function lastOtp(phone: string): string {
  const lines = readFileSync(path.join(DATA_DIR, 'outbox', 'sms.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .reverse();
  for (const line of lines) {
    const sms = JSON.parse(line) as { to: string; otp?: string };
    if (sms.to === phone && sms.otp) return sms.otp;
  }
  throw new Error(`no OTP sent to ${phone}`);
}

/** Registers a shopper (role User) through the OTP signup calls and signs them in. */
export async function signInAsNewUser(page: Page, firstName = 'Kavya', lastName = 'Menon'): Promise<{ phone: string; tokens: Tokens }> {
  const phone = `6${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
  const password = 'Shopper@12345';
  const post = async (url: string, data: object) => {
    const res = await page.request.post(url, { data });
    expect(res.ok(), `${url}: ${await res.text()}`).toBe(true);
  };
  await post('/api/Otp/generate', { Identifier: phone, IdentifierType: 'SMS', IsRegister: true });
  const otp = lastOtp(phone);
  await post('/api/Otp/validate', { Identifier: phone, IdentifierType: 'SMS', Otp: otp });
  await post('/api/Auth/register', {
    FirstName: firstName,
    LastName: lastName,
    Email: '',
    PhoneNumber: phone,
    Password: password,
    confirmPassword: password,
    Otp: otp,
  });
  const tokens = await apiLogin(page.request, phone, password);
  await useTokens(page, tokens);
  return { phone, tokens };
}

/** A small picture to upload, drawn on the spot. */
export async function pngFile(name: string, colour: string, width = 480, height = 360) {
  const buffer = await sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}
