// Every page, hostile: the built shop (node dist/server/main.js, in production mode, on a fresh
// database) asked for every page of the route table (src/web/app/router.tsx) with generated
// addresses: ids written every way but the shop's own, long, unicode, NUL and badly
// percent-encoded text in the path and the query. Whatever is asked, the answer is never a 5xx,
// the process never exits, and an address that is no page gets the shop's not-found page with
// 404. Needs the build (npm test builds first): without it this file fails, it does not skip.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import http from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import { migrateDatabase } from './db/client';
import type { AppContext } from './context';
import { createProduct } from './testing/fixtures';
import { categories } from './db/schema';
import { childShop, freePort, waitReady, type ChildShop } from './testing/child-shop';
import productionCheckSettings from '../../scripts/production-check-settings.json';

const BUILT = ['dist/server/main.js', 'dist/render/entry-server.js', 'dist/web/index.html'];
/** Addresses asked for by generation (the examples below come on top); the run also stops after RUN_MS. */
const RUNS = 300;
const RUN_MS = 35_000;

const PRODUCTION = {
  ...productionCheckSettings,
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  ADMIN_PHONE: '9000000001',
  ADMIN_PASSWORD: 'hostile-pages-check',
};

/** The page paths of the route table, read from its source as written (":name" for a part). */
function pagePaths(): string[] {
  const table = readFileSync('src/web/app/router.tsx', 'utf8');
  const found = [...table.matchAll(/\bpath: '([^']+)'/g)].map((m) => m[1]!).filter((p) => p !== '*');
  return [...new Set(found)];
}

let shop: ChildShop;
let child: ChildProcess;
let port: number;
let exitedWith: string | null = null;
let log = '';
/** Published products (their ids and names) and one that is not for sale. */
const products: { id: number; name: string }[] = [];
let hiddenId = 0;
/** The category pages the shop has (its categories' slugs); it has no brand. */
const categorySlugs: string[] = [];

beforeAll(async () => {
  const missing = BUILT.filter((f) => !existsSync(f));
  if (missing.length) throw new Error(`The shop is not built (${missing.join(', ')} missing): run npm run build first`);
  shop = await childShop('hostile-pages', 'hostile-pages-secret-0123456789abcdefghijklmnop');
  const database = await shop.open();
  await migrateDatabase(database);
  const ctx = { db: database.db } as AppContext;
  for (const name of ['Hostile Test Headphones', 'Hostile Test Speaker']) {
    const { product } = await createProduct(ctx, { name, withImages: false });
    products.push({ id: product.id, name });
  }
  hiddenId = (await createProduct(ctx, { name: 'Hostile Hidden Amplifier', published: false })).product.id;
  categorySlugs.push(...(await ctx.db.select({ slug: categories.slug }).from(categories)).map((c) => c.slug));
  await database.close();
  port = await freePort();
  child = shop.startBuilt(port, PRODUCTION);
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  child.on('exit', (code, signal) => (exitedWith = `code ${code}, signal ${signal}`));
  await waitReady(port);
}, 120_000);

afterAll(async () => {
  if (child && exitedWith === null) {
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await gone;
  }
  await shop?.dispose();
});

const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
/** GET of a raw address (sent as written: no client normalises it), with the body as text. */
function get(path: string): Promise<{ status: number; body: string; type: string; location?: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, agent, headers: { accept: 'text/html,application/xhtml+xml' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          body: Buffer.concat(chunks).toString('utf8'),
          type: String(res.headers['content-type'] ?? ''),
          location: res.headers.location,
        }),
      );
    });
    req.on('error', reject);
    req.setTimeout(20_000, () => req.destroy(new Error(`no answer for ${path}`)));
    req.end();
  });
}

// --- The oracle, written apart from the shop's code: what each address must be. ---

