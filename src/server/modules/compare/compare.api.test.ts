import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createProduct } from '../../testing/fixtures';
import { brands, categories, productSpecs, products, specifications } from '../../db/schema';

let t: TestApp;
/** Three headphones, a speaker and a headphone that is not for sale. */
let sonic: number, tarang: number, plain: number, speaker: number, hidden: number;
const spec: Record<string, number> = {};

const compare = (ids: string) => t.app.inject({ url: '/api/public/compare', query: { Ids: ids } });

interface Answer {
  Products: { Id: number; Name: string; Brand: string | null; CategoryName: string; DefaultVariant: { Price: number; Mrp: number; Stock: number } | null }[];
  Specifications: { Key: string; Name: string; Unit: string | null; Values: string[]; Differs: boolean }[];
}

async function answer(ids: number[]): Promise<Answer> {
  const res = await compare(ids.join(','));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Answer;
}

beforeAll(async () => {
  t = await createTestApp();
  const headphone = (name: string, price: number, stock: number, published = true) =>
    createProduct(t.ctx, { name, category: 'Headphones', published, variants: [{ title: 'Black', price, mrp: price + 1000, stock }] });
  sonic = (await headphone('Sonic Over-Ear Wireless', 4999, 12)).product.id;
  tarang = (await headphone('Tarang Studio Wired', 2999, 3)).product.id;
  plain = (await headphone('Plain Basic Headphones', 999, 0)).product.id;
  hidden = (await headphone('Hidden Prototype Headphones', 1999, 5, false)).product.id;
  speaker = (await createProduct(t.ctx, { name: 'Tarang Party Speaker', category: 'Speakers' })).product.id;

  const [brand] = await t.ctx.db.insert(brands).values({ name: 'Sonic', slug: 'sonic' }).returning();
  await t.ctx.db.update(products).set({ brandId: brand!.id }).where(eq(products.id, sonic));

  const [cat] = await t.ctx.db.select().from(categories).where(eq(categories.name, 'Headphones'));
  const [speakers] = await t.ctx.db.select().from(categories).where(eq(categories.name, 'Speakers'));
  // Written out of their order: the rows follow sort_order, then id.
  const rows = await t.ctx.db
    .insert(specifications)
    .values([
      { categoryId: cat!.id, key: 'connectivity', name: 'Connectivity', kind: 'many', options: ['Bluetooth', 'Wired 3.5 mm', 'USB-C'], sortOrder: 2 },
      { categoryId: cat!.id, key: 'driver-size', name: 'Driver size', kind: 'number', unit: 'mm', sortOrder: 1 },
      { categoryId: cat!.id, key: 'anc', name: 'Noise cancelling', kind: 'yesno', sortOrder: 3 },
      { categoryId: cat!.id, key: 'fit', name: 'Fit', kind: 'one', options: ['Over-ear', 'On-ear'], sortOrder: 4 },
      { categoryId: cat!.id, key: 'colour-count', name: 'Colours', kind: 'number', sortOrder: 5 },
      { categoryId: speakers!.id, key: 'power', name: 'Power', kind: 'number', unit: 'W', sortOrder: 0 },
    ])
    .returning();
  for (const r of rows) spec[r.key] = r.id;
  await t.ctx.db.insert(productSpecs).values([
    { productId: sonic, specificationId: spec['driver-size']!, value: '40' },
    { productId: tarang, specificationId: spec['driver-size']!, value: '50' },
    { productId: plain, specificationId: spec['driver-size']!, value: '40' },
    // Stored in another order than the specification lists its options.
    { productId: sonic, specificationId: spec.connectivity!, value: 'Wired 3.5 mm' },
    { productId: sonic, specificationId: spec.connectivity!, value: 'Bluetooth' },
    { productId: tarang, specificationId: spec.connectivity!, value: 'Wired 3.5 mm' },
    { productId: sonic, specificationId: spec.anc!, value: 'yes' },
    { productId: tarang, specificationId: spec.anc!, value: 'no' },
    { productId: plain, specificationId: spec.anc!, value: 'no' },
    { productId: sonic, specificationId: spec.fit!, value: 'Over-ear' },
    { productId: tarang, specificationId: spec.fit!, value: 'Over-ear' },
    { productId: plain, specificationId: spec.fit!, value: 'Over-ear' },
    { productId: speaker, specificationId: spec.power!, value: '20' },
  ]);
});
afterAll(async () => t?.close());

