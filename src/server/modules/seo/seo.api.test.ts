// The sitemap and robots.txt, as a search engine reads them (docs/seo.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createProduct, setVariantPrice, userWithToken } from '../../testing/fixtures';
import { products, productVariants } from '../../db/schema';
import { SITEMAP_PAGES } from './seo.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** Each <url> of the sitemap: its address and last change. */
async function sitemapUrls(): Promise<Map<string, string | null>> {
  const res = await t.app.inject('/sitemap.xml');
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('application/xml');
  expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
  return new Map(
    [...res.body.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)].map((m) => [
      m[1].replace(/^https?:\/\/[^/]+/, ''),
      m[2] ?? null,
    ]),
  );
}

describe('sitemap.xml', () => {
  it('lists home, the policy pages and every published product with its last change; never an unpublished or deleted one', async () => {
    const { product: shown } = await createProduct(t.ctx, { name: 'Sitemap Speaker' });
    const { product: hidden } = await createProduct(t.ctx, { name: 'Sitemap Hidden', published: false });
    const { product: gone } = await createProduct(t.ctx, { name: 'Sitemap Gone' });
    await t.ctx.db.delete(products).where(eq(products.id, gone.id));
    t.ctx.cache.changed(String(gone.id));
    const urls = await sitemapUrls();
    for (const page of SITEMAP_PAGES) expect(urls.has(page), page).toBe(true);
    expect(urls.get(`/product/${shown.id}`)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(urls.has(`/product/${hidden.id}`)).toBe(false);
    expect(urls.has(`/product/${gone.id}`)).toBe(false);
    // Exactly the published products.
    const published = (await t.ctx.db.select({ id: products.id }).from(products).where(eq(products.isPublished, true))).map((p) => `/product/${p.id}`);
    expect([...urls.keys()].filter((u) => u.startsWith('/product/')).sort()).toEqual(published.sort());
  });

  it("moves a product's last change when an admin changes its price, and drops it when it is unpublished", async () => {
    const { product, variants } = await createProduct(t.ctx, { variants: [{ title: 'Std', price: 1999, stock: 3 }] });
    const old = new Date('2026-01-02T03:04:05Z');
    await t.ctx.db.update(products).set({ updatedAt: old }).where(eq(products.id, product.id));
    await t.ctx.db.update(productVariants).set({ updatedAt: old }).where(eq(productVariants.productId, product.id));
    t.ctx.cache.changed(String(product.id));
    expect((await sitemapUrls()).get(`/product/${product.id}`)).toBe('2026-01-02T03:04:05Z');

    const admin = await userWithToken(t.ctx, 'Admin');
    await setVariantPrice(t.app, admin, variants[0], 1799);
    const changed = (await sitemapUrls()).get(`/product/${product.id}`)!;
    expect(Date.parse(changed)).toBeGreaterThan(Date.now() - 60_000);

    await t.ctx.db.update(products).set({ isPublished: false }).where(eq(products.id, product.id));
    t.ctx.cache.changed(String(product.id));
    expect((await sitemapUrls()).has(`/product/${product.id}`)).toBe(false);
  });

  it('escapes what it writes and names the shop by its public address', async () => {
    const body = (await t.app.inject({ url: '/sitemap.xml', headers: { host: 'shop.example.in' } })).body;
    expect(body).toContain('<loc>http://shop.example.in/</loc>');
    expect(body).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });

  it('answers 404 for a sitemap part that does not exist', async () => {
    expect((await t.app.inject('/sitemaps/products-99.xml')).statusCode).toBe(404);
    expect((await t.app.inject('/sitemaps/nothing.xml')).statusCode).toBe(404);
    expect((await t.app.inject('/sitemaps/pages.xml')).body).toContain('/contact-us</loc>');
  });
});

describe('robots.txt', () => {
  it('names the sitemap and keeps search engines out of admin, account, cart, payment and API paths', async () => {
    const res = await t.app.inject({ url: '/robots.txt', headers: { host: 'shop.example.in' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/admin', '/account', '/cart', '/payment', '/api']) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain('Sitemap: http://shop.example.in/sitemap.xml');
  });
});
