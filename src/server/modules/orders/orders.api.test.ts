import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createProduct, userWithToken } from '../../testing/fixtures';
import { addresses, orders, payments, productVariants, sandboxTransactions } from '../../db/schema';
import { applyGatewayAnswer, sweepPayments } from './payments.service';
import type { AppContext } from '../../context';

let t: TestApp;
let clock = new Date('2026-11-20T10:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ context: { now: () => clock } });
});
afterAll(async () => t?.close());

type Shopper = Awaited<ReturnType<typeof userWithToken>>;

async function addAddress(ctx: AppContext, userId: string, state = 'Tamil Nadu', pinCode = '632001', city = 'Vellore') {
  const [a] = await ctx.db
    .insert(addresses)
    .values({
      userId,
      firstName: 'Asha',
      lastName: 'Rao',
      phone: '9876501234',
      addressTitle: 'Home',
      addressLine1: '12 Gandhi Road',
      addressLine2: 'Near Clock Tower',
      taluk: city,
      city,
      state,
      pinCode,
    })
    .returning();
  return a;
}

async function fillCart(s: Shopper, productId: number, variantId: number, quantity = 1) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/public/cart/additem',
    payload: { ProductId: productId, VariantId: variantId, Quantity: quantity },
    headers: s.auth,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().Id as string;
}

