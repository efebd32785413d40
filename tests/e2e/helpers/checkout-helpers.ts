// Setup steps for the checkout and admin-order specs, through the API: a registered shopper with
// an address, signed in in the browser. Plain fetch, so a script outside Playwright can use them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

export const ADMIN = { phone: '9876543210', password: 'Admin@12345' } as const;
export const PASSWORD = 'Shopper@12345';

export interface Tokens {
  AccessToken: string;
  RefreshToken: string;
}

export interface Shopper {
  phone: string;
  password: string;
  firstName: string;
  lastName: string;
}

/**
 * The headers of a network of its own: each shopper a test signs up comes from one, as real shoppers
 * do, so that the shop's limit of OTPs a network may ask for in an hour counts one shopper's asking,
 * not a whole run's sign-ups. The end-to-end shop reads the address from X-Forwarded-For
 * (TRUST_PROXY, as behind a reverse proxy); a browser's requests come from 127.0.0.1 as before.
 */
export function ownNetwork(): Record<string, string> {
  const part = () => 1 + Math.floor(Math.random() * 254);
  return { 'x-forwarded-for': `10.${part()}.${part()}.${part()}` };
}

async function call<T>(baseURL: string, method: string, url: string, body?: unknown, token?: string, extra: Record<string, string> = {}): Promise<T> {
  const res = await fetch(new URL(url, baseURL), {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...extra,
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A phone number no other test has used: 10 digits starting 6-9. */
export function freshPhone(): string {
  return `7${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
}

/** The last OTP sent to this phone, read from the SMS outbox. */
export function lastOtp(dataDir: string, phone: string): string {
  const lines = readFileSync(path.join(dataDir, 'outbox', 'sms.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .reverse();
  for (const line of lines) {
    const sms = JSON.parse(line) as { to: string; otp?: string };
    if (sms.to === phone && sms.otp) return sms.otp;
  }
  throw new Error(`no OTP for ${phone}`);
}

/** Registers a new shopper: OTP generate, validate, register. */
export async function registerShopper(baseURL: string, dataDir: string, firstName = 'Meera', lastName = 'Iyer'): Promise<Shopper> {
  const phone = freshPhone();
  const network = ownNetwork();
  await call(baseURL, 'POST', '/api/Otp/generate', { Identifier: phone, IdentifierType: 'SMS', IsRegister: true }, undefined, network);
  const otp = lastOtp(dataDir, phone);
  await call(baseURL, 'POST', '/api/Otp/validate', { Identifier: phone, IdentifierType: 'SMS', Otp: otp }, undefined, network);
  await call(
    baseURL,
    'POST',
    '/api/Auth/register',
    {
      FirstName: firstName,
      LastName: lastName,
      Email: '',
      PhoneNumber: phone,
      Password: PASSWORD,
      confirmPassword: PASSWORD,
      Otp: otp,
    },
    undefined,
    network,
  );
  return { phone, password: PASSWORD, firstName, lastName };
}

export const login = (baseURL: string, phone: string, password: string) =>
  call<Tokens>(baseURL, 'POST', '/api/Auth/login', { PhoneNumber: phone, Password: password, LoginType: 'Password' });

export interface AddressInput {
  AddressTitle: string;
  AddressLine1: string;
  Taluk: string;
  City: string;
  State: string;
  PinCode: string;
}

export const VELLORE: AddressInput = {
  AddressTitle: 'Home',
  AddressLine1: '12 Gandhi Road',
  Taluk: 'Vellore',
  City: 'Vellore',
  State: 'Tamil Nadu',
  PinCode: '632001',
};
export const BANGALORE: AddressInput = {
  AddressTitle: 'Office',
  AddressLine1: '4th Floor, MG Road',
  Taluk: 'Bangalore North',
  City: 'Bangalore',
  State: 'Karnataka',
  PinCode: '560001',
};

export async function addAddress(baseURL: string, token: string, shopper: Shopper, address: AddressInput = VELLORE): Promise<number> {
  const answer = await call<{ Id: number }>(
    baseURL,
    'POST',
    '/api/Account/Address',
    {
      FirstName: shopper.firstName,
      LastName: shopper.lastName,
      PhoneNumber: shopper.phone,
      AddressLine2: '',
      ...address,
    },
    token,
  );
  return answer.Id;
}

/** Puts the tokens where the web app keeps them, then opens `at`, signed in. */
export async function signInBrowser(page: Page, tokens: Tokens, at = '/cart') {
  // Any page of the shop gives access to its localStorage; /cart needs no sign-in.
  if (!page.url().startsWith('http')) await page.goto('/cart');
  await page.evaluate(
    ([a, r]) => {
      localStorage.setItem('swara.accessToken', a);
      localStorage.setItem('swara.refreshToken', r);
    },
    [tokens.AccessToken, tokens.RefreshToken] as const,
  );
  await page.goto(at);
}

export const api = call;

/** The data directory of the server under test (playwright.config.ts sets E2E_DATA_DIR). */
export const e2eDataDir = () => path.resolve(process.env.E2E_DATA_DIR ?? '.tmp/e2e-data');

/** A published product found by its name, with its default variant. */
export async function productNamed(baseURL: string, text: string): Promise<{ productId: number; variantId: number; name: string }> {
  const list = await call<{ Id: number; Name: string; DefaultVariant: { Id: number; Stock: number } | null }[]>(
    baseURL,
    'GET',
    `/api/Public/product?SearchText=${encodeURIComponent(text)}`,
  );
  const p = list.find((x) => x.Name.toLowerCase().includes(text.toLowerCase()) && x.DefaultVariant && x.DefaultVariant.Stock > 5);
  if (!p) throw new Error(`no product in stock named like ${text}`);
  return { productId: p.Id, variantId: p.DefaultVariant!.Id, name: p.Name };
}

/** Adds a line to a signed-in shopper's own cart (docs/cart.md). */
export async function addToOwnCart(baseURL: string, token: string, productId: number, variantId: number, quantity = 1) {
  await call(baseURL, 'POST', '/api/public/cart/additem', { ProductId: productId, VariantId: variantId, Quantity: quantity }, token);
}

/**
 * A paid order through the same calls the cart page makes: quote, initiate, the sandbox's Pay
 * (docs/checkout-and-payments.md), then payment-validate, which settles it (docs/checkout-and-payments.md). Answers the order's id and code.
 */
export async function placePaidOrder(
  baseURL: string,
  token: string,
  addressId: number,
  /** The saved GSTIN to bill the order to (a B2B order); none for a consumer's. */
  businessDetailsId?: number,
): Promise<{ orderId: string; orderCode: string; transactionId: string }> {
  const cart = await call<{ Id: string }>(baseURL, 'GET', '/api/public/cart/getitems', undefined, token);
  const options = await call<{ courier_name: string; rate: number }[]>(baseURL, 'GET', `/api/order/shipping-options?AddressId=${addressId}`, undefined, token);
  const cheapest = options[0];
  const started = await call<{ redirectUrl: string; TransactionId: string }>(
    baseURL,
    'POST',
    '/api/order/payment-initiate',
    { CartId: cart.Id, ShippingAddressId: addressId, CourierName: cheapest.courier_name, ShippingCost: cheapest.rate, BusinessDetailsId: businessDetailsId },
    token,
  );
  const tx = started.TransactionId;
  const paid = await fetch(new URL(`/sandbox/pay/${tx}`, baseURL), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'outcome=success',
    redirect: 'manual',
  });
  if (paid.status !== 303) throw new Error(`sandbox pay: ${paid.status}`);
  const settled = await call<{ state: string; orderId: string; orderCode: string }>(baseURL, 'GET', `/api/Order/payment-validate/${tx}`, undefined, token);
  if (settled.state !== 'COMPLETED') throw new Error(`payment ${tx} is ${settled.state}`);
  return { orderId: settled.orderId, orderCode: settled.orderCode, transactionId: tx };
}

/**
 * A new shopper in Vellore whose checkout of one Boom Mini was left on the gateway's page unpaid,
 * then back in the cart with one more in it: the cart shows one pending order above a new cart.
 */
export async function cartWithPendingOrder(page: Page, baseURL: string, firstName: string, lastName: string) {
  const product = await productNamed(baseURL, 'Boom Mini');
  const shopper = await registerShopper(baseURL, e2eDataDir(), firstName, lastName);
  const tokens = await login(baseURL, shopper.phone, shopper.password);
  await addAddress(baseURL, tokens.AccessToken, shopper, VELLORE);
  await addToOwnCart(baseURL, tokens.AccessToken, product.productId, product.variantId, 1);
  await signInBrowser(page, tokens);
  await expect(page.getByTestId('shipping-option').first()).toBeVisible();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.waitForURL(/\/sandbox\/pay\//);
  await addToOwnCart(baseURL, tokens.AccessToken, product.productId, product.variantId, 1);
  await page.goto('/cart');
  const pending = page.getByTestId('pending-orders');
  await expect(pending.getByTestId('order-card')).toHaveCount(1);
  await expect(page.getByTestId('shipping-option').first()).toBeVisible();
  return { shopper, tokens, pending };
}
