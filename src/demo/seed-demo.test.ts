// The demo catalogue's rows (its pictures are drawn apart, in seedDemoCatalogue): every product with
// its brand and specification values, as shoppers read them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, isNull } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../server/testing/test-app';
import { brands, products, productSpecs, specifications } from '../server/db/schema';
import { seedDatabase } from '../server/seed';
import { DEMO_PRODUCTS } from './catalogue';
import { DEMO_BRAND_DETAILS, DEMO_BRANDS, DEMO_SPECIFICATIONS, demoSpecRows } from './specifications';
import { insertDemoProducts, seedDemoBrandsAndSpecifications } from './seed-demo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const refs = await seedDemoBrandsAndSpecifications(t.ctx.db);
  await insertDemoProducts(t.ctx.db, DEMO_PRODUCTS, refs);
});
afterAll(async () => t?.close());

const total = async (table: typeof brands | typeof specifications | typeof productSpecs | typeof products) =>
  (await t.ctx.db.select({ n: count() }).from(table))[0]!.n;

const idOf = async (code: string) => (await t.ctx.db.select({ id: products.id }).from(products).where(eq(products.productCode, code)))[0]!.id;

describe('the demo catalogue in the database', () => {
  it("shows a product's brand and its specifications on its page, in its category's order", async () => {
    const res = await t.app.inject(`/api/Public/Product/GetById?Id=${await idOf('SW-HP-101')}`);
    expect(res.statusCode).toBe(200);
    const p = res.json();
    expect(p.Brand).toEqual({ Name: 'Swara', Slug: 'swara' });
    expect(p.Specifications.map((s: { Name: string; Text: string }) => `${s.Name}: ${s.Text}`)).toEqual([
      'Form factor: Over-ear',
      'Connectivity: Bluetooth, USB-C',
      'Noise cancelling: Yes',
      'Driver size: 40 mm',
      'Battery life: 60 hours',
      'Microphone: Yes',
    ]);
  });

  it('gives every product its brand and every value of its specifications, and nothing else', async () => {
    expect(await total(brands)).toBe(DEMO_BRANDS.length);
    expect(await total(specifications)).toBe(Object.values(DEMO_SPECIFICATIONS).flat().length);
    expect(await total(products)).toBe(DEMO_PRODUCTS.length);
    expect((await t.ctx.db.select({ id: products.id }).from(products).where(isNull(products.brandId))).length).toBe(0);
    expect(await total(productSpecs)).toBe(DEMO_PRODUCTS.flatMap((p) => demoSpecRows(p.specs)).length);
    const sm80 = (await t.app.inject(`/api/Public/Product/GetById?Id=${await idOf('SW-HP-103')}`)).json();
    expect(sm80.Name).toContain('SM-80');
    expect(sm80.Brand.Name).toBe('Veena Pro');
    // A wired headphone has no battery life.
    expect(sm80.Specifications.map((s: { Key: string }) => s.Key)).not.toContain('battery-life');
  });

  it('gives every brand its description, and shows each brand with its products', async () => {
    const listed: { Name: string; Description: string; ProductCount: number }[] = (await t.app.inject('/api/public/brands')).json();
    expect(listed.map((b) => b.Name).sort()).toEqual([...DEMO_BRANDS].sort());
    for (const b of listed) {
      expect(b.Description, b.Name).toBe(DEMO_BRAND_DETAILS[b.Name as keyof typeof DEMO_BRAND_DETAILS].description);
      expect(b.ProductCount, b.Name).toBe(DEMO_PRODUCTS.filter((p) => p.brand === b.Name).length);
    }
    expect(await total(products)).toBeGreaterThanOrEqual(160);
  });

  it('adds nothing when seeded again', async () => {
    const before = [await total(brands), await total(specifications), await total(productSpecs), await total(products)];
    await seedDemoBrandsAndSpecifications(t.ctx.db);
    await seedDatabase(t.ctx, { demo: true });
    expect([await total(brands), await total(specifications), await total(productSpecs), await total(products)]).toEqual(before);
  });
});