const MAX_ID = 2n ** 31n - 1n;
const isShopId = (s: string) => /^[1-9][0-9]*$/.test(s) && BigInt(s) <= MAX_ID;
const isShopUuid = (s: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(s);

/** Text as the server reads it from a percent-encoded part, or null when that cannot be decoded. */
function decoded(part: string): string | null {
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
}
/** Text the shop refuses wherever it comes: NUL and halves of a surrogate pair. */
const unstorable = (s: string) => s.includes('\u0000') || /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(s);

/** The filters a list of products reads from its address, as the catalogue's API names them. */
const LIST_FILTERS = ['SearchText', 'Category', 'Brand', 'PriceMin', 'PriceMax', 'Discount', 'InStock', 'Sort', 'Page', 'PageSize'];

type Expected =
  | { kind: 'page'; shows?: string }
  | { kind: 'not-found' }
  /** Text the shop cannot store or decode: refused (400) or no page (404), as a page, never a failure. */
  | { kind: 'refused' }
  /** Such text in a part a page reads as free text, or in the query: the page, or its own refusal (400), or no page. */
  | { kind: 'odd-text' };

/**
 * What a path of the route table with these raw (percent-encoded) parts must answer; null where
 * only "no failure" is asked (an empty part or one holding a slash may land on another route).
 */
function expectedFor(pattern: string, parts: Record<string, string>, query: string): Expected | null {
  const values = Object.values(parts);
  const queryValues = query
    .replace(/^\?/, '')
    .split('&')
    .flatMap((pair) => pair.split('='))
    .map((p) => decoded(p.replace(/\+/g, ' ')));
  if (values.some((v) => decoded(v) === null)) return { kind: 'refused' };
  // A dot segment is resolved by every URL parser (a browser never sends one): another page may answer.
  if (values.some((v) => decoded(v) === '.' || decoded(v) === '..')) return null;
  const oddText = values.some((v) => unstorable(decoded(v)!)) || queryValues.some((v) => v !== null && unstorable(v));
  // A list of products (the search, a category, a brand) reads the catalogue's own filters from its
  // query: one written wrongly is refused (400) with its sentence; any other parameter is no filter.
  const listPage = pattern === '/search' || pattern === '/c/:slug' || pattern === '/brand/:slug';
  const queryKeys = query
    .replace(/^\?/, '')
    .split('&')
    .map((pair) => decoded(pair.split('=')[0]!.replace(/\+/g, ' ')));
  const filtered = listPage && queryKeys.some((k) => k !== null && (LIST_FILTERS.includes(k) || k.startsWith('Spec.')));
  for (const [name, raw] of Object.entries(parts)) {
    // An id or a uuid is written the one way the shop writes it, never percent-encoded.
    if (name === 'productId') {
      if (!isShopId(raw)) return { kind: 'not-found' };
      if (pattern === '/product/:productId') {
        const product = products.find((p) => String(p.id) === raw);
        if (!product) return { kind: 'not-found' };
        return oddText ? { kind: 'odd-text' } : { kind: 'page', shows: product.name };
      }
    }
    if (name === 'orderId' && !isShopUuid(raw)) return { kind: 'not-found' };
    const value = decoded(raw)!;
    if (value === '' || value.includes('/')) return null;
    // A category's or brand's page is there for its slug as the shop writes it, and for nothing else.
    if (name === 'slug' && !(pattern === '/c/:slug' && categorySlugs.includes(value) && raw === value)) return { kind: 'not-found' };
  }
  return oddText || filtered ? { kind: 'odd-text' } : { kind: 'page' };
}

// --- Generators ---

/** Percent-encoded as a browser writes it (a half surrogate pair, which has no UTF-8, as the bytes Node writes for it). */
function encode(s: string): string {
  try {
    return encodeURIComponent(s);
  } catch {
    return [...Buffer.from(s, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0').toUpperCase()}`).join('');
  }
}
const hostileText = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    '1e3',
    '0x10',
    '001',
    '2147483647',
    '2147483648',
    '9'.repeat(40),
    '1.5',
    'NaN',
    'Infinity',
    '../..',
    '<script>',
    '\'"',
    '🎧',
    'नमस्ते',
    'ﬀ',
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ minLength: 190, maxLength: 2500 }),
  fc.integer().map(String),
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
);
/** Percent-encoded text as a browser or a bot may send it: clean, or with broken and unstorable encodings mixed in. */
const hostilePart = fc.oneof(
  { weight: 4, arbitrary: hostileText.map(encode) },
  {
    weight: 2,
    arbitrary: fc.constantFrom('%00', '%', '%ZZ', '%E0%A4', '%C0%AF', '%ED%A0%80', '%FF', '%2F', '%2e%2e', '%31', '%30%31', '%0A', '%20', '+', '%25', '%u0041'),
  },
  { weight: 1, arbitrary: fc.tuple(hostileText.map(encode), fc.constantFrom('%00', '%E0%A4', '%ZZ', '%ED%B0%80')).map(([a, b]) => `${a}${b}`) },
);
const idPart = fc.oneof(
  fc.constantFrom(...['0', '-1', '2147483648', '2147483647', '1e3', '0x10', '001', '01', '1.0', '+1', '%31', '1%20', '99999999999999999999', 'abc', '']),
  fc.constantFrom(0, 1).chain((i) => {
    const id = products[i]!.id;
    return fc.constantFrom(
      String(id),
      `0${id}`,
      `0x${id.toString(16)}`,
      `${id}.0`,
      `${id}e0`,
      `+${id}`,
      encode(` ${id}`),
      `%3${String(id)[0]}${String(id).slice(1)}`,
    );
  }),
  fc.constant('hidden'),
  fc.integer({ min: 1, max: 2_147_483_647 }).map(String),
  hostilePart,
);
const uuidPart = fc.oneof(
  fc.uuid({ version: 4 }),
  fc.uuid({ version: 4 }).map((u) => u.toUpperCase()),
  fc.uuid({ version: 4 }).map((u) => u.replace(/-/g, '')),
  hostilePart,
);
const partFor = (name: string) => (name === 'productId' ? idPart : name === 'orderId' ? uuidPart : hostilePart);

