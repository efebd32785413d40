// What an order's money does on the paths where more than one payment, a late payment or a coupon
// meet: every rupee paid in is either kept for the order or given back, once
// (docs/checkout-and-payments.md, "What always adds up").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { CHECKOUT_MESSAGES as M } from '@shared/schemas/orders';
import { MAX_PAYMENT_ATTEMPTS } from '@shared/constants';
import { sweepPayments } from './payments.service';
import { addToCart, createAddress, createProduct, userWithToken } from '../../testing/fixtures';
import { payments, productVariants, sandboxTransactions } from '../../db/schema';

let t: TestApp;
let admin: Awaited<ReturnType<typeof userWithToken>>;
let clock = new Date('2026-11-20T10:00:00Z');
const MINUTE = 60_000;
const later = (minutes: number) => (clock = new Date(clock.getTime() + minutes * MINUTE));

beforeAll(async () => {
  t = await createTestApp({ context: { now: () => clock } });
  admin = await userWithToken(t.ctx, 'Admin');
});
afterAll(async () => t?.close());

type Shopper = Awaited<ReturnType<typeof userWithToken>>;

async function checkout(s: Shopper, cartId: string, addressId: number) {
  const [opt] = (await t.app.inject({ url: `/api/order/shipping-options?AddressId=${addressId}`, headers: s.auth })).json();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/order/payment-initiate',
    payload: { CartId: cartId, ShippingAddressId: addressId, CourierName: opt.courier_name, ShippingCost: opt.rate },
    headers: s.auth,
  });
  return res;
}

/** What a shopper buys: `quantity` units of `variant` (a new product at `price` rupees when none is given), with a coupon or not. */
interface Basket {
  price?: number;
  quantity?: number;
  stock?: number;
  coupon?: string;
  variant?: { id: number; productId: number };
  shopper?: Shopper;
}

/** A shopper's unpaid order of the basket. */
async function unpaidOrder({ price = 1499, quantity = 1, stock = 10, coupon, variant, shopper }: Basket = {}) {
  const s = shopper ?? (await userWithToken(t.ctx));
  const v = variant ?? (await createProduct(t.ctx, { variants: [{ title: 'Black', price, stock }] })).variants[0]!;
  const address = await createAddress(t.ctx, s.user.id);
  const cartId = await addToCart(t.app, s.auth, v.productId, v.id, quantity);
  if (coupon) {
    const applied = await t.app.inject({ method: 'POST', url: '/api/public/cart/coupon', headers: s.auth, payload: { Code: coupon } });
    expect(applied.statusCode, applied.body).toBe(200);
  }
  const res = await checkout(s, cartId, address.id);
  expect(res.statusCode, res.body).toBe(200);
  return { s, variant: v, address, orderId: res.json().OrderId as string, transactionId: res.json().TransactionId as string };
}

