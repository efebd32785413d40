import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { REVIEW_MESSAGES, REVIEWS_PER_DAY } from '@shared/schemas/reviews';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createProduct, userWithToken } from '../../testing/fixtures';
import { auditLog, outboxMessages, products, users } from '../../db/schema';
import { PRODUCT_NOT_FOUND } from '../catalogue';
import { goodReview, orderOf, type Product, type Shopper } from '../../testing/reviews';

let t: TestApp;
let admin: Shopper;
let clock = Date.now();

beforeAll(async () => {
  t = await createTestApp({ context: { now: () => new Date(clock) } });
  admin = await userWithToken(t.ctx, 'Admin');
});
afterAll(async () => t?.close());

const post = (p: Product, s: Shopper, body: object = goodReview()) =>
  t.app.inject({ method: 'POST', url: `/api/products/${p.product.id}/reviews`, payload: body, headers: s.auth });
const put = (p: Product, s: Shopper, body: object = goodReview()) =>
  t.app.inject({ method: 'PUT', url: `/api/products/${p.product.id}/reviews`, payload: body, headers: s.auth });
const moderate = (reviewId: number, body: object, headers = admin.auth) =>
  t.app.inject({ method: 'PATCH', url: `/api/Admin/reviews/${reviewId}`, payload: body, headers });
const list = async (p: Product, query = '') => t.app.inject(`/api/public/products/${p.product.id}/reviews${query}`);
const mine = async (s: Shopper, query = '') => (await t.app.inject({ url: `/api/reviews/mine${query}`, headers: s.auth })).json().Items;
const productRow = async (p: Product) => (await t.ctx.db.select().from(products).where(eq(products.id, p.product.id)))[0]!;

/** A shopper with a delivered order of the product. */
async function buyer(p: Product, names: { firstName?: string; lastName?: string } = {}) {
  const s = await userWithToken(t.ctx);
  if (names.firstName || names.lastName) {
    await t.ctx.db
      .update(users)
      .set({ firstName: names.firstName ?? 'Test', lastName: names.lastName ?? '' })
      .where(eq(users.id, s.user.id));
  }
  await orderOf(t, admin, s, [p]);
  return s;
}

async function reviewed(p: Product, s: Shopper, body: object = goodReview()): Promise<number> {
  const res = await post(p, s, body);
  expect(res.statusCode).toBe(200);
  return res.json().Review.Id;
}