const queryKeys = fc.constantFrom('query', 'variantId', 'step', 'order', 'ProductCode', 'Page', 'utm_source');
const queryString = fc.oneof(
  { weight: 2, arbitrary: fc.constant('') },
  {
    weight: 3,
    arbitrary: fc
      .array(fc.tuple(fc.oneof(queryKeys, hostilePart), hostilePart), { minLength: 1, maxLength: 4 })
      .map((pairs) => `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}`),
  },
);

const routeCase = (paths: string[]) =>
  fc.record({ pattern: fc.constantFrom(...paths), upper: fc.boolean(), query: queryString }).chain(({ pattern, upper, query }) => {
    const names = [...pattern.matchAll(/:(\w+)/g)].map((m) => m[1]!);
    return fc.tuple(...names.map(partFor)).map((values) => {
      const parts = Object.fromEntries(names.map((n, i) => [n, values[i] === 'hidden' ? String(hiddenId) : values[i]!]));
      const fixed = upper ? pattern.toUpperCase() : pattern;
      const path = fixed.replace(/:(\w+)/gi, (_, n: string) => parts[names.find((x) => x.toLowerCase() === n.toLowerCase())!]!);
      const url = `${path}${query}`;
      // Past Node's limit on a request's head (16 kB) the answer is 431, before any page is asked.
      return { url, expected: url.length > 12_000 ? null : expectedFor(pattern, parts, query) };
    });
  });

/** Paths that are no page: an unknown first part, or a page with a part too many. */
const unknownCase = (paths: string[]) =>
  fc
    .tuple(fc.oneof(fc.constant(''), fc.constantFrom(...paths.filter((p) => !p.includes(':') && p !== '/'))), hostilePart, queryString)
    .map(([base, part, query]) => {
      const value = decoded(part);
      // No page, whatever its text (the not-found page, 404); a part that is empty, a dot segment or
      // holds a slash may land back on a page: only "no failure" is asked there.
      const ambiguous = value === null || value === '' || value.includes('/') || value.startsWith('.') || value.includes('\\');
      const url = `${base}/x-${part}${query}`;
      const expected: Expected | null = url.length > 12_000 || ambiguous ? null : { kind: 'not-found' };
      return { url, expected };
    });

/**
 * Paths of the table written the ways no browser writes them: an empty part (//, a URL parser
 * reads //x as a host), a dot segment, an encoded slash or dot. An empty part is no page; a dot
 * segment or an encoded slash may be read as another page: only "no failure" is asked there.
 */
const oddPathCase = (paths: string[]) =>
  fc
    .tuple(
      fc.constantFrom(...paths.filter((p) => !p.includes(':'))),
      fc.constantFrom('//', '///', '//%2F', '/%2F', '/./', '/../', '/%2e%2e/', '/.%2E/', '/%2F%2F', '//..//'),
      fc.boolean(),
      queryString,
    )
    .map(([path, odd, atStart, query]) => {
      const url = atStart ? `${odd}${path.slice(1)}${query}` : `${path}${odd}${query}`;
      const emptyPart = /^[^?]*\/\//.test(url);
      return { url, expected: emptyPart && !odd.includes('.') ? ({ kind: 'not-found' } as Expected) : null };
    });

