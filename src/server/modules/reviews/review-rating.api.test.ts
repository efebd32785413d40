// The product's rating after any sequence of approvals, rejections and edits (some at once) is its
// approved reviews' count and average, and the public list's summary says the same.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createProduct, userWithToken } from '../../testing/fixtures';
import { products, reviews } from '../../db/schema';
import { goodReview, orderOf, type Product, type Shopper } from '../../testing/reviews';

const SHOPPERS = 5;
let t: TestApp;
let admin: Shopper;
let product: Product;
const shoppers: Shopper[] = [];
const reviewIds: number[] = [];
let clock = Date.now();

beforeAll(async () => {
  t = await createTestApp({ context: { now: () => new Date(clock) } });
  admin = await userWithToken(t.ctx, 'Admin');
  product = await createProduct(t.ctx, { variants: [{ title: 'Black', price: 999, stock: 100 }] });
  for (let i = 0; i < SHOPPERS; i++) {
    const s = await userWithToken(t.ctx);
    await orderOf(t, admin, s, [product]);
    const res = await t.app.inject({ method: 'POST', url: `/api/products/${product.product.id}/reviews`, payload: goodReview(1 + (i % 5)), headers: s.auth });
    shoppers.push(s);
    reviewIds.push(res.json().Review.Id);
  }
}, 120_000);
afterAll(async () => t?.close());

type Step = { kind: 'approve' | 'reject' | 'edit'; who: number; rating: number };
const stepArb: fc.Arbitrary<Step> = fc.record({
  kind: fc.constantFrom('approve' as const, 'approve' as const, 'reject' as const, 'edit' as const),
  who: fc.integer({ min: 0, max: SHOPPERS - 1 }),
  rating: fc.integer({ min: 1, max: 5 }),
});

function run(step: Step) {
  const id = reviewIds[step.who]!;
  if (step.kind === 'edit')
    return t.app.inject({
      method: 'PUT',
      url: `/api/products/${product.product.id}/reviews`,
      payload: goodReview(step.rating),
      headers: shoppers[step.who]!.auth,
    });
  const body = step.kind === 'approve' ? { Status: 'Approved' } : { Status: 'Rejected', Reason: 'Not about the product' };
  return t.app.inject({ method: 'PATCH', url: `/api/Admin/reviews/${id}`, payload: body, headers: admin.auth });
}

/** Two decimals, half up, from whole numbers only (no floating-point rounding). */
const average = (ratings: number[]) =>
  ratings.length ? Math.floor((200 * ratings.reduce((a, b) => a + b, 0) + ratings.length) / (2 * ratings.length)) / 100 : 0;

describe("the product's rating", () => {
  it('equals its approved reviews after any sequence of approvals, rejections and edits, some at once', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(stepArb, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 4 }), async (batches) => {
        // A new day for each sequence: the daily limit on edits never interferes.
        clock += 2 * 24 * 60 * 60 * 1000;
        const model = new Map((await t.ctx.db.select().from(reviews).where(eq(reviews.productId, product.product.id))).map((r) => [r.id, { ...r }]));
        for (const batch of batches) {
          // Steps of one batch touch different reviews, so the outcome does not depend on their order.
          const steps = [...new Map(batch.map((s) => [s.who, s])).values()];
          const answers = await Promise.all(steps.map(run));
          for (const [i, step] of steps.entries()) {
            expect(answers[i]!.statusCode, answers[i]!.body).toBe(200);
            const r = model.get(reviewIds[step.who]!)!;
            if (step.kind === 'edit') Object.assign(r, { status: 'Pending', rating: step.rating });
            else r.status = step.kind === 'approve' ? 'Approved' : 'Rejected';
          }
        }
        const approved = [...model.values()].filter((r) => r.status === 'Approved').map((r) => r.rating);
        const stored = await t.ctx.db.select().from(reviews).where(eq(reviews.productId, product.product.id));
        expect(stored.map((r) => [r.id, r.status, r.rating]).sort()).toEqual([...model.values()].map((r) => [r.id, r.status, r.rating]).sort());
        const [row] = await t.ctx.db.select().from(products).where(eq(products.id, product.product.id));
        expect({ count: row!.ratingCount, average: Number(row!.ratingAverage) }).toEqual({ count: approved.length, average: average(approved) });
        const summary = (await t.app.inject(`/api/public/products/${product.product.id}/reviews`)).json().Summary;
        expect(summary).toEqual({
          Count: approved.length,
          Average: average(approved),
          Histogram: [1, 2, 3, 4, 5].map((n) => approved.filter((x) => x === n).length),
        });
      }),
      { numRuns: 25 },
    );
  }, 300_000);

  it('moderations of different reviews at once leave the right rating', async () => {
    clock += 2 * 24 * 60 * 60 * 1000;
    await Promise.all(
      reviewIds.map((id) =>
        t.app.inject({ method: 'PATCH', url: `/api/Admin/reviews/${id}`, payload: { Status: 'Rejected', Reason: 'Reset' }, headers: admin.auth }),
      ),
    );
    await Promise.all(
      reviewIds.map((id) => t.app.inject({ method: 'PATCH', url: `/api/Admin/reviews/${id}`, payload: { Status: 'Approved' }, headers: admin.auth })),
    );
    const ratings = (await t.ctx.db.select().from(reviews).where(eq(reviews.productId, product.product.id))).map((r) => r.rating);
    const [row] = await t.ctx.db.select().from(products).where(eq(products.id, product.product.id));
    expect({ count: row!.ratingCount, average: Number(row!.ratingAverage) }).toEqual({ count: SHOPPERS, average: average(ratings) });
  });
});
