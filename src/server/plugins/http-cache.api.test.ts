// What a CDN in front of the shop may keep (docs/cdn.md): public pages and catalogue reads for a
// short while, with an ETag answered by 304; nothing personal, and nothing asked for signed in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createProduct, setVariantPrice, TEST_BRAND, userWithToken } from '../testing/fixtures';
import { slugOf } from '@shared/slug';

const S_MAXAGE = 120;
const STALE = 45;
const SHARED = `public, max-age=0, s-maxage=${S_MAXAGE}, stale-while-revalidate=${STALE}`;

let t: TestApp;
let built = false;
let product: Awaited<ReturnType<typeof createProduct>>;
beforeAll(async () => {
  t = await createTestApp({ env: { CDN_S_MAXAGE: String(S_MAXAGE), CDN_STALE_WHILE_REVALIDATE: String(STALE) } });
  product = await createProduct(t.ctx, { name: 'Cached Studio Monitor', variants: [{ title: 'Black', price: 4999, stock: 9, isDefault: true }] });
  built = (await t.app.inject('/')).body.includes('data-rendered="server"');
});
afterAll(async () => t?.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('public pages', () => {
  it('every kind of public page may be kept by a CDN, with an ETag', async ({ skip }) => {
    if (!built) skip('the web app is not built');
    const pages = [
      '/',
      '/search?query=monitor',
      `/c/${slugOf('Headphones')}`,
      `/brand/${slugOf(TEST_BRAND)}`,
      `/product/${product.product.id}`,
      `/compare?ids=${product.product.id}`,
      '/contact-us',
      '/terms-and-conditions',
      '/shipping-policy',
    ];
    for (const url of pages) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe(SHARED);
      expect(res.headers.etag, url).toMatch(/^W\/"[\w-]{20,}"$/);
      expect(res.headers.vary, url).toMatch(/accept-encoding/i);
    }
    // The not-found page is the same for everybody too.
    const missing = await get('/product/2147483000');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe(SHARED);
  });

  it('answers a matching If-None-Match with 304 and no body, and anything else with the page', async ({ skip }) => {
    if (!built) skip('the web app is not built');
    const url = `/product/${product.product.id}`;
    const first = await get(url, { 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);
    // One validator whatever the encoding: a CDN that asks with gzip gets its 304 too.
    for (const encoding of ['br', 'gzip', 'identity']) {
      const again = await get(url, { 'if-none-match': etag, 'accept-encoding': encoding });
      expect(again.statusCode, encoding).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe(SHARED);
    }
    expect((await get(url, { 'if-none-match': `"other", ${etag.replace(/^W\//, '')}` })).statusCode).toBe(304);
    const other = await get(url, { 'if-none-match': 'W/"something-else"' });
    expect(other.statusCode).toBe(200);
    expect(other.body).toContain('Cached Studio Monitor');
  });

  it("gives a product's page a new ETag when its price changes, and the old one no longer gets a 304", async ({ skip }) => {
    if (!built) skip('the web app is not built');
    const url = `/product/${product.product.id}`;
    const before = await get(url);
    expect(before.body).toContain('₹4,999');
    const admin = await userWithToken(t.ctx, 'Admin');
    await setVariantPrice(t.app, admin, product.variants[0], 3999);
    await expect.poll(async () => (await get(url)).body.includes('₹3,999'), { timeout: 2000, interval: 20 }).toBe(true);
    const after = await get(url, { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body).toContain('₹3,999');
  });

  it('a signed-in request is never offered to a shared cache, though the page is the same as a guest gets', async ({ skip }) => {
    if (!built) skip('the web app is not built');
    const shopper = await userWithToken(t.ctx);
    const url = `/product/${product.product.id}`;
    const guest = await get(url);
    const signedIn = await get(url, shopper.auth);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
    expect(signedIn.headers.etag).toBeUndefined();
    expect(signedIn.body).toBe(guest.body);
    // Nothing of the person is in what a guest and a CDN get.
    expect(guest.body).not.toContain(shopper.user.phone);
    expect(guest.body).not.toContain(shopper.user.firstName);
    // A validator a signed-in browser sends gets the page, not a 304 a cache could mistake for shared.
    expect((await get(url, { ...shopper.auth, 'if-none-match': String(guest.headers.etag) })).statusCode).toBe(200);
  });
});

describe('personal pages', () => {
  it('the cart, account, orders, payment, sign-in and admin pages are kept by nobody', async ({ skip }) => {
    if (!built) skip('the web app is not built');
    const admin = await userWithToken(t.ctx, 'Admin');
    for (const url of [
      '/cart',
      '/account/signin',
      '/account/profile',
      '/account/orders',
      '/account/wishlist',
      '/account/addresses',
      `/payment/status/${randomUUID()}`,
      '/admin',
      '/admin/orders',
      '/admin/product-list',
    ]) {
      for (const headers of [{}, admin.auth]) {
        const res = await get(url, headers);
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['cache-control'], url).toBe('private, no-store');
        expect(res.headers.etag, url).toBeUndefined();
        expect((await get(url, { ...headers, 'if-none-match': '*' })).statusCode, url).toBe(200);
      }
    }
  });
});

describe('API answers', () => {
  it('the public catalogue reads may be kept by a CDN, with an ETag answered by 304', async () => {
    const id = product.product.id;
    for (const url of [
      `/api/Public/Product/GetById?Id=${id}`,
      '/api/Public/product?SearchText=monitor&Page=1&PageSize=24',
      '/api/public/catalogue?Category=headphones',
      '/api/public/categories',
      '/api/public/brands',
      `/api/public/compare?Ids=${id}`,
      `/api/public/products/${id}/reviews`,
      '/api/Config/Banner',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe(SHARED);
      const etag = String(res.headers.etag);
      expect(etag, url).toMatch(/^W\/"[\w-]{20,}"$/);
      const again = await get(url, { 'if-none-match': etag });
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe('');
    }
  });

  it('a public catalogue answer goes out in the encoding the browser prefers, and a change is never hidden behind a compressed copy', async () => {
    const admin = await userWithToken(t.ctx, 'Admin');
    const made = await createProduct(t.ctx, { name: 'Encoded Bookshelf Speaker', variants: [{ title: 'Walnut', price: 7999, stock: 4, isDefault: true }] });
    const url = '/api/public/catalogue?SearchText=bookshelf';
    const decode = (res: Awaited<ReturnType<typeof get>>) => {
      const encoding = res.headers['content-encoding'];
      const bytes = res.rawPayload;
      return encoding === 'br' ? brotliDecompressSync(bytes).toString() : encoding === 'gzip' ? gunzipSync(bytes).toString() : bytes.toString();
    };
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().Items.map((i: { Name: string }) => i.Name)).toContain('Encoded Bookshelf Speaker');
    for (const [accepts, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['gzip;q=1, br;q=0.5', 'gzip'],
      ['identity', undefined],
    ] as const) {
      // Twice: the second time from what was kept of the first.
      for (const round of [1, 2]) {
        const res = await get(url, { 'accept-encoding': accepts });
        expect(res.headers['content-encoding'], `${accepts} #${round}`).toBe(encoding);
        expect(res.headers.vary, accepts).toMatch(/accept-encoding/i);
        expect(res.headers.etag, accepts).toBe(plain.headers.etag);
        expect(decode(res), `${accepts} #${round}`).toBe(plain.body);
        if (encoding) expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      }
    }
    const notModified = await get(url, { 'accept-encoding': 'br', 'if-none-match': String(plain.headers.etag) });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.headers.vary).toMatch(/accept-encoding/i);
    // A new price is in the very next compressed answer.
    await setVariantPrice(t.app, admin, made.variants[0], 6499);
    await expect
      .poll(
        async () =>
          JSON.parse(decode(await get(url, { 'accept-encoding': 'br' }))).Items.find(
            (i: { Name: string; DefaultVariant?: { Price: number } }) => i.Name === 'Encoded Bookshelf Speaker',
          )?.DefaultVariant?.Price,
        {
          timeout: 2000,
          interval: 20,
        },
      )
      .toBe(6499);
  });

  it("answers that are one person's, and any asked for signed in, are kept by nobody", async () => {
    const shopper = await userWithToken(t.ctx);
    const admin = await userWithToken(t.ctx, 'Admin');
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/public/cart/additem',
      payload: { ProductId: product.product.id, VariantId: product.variants[0].id, Quantity: 1 },
    });
    const cartId = String(added.json().Id);
    const personal: [string, Record<string, string>][] = [
      // A guest's cart: no sign-in, but one person's all the same.
      [`/api/public/cart/getitems?UserCartId=${cartId}`, {}],
      ['/api/Account/Profile', shopper.auth],
      ['/api/wishlist', shopper.auth],
      ['/api/reviews/mine', shopper.auth],
      ['/api/Config/Banner?All=true', admin.auth],
      [`/api/Public/Product/GetById?Id=${product.product.id}`, shopper.auth],
      ['/api/public/categories', admin.auth],
    ];
    for (const [url, headers] of personal) {
      const res = await get(url, headers);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('private, no-store');
      expect(res.headers.etag, url).toBeUndefined();
    }
    // Refusals and unknown calls too.
    expect((await get('/api/Account/Profile')).headers['cache-control']).toBe('private, no-store');
    expect((await get('/api/no-such-call')).headers['cache-control']).toBe('private, no-store');
    const refused = await get('/api/Public/Product/GetById?Id=abc');
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['cache-control']).toBe('private, no-store');
  });
});
