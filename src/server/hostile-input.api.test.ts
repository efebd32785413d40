// Hostile input: generated bad input is sent to every API route as a guest, a shopper and
// an admin. No answer is a 5xx, none leaks internals, and a refused request changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './testing/test-app';
import { createProduct, userWithToken } from './testing/fixtures';
import { queryRows } from './db/client';
import { DOCS_PATH, OPENAPI_PATH } from './plugins/openapi';

let t: TestApp;
let callers: Record<string, Record<string, string>>;

beforeAll(async () => {
  t = await createTestApp();
  await createProduct(t.ctx, { withImages: true, variants: [{ title: 'Black', price: 999, stock: 5 }] });
  const user = await userWithToken(t.ctx);
  const admin = await userWithToken(t.ctx, 'Admin');
  callers = { guest: {}, user: user.auth, admin: admin.auth };
});
afterAll(async () => t?.close());

/** Every table's row count and content hash: a refused request must leave it exactly as it was. */
async function fingerprint(): Promise<string> {
  const tables = await queryRows<{ table_name: string }>(
    t.ctx.db,
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not in ('rate_counters') order by table_name`,
  );
  const parts: string[] = [];
  for (const { table_name } of tables) {
    const [row] = await queryRows<{ h: string | null; n: number }>(
      t.ctx.db,
      sql.raw(`select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h, count(*)::int as n from "${table_name}" x`),
    );
    parts.push(`${table_name}:${row.n}:${row.h}`);
  }
  return parts.join(',');
}

const FIELDS = [
  'Id',
  'ProductId',
  'VariantId',
  'Quantity',
  'UserCartId',
  'SearchText',
  'Page',
  'PageSize',
  'PhoneNumber',
  'Password',
  'Otp',
  'Identifier',
  'IdentifierType',
  'LoginType',
  'AddressId',
  'ShippingAddressId',
  'CourierName',
  'ShippingCost',
  'CartId',
  'Status',
  'TrackingId',
  'ShippedDate',
  'DeliveredDate',
  'Name',
  'Price',
  'Stock',
  'Title',
  'FirstName',
  'LastName',
  'Email',
  'PinCode',
  'State',
  'City',
  'IsActive',
  'SeqId',
  'Description',
  'TaxRate',
  'refreshToken',
  'accessToken',
  'All',
];

// Characters the database cannot store (NUL, lone surrogates) mixed with ordinary ones.
const hostileChar = fc.constantFrom('a', 'Z', '7', ' ', '%', '"', '\\', 'é', '🎧', '\u0000', '\uD800', '\uDBFF', '\uDC00', '\uDFFF', '\uFFFF');
const hostileText = fc.string({ unit: hostileChar, maxLength: 20 });

const hostileValue = fc.oneof(
  fc.string({ maxLength: 20 }),
  hostileText,
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(
    '',
    ' ',
    '../../etc/passwd',
    '..\\..\\secrets\\jwt.key',
    '<script>alert(1)</script>',
    "' or 1=1 --",
    'null',
    'NaN',
    '\u0000',
    '🎧'.repeat(50),
    'x'.repeat(20000),
  ),
  fc.integer(),
  fc.constantFrom(-1, 0, 1.5, -0.01, 1e308, Number.MAX_SAFE_INTEGER, 2147483648),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
);
const hostileObject = fc.dictionary(fc.constantFrom(...FIELDS), hostileValue, { maxKeys: 6 });
/** Percent-encodes a path segment; a lone surrogate becomes the three bytes it would take as UTF-8. */
function encodeSegment(text: string) {
  return Array.from(text)
    .map((ch) => {
      const unit = ch.charCodeAt(0);
      if (ch.length > 1 || unit < 0xd800 || unit > 0xdfff) return encodeURIComponent(ch);
      return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    })
    .join('');
}
// Already encoded, as they go into the URL.
const hostileSegment = fc.oneof(
  fc.string({ minLength: 1, maxLength: 12 }).map(encodeSegment),
  hostileText.filter((s) => s.length > 0).map(encodeSegment),
  fc.constantFrom(
    '..',
    '%2e%2e%2f',
    '-1',
    '0',
    '99999999999999999999',
    'abc',
    '00000000-0000-4000-8000-000000000000',
    '1%20or%201%3D1',
    '%00',
    'a%00b',
    '%ED%A0%80',
    '%C0%80',
    '%FF',
  ),
);

/** The API document and its reference page: public GETs whose successful answers are fixed files, whatever the input. */
const isDocs = (url: string) => url === OPENAPI_PATH || url === DOCS_PATH || url.startsWith(`${DOCS_PATH}/`);

function fillPath(url: string, segment: string) {
  return url.replace(/:[A-Za-z]+/g, segment).replace(/\*/g, segment);
}

const LEAKS =
  /(\bat\s+\S+\.(ts|js):\d+)|node_modules|stack|ZodError|SQLSTATE|syntax error at|relation "|violates|duplicate key|\/work\/|\/tmp\/|TypeError|ReferenceError|drizzle/i;
/** zod's built-in English, written for programmers: a refusal speaks the shop's own sentences instead. */
const ZOD_DEFAULT_TEXTS =
  /Invalid option|Invalid input|Invalid string|Invalid number|Invalid (UUID|email|URL)|Too small|Too big|Unrecognized key|\bexpected\b|\breceived\b/i;

describe('hostile input on every API route', () => {
  it('knows the routes it walks', () => {
    const api = t.app.routeList.filter((r) => r.url.startsWith('/api'));
    expect(api.length).toBeGreaterThan(10);
  });

  it('never answers 5xx, never leaks internals, and changes nothing when it refuses', async () => {
    const routes = t.app.routeList.filter((r) => r.url.startsWith('/api') || r.url.startsWith('/sandbox'));
    const arbitrary = fc.record({
      route: fc.constantFrom(...routes),
      caller: fc.constantFrom('guest', 'user', 'admin'),
      segment: hostileSegment,
      query: hostileObject,
      body: fc.oneof(
        hostileObject.map((o) => ({ kind: 'json' as const, payload: JSON.stringify(o) })),
        fc.string({ maxLength: 200 }).map((s) => ({ kind: 'raw' as const, payload: s })),
        hostileText.map((text) => ({ kind: 'upload' as const, payload: text })),
      ),
    });
    await fc.assert(
      fc.asyncProperty(arbitrary, async ({ route, caller, segment, query, body }) => {
        const before = await fingerprint();
        const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])).toString();
        const url = `${fillPath(route.url, segment)}${qs ? `?${qs}` : ''}`;
        const headers: Record<string, string> = { ...callers[caller] };
        let payload: string | Buffer | undefined;
        if (route.method !== 'GET' && route.method !== 'DELETE') {
          if (body.kind === 'upload') {
            // A text file dressed as an image, as multipart, with hostile text in a form field.
            const boundary = 'fuzzboundary';
            headers['content-type'] = `multipart/form-data; boundary=${boundary}`;
            payload = Buffer.from(
              `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="../../evil.png"\r\nContent-Type: image/png\r\n\r\nnot really an image\r\n--${boundary}\r\nContent-Disposition: form-data; name="ProductId"\r\n\r\n-1\r\n--${boundary}\r\nContent-Disposition: form-data; name="Name"\r\n\r\n${body.payload}\r\n--${boundary}--\r\n`,
            );
          } else {
            headers['content-type'] = 'application/json';
            payload = body.payload;
          }
        }
        const res = await t.app.inject({ method: route.method as 'GET', url, headers, payload });
        expect(res.statusCode, `${route.method} ${url} -> ${res.statusCode} ${res.body.slice(0, 200)}`).toBeLessThan(500);
        // Swagger UI's own scripts mention words like "stack"; what a docs route refuses is still checked.
        if (!isDocs(route.url) || res.statusCode >= 400) expect(res.body, `${route.method} ${url}`).not.toMatch(LEAKS);
        if (res.statusCode >= 400) {
          expect(await fingerprint(), `${route.method} ${url} refused but changed the database`).toBe(before);
          if (String(res.headers['content-type'] ?? '').includes('json'))
            expect(res.json()).toMatchObject({ Status: false, Message: expect.any(String), Code: expect.stringMatching(/^[A-Z_]+$/) });
          expect(res.body, `${route.method} ${url}`).not.toMatch(ZOD_DEFAULT_TEXTS);
        }
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 400), seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined },
    );
  }, 300_000);
});