describe('who may review a product', () => {
  it('a shopper whose order with it was delivered: the review waits for an admin, Pending', async () => {
    const p = await createProduct(t.ctx);
    const s = await buyer(p);
    const eligible = (await t.app.inject({ url: `/api/products/${p.product.id}/reviews/eligibility`, headers: s.auth })).json();
    expect(eligible).toEqual({ CanReview: true, Reason: null, ReviewId: null });
    const res = await post(p, s, goodReview(5, 'Lovely', 'Clear highs.'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      Status: true,
      Message: REVIEW_MESSAGES.submitted,
      Review: { Status: 'Pending', Rating: 5, Title: 'Lovely', ProductName: p.product.name },
    });
    expect((await list(p)).json().Items).toEqual([]);
    expect(await mine(s)).toEqual([expect.objectContaining({ ProductId: p.product.id, Status: 'Pending', Text: 'Clear highs.', Reason: null })]);
    const after = (await t.app.inject({ url: `/api/products/${p.product.id}/reviews/eligibility`, headers: s.auth })).json();
    expect(after).toEqual({ CanReview: false, Reason: REVIEW_MESSAGES.alreadyReviewed, ReviewId: res.json().Review.Id });
  });

  it('any variant of the product counts', async () => {
    const p = await createProduct(t.ctx, {
      variants: [
        { title: 'Black', price: 999, stock: 5 },
        { title: 'Blue', price: 999, stock: 5 },
      ],
    });
    const s = await userWithToken(t.ctx);
    await orderOf(t, admin, s, [{ ...p, variants: [p.variants[1]!] }]);
    expect((await post(p, s)).statusCode).toBe(200);
  });

  it('not yet delivered, never ordered, or only another shopper received it: refused with the reason', async () => {
    const p = await createProduct(t.ctx);
    const shipped = await userWithToken(t.ctx);
    await orderOf(t, admin, shipped, [p], { status: 'Shipped' });
    const never = await userWithToken(t.ctx);
    for (const s of [shipped, never]) {
      const res = await post(p, s);
      expect(res.statusCode).toBe(400);
      expect(res.json().Message).toBe(REVIEW_MESSAGES.notReceived);
      const e = (await t.app.inject({ url: `/api/products/${p.product.id}/reviews/eligibility`, headers: s.auth })).json();
      expect(e).toEqual({ CanReview: false, Reason: REVIEW_MESSAGES.notReceived, ReviewId: null });
    }
    await buyer(p);
    expect((await post(p, never)).json().Message).toBe(REVIEW_MESSAGES.notReceived);
  });

  it('a guest is asked to sign in; an unknown or unpublished product is not found', async () => {
    const p = await createProduct(t.ctx);
    expect((await t.app.inject({ method: 'POST', url: `/api/products/${p.product.id}/reviews`, payload: goodReview() })).statusCode).toBe(401);
    const s = await buyer(p);
    const unknown = await t.app.inject({ method: 'POST', url: `/api/products/99999999/reviews`, payload: goodReview(), headers: s.auth });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().Message).toBe(PRODUCT_NOT_FOUND);
    await t.ctx.db.update(products).set({ isPublished: false }).where(eq(products.id, p.product.id));
    expect((await post(p, s)).statusCode).toBe(404);
    expect((await list(p)).statusCode).toBe(404);
    expect((await list(p)).json().Message).toBe(PRODUCT_NOT_FOUND);
  });

  it('bad input is refused with the schema sentences; HTML is refused', async () => {
    const p = await createProduct(t.ctx);
    const s = await buyer(p);
    expect((await post(p, s, { ...goodReview(), Rating: 6 })).json().Message).toBe(REVIEW_MESSAGES.ratingRequired);
    expect((await post(p, s, { ...goodReview(), Title: '  ' })).json().Message).toBe(REVIEW_MESSAGES.titleRequired);
    expect((await post(p, s, { ...goodReview(), Text: '' })).json().Message).toBe(REVIEW_MESSAGES.textRequired);
    const html = await post(p, s, { ...goodReview(), Text: 'Nice <script>alert(1)</script>' });
    expect(html.statusCode).toBe(400);
    expect(html.json().Message).toMatch(/plain text/);
    expect(await mine(s)).toEqual([]);
  });
});

describe('one review per product and shopper', () => {
  it('a second send is refused and the first kept; sends at once keep exactly one', async () => {
    const p = await createProduct(t.ctx);
    const s = await buyer(p);
    await reviewed(p, s, goodReview(3, 'First', 'The first one.'));
    const again = await post(p, s, goodReview(5, 'Second', 'The second one.'));
    expect(again.statusCode).toBe(409);
    expect(again.json().Message).toBe(REVIEW_MESSAGES.alreadyReviewed);
    expect((await mine(s)).map((r: { Title: string }) => r.Title)).toEqual(['First']);

    const q = await createProduct(t.ctx);
    const r = await buyer(q);
    const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => post(q, r, goodReview(i + 1, `Try ${i}`, 'At once.'))));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    for (const a of answers.filter((x) => x.statusCode === 409)) expect(a.json().Message).toBe(REVIEW_MESSAGES.alreadyReviewed);
    expect(await mine(r)).toHaveLength(1);
  });

  it('PUT changes it and sends it back to Pending; an approved one leaves the rating until approved again', async () => {
    const p = await createProduct(t.ctx);
    const s = await buyer(p);
    const noReview = await put(p, s);
    expect(noReview.statusCode).toBe(404);
    expect(noReview.json().Message).toBe(REVIEW_MESSAGES.noReview);
    const id = await reviewed(p, s, goodReview(5));
    expect((await moderate(id, { Status: 'Approved' })).statusCode).toBe(200);
    expect(await productRow(p)).toMatchObject({ ratingCount: 1, ratingAverage: 5 });
    const edited = await put(p, s, goodReview(2, 'Changed my mind', 'It broke after a week.'));
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ Message: REVIEW_MESSAGES.updated, Review: { Id: id, Status: 'Pending', Rating: 2, Title: 'Changed my mind' } });
    expect(await productRow(p)).toMatchObject({ ratingCount: 0, ratingAverage: 0 });
    expect((await list(p)).json()).toMatchObject({ Items: [], TotalCount: 0, Summary: { Count: 0, Average: 0 } });
    expect((await moderate(id, { Status: 'Approved' })).statusCode).toBe(200);
    expect(await productRow(p)).toMatchObject({ ratingCount: 1, ratingAverage: 2 });
    expect((await list(p)).json().Items[0]).toMatchObject({ Rating: 2, Text: 'It broke after a week.' });
  });
});

