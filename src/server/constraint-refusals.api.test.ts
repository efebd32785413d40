// The last line behind the shared schemas and the services: should a request ever reach a database
// rule that nothing refused first (a unique key, a reference, a check, a NOT NULL, a length, an
// integer's range), the caller is answered 400 or 409 with a sentence, never 500, and the miss is
// logged as a warning. Real refusals of the database under test (PGlite or PostgreSQL), raised
// through Drizzle's builder (which wraps them) and through plain SQL, behind the shop's error handler.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './testing/test-app';
import { createProduct } from './testing/fixtures';
import errors from './plugins/errors';
import { categories, productVariants, products } from './db/schema';
import { CONSTRAINT_MESSAGES } from './db/constraint-errors';

let t: TestApp;
let app: FastifyInstance;
let variantId: number;
let categoryName: string;
const logs: { level: number; msg: string }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const { product, variants } = await createProduct(t.ctx);
  variantId = variants[0]!.id;
  const [category] = await t.ctx.db.select().from(categories).where(eq(categories.id, product.categoryId));
  categoryName = category!.name;
  const stream = new Writable({
    write(chunk, _enc, done) {
      logs.push(JSON.parse(String(chunk)));
      done();
    },
  });
  app = Fastify({ logger: { level: 'warn', stream } });
  await app.register(errors);
  const db = t.ctx.db;
  // Each route breaks one rule of the real schema, as a request that slipped past its schema would.
  const breaks: Record<string, () => Promise<unknown>> = {
    unique: () => db.insert(categories).values({ name: categoryName, slug: 'another-address' }),
    'unique in a transaction': () => db.transaction(async (tx) => tx.insert(categories).values({ name: categoryName, slug: 'one-more-address' })),
    reference: () =>
      db
        .insert(products)
        .values({ productCode: 'NO-CAT-1', name: 'Nowhere', location: 'A-1', hsnCode: '8518', taxRate: 18, description: 'x', categoryId: 2147483647 }),
    check: () => db.update(productVariants).set({ stock: -1 }).where(eq(productVariants.id, variantId)),
    'not null': () => db.execute(sql`insert into categories (name, slug) values (null, 'no-name')`),
    'too long': () => db.insert(categories).values({ name: 'x'.repeat(101), slug: 'too-long' }),
    'out of range': () => db.execute(sql`update product_variants set stock = ${'2147483648'}::bigint where id = ${variantId}`),
    unreadable: () => db.execute(sql`select ${'not-a-number'}::int`),
  };
  for (const [name, run] of Object.entries(breaks)) app.get(`/${name.replaceAll(' ', '-')}`, async () => run());
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

const EXPECTED: [string, number, string][] = [
  ['unique', 409, CONSTRAINT_MESSAGES.taken],
  ['unique-in-a-transaction', 409, CONSTRAINT_MESSAGES.taken],
  ['reference', 409, CONSTRAINT_MESSAGES.reference],
  ['check', 400, CONSTRAINT_MESSAGES.outside],
  ['not-null', 400, CONSTRAINT_MESSAGES.missing],
  ['too-long', 400, CONSTRAINT_MESSAGES.tooLong],
  ['out-of-range', 400, CONSTRAINT_MESSAGES.outOfRange],
  ['unreadable', 400, CONSTRAINT_MESSAGES.unreadable],
];

describe('a database rule that nothing refused first', () => {
  it.each(EXPECTED)('%s: answers %i with a sentence, never 500', async (path, status, message) => {
    const before = logs.length;
    const res = await app.inject(`/${path}`);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ Status: false, Message: message, Code: status === 409 ? 'CONFLICT' : 'INVALID_INPUT' });
    // Nothing of the database's own words (the table, the constraint, SQL) reaches the caller.
    expect(res.body).not.toMatch(/categories|product_variants|constraint|violat|sql|select|insert/i);
    const written = logs.slice(before);
    expect(written.map((l) => l.level)).toEqual([40]);
    expect(written[0]!.msg).toMatch(/database rule/);
  });

  it('changes nothing: the refused rows are not there', async () => {
    const [variant] = await t.ctx.db.select().from(productVariants).where(eq(productVariants.id, variantId));
    expect(variant!.stock).toBeGreaterThanOrEqual(0);
    expect(await t.ctx.db.select().from(categories).where(eq(categories.slug, 'too-long'))).toEqual([]);
  });
});