describe('comparing products', () => {
  it('answers the products in the order asked, with one row a specification and each value as the product page reads it', async () => {
    const a = await answer([tarang, sonic, plain]);
    expect(a.Products.map((p) => p.Name)).toEqual(['Tarang Studio Wired', 'Sonic Over-Ear Wireless', 'Plain Basic Headphones']);
    expect(a.Products[1]).toMatchObject({ Brand: 'Sonic', CategoryName: 'Headphones', DefaultVariant: { Price: 4999, Mrp: 5999, Stock: 12 } });
    expect(a.Specifications).toEqual([
      { Key: 'driver-size', Name: 'Driver size', Unit: 'mm', Values: ['50 mm', '40 mm', '40 mm'], Differs: true },
      { Key: 'connectivity', Name: 'Connectivity', Unit: null, Values: ['Wired 3.5 mm', 'Bluetooth, Wired 3.5 mm', ''], Differs: true },
      { Key: 'anc', Name: 'Noise cancelling', Unit: null, Values: ['No', 'Yes', 'No'], Differs: true },
      { Key: 'fit', Name: 'Fit', Unit: null, Values: ['Over-ear', 'Over-ear', 'Over-ear'], Differs: false },
    ]);
    // Asked the other way round, the values follow their products.
    const b = await answer([plain, sonic, tarang]);
    expect(b.Products.map((p) => p.Id)).toEqual([plain, sonic, tarang]);
    expect(b.Specifications[0]!.Values).toEqual(['40 mm', '40 mm', '50 mm']);
  });

  it('marks as differing only rows whose values are not all the same, a missing value included', async () => {
    const a = await answer([sonic, plain]);
    const row = (key: string) => a.Specifications.find((s) => s.Key === key);
    expect(row('driver-size')).toMatchObject({ Values: ['40 mm', '40 mm'], Differs: false });
    expect(row('connectivity')).toMatchObject({ Values: ['Bluetooth, Wired 3.5 mm', ''], Differs: true });
    expect(row('anc')).toMatchObject({ Values: ['Yes', 'No'], Differs: true });
    // A specification none of them has a value of is left out.
    expect(row('colour-count')).toBeUndefined();
  });

  it('compares a single product, and asks once for an id written twice', async () => {
    const one = await answer([sonic]);
    expect(one.Products).toHaveLength(1);
    expect(one.Specifications.every((s) => !s.Differs)).toBe(true);
    const twice = await answer([sonic, sonic, tarang]);
    expect(twice.Products.map((p) => p.Id)).toEqual([sonic, tarang]);
  });

  it('refuses products of different categories', async () => {
    const res = await compare(`${sonic},${speaker}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toBe('Products of different categories cannot be compared: choose products of one category');
  });

  it('refuses more than four products, and ids that are not ids', async () => {
    const five = await createProduct(t.ctx, { name: 'Fifth Headphones', category: 'Headphones' });
    const res = await compare([sonic, tarang, plain, five.product.id, (await createProduct(t.ctx, { category: 'Headphones' })).product.id].join(','));
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toBe('Compare 1 to 4 products');
    expect((await answer([sonic, tarang, plain, five.product.id])).Products).toHaveLength(4);
    // A list written wrongly says how it is written; an item that is no id says so.
    for (const bad of ['', '1,,2', ',1']) {
      const r = await compare(bad);
      expect(r.statusCode, bad).toBe(400);
      expect(r.json().Message, bad).toBe('Ids are product ids separated by commas');
    }
    for (const bad of ['abc', '-1', '1;2']) {
      const r = await compare(bad);
      expect(r.statusCode, bad).toBe(400);
      expect(r.json().Message, bad).toBe('Invalid Id');
    }
    expect((await t.app.inject('/api/public/compare')).statusCode).toBe(400);
  });

  it('never shows a product that is not for sale, nor one that does not exist', async () => {
    for (const ids of [`${sonic},${hidden}`, `${hidden}`, `${sonic},999999`]) {
      const res = await compare(ids);
      expect(res.statusCode, ids).toBe(404);
      expect(res.json(), ids).toEqual({ Status: false, Message: 'Product not found', Code: expect.any(String) });
      expect(res.body).not.toContain('Hidden Prototype');
    }
  });

  it('shows a changed value at once, though answers are kept', async () => {
    expect((await answer([sonic, tarang])).Specifications[0]!.Values).toEqual(['40 mm', '50 mm']);
    await t.ctx.db
      .update(productSpecs)
      .set({ value: '45' })
      .where(and(eq(productSpecs.productId, tarang), eq(productSpecs.specificationId, spec['driver-size']!)));
    // The database announces the change; on PostgreSQL it arrives a moment later.
    await expect
      .poll(async () => (await answer([sonic, tarang])).Specifications.find((s) => s.Key === 'driver-size')!.Values, { timeout: 5_000 })
      .toEqual(['40 mm', '45 mm']);
    await t.ctx.db.update(products).set({ isPublished: false }).where(eq(products.id, tarang));
    await expect.poll(async () => (await compare(`${sonic},${tarang}`)).statusCode, { timeout: 5_000 }).toBe(404);
  });
});