describe('moderation', () => {
  it('is for admins only', async () => {
    const p = await createProduct(t.ctx);
    const s = await buyer(p);
    const id = await reviewed(p, s);
    expect((await moderate(id, { Status: 'Approved' }, s.auth)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PATCH', url: `/api/Admin/reviews/${id}`, payload: { Status: 'Approved' } })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/Admin/reviews', headers: s.auth })).statusCode).toBe(403);
    expect((await mine(s))[0].Status).toBe('Pending');
    expect((await moderate(99999999, { Status: 'Approved' })).json().Message).toBe(REVIEW_MESSAGES.reviewNotFound);
  });

  it('a rejection needs a reason; the shopper reads it, is told by SMS and e-mail, and the audit log has it', async () => {
    const p = await createProduct(t.ctx, { name: 'Tarang Studio Monitor' });
    const s = await buyer(p);
    await t.ctx.db.update(users).set({ email: 'asha@example.in' }).where(eq(users.id, s.user.id));
    const id = await reviewed(p, s);
    const noReason = await moderate(id, { Status: 'Rejected' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().Message).toBe(REVIEW_MESSAGES.reasonRequired);
    const res = await moderate(id, { Status: 'Rejected', Reason: 'Please leave out the phone number' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      Message: REVIEW_MESSAGES.rejected,
      Review: { Id: id, Status: 'Rejected', Reason: 'Please leave out the phone number' },
    });
    expect((await mine(s))[0]).toMatchObject({ Status: 'Rejected', Reason: 'Please leave out the phone number' });
    const sent = await t.ctx.db
      .select()
      .from(outboxMessages)
      .where(like(outboxMessages.eventKey, `ReviewRejected:${id}:%`));
    expect(sent.map((m) => [m.channel, m.recipient]).sort()).toEqual([
      ['mail', 'asha@example.in'],
      ['sms', s.user.phone],
    ]);
    expect(sent[0]!.vars).toMatchObject({ product: 'Tarang Studio Monitor', reason: 'Please leave out the phone number' });
    expect(sent[0]!.vars.link).toMatch(/\/account\/reviews$/);
    const [entry] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.kind, 'review'), eq(auditLog.entity, String(id))));
    expect(entry).toMatchObject({ action: 'rejected', adminId: admin.user.id, after: { Status: 'Rejected', Reason: 'Please leave out the phone number' } });
  });

  it('the same decision twice tells the shopper once; a decision on an edited review tells them again', async () => {
    const p = await createProduct(t.ctx);
    const s = await buyer(p);
    const id = await reviewed(p, s);
    const approvals = async () =>
      (
        await t.ctx.db
          .select()
          .from(outboxMessages)
          .where(like(outboxMessages.eventKey, `ReviewApproved:${id}:%`))
      ).length;
    expect((await moderate(id, { Status: 'Approved' })).statusCode).toBe(200);
    expect((await moderate(id, { Status: 'Approved' })).statusCode).toBe(200);
    expect(await approvals()).toBe(1);
    const [message] = await t.ctx.db
      .select()
      .from(outboxMessages)
      .where(like(outboxMessages.eventKey, `ReviewApproved:${id}:%`));
    expect(message!.vars.link).toMatch(new RegExp(`/product/${p.product.id}#reviews$`));
    expect(
      (
        await t.ctx.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.kind, 'review'), eq(auditLog.entity, String(id))))
      ).length,
    ).toBe(1);
    clock += 1000;
    expect((await put(p, s, goodReview(3))).statusCode).toBe(200);
    expect((await moderate(id, { Status: 'Approved' })).statusCode).toBe(200);
    expect(await approvals()).toBe(2);
  });

  it('the admin list filters by status, stars and product, newest first, paged', async () => {
    const p = await createProduct(t.ctx);
    const a = await buyer(p, { firstName: 'Asha', lastName: 'Kulkarni' });
    const b = await buyer(p);
    const first = await reviewed(p, a, goodReview(2));
    clock += 1000;
    const second = await reviewed(p, b, goodReview(5));
    await moderate(second, { Status: 'Approved' });
    const all = (await t.app.inject({ url: `/api/Admin/reviews?ProductId=${p.product.id}`, headers: admin.auth })).json();
    expect(all.TotalCount).toBe(2);
    expect(all.Items.map((r: { Id: number }) => r.Id)).toEqual([second, first]);
    expect(all.Items[1]).toMatchObject({ AuthorName: 'Asha Kulkarni', PhoneNumber: a.user.phone, VerifiedPurchase: true, Status: 'Pending', Rating: 2 });
    const pending = (await t.app.inject({ url: `/api/Admin/reviews?ProductId=${p.product.id}&Status=Pending`, headers: admin.auth })).json();
    expect(pending.Items.map((r: { Id: number }) => r.Id)).toEqual([first]);
    const fives = (await t.app.inject({ url: `/api/Admin/reviews?ProductId=${p.product.id}&Rating=5`, headers: admin.auth })).json();
    expect(fives.Items.map((r: { Id: number }) => r.Id)).toEqual([second]);
    const paged = (await t.app.inject({ url: `/api/Admin/reviews?ProductId=${p.product.id}&Page=2&PageSize=1`, headers: admin.auth })).json();
    expect(paged).toMatchObject({ TotalCount: 2, Items: [{ Id: first }] });
    const bad = await t.app.inject({ url: '/api/Admin/reviews?Status=Maybe', headers: admin.auth });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Message).toBe('Status must be Pending, Approved or Rejected');
  });
});

