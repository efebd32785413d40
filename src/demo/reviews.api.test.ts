// The demo shop shows stars on day one: a few products have approved reviews, their ratings agree.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, inArray } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../server/testing/test-app';
import { products, reviews } from '../server/db/schema';
import { seedDemoBrandsAndSpecifications, insertDemoProducts } from './seed-demo';
import { DEMO_PRODUCTS } from './catalogue';
import { DEMO_REVIEWS, seedDemoReviews } from './reviews';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const refs = await seedDemoBrandsAndSpecifications(t.ctx.db);
  await insertDemoProducts(
    t.ctx.db,
    DEMO_PRODUCTS.filter((d) => d.code in DEMO_REVIEWS),
    refs,
  );
});
afterAll(async () => t?.close());

describe('the demo reviews', () => {
  it('give a handful of products approved reviews, with ratings equal to them, and are added once', async () => {
    const added = await seedDemoReviews(t.ctx.db, t.ctx.now());
    const expected = Object.values(DEMO_REVIEWS).flat().length;
    expect(added).toBe(expected);
    expect(await seedDemoReviews(t.ctx.db, t.ctx.now())).toBe(0);
    expect((await t.ctx.db.select({ n: count() }).from(reviews))[0]!.n).toBe(expected);
    const rows = await t.ctx.db
      .select()
      .from(products)
      .where(inArray(products.productCode, Object.keys(DEMO_REVIEWS)));
    expect(rows).toHaveLength(Object.keys(DEMO_REVIEWS).length);
    for (const p of rows) {
      const ratings = DEMO_REVIEWS[p.productCode]!.map((r) => r.rating);
      const sum = ratings.reduce((a, b) => a + b, 0);
      expect({ count: p.ratingCount, average: Number(p.ratingAverage) }).toEqual({
        count: ratings.length,
        average: Math.floor((200 * sum + ratings.length) / (2 * ratings.length)) / 100,
      });
      const list = (await t.app.inject(`/api/public/products/${p.id}/reviews`)).json();
      expect(list.Summary).toMatchObject({ Count: ratings.length, Average: Number(p.ratingAverage) });
      expect(
        list.Items.every((r: { VerifiedPurchase: boolean; AuthorName: string }) => !r.VerifiedPurchase && /^[A-Z][a-z]+ [A-Z]\.$/.test(r.AuthorName)),
      ).toBe(true);
    }
    const [card] = await t.ctx.db.select().from(products).where(eq(products.productCode, 'SW-SP-301'));
    expect((await t.app.inject(`/api/Public/Product/GetById?Id=${card!.id}`)).json().Rating).toEqual({ Average: 4.67, Count: 3 });
  });
});
