// What an order's money does on the paths where more than one payment, a late payment or a coupon
// meet: every rupee paid in is either kept for the order or given back, once
// (docs/checkout-and-payments.md, "What always adds up").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { addToCart, createAddress, createProduct, userWithToken } from '../../testing/fixtures';
import { payments, sandboxTransactions } from '../../db/schema';

let t: TestApp;
let admin: Awaited<ReturnType<typeof userWithToken>>;
const clock = new Date('2026-11-20T10:00:00Z');

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

/** A shopper's unpaid order of `quantity` units of a new product at `price` rupees. */
async function unpaidOrder({ price = 1499, quantity = 1, stock = 10 } = {}) {
  const s = await userWithToken(t.ctx);
  const { product, variants } = await createProduct(t.ctx, { variants: [{ title: 'Black', price, stock }] });
  const address = await createAddress(t.ctx, s.user.id);
  const cartId = await addToCart(t.app, s.auth, product.id, variants[0].id, quantity);
  const res = await checkout(s, cartId, address.id);
  expect(res.statusCode, res.body).toBe(200);
  return { s, product, variant: variants[0], address, orderId: res.json().OrderId as string, transactionId: res.json().TransactionId as string };
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
    expect(o.late.Notice).toBe(`This order was already paid by another payment, so this payment of Rs. ${(total / 100).toFixed(2)} is refunded in full.`);
    expect(order.Notice).toBe(o.late.Notice);
    expect(order.Payment.TransactionId).toBe(o.settling);
    const book = await gatewayBook(o.orderId);
    expect(book).toMatchObject({ paidIn: 2 * total, refunded: total, kept: total });
    expect(book.byTransaction.get(o.duplicate)).toBe(total);
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