describe('the public list', () => {
  it('approved reviews only, with the author as "Asha K.", sorted and filtered, and a summary of all approved', async () => {
    const p = await createProduct(t.ctx);
    const authors = [
      { firstName: 'Asha', lastName: 'kumar', rating: 5 },
      { firstName: 'Ravi', lastName: 'Iyer', rating: 3 },
      { firstName: 'Meena', lastName: '', rating: 5 },
      { firstName: 'Kiran', lastName: 'Das', rating: 1 },
    ];
    const ids: number[] = [];
    for (const a of authors) {
      const s = await buyer(p, a);
      clock += 1000;
      ids.push(await reviewed(p, s, goodReview(a.rating, `${a.firstName} says`, 'Plain words.')));
    }
    for (const id of ids.slice(0, 3)) await moderate(id, { Status: 'Approved' });
    const res = await list(p, '?Sort=newest');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe((await t.app.inject(`/api/Public/Product/GetById?Id=${p.product.id}`)).headers['cache-control']);
    const body = res.json();
    expect(body.Items.map((r: { AuthorName: string }) => r.AuthorName)).toEqual(['Meena', 'Ravi I.', 'Asha K.']);
    expect(body.Items.every((r: { VerifiedPurchase: boolean }) => r.VerifiedPurchase)).toBe(true);
    expect(body.TotalCount).toBe(3);
    expect(body.Summary).toEqual({ Count: 3, Average: 4.33, Histogram: [0, 0, 1, 0, 2] });
    const lowest = (await list(p, '?Sort=lowest')).json().Items.map((r: { Rating: number }) => r.Rating);
    expect(lowest).toEqual([3, 5, 5]);
    const fives = (await list(p, '?Rating=5&Sort=highest')).json();
    expect(fives.TotalCount).toBe(2);
    expect(fives.Items.map((r: { Rating: number }) => r.Rating)).toEqual([5, 5]);
    expect(fives.Summary).toEqual(body.Summary);
    const page = (await list(p, '?Sort=newest&Page=2&PageSize=2')).json();
    expect(page.Items.map((r: { AuthorName: string }) => r.AuthorName)).toEqual(['Asha K.']);
    expect((await list(p, '?Sort=best')).statusCode).toBe(400);
  });

  it('a product card and page carry the rating once a review is approved', async () => {
    const p = await createProduct(t.ctx, { name: 'Naada Rating Card Speaker' });
    const card = async () =>
      (await t.app.inject(`/api/Public/product?SearchText=${encodeURIComponent('Naada Rating Card Speaker')}`))
        .json()
        .find((c: { Id: number }) => c.Id === p.product.id);
    expect((await card()).Rating).toEqual({ Average: 0, Count: 0 });
    const s = await buyer(p);
    const id = await reviewed(p, s, goodReview(4));
    await moderate(id, { Status: 'Approved' });
    await expect.poll(async () => (await card()).Rating).toEqual({ Average: 4, Count: 1 });
    await expect.poll(async () => (await t.app.inject(`/api/Public/Product/GetById?Id=${p.product.id}`)).json().Rating).toEqual({ Average: 4, Count: 1 });
  });
});

