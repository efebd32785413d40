// The shop's public pages come from the server complete: content, status, head and the query cache
// the browser hydrates from (docs/rendering.md, docs/seo.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createProduct } from '../testing/fixtures';
import { eq, inArray } from 'drizzle-orm';
import { PAGE_STATE_ID } from '@shared/page-render';
import { brands, products, productVariants } from '../db/schema';

let t: TestApp;
let built = false;
beforeAll(async () => {
  t = await createTestApp();
  built = (await t.app.inject('/')).body.includes('data-rendered="server"');
});
afterAll(async () => t?.close());

interface DehydratedQuery {
  queryKey: unknown[];
  state: { status: string; data: unknown };
}
function pageState(html: string): DehydratedQuery[] {
  const m = html.match(new RegExp(`<script id="${PAGE_STATE_ID}" type="application/json">(.*?)</script>`, 's'));
  return m ? (JSON.parse(m[1]) as { queries: DehydratedQuery[] }).queries : [];
}
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]) as Record<string, unknown>);
}
const root = (html: string) => html.slice(html.indexOf('<div id="root"'), html.indexOf(`<script id="${PAGE_STATE_ID}"`));
const decode = (html: string) => html.replace(/<!-- -->/g, '').replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)));

describe('pages rendered on the server', () => {
  it('home shows the products and carries the same answers the API gives, with the shop as structured data', async ({ skip }) => {
    if (!built) skip('the web app is not built');
    const { product } = await createProduct(t.ctx, { name: 'Rendered Headphones One' });
    const res = await t.app.inject('/');
    expect(res.statusCode).toBe(200);
    expect(root(res.body)).toContain('Rendered Headphones One');
    const list = (await t.app.inject('/api/Public/product?SearchText=&Page=1&PageSize=24')).json() as { Id: number }[];
    const grid = pageState(res.body).find((q) => JSON.stringify(q.queryKey) === JSON.stringify(['products', 'search', '']));
    expect((grid!.state.data as { pages: { items: { Id: number }[] }[] }).pages[0].items.map((p) => p.Id)).toEqual(list.map((p) => p.Id));
    expect(list.map((p) => p.Id)).toContain(product.id);
    const types = jsonLd(res.body).map((d) => d['@type']);
    expect(types).toEqual(['Organization', 'WebSite']);
    const site = jsonLd(res.body)[1] as { potentialAction: { target: { urlTemplate: string } } };
    expect(site.potentialAction.target.urlTemplate).toMatch(/\/search\?query=\{search_term_string\}$/);
    // The storefront's code is asked for with the page, and MUI's is not.
    expect(res.body).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/storefront-[\w-]+\.js">/);
    expect(res.body).not.toMatch(/modulepreload[^>]*(createTheme|shop-theme)/);
  });

  it('a product page names the product, shows its price and stock, and describes it for search engines', async ({ skip }) => {
    if (!built) skip('the web app is not built');
    const { product } = await createProduct(t.ctx, {
      name: 'Rendered </script><script>alert(1)</script> Speaker',
      description: 'A speaker whose description says "<b>loud</b>" & means it.',
      withImages: true,
      richHtml: '<p>Rich <em>text</em></p>',
      variants: [{ title: 'Black', price: 4999, mrp: 6499, stock: 3, isDefault: true }],
    });
    const res = await t.app.inject(`/Product/${product.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Rendered &#60;/script&#62;&#60;script&#62;alert(1)&#60;/script&#62; Speaker | Swara Audio</title>');
    expect(res.body).toContain('content="A speaker whose description says &#34;&#60;b&#62;loud&#60;/b&#62;&#34; &#38; means it."');
    const body = root(res.body);
    expect(body).toContain('₹4,999');
    // On sale: the MRP struck through, with the whole percent off (rounded down) beside the price.
    expect(body).toMatch(/MRP(<!-- -->)? <s[^>]*>₹6,499<\/s>/);
    expect(body).toContain('(inclusive of all taxes)');
    expect(body).toMatch(/23(<!-- -->)?% off/);
    expect(body).toContain('Only 3 left in stock');
    expect(body).toContain('Rich <em>text</em>');
    // The product's text never ends a script element: only the app's own scripts are there.
    expect(res.body.match(/<script/g)?.length).toBe(4);
    const [data, crumbs] = jsonLd(res.body) as [
      { '@type': string; name: string; sku: string; image: string[]; offers: { price: string; priceCurrency: string; availability: string } },
      { itemListElement: { name: string }[] },
    ];
    expect(data['@type']).toBe('Product');
    expect(data.name).toBe(product.name);
    expect(data.offers).toMatchObject({ price: '4999.00', priceCurrency: 'INR', availability: 'https://schema.org/InStock' });
    expect(data.image[0]).toMatch(/^http:\/\/localhost:3000\/uploads\//);
    expect(crumbs.itemListElement.map((i) => i.name)).toEqual(['Home', 'Headphones', product.name]);
    // The address as asked for, in lower case, on the shop's address (without PUBLIC_URL outside production: http://HOST:PORT).
    expect(res.body).toContain(`<link rel="canonical" href="http://localhost:3000/product/${product.id}">`);
    expect(res.body).toMatch(/<meta property="og:image" content="http:\/\/localhost:3000\/uploads\/[^"]+-1280\.webp">/);
    expect(res.body).toContain('<meta name="twitter:card" content="summary_large_image">');
    // The browser starts with the same answers, so it asks for none of them again.
    const detail = pageState(res.body).find((q) => JSON.stringify(q.queryKey) === JSON.stringify(['product', product.id]));
    expect(detail!.state.data).toEqual((await t.app.inject(`/api/Public/Product/GetById?Id=${product.id}`)).json());
  });

  it('an unknown path and a product that is not for sale answer 404 with the not-found page', async ({ skip }) => {
    if (!built) skip('the web app is not built');
    const { product } = await createProduct(t.ctx, { name: 'Hidden Rendered Product', published: false });
    for (const url of [`/product/${product.id}`, '/product/99999999', '/product/abc', '/PRODUCT/0', '/no/such/page']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(root(res.body), url).toContain('Page not found');
      expect(res.body, url).not.toContain('Hidden Rendered Product');
      expect(res.body, url).toContain('<meta name="robots" content="noindex">');
    }
  });

  it('a search page shows the results of its query', async ({ skip }) => {
    if (!built) skip('the web app is not built');
    await createProduct(t.ctx, { name: 'Rendered Soundbar Seven', category: 'Soundbars' });
    const res = await t.app.inject('/search?query=soundbar%20seven');
    expect(res.statusCode).toBe(200);
    expect(root(res.body)).toContain('Rendered Soundbar Seven');
    expect(res.body).toContain('<title>soundbar seven - Search | Swara Audio</title>');
  });

  it('a price or MRP change shows in the page at once, though pages are kept', async ({ skip }) => {
    if (!built) skip('the web app is not built');
    const { product, variants } = await createProduct(t.ctx, {
      name: 'Kept Page Amplifier',
      variants: [{ title: 'Std', price: 10000, stock: 5, isDefault: true }],
    });
    // On PostgreSQL the new product's own announcement can arrive after the first read and drop
    // the page it kept: read until a read is served from what was kept.
    let first = await t.app.inject(`/product/${product.id}`);
    for (let i = 0; i < 20; i++) {
      const again = await t.app.inject(`/product/${product.id}`);
      if (again.body === first.body) break;
      first = again;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(root(first.body)).toContain('₹10,000');
    // At its MRP: nothing struck through, no percent off.
    expect(root(first.body)).not.toMatch(/<s[ >]/);
    expect(root(first.body)).not.toContain('% off');
    expect((await t.app.inject(`/product/${product.id}`)).body).toBe(first.body);
    await t.ctx.db.update(productVariants).set({ pricePaise: 1_250_000, mrpPaise: 1_599_900 }).where(eq(productVariants.id, variants[0].id));
    // What the database's change feed tells every instance.
    t.ctx.cache.changed(`card:${product.id}`);
    const changed = root((await t.app.inject(`/product/${product.id}`)).body);
    expect(changed).toContain('₹12,500');
    expect(changed).toMatch(/<s[^>]*>₹15,999<\/s>/);
    expect(changed).toMatch(/21(<!-- -->)?% off/);
  });

  it('cart, account and admin pages are drawn by the browser', async ({ skip }) => {
    if (!built) skip('the web app is not built');
    for (const url of ['/cart', '/account/signin', '/admin/product-list']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain('data-rendered');
      expect(res.body, url).toContain('class="boot-bar"');
    }
    expect((await t.app.inject('/cart')).body).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/storefront-[\w-]+\.js">/);
    // The admin screens' code is never part of a shopper's page.
    expect((await t.app.inject('/cart')).body).not.toMatch(/modulepreload[^>]*(product-list-page|DataGrid)/);
  });

  it('a public page opens without a window of its own; cart, account, admin and the API keep theirs', async ({ skip }) => {
    if (!built) skip('the web app is not built');
    const { product } = await createProduct(t.ctx, { name: 'Opener Policy Speaker' });
    for (const url of ['/', `/product/${product.id}`, '/search?query=speaker', '/no-such-page']) {
      const res = await t.app.inject(url);
      expect(res.body, url).toContain('data-rendered="server"');
      expect(res.headers['cross-origin-opener-policy'], url).toBeUndefined();
      // Every other security header stays.
      expect(res.headers['content-security-policy'], url).toContain("script-src 'self'");
      expect(res.headers['x-frame-options'], url).toBe('DENY');
    }
    for (const url of ['/cart', '/account/signin', '/admin/product-list', '/api/public/categories']) {
      expect((await t.app.inject(url)).headers['cross-origin-opener-policy'], url).toBe('same-origin');
    }
  });
});

describe('category and brand pages rendered on the server', () => {
  // A shop of its own, its catalogue (a category with two products of one brand) made before any
  // page or list is asked for.
  let u: TestApp;
  let uBuilt = false;
  const category = 'Rendered Turntables';
  const slug = 'rendered-turntables';
  const brand = { name: 'Deckard', slug: 'deckard' };
  const ids: number[] = [];
  beforeAll(async () => {
    u = await createTestApp();
    for (const [name, price, stock] of [
      ['Rendered Deck One', 2999, 2],
      ['Rendered Deck Two', 1999, 0],
    ] as const)
      ids.push((await createProduct(u.ctx, { name, category, variants: [{ title: 'Std', price, stock }] })).product.id);
    const [row] = await u.ctx.db.insert(brands).values(brand).returning();
    await u.ctx.db.update(products).set({ brandId: row!.id }).where(inArray(products.id, ids));
    u.ctx.cache.changed('all');
    uBuilt = (await u.app.inject('/')).body.includes('data-rendered="server"');
  });
  afterAll(async () => u?.close());

  it('a category page lists its products for search engines under its own address; a filtered one is kept out of the index', async ({ skip }) => {
    if (!uBuilt) skip('the web app is not built');
    const res = await u.app.inject(`/c/${slug}`);
    expect(res.statusCode).toBe(200);
    expect(root(res.body)).toContain(`<h1`);
    expect(root(res.body)).toContain(category);
    expect(root(res.body)).toContain('Rendered Deck One');
    expect(res.body).toContain(`<link rel="canonical" href="http://localhost:3000/c/${slug}">`);
    expect(res.body).not.toContain('noindex');
    const data = jsonLd(res.body);
    expect(data.map((d) => d['@type'])).toEqual(['BreadcrumbList', 'ItemList']);
    expect((data[0] as { itemListElement: { name: string; item: string }[] }).itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'http://localhost:3000/' },
      { '@type': 'ListItem', position: 2, name: category, item: `http://localhost:3000/c/${slug}` },
    ]);
    const listed = (data[1] as { itemListElement: { position: number; url: string }[] }).itemListElement;
    expect(listed.map((i) => i.url).sort()).toEqual(ids.map((id) => `http://localhost:3000/product/${id}`).sort());
    expect(listed.map((i) => i.position)).toEqual([1, 2]);
    // The header names the category pages.
    expect(res.body).toContain(`href="/c/${slug}"`);

    const filtered = await u.app.inject(`/c/${slug}?Brand=${brand.slug}&Sort=price-asc`);
    expect(filtered.statusCode).toBe(200);
    expect(filtered.body).toContain('<meta name="robots" content="noindex, follow">');
    expect(filtered.body).toContain(`<link rel="canonical" href="http://localhost:3000/c/${slug}">`);
    expect(jsonLd(filtered.body)).toEqual([]);
    // Page 2 is its own page of the list.
    const second = await u.app.inject(`/c/${slug}?Page=2&PageSize=1`);
    expect(second.body).toContain('noindex');
    // A page past the last (two products make one page of 24) is no page: 404, saying so, with a link to the last one.
    const past = await u.app.inject(`/c/${slug}?Page=2`);
    expect(past.statusCode).toBe(404);
    expect(past.body).toContain('<meta name="robots" content="noindex">');
    expect(decode(root(past.body))).toContain('There are fewer pages than that.');
    expect(root(past.body)).toContain(`href="/c/${slug}"`);
    expect((await u.app.inject(`/brand/${brand.slug}?Page=3`)).statusCode).toBe(404);
    expect((await u.app.inject(`/search?query=deck&Page=9`)).statusCode).toBe(404);
    // The shop's own search results are not for the index; their links are followed.
    const searched = await u.app.inject(`/search?query=deck`);
    expect(searched.statusCode).toBe(200);
    expect(searched.body).toContain('<meta name="robots" content="noindex, follow">');

    const brandPage = await u.app.inject(`/brand/${brand.slug}`);
    expect(brandPage.statusCode).toBe(200);
    expect(root(brandPage.body)).toContain(brand.name);
    expect(brandPage.body).toContain(`<link rel="canonical" href="http://localhost:3000/brand/${brand.slug}">`);
  });

  it('an unknown slug is the not-found page; a filter written wrongly or refused by the API answers 400 with its sentence', async ({ skip }) => {
    if (!uBuilt) skip('the web app is not built');
    for (const path of ['/c/no-such-shelf', '/brand/no-such-maker']) {
      const res = await u.app.inject(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.body, path).toContain('<meta name="robots" content="noindex">');
    }
    // Capitals anywhere in a category's or brand's address lead to the address the shop writes.
    const moved: [string, string][] = [
      [`/c/${slug.toUpperCase()}`, `/c/${slug}`],
      [`/C/${slug}?Sort=price-asc`, `/c/${slug}?Sort=price-asc`],
      [`/Brand/${brand.slug.toUpperCase()}`, `/brand/${brand.slug}`],
    ];
    for (const [from, to] of moved) {
      const res = await u.app.inject(from);
      expect([from, res.statusCode, res.headers.location]).toEqual([from, 301, to]);
    }
    const wrong = await u.app.inject(`/c/${slug}?PriceMin=cheap`);
    expect(wrong.statusCode).toBe(400);
    expect(root(wrong.body)).toContain('PriceMin must be a whole number of rupees');
    expect(root(wrong.body)).toContain(`href="/c/${slug}"`);
    const refused = await u.app.inject(`/c/${slug}?Brand=nobody-makes-this`);
    expect(refused.statusCode).toBe(400);
    expect(root(refused.body)).toMatch(/nobody-makes-this/);
    // A tracking tag is no filter.
    expect((await u.app.inject(`/c/${slug}?utm_source=mail`)).statusCode).toBe(200);
  });

  it("a product page leads to its category's and its brand's pages", async ({ skip }) => {
    if (!uBuilt) skip('the web app is not built');
    const body = root((await u.app.inject(`/product/${ids[0]}`)).body);
    // In the page itself, not the header (which names every category).
    const page = body.slice(body.indexOf('aria-label="Breadcrumb"'));
    expect(page).toMatch(new RegExp(`<a [^>]*href="/c/${slug}"[^>]*>${category}</a>`));
    expect(page).toMatch(new RegExp(`<a [^>]*href="/brand/${brand.slug}"[^>]*>${brand.name}</a>`));
  });
});