function check(url: string, expected: Expected | null, res: { status: number; body: string; type: string; location?: string }) {
  expect(exitedWith, `the shop exited after ${url}`).toBeNull();
  expect(res.status, `${url} answered ${res.status}`).toBeLessThan(500);
  if (!expected) return;
  // A category's or brand's address written with capitals leads to the lower-case one, query kept.
  if (res.status === 301) {
    const [path, query] = [url.split('?')[0]!, url.includes('?') ? url.slice(url.indexOf('?')) : ''];
    expect(path, `${url} redirected`).toMatch(/^\/(c|brand)\//i);
    expect(path, `${url} redirected`).not.toBe(path.toLowerCase());
    expect(res.location, `${url} redirected`).toBe(path.toLowerCase() + query);
    return;
  }
  expect(res.status, `${url} answered ${res.status}`).not.toBe(431);
  // A page address gets a page of the shop, whatever it holds: never the API's JSON.
  expect(res.type, `${url} answered ${res.type}`).toContain('text/html');
  if (expected.kind === 'refused') {
    expect([400, 404], `${url} answered ${res.status}`).toContain(res.status);
  } else if (expected.kind === 'odd-text') {
    expect([200, 400, 404], `${url} answered ${res.status}`).toContain(res.status);
  } else if (expected.kind === 'not-found') {
    expect(res.status, `${url} should be the not-found page`).toBe(404);
  } else {
    expect(res.status, `${url} should be a page`).toBe(200);
    if (expected.shows) expect(res.body, url).toContain(expected.shows);
  }
  if (res.status === 404) {
    expect(res.type, url).toContain('text/html');
    expect(res.body, url).toContain('Page not found');
    expect(res.body, url).toContain('<meta name="robots" content="noindex">');
  }
}

describe('Every page, hostile', () => {
  it('answers every generated address of every page without a 5xx, keeps running, and gives the not-found page to what is no page', async () => {
    const paths = pagePaths();
    // The table as the shop has it: the storefront, the policies, the admin and the addressed pages.
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/search',
        '/c/:slug',
        '/brand/:slug',
        '/product/:productId',
        '/order/detail/:orderId',
        '/admin/product/edit/:productId',
        '/contact-us',
      ]),
    );
    const [first, second] = products;

    // What a hostile shopper tried first, asked every run.
    const examples: { url: string; expected: Expected | null }[] = [
      { url: `/search?query=${'a'.repeat(201)}`, expected: { kind: 'page' } },
      { url: `/search?query=${'a'.repeat(5000)}`, expected: { kind: 'page' } },
      { url: `/search?query=${encodeURIComponent('🎧'.repeat(150))}`, expected: { kind: 'page' } },
      { url: '/product/2147483648', expected: { kind: 'not-found' } },
      { url: `/product/0x${first!.id.toString(16)}`, expected: { kind: 'not-found' } },
      { url: `/product/0${second!.id}`, expected: { kind: 'not-found' } },
      { url: `/product/${hiddenId}`, expected: { kind: 'not-found' } },
      { url: `/product/${first!.id}`, expected: { kind: 'page', shows: first!.name } },
      { url: `/Product/${second!.id}?variantId=0x10`, expected: { kind: 'page', shows: second!.name } },
      { url: '/order/detail/1e3', expected: { kind: 'not-found' } },
      { url: '/admin/product/edit/-1', expected: { kind: 'not-found' } },
      // A line break: no route of the table matches it, not even the catch-all.
      { url: '/x-%0A', expected: { kind: 'not-found' } },
      { url: '/search?query=%00', expected: { kind: 'odd-text' } },
      { url: '/product/%E0%A4', expected: { kind: 'not-found' } },
      { url: `/c/${categorySlugs[0]}`, expected: { kind: 'page' } },
      { url: `/c/${categorySlugs[0]}?utm_source=mail`, expected: { kind: 'page' } },
      { url: `/c/${categorySlugs[0]}?Page=0x10`, expected: { kind: 'odd-text' } },
      { url: '/c/no-such-category', expected: { kind: 'not-found' } },
      { url: `/c/${categorySlugs[0]!.toUpperCase()}`, expected: { kind: 'not-found' } },
      { url: '/brand/no-such-brand', expected: { kind: 'not-found' } },
      // Read by a URL parser as a host, not a path: still no page of the shop.
      { url: '//', expected: { kind: 'not-found' } },
      { url: '///', expected: { kind: 'not-found' } },
      { url: '//%2F', expected: { kind: 'not-found' } },
      { url: '//contact-us', expected: { kind: 'not-found' } },
    ];
    for (const { url, expected } of examples) check(url, expected, await get(url));

    let asked = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.oneof({ weight: 4, arbitrary: routeCase(paths) }, { weight: 1, arbitrary: unknownCase(paths) }, { weight: 1, arbitrary: oddPathCase(paths) }),
        async ({ url, expected }) => {
          asked += 1;
          check(url, expected, await get(url));
        },
      ),
      { numRuns: RUNS, interruptAfterTimeLimit: RUN_MS, markInterruptAsFailure: false },
    );
    // Enough of them were asked for the run to mean something, even on a busy machine.
    expect(asked).toBeGreaterThanOrEqual(50);

    // Still serving, and nothing failed unseen.
    expect((await get('/healthz')).status).toBe(200);
    expect(exitedWith).toBeNull();
    expect(log).not.toMatch(/nothing handled it|could not be rendered|Unhandled|ReferenceError/);
  }, 110_000);
});