describe('helpful', () => {
  it('once per shopper, not on their own review, only on approved ones; parallel sends count once', async () => {
    const p = await createProduct(t.ctx);
    const author = await buyer(p);
    const id = await reviewed(p, author);
    const reader = await userWithToken(t.ctx);
    const helpful = (s: Shopper) => t.app.inject({ method: 'POST', url: `/api/reviews/${id}/helpful`, payload: {}, headers: s.auth });
    const early = await helpful(reader);
    expect(early.statusCode).toBe(400);
    expect(early.json().Message).toBe(REVIEW_MESSAGES.notApproved);
    await moderate(id, { Status: 'Approved' });
    expect((await helpful(author)).json().Message).toBe(REVIEW_MESSAGES.ownReviewHelpful);
    const first = await helpful(reader);
    expect(first.json()).toMatchObject({ Status: true, HelpfulCount: 1 });
    const again = await helpful(reader);
    expect(again.statusCode).toBe(409);
    expect(again.json().Message).toBe(REVIEW_MESSAGES.alreadyHelpful);
    const other = await userWithToken(t.ctx);
    const atOnce = await Promise.all(Array.from({ length: 4 }, () => helpful(other)));
    expect(atOnce.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect((await list(p)).json().Items[0].HelpfulCount).toBe(2);
    expect((await t.app.inject({ method: 'POST', url: `/api/reviews/${id}/helpful`, payload: {} })).statusCode).toBe(401);
  });
});

describe('the daily limit', () => {
  it(`at most ${REVIEWS_PER_DAY} reviews and edits a day; refusals for other reasons do not count`, async () => {
    const s = await userWithToken(t.ctx);
    const items: Product[] = [];
    for (let i = 0; i < 4; i++) items.push(await createProduct(t.ctx));
    await orderOf(t, admin, s, items);
    const stranger = await createProduct(t.ctx);
    for (let i = 0; i < 3; i++) expect((await post(stranger, s)).statusCode).toBe(400);
    let sent = 0;
    for (const p of items.slice(0, 3)) {
      expect((await post(p, s)).statusCode).toBe(200);
      sent++;
    }
    while (sent < REVIEWS_PER_DAY) {
      expect((await put(items[sent % 3]!, s, goodReview(1 + (sent % 5)))).statusCode).toBe(200);
      sent++;
    }
    const over = await post(items[3]!, s);
    expect(over.statusCode).toBe(429);
    expect(over.json().Message).toBe(REVIEW_MESSAGES.tooManyToday);
    expect((await put(items[0]!, s)).statusCode).toBe(429);
    const e = (await t.app.inject({ url: `/api/products/${items[3]!.product.id}/reviews/eligibility`, headers: s.auth })).json();
    expect(e).toEqual({ CanReview: false, Reason: REVIEW_MESSAGES.tooManyToday, ReviewId: null });
    clock += 2 * 24 * 60 * 60 * 1000;
    expect((await post(items[3]!, s)).statusCode).toBe(200);
  });
});

describe('my reviews', () => {
  it('every status, the reason, and one product with ProductId; others never see them', async () => {
    const [p, q] = [await createProduct(t.ctx), await createProduct(t.ctx)];
    const s = await userWithToken(t.ctx);
    await orderOf(t, admin, s, [p, q]);
    const a = await reviewed(p, s);
    clock += 1000;
    const b = await reviewed(q, s);
    await moderate(a, { Status: 'Rejected', Reason: 'Off topic' });
    const all = await mine(s);
    expect(all.map((r: { Id: number; Status: string }) => [r.Id, r.Status])).toEqual([
      [b, 'Pending'],
      [a, 'Rejected'],
    ]);
    expect(await mine(s, `?ProductId=${p.product.id}`)).toEqual([expect.objectContaining({ Id: a, Reason: 'Off topic' })]);
    expect(await mine(await userWithToken(t.ctx))).toEqual([]);
    expect((await t.app.inject('/api/reviews/mine')).statusCode).toBe(401);
  });
});
