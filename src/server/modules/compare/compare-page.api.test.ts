// The compare page comes from the server complete, like the other shop pages (docs/compare.md,
// docs/rendering.md), and never for search engines: it is a shopper's own list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createProduct } from '../../testing/fixtures';
import { PAGE_STATE_ID } from '@shared/page-render';
import { categories, productSpecs, specifications } from '../../db/schema';

let t: TestApp;
let built = false;
let one: number, two: number, speaker: number;
const NOINDEX = '<meta name="robots" content="noindex">';
const root = (html: string) => html.slice(html.indexOf('<div id="root"'), html.indexOf(`<script id="${PAGE_STATE_ID}"`));

beforeAll(async () => {
  t = await createTestApp();
  built = (await t.app.inject('/')).body.includes('data-rendered="server"');
  one = (await createProduct(t.ctx, { name: 'Rendered Compare One', category: 'Headphones', variants: [{ title: 'Black', price: 4999, mrp: 6499, stock: 3 }] }))
    .product.id;
  two = (await createProduct(t.ctx, { name: 'Rendered Compare Two', category: 'Headphones', variants: [{ title: 'Blue', price: 1999, stock: 0 }] })).product.id;
  speaker = (await createProduct(t.ctx, { name: 'Rendered Compare Speaker', category: 'Speakers' })).product.id;
  const [cat] = await t.ctx.db.select().from(categories).where(eq(categories.name, 'Headphones'));
  const [driver] = await t.ctx.db
    .insert(specifications)
    .values({ categoryId: cat!.id, key: 'driver-size', name: 'Driver size', kind: 'number', unit: 'mm' })
    .returning();
  await t.ctx.db.insert(productSpecs).values([
    { productId: one, specificationId: driver!.id, value: '40' },
    { productId: two, specificationId: driver!.id, value: '50' },
  ]);
});
afterAll(async () => t?.close());

describe('the compare page', () => {
  it('shows the products, their prices, stock and differing values, and asks search engines not to list it', async ({ skip }) => {
    if (!built) skip('the web app is not built');
    const res = await t.app.inject(`/compare?ids=${one},${two}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(NOINDEX);
    const body = root(res.body);
    expect(body.indexOf('Rendered Compare One')).toBeLessThan(body.indexOf('Rendered Compare Two'));
    expect(body).toContain('₹4,999');
    expect(body).toMatch(/<s[^>]*>(<span[^>]*>MRP <\/span>)?₹6,499<\/s>/);
    expect(body).toContain('Only 3 left in stock');
    expect(body).toContain('Out of Stock');
    expect(body).toMatch(/data-differs="true"[^]*Driver size[^]*40 mm[^]*50 mm/);
  });

  it('says what is wrong with a comparison it cannot show, never failing', async ({ skip }) => {
    if (!built) skip('the web app is not built');
    const mixed = await t.app.inject(`/compare?ids=${one},${speaker}`);
    expect(mixed.statusCode).toBe(400);
    expect(root(mixed.body)).toContain('Products of different categories cannot be compared');
    const gone = await t.app.inject(`/compare?ids=${one},999999`);
    expect(gone.statusCode).toBe(404);
    expect(root(gone.body)).toContain('no longer for sale');
    for (const [url, says] of [
      ['/compare?ids=abc', 'This address does not name products to compare'],
      ['/compare?ids=1,2,3,4,5', 'You can compare up to 4 products'],
      ['/compare', 'Nothing to compare yet'],
    ] as const) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(root(res.body), url).toContain(says);
      expect(res.body, url).toContain(NOINDEX);
    }
  });
});
