// Text the database cannot store (a NUL character, a lone UTF-16 surrogate) is refused as bad input
// with the shop's answer, wherever it comes in: query string, path, JSON, form or multipart body.
// Run on PGlite and on PostgreSQL (TEST_DATABASE_URL): both refused such text with a 500 before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/test-app';
import { createProduct, pngBytes, userWithToken } from './testing/fixtures';
import { multipartBody } from './testing/multipart';

let t: TestApp;
let admin: Record<string, string>;
let shopper: Record<string, string>;
let categoryId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await userWithToken(t.ctx, 'Admin')).auth;
  shopper = (await userWithToken(t.ctx)).auth;
  await createProduct(t.ctx, { name: 'Swara Studio Headphones', variants: [{ title: 'Black', price: 999, stock: 5 }] });
  categoryId = ((await t.app.inject({ url: '/api/Admin/Category', headers: admin })).json() as { Id: number }[])[0].Id;
});
afterAll(async () => t?.close());

const NOT_ALLOWED = { Status: false, Message: 'The request contains characters that are not allowed', Code: 'INVALID_INPUT' };
type Answer = Awaited<ReturnType<TestApp['app']['inject']>>;

function expectRefused(res: Answer, expected: { Status: boolean; Message: string; Code: string } = NOT_ALLOWED) {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.headers['content-type']).toContain('application/json');
  expect(res.json()).toEqual(expected);
}

const productDetails = (name: string) => ({
  ProductCode: `NUL-${Date.now().toString(36)}`,
  Name: name,
  Location: 'Vellore WH B-2',
  HSNCode: '85183000',
  TaxRate: 18,
  Description: 'Closed-back studio headphones for mixing.',
  CategoryId: categoryId,
});
const address = (line1: string) => ({
  FirstName: 'Lakshmi',
  LastName: 'Narayanan',
  PhoneNumber: '9443012345',
  AddressTitle: 'Home',
  AddressLine1: line1,
  AddressLine2: 'Near Vellore Fort',
  Taluk: 'Vellore',
  City: 'Vellore',
  State: 'Tamil Nadu',
  PinCode: '632001',
});
const adminProducts = async () => (await t.app.inject({ url: '/api/Admin/Product', headers: admin })).json() as unknown[];

describe('a NUL character', () => {
  it('in a query string: admin product search and the shop search', async () => {
    expectRefused(await t.app.inject({ url: '/api/Admin/Product?SearchText=Studio%00Headphones', headers: admin }));
    expectRefused(await t.app.inject({ url: '/api/Public/product?SearchText=head%00' }));
  });

  it('in a JSON body: inventory ProductCode, product save and address create, which store nothing', async () => {
    expectRefused(
      await t.app.inject({ method: 'POST', url: '/api/Admin/ProductVariant/GetVariants', headers: admin, payload: { Stock: 10000, ProductCode: 'TST\u0000' } }),
    );

    const before = await adminProducts();
    expectRefused(
      await t.app.inject({ method: 'POST', url: '/api/Admin/Product', headers: admin, payload: productDetails('Studio\u0000 Monitor Headphones') }),
    );
    expect(await adminProducts()).toEqual(before);

    expectRefused(await t.app.inject({ method: 'POST', url: '/api/Account/Address', headers: shopper, payload: address('14,\u0000 Officers Line') }));
    expect((await t.app.inject({ url: '/api/Account/Address', headers: shopper })).json()).toEqual([]);
  });

  it('in a path parameter: payment-validate and the sandbox payment page', async () => {
    expectRefused(await t.app.inject({ url: '/api/Order/payment-validate/TX%00123', headers: shopper }));
    expectRefused(await t.app.inject({ url: '/sandbox/pay/TX%00123' }));
  });

  it('in a form body and in a multipart field', async () => {
    expectRefused(
      await t.app.inject({
        method: 'POST',
        url: '/sandbox/pay/TX%00123',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'outcome=success',
      }),
    );
    const form = await multipartBody({ Name: 'Diwali\u0000 Sale' }, [{ bytes: await pngBytes(1600, 500) }]);
    const banners = async () => (await t.app.inject({ url: '/api/Config/Banner?All=true', headers: admin })).json() as unknown[];
    const before = await banners();
    expectRefused(await t.app.inject({ method: 'POST', url: '/api/Config/Banner', headers: { ...admin, ...form.headers }, payload: form.payload }));
    expect(await banners()).toEqual(before);
  });

  it('as a key of a JSON body', async () => {
    expectRefused(
      await t.app.inject({
        method: 'POST',
        url: '/api/Admin/ProductVariant/GetVariants',
        headers: admin,
        payload: { Stock: 10000, ProductCode: '', 'x\u0000': 1 },
      }),
    );
  });
});

describe('a lone surrogate', () => {
  it('in a JSON body is refused, not stored or answered with a 500', async () => {
    const json = { ...admin, 'content-type': 'application/json' };
    // JSON.stringify writes a lone surrogate as the escape \ud800, which parses back to one.
    expectRefused(
      await t.app.inject({
        method: 'POST',
        url: '/api/Admin/ProductVariant/GetVariants',
        headers: json,
        payload: JSON.stringify({ Stock: 10000, ProductCode: 'TST\uD800' }),
      }),
    );
    const before = await adminProducts();
    expectRefused(
      await t.app.inject({
        method: 'POST',
        url: '/api/Admin/Product',
        headers: json,
        payload: JSON.stringify(productDetails('Studio \uDC00Monitor Headphones')),
      }),
    );
    expect(await adminProducts()).toEqual(before);
    expectRefused(
      await t.app.inject({
        method: 'POST',
        url: '/api/Account/Address',
        headers: { ...shopper, 'content-type': 'application/json' },
        payload: JSON.stringify(address('14, Officers Line \uD83D')),
      }),
    );
  });

  it('in a path (as its UTF-8 bytes, which cannot be decoded) is an address that is not valid', async () => {
    expectRefused(await t.app.inject({ url: '/api/Order/payment-validate/TX%ED%A0%80', headers: shopper }), {
      Status: false,
      Message: 'The address is not valid',
      Code: 'INVALID_INPUT',
    });
  });

  it('leaves a well-formed pair (an emoji) alone', async () => {
    const res = await t.app.inject({ url: `/api/Admin/Product?SearchText=${encodeURIComponent('Studio 🎧')}`, headers: admin });
    expect(res.statusCode).toBe(200);
  });
});
