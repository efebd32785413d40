// What the server answers for the addresses of its pages that a shopper (or a bot) may write by
// hand: a search longer than the catalogue answers, ids written another way than the shop writes
// them, and a page whose data the shop failed to fetch (docs/rendering.md). These need the built
// app (npm run build): without it they fail rather than pass.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SEARCH_TEXT_MAX } from '@shared/constants';
import { PAGE_STATE_ID } from '@shared/page-render';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createProduct } from '../testing/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const home = await t.app.inject('/');
  if (!home.body.includes('data-rendered="server"')) throw new Error('The web app is not built: run npm run build before these tests');
});
afterAll(async () => t?.close());

const root = (html: string) => html.slice(html.indexOf('<div id="root"'), html.indexOf(`<script id="${PAGE_STATE_ID}"`));
const canonical = (html: string) => /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1];
const decode = (html: string) => html.replace(/<!-- -->/g, '').replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)));

describe('a search longer than the catalogue answers', () => {
  it('shows the results for its text cut to the longest the catalogue answers', async () => {
    await createProduct(t.ctx, { name: 'Longsearch Tower Speaker', category: 'Speakers' });
    // Spaces after the word take the text past the limit; cut there, they are trimmed away.
    const res = await t.app.inject(`/search?query=${encodeURIComponent(`Longsearch${' '.repeat(SEARCH_TEXT_MAX)}tower`)}`);
    expect(res.statusCode).toBe(200);
    expect(root(res.body)).toContain('Longsearch Tower Speaker');
    expect(res.body).toContain('<title>Longsearch - Search | Swara Audio</title>');
    expect(canonical(res.body)).toMatch(/\/search\?query=Longsearch$/);
  });

  it('a single word longer than that is searched for as far as the limit, and finds nothing', async () => {
    const word = 'z'.repeat(SEARCH_TEXT_MAX + 1);
    const res = await t.app.inject(`/search?query=${word}`);
    expect(res.statusCode).toBe(200);
    const body = decode(root(res.body));
    const heading = /<h1[^>]*>([^<]*)<\/h1>/.exec(body)?.[1];
    expect(heading).toBe(`Results for “${'z'.repeat(SEARCH_TEXT_MAX)}”`);
    expect(body).toContain('No Products Found');
    // The shop is still there for the next shopper.
    expect((await t.app.inject('/healthz')).statusCode).toBe(200);
  });

  it('is not cut between the two halves of a character', async () => {
    const text = `${'a'.repeat(SEARCH_TEXT_MAX - 1)}🎧`;
    const res = await t.app.inject(`/search?query=${encodeURIComponent(text)}`);
    expect(res.statusCode).toBe(200);
    expect(decode(root(res.body))).toContain(`Results for “${'a'.repeat(SEARCH_TEXT_MAX - 1)}”`);
  });
});

describe('ids in page addresses', () => {
  it('a product has one page: its id as the shop writes it; any other spelling or an id out of range is the not-found page', async () => {
    const { product } = await createProduct(t.ctx, { name: 'Canonical Id Headphones' });
    const id = product.id;
    const others = [
      '2147483648',
      '99999999999999999999',
      `0x${id.toString(16)}`,
      `0${id}`,
      `00${id}`,
      `${id}.0`,
      `${id}e0`,
      `+${id}`,
      '1e3',
      '0',
      '-1',
      ` ${id}`,
      `${id}%20`,
      '%31',
    ];
    for (const spelled of others) {
      const url = `/product/${spelled}`;
      for (const attempt of [1, 2]) {
        const res = await t.app.inject(url);
        expect(res.statusCode, `${url} (${attempt})`).toBe(404);
        expect(root(res.body), url).toContain('Page not found');
        expect(res.body, url).not.toContain('Canonical Id Headphones');
        expect(res.body, url).not.toContain('Failed to load product information');
      }
    }
    for (const url of [`/product/${id}`, `/PRODUCT/${id}`, `/product/${id}/`, `/product/${id}?variantId=1&utm_source=x`]) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(root(res.body), url).toContain('Canonical Id Headphones');
      // The canonical link is the product's own address, whatever address was asked for.
      expect(canonical(res.body), url).toBe(`${t.ctx.config.publicUrl}/product/${id}`);
    }
  });

  it('admin order and product addresses name an order by its uuid and a product by its id, or no page', async () => {
    const uuid = '3f2b8c1e-9d4a-4c6b-8e2f-1a2b3c4d5e6f';
    for (const url of [
      '/order/detail/123',
      '/order/detail/not-an-order',
      `/order/detail/${uuid.toUpperCase()}`,
      `/order/detail/${uuid}x`,
      '/admin/product/edit/0x10',
      '/admin/product/edit/2147483648',
      '/admin/product/edit/007',
    ]) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(root(res.body), url).toContain('Page not found');
    }
    // Pages for signed-in admins are drawn by the browser, which asks the API for the order.
    for (const url of [`/order/detail/${uuid}`, '/admin/product/edit/16']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain('data-rendered');
    }
  });
});

describe('a page whose data the shop failed to fetch', () => {
  it('shows its own error state with a 5xx status, and is not kept: the next visitor gets the page once the shop recovers', async () => {
    const { product } = await createProduct(t.ctx, { name: 'Outage Turntable' });
    await t.ctx.db.execute(sql`alter table products rename to products_away`);
    let failed;
    try {
      failed = await t.app.inject(`/product/${product.id}`);
    } finally {
      await t.ctx.db.execute(sql`alter table products_away rename to products`);
    }
    expect(failed.statusCode).toBeGreaterThanOrEqual(500);
    expect(root(failed.body)).toContain('Failed to load product information');
    const recovered = await t.app.inject(`/product/${product.id}`);
    expect(recovered.statusCode).toBe(200);
    expect(root(recovered.body)).toContain('Outage Turntable');
  });
});

describe('an address the server cannot decode', () => {
  it('is the not-found page with status 404 when it asks for a page, and the API keeps its sentence', async () => {
    for (const url of ['/product/%E0%A4', '/x-%ZZ', '/order/detail/%C0%AF', '/product/%00']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.body, url).toContain('Page not found');
      expect(res.body, url).toContain('<meta name="robots" content="noindex">');
      // The address asked for is never written back into the page.
      expect(res.body, url).not.toContain(url);
    }
    const api = await t.app.inject('/api/Public/%E0%A4');
    expect(api.statusCode).toBe(400);
    expect(api.json()).toMatchObject({ Status: false, Message: 'The address is not valid' });
  });
});