let couponSeq = 0;
/** A 10 % coupon made through the admin API, with the limits given. */
async function makeCoupon(limits: { UsageLimit?: number; PerShopperLimit?: number }) {
  couponSeq += 1;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/Admin/coupons',
    headers: admin.auth,
    payload: {
      Code: `LATE${couponSeq}X${Date.now() % 100000}`,
      Kind: 'Percent',
      Value: 10,
      MinCartValue: 0,
      StartsAt: new Date(clock.getTime() - 24 * 60 * MINUTE).toISOString(),
      EndsAt: new Date(clock.getTime() + 30 * 24 * 60 * MINUTE).toISOString(),
      ...limits,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().Coupon as { Id: number; Code: string };
}
const usedCount = async (code: string) =>
  (await t.app.inject({ url: `/api/Admin/coupons?Search=${code}`, headers: admin.auth })).json().Items.find((c: { Code: string }) => c.Code === code)
    .UsedCount as number;
const cartOf = async (s: Shopper) => (await t.app.inject({ url: '/api/public/cart/getitems', headers: s.auth })).json();

/**
 * The shopper pays on the gateway's page a minute before the hold ends, but the gateway's answer
 * reaches the shop only after the sweep expired the order (its stock and coupon use let go, its
 * lines back in the cart).
 */
async function paidJustBeforeExpiry(o: { s: Shopper; orderId: string; transactionId: string }) {
  later(14);
  expect((await decide(o.transactionId)).statusCode).toBe(303);
  later(2);
  const gateway = t.ctx.payments;
  const getStatus = gateway.getStatus.bind(gateway);
  gateway.getStatus = async () => {
    throw new Error('gateway unreachable');
  };
  try {
    await sweepPayments(t.ctx);
  } finally {
    gateway.getStatus = getStatus;
  }
  expect((await orderOf(o.s, o.orderId)).Status).toBe('Failed');
}

/** The shopper's choice on the sandbox gateway's page. */
const decide = (transactionId: string, outcome: 'success' | 'failure' = 'success') =>
  t.app.inject({
    method: 'POST',
    url: `/sandbox/pay/${transactionId}`,
    payload: `outcome=${outcome}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
/** The shopper back on the shop's payment status page: the shop asks the gateway. */
const validate = async (s: Shopper, transactionId: string) =>
  (await t.app.inject({ url: `/api/Order/payment-validate/${transactionId}`, headers: s.auth })).json();
const payNow = (s: Shopper, orderId: string) => t.app.inject({ url: `/api/order/payment-reinitiate/${orderId}`, headers: s.auth });
const stockOf = async (variantId: number) => (await t.ctx.db.select().from(productVariants).where(eq(productVariants.id, variantId)))[0]!.stock;
const orderOf = async (s: Shopper, orderId: string) => (await t.app.inject({ url: `/api/order/${orderId}`, headers: s.auth })).json();

/** What the gateway holds for an order: paid in and paid back over all its payments, in paise. */
async function gatewayBook(orderId: string) {
  const own = await t.ctx.db.select().from(payments).where(eq(payments.orderId, orderId));
  const book = own.length
    ? await t.ctx.db
        .select()
        .from(sandboxTransactions)
        .where(
          inArray(
            sandboxTransactions.transactionId,
            own.map((p) => p.transactionId),
          ),
        )
    : [];
  const paidIn = book.filter((b) => b.state === 'COMPLETED').reduce((sum, b) => sum + b.amountPaise, 0);
  const refunded = book.reduce((sum, b) => sum + b.refundedPaise, 0);
  return { paidIn, refunded, kept: paidIn - refunded, byTransaction: new Map(book.map((b) => [b.transactionId, b.refundedPaise])) };
}

/** An order paid twice: Pay now opened a second payment, the shopper paid it and then the first one too. */
async function paidTwice(o: { price?: number; quantity?: number } = {}) {
  const order = await unpaidOrder(o);
  const second = (await payNow(order.s, order.orderId)).json().TransactionId as string;
  await decide(second);
  expect((await validate(order.s, second)).state).toBe('COMPLETED');
  await decide(order.transactionId);
  const late = await validate(order.s, order.transactionId);
  expect(late.state).toBe('COMPLETED');
  return { ...order, settling: second, duplicate: order.transactionId, late };
}

describe('an order paid by two payments', () => {
  it('gives the second payment back whole at once and says why; the order keeps the first that came in', async () => {
    const o = await paidTwice({ price: 1499 });
    const order = await orderOf(o.s, o.orderId);
    expect(order.Status).toBe('Ordered');
    const total = Math.round((order.TotalAmount + order.ShippingCost) * 100);
    expect(o.late.Notice).toBe(`This order was already paid, so a second payment of Rs. ${(total / 100).toFixed(2)} for it is refunded in full.`);
    expect(order.Notice).toBe(o.late.Notice);
    expect(order.Payment.TransactionId).toBe(o.settling);
    const book = await gatewayBook(o.orderId);
    expect(book).toMatchObject({ paidIn: 2 * total, refunded: total, kept: total });
    expect(book.byTransaction.get(o.duplicate)).toBe(total);
  });

  it('a payment that comes in after its order was cancelled unpaid is refunded in full, saying why, and the order stays cancelled', async () => {
    const o = await unpaidOrder({ price: 1799 });
    const cancel = await t.app.inject({ method: 'PATCH', url: `/api/order/${o.orderId}/status`, payload: { Status: 'Cancelled' }, headers: o.s.auth });
    expect(cancel.statusCode, cancel.body).toBe(200);
    // The gateway's page was still open: the shopper pays on it.
    await decide(o.transactionId);
    const v = await validate(o.s, o.transactionId);
    expect(v.Notice).toBe(
      `This order had been cancelled when a payment of Rs. ${(v.amount / 100).toFixed(2)} for it came in, so that payment is refunded in full.`,
    );
    expect(await orderOf(o.s, o.orderId)).toMatchObject({ Status: 'Cancelled', Notice: v.Notice });
    expect(await gatewayBook(o.orderId)).toMatchObject({ paidIn: v.amount, refunded: v.amount, kept: 0 });
  });

  it('cancelled: the payment that paid for the order is refunded, with a credit note, and nothing is refunded twice', async () => {
    const o = await paidTwice({ price: 2499 });
    const cancel = await t.app.inject({ method: 'PATCH', url: `/api/order/${o.orderId}/status`, payload: { Status: 'Cancelled' }, headers: o.s.auth });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const order = await orderOf(o.s, o.orderId);
    expect(order.Payment).toMatchObject({ TransactionId: o.settling, RefundStatus: 'Completed' });
    const total = Math.round((order.TotalAmount + order.ShippingCost) * 100);
    const book = await gatewayBook(o.orderId);
    expect(book).toMatchObject({ paidIn: 2 * total, refunded: 2 * total, kept: 0 });
    expect(book.byTransaction.get(o.settling)).toBe(total);
    expect(book.byTransaction.get(o.duplicate)).toBe(total);
    const note = await t.app.inject({ url: `/api/Order/credit-note/download/order/${o.orderId}`, headers: o.s.auth });
    expect(note.statusCode).toBe(200);
    expect(note.headers['content-type']).toContain('application/pdf');
  });

  it('returned after delivery: the refund is what the items cost, paid back from the payment that paid for them', async () => {
    const o = await paidTwice({ price: 1299, quantity: 2 });
    const move = (body: Record<string, unknown>) =>
      t.app.inject({ method: 'PATCH', url: `/api/order/${o.orderId}/status`, payload: { OrderId: o.orderId, ...body }, headers: admin.auth });
    expect((await move({ Status: 'Shipped', TrackingId: 'DLV7654321', CourierName: 'Delhivery', ShippedDate: clock.toISOString() })).statusCode).toBe(200);
    expect((await move({ Status: 'Delivered', DeliveredDate: clock.toISOString() })).statusCode).toBe(200);
    const order = await orderOf(o.s, o.orderId);
    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/order/${o.orderId}/returns`,
      payload: { Items: [{ OrderItemId: order.Items[0].Id, Quantity: 1 }], Reason: 'No longer needed' },
      headers: o.s.auth,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const id = asked.json().ReturnId;
    expect((await t.app.inject({ method: 'PATCH', url: `/api/Admin/returns/${id}`, payload: { Status: 'Approved' }, headers: admin.auth })).statusCode).toBe(
      200,
    );
    const received = await t.app.inject({ method: 'PATCH', url: `/api/Admin/returns/${id}`, payload: { Status: 'Received' }, headers: admin.auth });
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json().Return).toMatchObject({ Status: 'Refunded', RefundAmount: 1299, RefundStatus: 'Completed' });
    const total = Math.round((order.TotalAmount + order.ShippingCost) * 100);
    const book = await gatewayBook(o.orderId);
    expect(book.byTransaction.get(o.settling)).toBe(129_900);
    expect(book).toMatchObject({ paidIn: 2 * total, refunded: total + 129_900, kept: total - 129_900 });
  });
});

