// Signing in for the admin specs through the API (POST /api/Auth/login), then handing the
// tokens to the web app the way it keeps them (src/web/lib/auth-store.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';
import sharp from 'sharp';
import { ownNetwork } from './checkout-helpers';

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
  const network = ownNetwork();
  const post = async (url: string, data: object) => {
    const res = await page.request.post(url, { data, headers: network });
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

/**
 * A published product made through the admin API, with one variant in stock and no features:
 * what a spec needs that the demo catalogue may not have (a price with paise, a product of its own).
 */
export async function publishProduct(request: APIRequestContext, o: { name: string; price: number; stock: number; category?: string; brand?: string }) {
  const admin = await apiLogin(request, DEMO_ADMIN.phone, DEMO_ADMIN.password);
  const headers = { authorization: `Bearer ${admin.AccessToken}` };
  const ok = async <T = { Id: number }>(res: APIResponse): Promise<T> => {
    expect(res.ok(), await res.text()).toBe(true);
    return (await res.json()) as T;
  };
  const categories = await ok<{ Id: number; Name: string }[]>(await request.get('/api/Admin/Category', { headers }));
  const { Id: productId } = await ok(
    await request.post('/api/Admin/Product', {
      headers,
      data: {
        ProductCode: `E2E-${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`.toUpperCase(),
        Name: o.name,
        Location: 'Vellore WH A-1',
        HSNCode: '85182200',
        TaxRate: 18,
        Description: `${o.name}, made for a test.`,
        CategoryId: categories.find((c) => c.Name === (o.category ?? 'Speakers'))!.Id,
        // Publishing needs a brand (docs/catalogue.md).
        Brand: o.brand ?? 'Swara',
        // Publishing needs the product declarations (docs/declarations.md).
        Declarations: {
          DeclarantKind: 'Manufacturer',
          DeclarantName: 'Swara Audio Industries Pvt. Ltd.',
          DeclarantAddress: 'Plot 7, SIDCO Industrial Estate, Katpadi, Vellore, Tamil Nadu 632007',
          CountryOfOrigin: 'India',
          GenericName: 'Portable Bluetooth speaker',
          NetQuantity: '1 N',
          MadeOn: '2026-05',
          ConsumerCarePhone: '+91 94430 12345',
          ConsumerCareEmail: 'care@swaraaudio.in',
        },
      },
    }),
  );
  const variant = await ok(
    await request.post('/api/Admin/ProductVariant', {
      headers,
      data: { ProductId: productId, Title: 'Black', MetrixWeight: 0.6, ProductWeight: 0.5, Price: o.price, Stock: o.stock, IsDefault: true },
    }),
  );
  await ok(
    await request.post('/api/Admin/ProductVariant/Image/upload', {
      headers,
      multipart: { ProductId: String(productId), VariantId: String(variant.Id), files: await pngFile('black.png', '#222222') },
    }),
  );
  await ok(
    await request.post('/api/Admin/ProductImage/upload', {
      headers,
      multipart: { ProductId: String(productId), files: await pngFile('front.png', '#335577') },
    }),
  );
  await ok(
    await request.post('/api/Admin/ProductDescription/upload', { headers, multipart: { ProductId: String(productId), Description: '<p>Loud and clear.</p>' } }),
  );
  await ok(await request.post('/api/Admin/Product/publish', { headers, data: { ProductId: productId, Status: true } }));
  return { productId, variantId: variant.Id, name: o.name };
}
