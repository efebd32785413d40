import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createProduct, userWithToken } from '../../testing/fixtures';
import { orders, outboxMessages } from '../../db/schema';
import { goodReview, orderOf, type Shopper } from '../../testing/reviews';
import { requestReviews, REVIEW_REQUEST_WINDOW_DAYS } from './review-requests';

const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;
let admin: Shopper;
let clock = Date.now();

beforeAll(async () => {
  t = await createTestApp({ context: { now: () => new Date(clock) }, env: { REVIEW_REQUEST_DAYS: '3', PUBLIC_URL: 'https://shop.example.in' } });
  admin = await userWithToken(t.ctx, 'Admin');
});
afterAll(async () => t?.close());

const requestsOf = (orderId: string) =>
  t.ctx.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.eventKey, `ReviewRequest:${orderId}`));
const orderRow = async (orderId: string) => (await t.ctx.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;

describe('the review request', () => {
  it('goes once per order, REVIEW_REQUEST_DAYS after delivery, naming the first product and how many more', async () => {
    const a = await createProduct(t.ctx, { name: 'Swara Over-Ear One' });
    const b = await createProduct(t.ctx, { name: 'Swara Cable Two' });
    const s = await userWithToken(t.ctx);
    const orderId = await orderOf(t, admin, s, [a, b], { daysAgo: 1 });
    await requestReviews(t.ctx);
    expect(await requestsOf(orderId)).toEqual([]);
    expect((await orderRow(orderId)).reviewRequestedAt).toBeNull();
    clock += 2 * DAY + 60_000;
    await requestReviews(t.ctx);
    const sent = await requestsOf(orderId);
    expect(sent.map((m) => m.channel)).toEqual(['sms']);
    const order = await orderRow(orderId);
    expect(sent[0]!.vars).toEqual({
      product: 'Swara Over-Ear One and 1 more',
      orderCode: order.orderCode,
      link: `https://shop.example.in/product/${a.product.id}#reviews`,
    });
    expect(order.reviewRequestedAt?.getTime()).toBe(clock);
    clock += DAY;
    await requestReviews(t.ctx);
    await Promise.all([requestReviews(t.ctx), requestReviews(t.ctx)]);
    expect(await requestsOf(orderId)).toHaveLength(1);
  });

  it('runs started at once ask each order once', async () => {
    const p = await createProduct(t.ctx);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push(await orderOf(t, admin, await userWithToken(t.ctx), [p], { daysAgo: 4 }));
    await Promise.all([requestReviews(t.ctx), requestReviews(t.ctx), requestReviews(t.ctx)]);
    for (const id of ids) expect(await requestsOf(id)).toHaveLength(1);
  });

  it(`never asks an order delivered more than ${REVIEW_REQUEST_WINDOW_DAYS} days past its due day`, async () => {
    const p = await createProduct(t.ctx);
    const old = await orderOf(t, admin, await userWithToken(t.ctx), [p], { daysAgo: 3 + REVIEW_REQUEST_WINDOW_DAYS + 2 });
    await requestReviews(t.ctx);
    expect(await requestsOf(old)).toEqual([]);
    expect((await orderRow(old)).reviewRequestedAt).toBeNull();
  });

  it('an order whose products the shopper has all reviewed is marked without a message; not-yet-delivered orders wait', async () => {
    const p = await createProduct(t.ctx);
    const s = await userWithToken(t.ctx);
    const delivered = await orderOf(t, admin, s, [p], { daysAgo: 1 });
    expect((await t.app.inject({ method: 'POST', url: `/api/products/${p.product.id}/reviews`, payload: goodReview(), headers: s.auth })).statusCode).toBe(200);
    const shipped = await orderOf(t, admin, await userWithToken(t.ctx), [p], { status: 'Shipped' });
    clock += 5 * DAY;
    await requestReviews(t.ctx);
    expect(await requestsOf(delivered)).toEqual([]);
    expect((await orderRow(delivered)).reviewRequestedAt).not.toBeNull();
    expect(await requestsOf(shipped)).toEqual([]);
    expect((await orderRow(shipped)).reviewRequestedAt).toBeNull();
  });
});
