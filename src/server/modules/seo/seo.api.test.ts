// The sitemap and robots.txt, as a search engine reads them (docs/seo.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../paths';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createProduct, setVariantPrice, userWithToken } from '../../testing/fixtures';
import { brands, categories, productDescriptions, productImages, products, productVariants } from '../../db/schema';
import { ROBOTS_DISALLOW, SITEMAP_PAGES, sitemap, sitemapPart } from './seo.service';

let t: TestApp;
let admin: Awaited<ReturnType<typeof userWithToken>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await userWithToken(t.ctx, 'Admin');
});
afterAll(async () => t?.close());

/** The XML declaration and its line break, as a pattern. */
const XML_DECLARATION = '<\\?xml version="1\\.0" encoding="UTF-8"\\?>\\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';
const LASTMOD = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

/** Each <url> of a urlset, its address and last change; fails unless the whole document is one well-formed urlset. */
function urlsOf(body: string): Map<string, string | null> {
  expect(body).toMatch(new RegExp(`^${XML_DECLARATION}<urlset ${NS}>(<url><loc>[^<>]+</loc>(<lastmod>[^<>]+</lastmod>)?</url>)*</urlset>\\n$`));
  return new Map([...body.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)].map((m) => [m[1], m[2] ?? null]));
}

/** The sitemap's URLs, by path. */
async function sitemapUrls(app = t.app): Promise<Map<string, string | null>> {
  const res = await app.inject('/sitemap.xml');
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
  return new Map([...urlsOf(res.body)].map(([loc, lastmod]) => [loc.replace(/^https?:\/\/[^/]+/, ''), lastmod]));
}

/** Moves every date a product's last change is taken from back to `when`. */
async function backdate(productId: number, when: Date) {
  await t.ctx.db.update(products).set({ updatedAt: when }).where(eq(products.id, productId));
  await t.ctx.db.update(productVariants).set({ updatedAt: when }).where(eq(productVariants.productId, productId));
  await t.ctx.db.update(productImages).set({ createdAt: when }).where(eq(productImages.productId, productId));
  await t.ctx.db.update(productDescriptions).set({ createdAt: when }).where(eq(productDescriptions.productId, productId));
  t.ctx.cache.changed(String(productId));
}