async function options(s: Shopper, addressId: number) {
  const res = await t.app.inject({ url: `/api/order/shipping-options?AddressId=${addressId}`, headers: s.auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { courier_name: string; rate: number; is_surface: boolean }[];
}

async function checkout(s: Shopper, cartId: string, addressId: number, pick?: { CourierName: string; ShippingCost: number }) {
  const choice = pick ?? (await options(s, addressId)).map((o) => ({ CourierName: o.courier_name, ShippingCost: o.rate }))[0];
  return t.app.inject({
    method: 'POST',
    url: '/api/order/payment-initiate',
    payload: { CartId: cartId, ShippingAddressId: addressId, ...choice },
    headers: s.auth,
  });
}

async function pay(transactionId: string, outcome: 'success' | 'failure') {
  const res = await t.app.inject({
    method: 'POST',
    url: `/sandbox/pay/${transactionId}`,
    payload: `outcome=${outcome}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(res.statusCode).toBe(303);
  expect(res.headers.location).toBe(`/payment/status/${transactionId}`);
}

async function placeOrder(opts: { stock?: number; price?: number; state?: string; pin?: string; city?: string; quantity?: number } = {}) {
  const s = await userWithToken(t.ctx);
  const { product, variants } = await createProduct(t.ctx, {
    variants: [{ title: 'Black', price: opts.price ?? 1180, stock: opts.stock ?? 10, metrix: 0.8, weight: 0.5 }],
    hsnCode: '85183000',
  });
  const address = await addAddress(t.ctx, s.user.id, opts.state, opts.pin, opts.city);
  const cartId = await fillCart(s, product.id, variants[0].id, opts.quantity ?? 1);
  const res = await checkout(s, cartId, address.id);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  return { s, product, variant: variants[0], address, cartId, orderId: body.OrderId as string, transactionId: body.TransactionId as string, body };
}

const stockOf = async (variantId: number) => (await t.ctx.db.select().from(productVariants).where(eq(productVariants.id, variantId)))[0].stock;

describe('shipping options', () => {
  it('lists surface couriers only, marked up and rounded, cheapest first, with Tamil Nadu local couriers', async () => {
    const s = await userWithToken(t.ctx);
    const { product, variants } = await createProduct(t.ctx, { variants: [{ title: 'Black', price: 999, stock: 5, metrix: 1.2, weight: 0.9 }] });
    await fillCart(s, product.id, variants[0].id, 2);
    const tn = await addAddress(t.ctx, s.user.id);
    const ka = await addAddress(t.ctx, s.user.id, 'Karnataka', '560001', 'Bangalore');
    const local = await options(s, tn.id);
    expect(local.every((o) => o.is_surface)).toBe(true);
    expect(local.every((o) => o.rate % 10 === 0)).toBe(true);
    expect(local.map((o) => o.rate)).toEqual([...local.map((o) => o.rate)].sort((a, b) => a - b));
    expect(local.map((o) => o.courier_name)).toEqual(expect.arrayContaining(['Vellore Local Express', 'Tamil Nadu Parcel Service']));
    expect(local.map((o) => o.courier_name)).not.toContain('Blue Dart Air');
    // 2 x 1.2 kg metrix = 2.4 kg, under 3 kg: 50 per kg = 120, + 20 % = 144, up to 150.
    expect(local.find((o) => o.courier_name === 'Vellore Local Express')!.rate).toBe(150);
    const far = await options(s, ka.id);
    expect(far.map((o) => o.courier_name)).not.toContain('Vellore Local Express');
  });

  it("refuses another shopper's address", async () => {
    const a = await userWithToken(t.ctx);
    const b = await userWithToken(t.ctx);
    const address = await addAddress(t.ctx, a.user.id);
    const res = await t.app.inject({ url: `/api/order/shipping-options?AddressId=${address.id}`, headers: b.auth });
    expect(res.statusCode).toBe(404);
  });
});

describe('checkout and payment', () => {
  it('takes the stock, empties the cart and sends the shopper to the gateway', async () => {
    const o = await placeOrder({ stock: 4, quantity: 3 });
    expect(o.body.Status).toBe(true);
    expect(o.body.redirectUrl).toBe(`/sandbox/pay/${o.transactionId}`);
    expect(await stockOf(o.variant.id)).toBe(1);
    const cart = (await t.app.inject({ url: '/api/public/cart/getitems', headers: o.s.auth })).json();
    expect(cart.Items).toHaveLength(0);
    const order = (await t.app.inject({ url: `/api/order/${o.orderId}`, headers: o.s.auth })).json();
    expect(order).toMatchObject({ Status: 'Pending', TotalAmount: 3540, Payment: { PaymentStatus: 'Pending' } });
    expect(order.Items[0]).toMatchObject({ Quantity: 3, Price: 1180, TotalPrice: 3540, VariantName: 'Black' });
  });

  it("settles a sandbox payment from the gateway's own answer, once", async () => {
    const o = await placeOrder();
    const before = (await t.app.inject({ url: `/api/Order/payment-validate/${o.transactionId}`, headers: o.s.auth })).json();
    expect(before.state).toBe('PENDING');
    await pay(o.transactionId, 'success');
    const v = (await t.app.inject({ url: `/api/Order/payment-validate/${o.transactionId}`, headers: o.s.auth })).json();
    const order = (await t.app.inject({ url: `/api/order/${o.orderId}`, headers: o.s.auth })).json();
    expect(v).toMatchObject({
      state: 'COMPLETED',
      orderCode: order.OrderCode,
      orderId: o.orderId,
      amount: Math.round((order.TotalAmount + order.ShippingCost) * 100),
    });
    expect(order.Status).toBe('Ordered');
    expect(order.InvoiceNumber).toMatch(/^INV\/\d\d-\d\d\/\d{6}$/);
    // The same answer again changes nothing.
    const again = await applyGatewayAnswer(t.ctx, o.transactionId, { state: 'COMPLETED', amountPaise: v.amount });
    expect(again).toBe('unchanged');
    const history = (await t.ctx.db.select().from(orders).where(eq(orders.id, o.orderId)))[0];
    expect(history.status).toBe('Ordered');
    // A second outcome on the sandbox page is refused.
    const repeat = await t.app.inject({ url: `/sandbox/pay/${o.transactionId}` });
    expect(repeat.body).toContain('Already paid');
  });

  it('does not accept a COMPLETED answer for the wrong amount', async () => {
    const o = await placeOrder();
    const [p] = await t.ctx.db.select().from(payments).where(eq(payments.transactionId, o.transactionId));
    expect(await applyGatewayAnswer(t.ctx, o.transactionId, { state: 'COMPLETED', amountPaise: p.amountPaise - 100 })).toBe('amount-mismatch');
    const order = (await t.app.inject({ url: `/api/order/${o.orderId}`, headers: o.s.auth })).json();
    expect(order.Status).toBe('Pending');
    expect(order.Payment.PaymentStatus).toBe('Pending');
  });

  it("keeps a failed payment's order pending so the shopper may pay again", async () => {
    const o = await placeOrder();
    await pay(o.transactionId, 'failure');
    const v = (await t.app.inject({ url: `/api/Order/payment-validate/${o.transactionId}`, headers: o.s.auth })).json();
    expect(v.state).toBe('FAILED');
    const retry = await t.app.inject({ url: `/api/order/payment-reinitiate/${o.orderId}`, headers: o.s.auth });
    expect(retry.statusCode).toBe(200);
    const next = retry.json();
    expect(next.TransactionId).not.toBe(o.transactionId);
    await pay(next.TransactionId, 'success');
    expect((await t.app.inject({ url: `/api/Order/payment-validate/${next.TransactionId}`, headers: o.s.auth })).json().state).toBe('COMPLETED');
    expect((await t.app.inject({ url: `/api/order/${o.orderId}`, headers: o.s.auth })).json().Status).toBe('Ordered');
  });

  it('refuses a tampered shipping cost or courier', async () => {
    const s = await userWithToken(t.ctx);
    const { product, variants } = await createProduct(t.ctx, { variants: [{ title: 'Red', price: 500, stock: 3 }] });
    const address = await addAddress(t.ctx, s.user.id);
    const cartId = await fillCart(s, product.id, variants[0].id);
    const [best] = await options(s, address.id);
    const cheap = await checkout(s, cartId, address.id, { CourierName: best.courier_name, ShippingCost: 1 });
    expect(cheap.statusCode).toBe(400);
    expect(cheap.json().Message).toBe('The shipping cost has changed. Please choose the shipping partner again.');
    const fake = await checkout(s, cartId, address.id, { CourierName: 'Free Express', ShippingCost: 0 });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().Message).toBe('The selected shipping partner is not available for this address. Please choose again.');
    expect(await stockOf(variants[0].id)).toBe(3);
  });

  it('blocks checkout while a pending order exists, and for an empty cart', async () => {
    const o = await placeOrder();
    const empty = await checkout(o.s, o.cartId, o.address.id, { CourierName: 'DTDC Surface', ShippingCost: 60 });
    expect(empty.json().Message).toBe('Cart is empty');
    const { product, variants } = await createProduct(t.ctx, { variants: [{ title: 'Blue', price: 700, stock: 3 }] });
    await fillCart(o.s, product.id, variants[0].id);
    const blocked = await checkout(o.s, o.cartId, o.address.id);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().Message).toBe('You have pending orders. Please complete them before checkout new items from the cart.');
    const pending = (await t.app.inject({ url: '/api/order/status/pending', headers: o.s.auth })).json();
    expect(pending.map((p: { OrderId: string }) => p.OrderId)).toEqual([o.orderId]);
  });

  it('asks a guest to log in', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/order/payment-initiate',
      payload: { CartId: '00000000-0000-4000-8000-000000000000', ShippingAddressId: 1, CourierName: 'x', ShippingCost: 1 },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().Message).toBe('Please login to checkout');
  });

  it('20 shoppers racing for the last unit make exactly one order', async () => {
    const { product, variants } = await createProduct(t.ctx, { variants: [{ title: 'Last', price: 999, stock: 1 }] });
    const shoppers = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const s = await userWithToken(t.ctx);
        const address = await addAddress(t.ctx, s.user.id);
        const cartId = await fillCart(s, product.id, variants[0].id);
        const [best] = await options(s, address.id);
        return { s, address, cartId, best };
      }),
    );
    const answers = await Promise.all(
      shoppers.map((x) => checkout(x.s, x.cartId, x.address.id, { CourierName: x.best.courier_name, ShippingCost: x.best.rate })),
    );
    const won = answers.filter((a) => a.statusCode === 200);
    expect(won).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 400).every((a) => a.json().Message === 'Some items are out of stock')).toBe(true);
    expect(await stockOf(variants[0].id)).toBe(0);
    const made = await t.ctx.db.select().from(orders);
    const forThis = [];
    for (const o of made) {
      const order = (await t.app.inject({ url: `/api/order/${o.id}`, headers: won[0] ? shoppers[answers.indexOf(won[0])].s.auth : {} })).json();
      if (order.Items?.[0]?.VariantId === variants[0].id) forThis.push(order);
    }
    expect(forThis).toHaveLength(1);
  });

  it('releases the stock of an order left unpaid for 15 minutes', async () => {
    const o = await placeOrder({ stock: 2, quantity: 2 });
    expect(await stockOf(o.variant.id)).toBe(0);
    clock = new Date(clock.getTime() + 14 * 60_000);
    await sweepPayments(t.ctx);
    expect(await stockOf(o.variant.id)).toBe(0);
    clock = new Date(clock.getTime() + 2 * 60_000);
    const swept = await sweepPayments(t.ctx);
    expect(swept.expired).toBeGreaterThanOrEqual(1);
    expect(await stockOf(o.variant.id)).toBe(2);
    const order = (await t.app.inject({ url: `/api/order/${o.orderId}`, headers: o.s.auth })).json();
    expect(order.Status).toBe('Failed');
    // Sweeping again gives nothing back twice.
    await sweepPayments(t.ctx);
    expect(await stockOf(o.variant.id)).toBe(2);
  });

  it("puts an expired order's lines back into the cart, merged with what is there and capped by stock, saying which were capped", async () => {
    const o = await placeOrder({ stock: 3, quantity: 2 });
    const { product: other, variants: otherVariants } = await createProduct(t.ctx, { variants: [{ title: 'Blue', price: 500, stock: 4 }] });
    // Meanwhile the shopper put the same product and another one into the cart.
    await fillCart(o.s, o.product.id, o.variant.id, 1);
    await fillCart(o.s, other.id, otherVariants[0].id, 1);
    clock = new Date(clock.getTime() + 16 * 60_000);
    expect((await sweepPayments(t.ctx)).expired).toBeGreaterThanOrEqual(1);
    const cart = (await t.app.inject({ url: '/api/public/cart/getitems', headers: o.s.auth })).json();
    const quantities = Object.fromEntries(cart.Items.map((i: { VariantId: number; Quantity: number }) => [i.VariantId, i.Quantity]));
    // 1 already in the cart + 2 from the order = 3, the whole stock; the other line is untouched.
    expect(quantities).toEqual({ [o.variant.id]: 3, [otherVariants[0].id]: 1 });
    const order = (await t.app.inject({ url: `/api/order/${o.orderId}`, headers: o.s.auth })).json();
    expect(order.Status).toBe('Failed');
    expect(order.Notice).toBe('The payment was not completed in time. Its items are back in your cart.');
  });

  it('says which lines of an expired order could not go back whole', async () => {
    const o = await placeOrder({ stock: 3, quantity: 3 });
    clock = new Date(clock.getTime() + 16 * 60_000);
    // As if the released units had been sold to others already: one unit left, none to release.
    await t.ctx.db.update(orders).set({ stockReleased: true }).where(eq(orders.id, o.orderId));
    await t.ctx.db.update(productVariants).set({ stock: 1 }).where(eq(productVariants.id, o.variant.id));
    await sweepPayments(t.ctx);
    const cart = (await t.app.inject({ url: '/api/public/cart/getitems', headers: o.s.auth })).json();
    expect(cart.Items.map((i: { VariantId: number; Quantity: number }) => [i.VariantId, i.Quantity])).toEqual([[o.variant.id, 1]]);
    const order = (await t.app.inject({ url: `/api/order/${o.orderId}`, headers: o.s.auth })).json();
    expect(order.Notice).toBe(
      `The payment was not completed in time. Its items are back in your cart. Only 1 of 3 ${o.product.name} (Black) could be put back: the rest is sold out.`,
    );
    const myOrders = (await t.app.inject({ url: '/api/order/myorders', headers: o.s.auth })).json();
    expect(myOrders.find((x: { OrderId: string }) => x.OrderId === o.orderId).Notice).toBe(order.Notice);
  });
});

describe('ownership', () => {
  it("hides another shopper's order, payment, cancel and invoice behind 404", async () => {
    const o = await placeOrder();
    await pay(o.transactionId, 'success');
    await t.app.inject({ url: `/api/Order/payment-validate/${o.transactionId}`, headers: o.s.auth });
    const other = await userWithToken(t.ctx);
    const calls = [
      t.app.inject({ url: `/api/order/${o.orderId}`, headers: other.auth }),
      t.app.inject({ url: `/api/order/trackinginfo/${o.orderId}`, headers: other.auth }),
      t.app.inject({ url: `/api/Order/payment-validate/${o.transactionId}`, headers: other.auth }),
      t.app.inject({ url: `/api/order/payment-reinitiate/${o.orderId}`, headers: other.auth }),
      t.app.inject({ url: `/api/Order/invoice/download/${o.orderId}`, headers: other.auth }),
      t.app.inject({ method: 'PATCH', url: `/api/order/${o.orderId}/status`, payload: { OrderId: o.orderId, Status: 'Cancelled' }, headers: other.auth }),
    ];
    for (const res of await Promise.all(calls)) expect(res.statusCode, res.body).toBe(404);
    expect((await t.app.inject({ url: `/api/order/${o.orderId}`, headers: o.s.auth })).json().Status).toBe('Ordered');
    for (const url of [`/api/order/${o.orderId}`, '/api/order/myorders']) expect((await t.app.inject(url)).statusCode).toBe(401);
  });
});

describe('cancelling', () => {
  it('cancels a paid order: stock back, full refund recorded', async () => {
    const o = await placeOrder({ stock: 3, quantity: 2 });
    await pay(o.transactionId, 'success');
    await t.app.inject({ url: `/api/Order/payment-validate/${o.transactionId}`, headers: o.s.auth });
    expect(await stockOf(o.variant.id)).toBe(1);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/order/${o.orderId}/status`,
      payload: { OrderId: o.orderId, Status: 'Cancelled' },
      headers: o.s.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stockOf(o.variant.id)).toBe(3);
    const order = (await t.app.inject({ url: `/api/order/${o.orderId}`, headers: o.s.auth })).json();
    expect(order.Status).toBe('Cancelled');
    expect(order.Payment.RefundStatus).toBe('Completed');
    const again = await t.app.inject({ method: 'PATCH', url: `/api/order/${o.orderId}/status`, payload: { Status: 'Cancelled' }, headers: o.s.auth });
    expect(again.statusCode).toBe(400);
    expect(again.json().Message).toBe('This order is already cancelled');
  });

  it('a refund whose answer was lost is asked again by the sweep and paid once', async () => {
    const o = await placeOrder({ stock: 3, quantity: 1 });
    await pay(o.transactionId, 'success');
    await t.app.inject({ url: `/api/Order/payment-validate/${o.transactionId}`, headers: o.s.auth });
    const gateway = t.ctx.payments;
    const refund = gateway.refund.bind(gateway);
    // The gateway pays, but its answer never arrives.
    gateway.refund = async (req) => {
      await refund(req);
      throw new Error('connection reset');
    };
    try {
      await t.app.inject({ method: 'PATCH', url: `/api/order/${o.orderId}/status`, payload: { Status: 'Cancelled' }, headers: o.s.auth });
    } finally {
      gateway.refund = refund;
    }
    expect((await t.app.inject({ url: `/api/order/${o.orderId}`, headers: o.s.auth })).json().Payment.RefundStatus).toBe('Pending');
    await sweepPayments(t.ctx);
    const order = (await t.app.inject({ url: `/api/order/${o.orderId}`, headers: o.s.auth })).json();
    expect(order.Payment.RefundStatus).toBe('Completed');
    const [paid] = await t.ctx.db.select().from(payments).where(eq(payments.orderId, o.orderId));
    const [sandbox] = await t.ctx.db.select().from(sandboxTransactions).where(eq(sandboxTransactions.transactionId, o.transactionId));
    expect(sandbox!.refundedPaise).toBe(paid!.amountPaise);
  });

  it('cancels an unpaid order and puts its lines back into the cart', async () => {
    const o = await placeOrder({ stock: 5, quantity: 2 });
    const res = await t.app.inject({ method: 'PATCH', url: `/api/order/${o.orderId}/status`, payload: { Status: 'Cancelled' }, headers: o.s.auth });
    expect(res.statusCode).toBe(200);
    expect(await stockOf(o.variant.id)).toBe(5);
    expect(res.json().Notice).toBe('Its items are back in your cart.');
    const cart = (await t.app.inject({ url: '/api/public/cart/getitems', headers: o.s.auth })).json();
    expect(cart.Items.map((i: { VariantId: number; Quantity: number }) => [i.VariantId, i.Quantity])).toEqual([[o.variant.id, 2]]);
    expect((await t.app.inject({ url: `/api/order/${o.orderId}`, headers: o.s.auth })).json().Notice).toBe('Its items are back in your cart.');
  });

  it('refuses to cancel a delivered order', async () => {
    const o = await placeOrder();
    await pay(o.transactionId, 'success');
    await t.app.inject({ url: `/api/Order/payment-validate/${o.transactionId}`, headers: o.s.auth });
    await t.ctx.db.update(orders).set({ status: 'Delivered' }).where(eq(orders.id, o.orderId));
    const res = await t.app.inject({ method: 'PATCH', url: `/api/order/${o.orderId}/status`, payload: { Status: 'Cancelled' }, headers: o.s.auth });
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toBe('You cannot cancel a delivered order');
  });

  it('does not let a customer set admin fields or other statuses', async () => {
    const o = await placeOrder();
    const ship = await t.app.inject({
      method: 'PATCH',
      url: `/api/order/${o.orderId}/status`,
      payload: { Status: 'Shipped', TrackingId: 'X', CourierName: 'Y', ShippedDate: '2026-11-20' },
      headers: o.s.auth,
    });
    expect(ship.statusCode).toBe(403);
  });
});
