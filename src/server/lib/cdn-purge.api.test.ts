// A catalogue change reaches the CDN as a POST of the public addresses it touched (docs/cdn.md),
// received here by a real HTTP server; the admin's change never waits for it nor fails with it.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createProduct, setVariantPrice, TEST_BRAND, userWithToken } from '../testing/fixtures';
import { banners, categories, products } from '../db/schema';
import { slugOf } from '@shared/slug';

const TOKEN = 'purge-token-for-the-test';

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}
let received: Received[] = [];
/** What the CDN answers next (then 200). */
let failures: number[] = [];
/** While true, the CDN takes each request and never answers it. */
let hang = false;
const held: { end: () => void }[] = [];
let cdn: Server;
let t: TestApp;

beforeAll(async () => {
  cdn = createServer((req, res) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (text += c));
    req.on('end', () => {
      received.push({ method: req.method!, url: req.url!, headers: req.headers, body: JSON.parse(text) as unknown });
      if (hang) return void held.push(res);
      res.statusCode = failures.shift() ?? 200;
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => cdn.listen(0, '127.0.0.1', resolve));
  const { port } = cdn.address() as AddressInfo;
  t = await createTestApp({ env: { CDN_PURGE_URL: `http://127.0.0.1:${port}/purge`, CDN_PURGE_TOKEN: TOKEN } });
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => cdn?.close(resolve));
});
afterEach(() => {
  received = [];
  failures = [];
  hang = false;
  for (const res of held.splice(0)) res.end();
});

/** Waits until the CDN has heard nothing for a second (what the test's own set-up sent is over), then forgets what it heard. */
async function quiet() {
  let seen = -1;
  while (seen !== received.length) {
    seen = received.length;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  received = [];
}
const pathsSent = () => received.flatMap((r) => (r.body as { paths: string[] }).paths);
/** Waits until the CDN has heard of every one of `paths`. */
const heard = (...paths: string[]) => expect.poll(pathsSent, { timeout: 5000, interval: 20 }).toEqual(expect.arrayContaining(paths));

describe('the CDN purge', () => {
  it("sends a price change's product, category and brand pages and home, with the token, after the change is answered", async () => {
    const { product, variants } = await createProduct(t.ctx, { category: 'Soundbars', variants: [{ title: 'Black', price: 9999, stock: 4 }] });
    const admin = await userWithToken(t.ctx, 'Admin');
    await quiet();
    await setVariantPrice(t.app, admin, variants[0], 8999);
    await heard(`/product/${product.id}`, `/c/${slugOf('Soundbars')}`, `/brand/${slugOf(TEST_BRAND)}`, '/');
    const [post] = received;
    expect(post.method).toBe('POST');
    expect(post.url).toBe('/purge');
    expect(post.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(post.headers['content-type']).toBe('application/json');
    expect(Object.keys(post.body as object)).toEqual(['paths']);
    // A price is no part of the sitemap.
    expect(pathsSent()).not.toContain('/sitemap.xml');
  });

  it('sends the sitemap too when a product itself changes (here straight in the database: every change is heard)', async () => {
    const { product } = await createProduct(t.ctx, { name: 'Laya Tower' });
    await quiet();
    await t.ctx.db.update(products).set({ name: 'Laya Tower II' }).where(eq(products.id, product.id));
    await heard(`/product/${product.id}`, `/c/${slugOf('Headphones')}`, '/', '/sitemap.xml', '/sitemaps/*');
  });

  it('sends home for a banner change, and everything for a change every product shows (a category)', async () => {
    await quiet();
    await t.ctx.db.insert(banners).values({ name: 'Diwali', filePath: 'banners/diwali.webp', fileName: 'diwali.webp' });
    await heard('/');
    expect(pathsSent()).toEqual(['/']);
    received = [];
    await t.ctx.db
      .update(categories)
      .set({ name: 'Sound Bars' })
      .where(eq(categories.slug, slugOf('Soundbars')));
    await heard('/*');
    expect(pathsSent()).toEqual(['/*']);
  });

  it('asks again with the same addresses while the CDN fails', async () => {
    const { product, variants } = await createProduct(t.ctx, { variants: [{ title: 'Blue', price: 1999, stock: 2 }] });
    const admin = await userWithToken(t.ctx, 'Admin');
    await quiet();
    failures = [503, 502];
    await setVariantPrice(t.app, admin, variants[0], 1799);
    await expect.poll(() => received.length, { timeout: 8000, interval: 50 }).toBe(3);
    expect(received.map((r) => r.body)).toEqual([received[0].body, received[0].body, received[0].body]);
    expect((received[0].body as { paths: string[] }).paths).toContain(`/product/${product.id}`);
  });
});

describe('a CDN that does not answer', () => {
  it("never holds up or fails the admin's change", async () => {
    const { product, variants } = await createProduct(t.ctx, { variants: [{ title: 'Red', price: 2999, stock: 2 }] });
    const admin = await userWithToken(t.ctx, 'Admin');
    await quiet();
    hang = true;
    // Answered while the CDN holds the purge it was sent and never answers it.
    await setVariantPrice(t.app, admin, variants[0], 2499);
    await heard(`/product/${product.id}`);
    expect(held.length).toBe(1);
    const detail = await t.app.inject(`/api/Public/Product/GetById?Id=${product.id}`);
    expect(detail.json().DefaultVariant.Price).toBe(2499);
    // A second change goes on while the first purge still waits.
    await setVariantPrice(t.app, admin, variants[0], 2399);
    await expect.poll(() => held.length, { timeout: 5000, interval: 20 }).toBe(2);
  });
});