describe('Pay now', () => {
  it('stays within the hold the order got when it was placed: trying again before it ends keeps the stock from others no longer', async () => {
    const o = await unpaidOrder({ stock: 1 });
    expect(await stockOf(o.variant.id)).toBe(0);
    later(10);
    const first = await payNow(o.s, o.orderId);
    expect(first.statusCode, first.body).toBe(200);
    later(4);
    const second = await payNow(o.s, o.orderId);
    expect(second.statusCode, second.body).toBe(200);
    later(2);
    // 16 minutes after the order was placed: its hold is over, however often it was tried.
    const third = await payNow(o.s, o.orderId);
    expect(third.statusCode).toBe(409);
    expect(third.json().Message).toBe(M.holdOver);
    await sweepPayments(t.ctx);
    expect((await orderOf(o.s, o.orderId)).Status).toBe('Failed');
    expect(await stockOf(o.variant.id)).toBe(1);
    // The gateway's page of the last try closed with the hold: it takes no payment now.
    const tx = second.json().TransactionId as string;
    expect((await t.app.inject({ url: `/sandbox/pay/${tx}` })).body).toContain('This payment has expired');
    await decide(tx);
    expect((await validate(o.s, tx)).state).toBe('FAILED');
    expect(await stockOf(o.variant.id)).toBe(1);
  });

  it(`opens at most ${MAX_PAYMENT_ATTEMPTS} payments for one order, then says why not`, async () => {
    const o = await unpaidOrder();
    for (let i = 1; i < MAX_PAYMENT_ATTEMPTS; i += 1) {
      const res = await payNow(o.s, o.orderId);
      expect(res.statusCode, res.body).toBe(200);
      await decide(res.json().TransactionId, 'failure');
    }
    const refused = await payNow(o.s, o.orderId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().Message).toBe(M.tooManyAttempts(MAX_PAYMENT_ATTEMPTS));
    expect(await t.ctx.db.select().from(payments).where(eq(payments.orderId, o.orderId))).toHaveLength(MAX_PAYMENT_ATTEMPTS);
  });

  it('opens no payment with less time left than the gateway keeps its page open', async () => {
    const o = await unpaidOrder();
    const gateway = t.ctx.payments;
    const shortest = gateway.shortestPageSeconds;
    // A gateway whose page stays open at least 5 minutes, as PhonePe's does.
    Object.assign(gateway, { shortestPageSeconds: 300 });
    try {
      later(9);
      expect((await payNow(o.s, o.orderId)).statusCode).toBe(200);
      later(2);
      const refused = await payNow(o.s, o.orderId);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().Message).toBe(M.holdEndsSoon(5));
    } finally {
      Object.assign(gateway, { shortestPageSeconds: shortest });
    }
  });
});