describe('sitemap.xml', () => {
  it('lists home, the policy pages and every published product with its last change; never an unpublished or deleted one', async () => {
    const { product: shown } = await createProduct(t.ctx, { name: 'Sitemap Speaker', withImages: true, richHtml: '<p>Loud.</p>' });
    const { product: hidden } = await createProduct(t.ctx, { name: 'Sitemap Hidden', published: false });
    const { product: gone } = await createProduct(t.ctx, { name: 'Sitemap Gone' });
    expect((await sitemapUrls()).has(`/product/${gone.id}`)).toBe(true);

    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/Admin/Product?Id=${gone.id}`, headers: admin.auth });
    expect(deleted.statusCode).toBe(200);
    const urls = await sitemapUrls();
    expect([...urls.keys()].slice(0, SITEMAP_PAGES.length)).toEqual(SITEMAP_PAGES);
    for (const page of SITEMAP_PAGES) expect(urls.get(page), page).toBeNull();
    expect(urls.get(`/product/${shown.id}`)).toMatch(LASTMOD);
    expect(urls.has(`/product/${hidden.id}`)).toBe(false);
    expect(urls.has(`/product/${gone.id}`)).toBe(false);
    // Exactly the published products, each with its last change.
    const published = (await t.ctx.db.select({ id: products.id }).from(products).where(eq(products.isPublished, true))).map((p) => `/product/${p.id}`);
    const listed = [...urls.keys()].filter((u) => u.startsWith('/product/'));
    expect(listed.sort()).toEqual(published.sort());
    for (const u of listed) expect(urls.get(u), u).toMatch(LASTMOD);
  });

  it("moves a product's last change when an admin changes its price, and drops it when it is unpublished", async () => {
    const { product, variants } = await createProduct(t.ctx, { variants: [{ title: 'Std', price: 1999, stock: 3 }], withImages: true });
    await backdate(product.id, new Date('2026-01-02T03:04:05.678Z'));
    expect((await sitemapUrls()).get(`/product/${product.id}`)).toBe('2026-01-02T03:04:05Z');

    const before = Date.now();
    await setVariantPrice(t.app, admin, variants[0], 1799);
    const changed = (await sitemapUrls()).get(`/product/${product.id}`)!;
    expect(changed).toMatch(LASTMOD);
    expect(Date.parse(changed)).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 - 5_000);

    const unpublished = await t.app.inject({
      method: 'POST',
      url: '/api/Admin/Product/publish',
      headers: admin.auth,
      payload: { ProductId: product.id, Status: false },
    });
    expect(unpublished.statusCode).toBe(200);
    expect((await sitemapUrls()).has(`/product/${product.id}`)).toBe(false);
  });

  it('lists the page of every category and brand with a published product, and no other', async () => {
    const { product: shown } = await createProduct(t.ctx, { category: 'Sitemap Amplifiers' });
    const { product: hidden } = await createProduct(t.ctx, { category: 'Sitemap Turntables', published: false });
    const [listed, unlisted] = await t.ctx.db
      .insert(brands)
      .values([
        { name: 'Sitemap Sonic', slug: 'sitemap-sonic' },
        { name: 'Sitemap Quiet', slug: 'sitemap-quiet' },
      ])
      .returning();
    await t.ctx.db.update(products).set({ brandId: listed!.id }).where(eq(products.id, shown.id));
    await t.ctx.db.update(products).set({ brandId: unlisted!.id }).where(eq(products.id, hidden.id));
    t.ctx.cache.changed('all');

    const urls = [...(await sitemapUrls()).keys()];
    expect(urls).toContain('/c/sitemap-amplifiers');
    expect(urls).toContain('/brand/sitemap-sonic');
    expect(urls).not.toContain('/c/sitemap-turntables');
    expect(urls).not.toContain('/brand/sitemap-quiet');
    // Exactly the categories with a published product, after home and the policy pages, before the products.
    const withProducts = await t.ctx.db
      .selectDistinct({ slug: categories.slug })
      .from(categories)
      .innerJoin(products, eq(products.categoryId, categories.id))
      .where(eq(products.isPublished, true));
    const categoryPages = urls.filter((u) => u.startsWith('/c/'));
    expect(categoryPages.sort()).toEqual(withProducts.map((c) => `/c/${c.slug}`).sort());
    expect(urls.indexOf('/c/sitemap-amplifiers')).toBeGreaterThan(urls.indexOf(SITEMAP_PAGES.at(-1)!));
    expect(urls.indexOf('/brand/sitemap-sonic')).toBeLessThan(urls.indexOf(`/product/${shown.id}`));

    // Unpublished, the brand's only product takes its page out; so does the category's.
    await t.ctx.db.update(products).set({ isPublished: false }).where(eq(products.id, shown.id));
    t.ctx.cache.changed(String(shown.id));
    const after = [...(await sitemapUrls()).keys()];
    expect(after).not.toContain('/brand/sitemap-sonic');
    expect(after).not.toContain('/c/sitemap-amplifiers');
    // In an index of smaller files, they are in the pages' file.
    await t.ctx.db.update(products).set({ isPublished: true }).where(eq(products.id, shown.id));
    t.ctx.cache.changed(String(shown.id));
    const pages = [...urlsOf((await sitemapPart(t.ctx, 'https://s.example', 'pages.xml', { limit: 2 }))!).keys()];
    expect(pages).toContain('https://s.example/brand/sitemap-sonic');
    expect(pages).toContain('https://s.example/c/sitemap-amplifiers');
  });

  it('names the shop by PUBLIC_URL, escaped, never by the Host header a request carries', async () => {
    // Without PUBLIC_URL (outside production): the address the shop listens on.
    const fromHost = await t.app.inject({ url: '/sitemap.xml', headers: { host: 'shop.example.in:8080' } });
    expect([...urlsOf(fromHost.body).keys()][0]).toBe('http://localhost:3000/');

    const configured = await createTestApp({ env: { PUBLIC_URL: 'https://example.in/swara&co/' } });
    try {
      const { product } = await createProduct(configured.ctx);
      const res = await configured.app.inject({ url: '/sitemap.xml', headers: { host: 'attacker.invalid' } });
      expect(res.body).toContain('<loc>https://example.in/swara&amp;co/</loc>');
      expect(res.body).toContain(`<loc>https://example.in/swara&amp;co/product/${product.id}</loc>`);
      expect(res.body).not.toContain('attacker.invalid');
      expect(res.body).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
      const robots = await configured.app.inject({ url: '/robots.txt', headers: { host: 'attacker.invalid' } });
      expect(robots.body).toContain('Sitemap: https://example.in/swara&co/sitemap.xml\n');
    } finally {
      await configured.close();
    }
  });

  it('becomes an index of smaller files past the limit, each file listing its share', async () => {
    for (let i = 0; i < 3; i++) await createProduct(t.ctx);
    const base = 'https://s.example';
    const published = (await t.ctx.db.select({ id: products.id }).from(products).where(eq(products.isPublished, true))).length;
    const index = await sitemap(t.ctx, base, { limit: 2 });
    const files = [...index.matchAll(/<sitemap><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/sitemap>/g)];
    expect(index).toMatch(new RegExp(`^${XML_DECLARATION}<sitemapindex ${NS}>(<sitemap>.+?</sitemap>)+</sitemapindex>\\n$`));
    expect(files.map((m) => m[1])).toEqual([
      `${base}/sitemaps/pages.xml`,
      ...Array.from({ length: Math.ceil(published / 2) }, (_, i) => `${base}/sitemaps/products-${i + 1}.xml`),
    ]);
    for (const m of files.slice(1)) expect(m[2]).toMatch(LASTMOD);

    expect([...urlsOf((await sitemapPart(t.ctx, base, 'pages.xml', { limit: 2 }))!).keys()].slice(0, SITEMAP_PAGES.length)).toEqual(
      SITEMAP_PAGES.map((p) => `${base}${p}`),
    );
    const listed: string[] = [];
    for (let n = 1; n <= Math.ceil(published / 2); n++) {
      const urls = urlsOf((await sitemapPart(t.ctx, base, `products-${n}.xml`, { limit: 2 }))!);
      expect(urls.size).toBeLessThanOrEqual(2);
      listed.push(...urls.keys());
    }
    expect(listed).toHaveLength(published);
    expect(await sitemapPart(t.ctx, base, `products-${Math.ceil(published / 2) + 1}.xml`, { limit: 2 })).toBeNull();
  });

  it('answers 404 for a sitemap file that does not exist', async () => {
    expect((await t.app.inject('/sitemaps/products-99.xml')).statusCode).toBe(404);
    expect((await t.app.inject('/sitemaps/nothing.xml')).statusCode).toBe(404);
    const pages = await t.app.inject('/sitemaps/pages.xml');
    expect(pages.statusCode).toBe(200);
    expect(pages.body).toContain('/contact-us</loc>');
  });
});

describe('robots.txt', () => {
  it('names the sitemap and keeps search engines out of admin, account, cart, payment and API paths', async () => {
    const res = await t.app.inject('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(ROBOTS_DISALLOW).toEqual(['/admin', '/account', '/cart', '/payment', '/api']);
    for (const disallowed of ROBOTS_DISALLOW) expect(lines).toContain(`Disallow: ${disallowed}`);
    expect(lines.filter((l) => l.startsWith('Disallow:'))).toHaveLength(5);
    expect(lines).toContain('Allow: /');
    expect(lines).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });

  it('has one source: no static robots.txt or sitemap.xml in the web app could clash with these routes', () => {
    // The built app's files each get a route of their own (plugins/web.ts); one of these names would
    // clash with the server's route when the app starts.
    for (const file of ['robots.txt', 'sitemap.xml']) expect(existsSync(path.join(ROOT, 'src', 'web', 'public', file)), file).toBe(false);
  });
});