describe('an expired order paid after all', () => {
  it('is placed when its stock and its coupon use can still be had: the use is taken again and the lines its expiry put back in the cart come out', async () => {
    const coupon = await makeCoupon({ UsageLimit: 2 });
    const o = await unpaidOrder({ price: 2000, stock: 5, coupon: coupon.Code });
    expect(await usedCount(coupon.Code)).toBe(1);
    await paidJustBeforeExpiry(o);
    expect(await usedCount(coupon.Code)).toBe(0);
    expect(await stockOf(o.variant.id)).toBe(5);
    expect((await cartOf(o.s)).Items).toHaveLength(1);
    const v = await validate(o.s, o.transactionId);
    expect(v).toMatchObject({ state: 'COMPLETED', Notice: null });
    const order = await orderOf(o.s, o.orderId);
    expect(order).toMatchObject({ Status: 'Ordered', Discount: 200, CouponCode: coupon.Code });
    // One paid order carries the coupon: one use.
    expect(await usedCount(coupon.Code)).toBe(1);
    expect(await stockOf(o.variant.id)).toBe(4);
    const cart = await cartOf(o.s);
    expect(cart.Items).toHaveLength(0);
    expect(cart.CouponCode).toBeNull();
    expect((await gatewayBook(o.orderId)).kept).toBe(v.amount);
  });

  it('whose coupon was used up meanwhile is refunded in full, saying why; the coupon stays within its limit', async () => {
    const coupon = await makeCoupon({ UsageLimit: 1 });
    const o = await unpaidOrder({ price: 2000, stock: 5, coupon: coupon.Code });
    await paidJustBeforeExpiry(o);
    // Someone else takes the use the expiry gave back.
    const other = await unpaidOrder({ variant: o.variant, coupon: coupon.Code });
    expect(await usedCount(coupon.Code)).toBe(1);
    const v = await validate(o.s, o.transactionId);
    expect(v.state).toBe('COMPLETED');
    expect(v.Notice).toBe(
      `This order had expired when your payment of Rs. ${(v.amount / 100).toFixed(2)} came in, and meanwhile the coupon ${coupon.Code} was used up, so the payment is refunded in full. You may order the items again without it.`,
    );
    const order = await orderOf(o.s, o.orderId);
    expect(order).toMatchObject({ Status: 'Failed', Notice: v.Notice, Payment: { RefundStatus: 'Completed' } });
    expect(await usedCount(coupon.Code)).toBe(1);
    expect(await gatewayBook(o.orderId)).toMatchObject({ paidIn: v.amount, refunded: v.amount, kept: 0 });
    // Its unit was not taken again: only the other order's is out.
    expect(await stockOf(o.variant.id)).toBe(4);
    expect((await orderOf(other.s, other.orderId)).Status).toBe('Pending');
  });

  it('whose coupon the shopper used up on another order meanwhile is refunded in full, saying why', async () => {
    const coupon = await makeCoupon({ PerShopperLimit: 1 });
    const o = await unpaidOrder({ price: 1500, coupon: coupon.Code });
    await paidJustBeforeExpiry(o);
    // The expiry put the lines and the coupon back in the cart; the shopper orders them again.
    const again = await checkout(o.s, (await cartOf(o.s)).Id, o.address.id);
    expect(again.statusCode, again.body).toBe(200);
    const v = await validate(o.s, o.transactionId);
    expect(v.Notice).toBe(
      `This order had expired when your payment of Rs. ${(v.amount / 100).toFixed(2)} came in, and meanwhile you used the coupon ${coupon.Code} on another order as often as it allows, so the payment is refunded in full.`,
    );
    expect(await usedCount(coupon.Code)).toBe(1);
    expect((await gatewayBook(o.orderId)).kept).toBe(0);
  });

  it('whose stock was sold meanwhile is refunded in full, saying why, and the stock is never oversold', async () => {
    const o = await unpaidOrder({ price: 999, stock: 1 });
    await paidJustBeforeExpiry(o);
    expect(await stockOf(o.variant.id)).toBe(1);
    const other = await unpaidOrder({ variant: o.variant });
    expect(await stockOf(o.variant.id)).toBe(0);
    const v = await validate(o.s, o.transactionId);
    const order = await orderOf(o.s, o.orderId);
    expect(v.Notice).toBe(
      `This order had expired when your payment of Rs. ${(v.amount / 100).toFixed(2)} came in, and meanwhile ${order.Items[0].ProductName} (Black) sold out, so the payment is refunded in full.`,
    );
    expect(order).toMatchObject({ Status: 'Failed', Notice: v.Notice });
    expect(await stockOf(o.variant.id)).toBe(0);
    expect(await gatewayBook(o.orderId)).toMatchObject({ paidIn: v.amount, refunded: v.amount, kept: 0 });
    expect((await orderOf(other.s, other.orderId)).Status).toBe('Pending');
  });
});
