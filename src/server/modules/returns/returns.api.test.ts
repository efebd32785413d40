import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { PDFParse } from 'pdf-parse';
import { SHIPPING_GST_RATE, splitInclusive } from '@shared/gst';
import { amountInWords, formatInvoiceAmount } from '@shared/money';
import { eq } from 'drizzle-orm';
import { POLICY } from '@shared/constants';
import { RETURN_MESSAGES } from '@shared/schemas/returns';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { addToCart, createAddress, createProduct, placePaidOrder, pngBytes, userWithToken } from '../../testing/fixtures';
import { multipartBody } from '../../testing/multipart';
import { startFake } from '../../testing/fake-http';
import { PhonePeGateway } from '../../providers/payment/phonepe-gateway';
import { invoices, orders, orderStatusHistory, users, productVariants, returns, sandboxRefunds, sandboxTransactions } from '../../db/schema';

let t: TestApp;
let admin: Awaited<ReturnType<typeof userWithToken>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await userWithToken(t.ctx, 'Admin');
});
afterAll(async () => t?.close());

const DAY = 24 * 60 * 60 * 1000;

/** A shopper's order of `quantity` units at `price`, paid in the sandbox and delivered `daysAgo` days ago. */
async function deliveredOrder({ quantity = 2, price = 1499, daysAgo = 1 } = {}) {
  const shopper = await userWithToken(t.ctx);
  const { product, variants } = await createProduct(t.ctx, { variants: [{ title: 'Black', price, stock: 50 }] });
  const address = await createAddress(t.ctx, shopper.user.id);
  const cartId = await addToCart(t.app, shopper.auth, product.id, variants[0].id, quantity);
  const { orderId, transactionId, shipping } = await placePaidOrder(t.app, shopper.auth, cartId, address.id);
  const move = (body: Record<string, unknown>) =>
    t.app.inject({ method: 'PATCH', url: `/api/order/${orderId}/status`, payload: { OrderId: orderId, ...body }, headers: admin.auth });
  const delivered = new Date(t.ctx.now().getTime() - daysAgo * DAY);
  expect(
    (await move({ Status: 'Shipped', TrackingId: 'DLV1234567', CourierName: 'Delhivery', ShippedDate: new Date(delivered.getTime() - DAY).toISOString() }))
      .statusCode,
  ).toBe(200);
  expect((await move({ Status: 'Delivered', DeliveredDate: delivered.toISOString() })).statusCode).toBe(200);
  const order = (await t.app.inject({ url: '/api/order/myorders', headers: shopper.auth })).json().find((o: { OrderId: string }) => o.OrderId === orderId);
  return {
    shopper,
    orderId,
    itemId: order.Items[0].Id as number,
    variantId: variants[0].id,
    transactionId,
    shipping,
  };
}

const ask = (o: { orderId: string; shopper: { auth: Record<string, string> } }, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/order/${o.orderId}/returns`, payload: body, headers: o.shopper.auth });
const patch = (returnId: number, body: Record<string, unknown>, headers = admin.auth) =>
  t.app.inject({ method: 'PATCH', url: `/api/Admin/returns/${returnId}`, payload: body, headers });
const stockOf = async (variantId: number) => (await t.ctx.db.select().from(productVariants).where(eq(productVariants.id, variantId)))[0]!.stock;
const refundedInSandbox = async (transactionId: string) =>
  (await t.ctx.db.select().from(sandboxTransactions).where(eq(sandboxTransactions.transactionId, transactionId)))[0]!.refundedPaise;

describe('a shopper asks to return items of a delivered order', () => {
  it('within the window: the return is Requested, listed with its history', async () => {
    const o = await deliveredOrder();
    const res = await ask(o, { Items: [{ OrderItemId: o.itemId, Quantity: 1 }], Reason: 'Not as described', Comment: 'The colour is different' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ Status: true, Message: RETURN_MESSAGES.requested });
    const list = (await t.app.inject({ url: `/api/order/${o.orderId}/returns`, headers: o.shopper.auth })).json();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      ReturnId: res.json().ReturnId,
      Status: 'Requested',
      Reason: 'Not as described',
      Comment: 'The colour is different',
      RefundAmount: null,
    });
    expect(list[0].Items).toEqual([expect.objectContaining({ OrderItemId: o.itemId, Quantity: 1, Amount: 1499 })]);
    expect(list[0].History.map((h: { Status: string; Actor: string }) => [h.Status, h.Actor])).toEqual([['Requested', 'customer']]);
  });

  it('never more than was bought, counting what was already asked back', async () => {
    const o = await deliveredOrder({ quantity: 2 });
    const tooMany = await ask(o, { Items: [{ OrderItemId: o.itemId, Quantity: 3 }], Reason: 'No longer needed' });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().Message).toMatch(/at most 2/);
    expect((await ask(o, { Items: [{ OrderItemId: o.itemId, Quantity: 2 }], Reason: 'No longer needed' })).statusCode).toBe(200);
    const again = await ask(o, { Items: [{ OrderItemId: o.itemId, Quantity: 1 }], Reason: 'No longer needed' });
    expect(again.statusCode).toBe(400);
    expect(again.json().Message).toMatch(/already been returned in full/);
  });

  it('outside the return window: a clear refusal', async () => {
    const o = await deliveredOrder({ daysAgo: POLICY.returnWindowDays + 1 });
    const res = await ask(o, { Items: [{ OrderItemId: o.itemId, Quantity: 1 }], Reason: 'Wrong item' });
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toBe(RETURN_MESSAGES.windowClosed(POLICY.returnWindowDays));
  });

  it("another shopper's order is not found, and an item of another order is refused", async () => {
    const o = await deliveredOrder();
    const stranger = await userWithToken(t.ctx);
    const res = await ask({ orderId: o.orderId, shopper: stranger }, { Items: [{ OrderItemId: o.itemId, Quantity: 1 }], Reason: 'Wrong item' });
    expect(res.statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/order/${o.orderId}/returns`, headers: stranger.auth })).statusCode).toBe(404);
    const other = await deliveredOrder();
    const wrongItem = await ask(o, { Items: [{ OrderItemId: other.itemId, Quantity: 1 }], Reason: 'Wrong item' });
    expect(wrongItem.statusCode).toBe(400);
    expect(wrongItem.json().Message).toBe(RETURN_MESSAGES.unknownItem);
  });

  it('bad input gets the schema messages', async () => {
    const o = await deliveredOrder();
    expect((await ask(o, { Items: [], Reason: 'Wrong item' })).json().Message).toBe(RETURN_MESSAGES.noItems);
    expect((await ask(o, { Items: [{ OrderItemId: o.itemId, Quantity: 1 }], Reason: 'Changed my mind' })).json().Message).toBe(
      'Choose a reason for the return',
    );
    expect((await ask(o, { Items: [{ OrderItemId: o.itemId, Quantity: 0 }], Reason: 'Wrong item' })).json().Message).toBe('Quantity must be at least 1');
  });
});

describe('photos with a return', () => {
  const send = async (o: { orderId: string; shopper: { auth: Record<string, string> } }, returnId: number, files: Buffer[]) => {
    const body = await multipartBody(
      {},
      files.map((bytes) => ({ bytes })),
    );
    return t.app.inject({
      method: 'POST',
      url: `/api/order/${o.orderId}/returns/${returnId}/photos`,
      payload: body.payload,
      headers: { ...o.shopper.auth, ...body.headers },
    });
  };

  it('up to three, checked by their content, shown with the return; not for another shopper', async () => {
    const o = await deliveredOrder();
    const id = (await ask(o, { Items: [{ OrderItemId: o.itemId, Quantity: 1 }], Reason: 'Damaged or defective' })).json().ReturnId;
    const forged = await send(o, id, [Buffer.from('not really a picture')]);
    expect(forged.statusCode).toBe(400);
    expect(forged.json().Message).toBe('Only JPG, JPEG or PNG images are allowed');
    const ok = await send(o, id, [await pngBytes(80, 80, '#aa3333'), await pngBytes(80, 80, '#33aa33')]);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().Photos).toHaveLength(2);
    const tooMany = await send(o, id, [await pngBytes(), await pngBytes()]);
    expect(tooMany.json().Message).toBe(RETURN_MESSAGES.tooManyPhotos(3));
    const mine = (await t.app.inject({ url: `/api/order/${o.orderId}/returns`, headers: o.shopper.auth })).json();
    expect(mine[0].Photos).toEqual(ok.json().Photos);
    // The picture itself is served, and is a picture.
    const picture = await t.app.inject(mine[0].Photos[0]);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toMatch(/^image\//);
    const stranger = await userWithToken(t.ctx);
    expect((await send({ orderId: o.orderId, shopper: stranger }, id, [await pngBytes()])).statusCode).toBe(404);
    await patch(id, { Status: 'Approved' });
    expect((await send(o, id, [await pngBytes()])).json().Message).toBe(RETURN_MESSAGES.photosOnlyWhileRequested);
  });
});

describe('an admin moves a return on', () => {
  it('Approved, Received as resaleable: the refund is the items paid plus shipping for the shop fault, paid once, stock back', async () => {
    const o = await deliveredOrder({ quantity: 2, price: 1499 });
    const id = (await ask(o, { Items: [{ OrderItemId: o.itemId, Quantity: 1 }], Reason: 'Damaged or defective' })).json().ReturnId;
    expect((await patch(id, { Status: 'Approved', Note: 'Courier pickup booked' })).statusCode).toBe(200);
    const stock = await stockOf(o.variantId);
    const received = await patch(id, { Status: 'Received', Resaleable: true });
    expect(received.statusCode).toBe(200);
    const ret = received.json().Return;
    expect(ret.RefundAmount).toBe(1499 + o.shipping);
    expect(ret.Status).toBe('Refunded');
    expect(ret.History.map((h: { Status: string; Actor: string }) => [h.Status, h.Actor])).toEqual([
      ['Requested', 'customer'],
      ['Approved', 'admin'],
      ['Received', 'admin'],
      ['Refunded', 'gateway'],
    ]);
    expect(await stockOf(o.variantId)).toBe(stock + 1);
    expect(await refundedInSandbox(o.transactionId)).toBe((1499 + o.shipping) * 100);
    // The shopper sees the same.
    const mine = (await t.app.inject({ url: `/api/order/${o.orderId}/returns`, headers: o.shopper.auth })).json();
    expect(mine[0]).toMatchObject({ Status: 'Refunded', RefundAmount: 1499 + o.shipping, RefundStatus: 'Completed' });
  });

  it('a reason that is not the shop fault refunds the items only, and unsellable items stay out of stock', async () => {
    const o = await deliveredOrder({ quantity: 3, price: 999 });
    const id = (await ask(o, { Items: [{ OrderItemId: o.itemId, Quantity: 2 }], Reason: 'No longer needed' })).json().ReturnId;
    await patch(id, { Status: 'Approved' });
    const stock = await stockOf(o.variantId);
    const ret = (await patch(id, { Status: 'Received', Resaleable: false })).json().Return;
    expect(ret.RefundAmount).toBe(1998);
    expect(await stockOf(o.variantId)).toBe(stock);
  });

  it('forward only, and a rejection says why', async () => {
    const o = await deliveredOrder();
    const id = (await ask(o, { Items: [{ OrderItemId: o.itemId, Quantity: 1 }], Reason: 'Not as described' })).json().ReturnId;
    const skip = await patch(id, { Status: 'Received' });
    expect(skip.statusCode).toBe(400);
    expect(skip.json().Message).toBe(RETURN_MESSAGES.notForward('Requested', 'Received'));
    expect((await patch(id, { Status: 'Rejected' })).json().Message).toBe(RETURN_MESSAGES.rejectNeedsReason);
    expect((await patch(id, { Status: 'Rejected', Note: 'The seal is broken and the item is used' })).statusCode).toBe(200);
    expect((await patch(id, { Status: 'Approved' })).json().Message).toBe(RETURN_MESSAGES.notForward('Rejected', 'Approved'));
    const mine = (await t.app.inject({ url: `/api/order/${o.orderId}/returns`, headers: o.shopper.auth })).json();
    expect(mine[0]).toMatchObject({ Status: 'Rejected', RejectionReason: 'The seal is broken and the item is used', RefundAmount: null });
    // A rejected return gives its units back: they may be asked for again.
    expect((await ask(o, { Items: [{ OrderItemId: o.itemId, Quantity: 2 }], Reason: 'Not as described' })).statusCode).toBe(200);
  });

  it('two admins pressing Received at once: one refund', async () => {
    const o = await deliveredOrder({ quantity: 1, price: 2599 });
    const id = (await ask(o, { Items: [{ OrderItemId: o.itemId, Quantity: 1 }], Reason: 'Wrong item' })).json().ReturnId;
    await patch(id, { Status: 'Approved' });
    const other = await userWithToken(t.ctx, 'Admin');
    const answers = await Promise.all([patch(id, { Status: 'Received' }), patch(id, { Status: 'Received' }, other.auth)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    expect(await refundedInSandbox(o.transactionId)).toBe((2599 + o.shipping) * 100);
    expect(await t.ctx.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.transactionId, o.transactionId))).toHaveLength(1);
  });

  it('a refund the gateway does not confirm stays pending and the sweep pays it, once', async () => {
    const o = await deliveredOrder({ quantity: 1, price: 1299 });
    const id = (await ask(o, { Items: [{ OrderItemId: o.itemId, Quantity: 1 }], Reason: 'No longer needed' })).json().ReturnId;
    await patch(id, { Status: 'Approved' });
    const gateway = t.ctx.payments;
    const refund = gateway.refund.bind(gateway);
    gateway.refund = async () => {
      throw new Error('gateway unreachable');
    };
    try {
      const ret = (await patch(id, { Status: 'Received' })).json().Return;
      expect(ret).toMatchObject({ Status: 'Received', RefundStatus: 'Pending', RefundAmount: 1299 });
    } finally {
      gateway.refund = refund;
    }
    const { retryReturnRefunds } = await import('./returns.service');
    await retryReturnRefunds(t.ctx);
    await retryReturnRefunds(t.ctx);
    const [row] = await t.ctx.db.select().from(returns).where(eq(returns.id, id));
    expect(row).toMatchObject({ status: 'Refunded', refundStatus: 'Completed' });
    expect(await refundedInSandbox(o.transactionId)).toBe(129_900);
  });

  /**
   * The order is paid in the sandbox; its refunds then go to PhonePe's refund and refund status
   * calls, on a local stand-in that answers the refund status with `states` in turn.
   */
  async function withPhonePeRefunds(states: string[], body: () => Promise<void>) {
    const fake = await startFake((req) => {
      if (req.url === '/v1/oauth/token') return { json: { access_token: 'tok', expires_at: Math.floor(Date.now() / 1000) + 3600, token_type: 'O-Bearer' } };
      if (req.url === '/payments/v2/refund') {
        const b = JSON.parse(req.body);
        return { json: { refundId: `OMR${b.merchantRefundId}`, amount: b.amount, state: 'PENDING' } };
      }
      const state = states.length > 1 ? states.shift()! : states[0];
      const refundId = `OMR${/\/refund\/([^/]+)\/status$/.exec(req.url)?.[1] ?? ''}`;
      return { json: { refundId, state, ...(state === 'FAILED' ? { errorCode: 'REFUND_FAILED', detailedErrorCode: 'REFUND_WINDOW_EXCEEDED' } : {}) } };
    });
    const phonepe = new PhonePeGateway({ clientId: 'SHOP', clientSecret: 'secret', clientVersion: '1', baseUrl: fake.url, authUrl: fake.url });
    const gateway = t.ctx.payments;
    const { refund, refundStatus } = gateway;
    gateway.refund = (req) => phonepe.refund(req);
    gateway.refundStatus = (id) => phonepe.refundStatus(id);
    try {
      await body();
    } finally {
      gateway.refund = refund;
      gateway.refundStatus = refundStatus;
      await fake.close();
    }
    return fake.calls;
  }

  it('a refund PhonePe takes as PENDING stays Requested; the sweep asks its status, never asks again, and the return is Refunded once it says COMPLETED', async () => {
    const o = await deliveredOrder({ quantity: 1, price: 1899 });
    const id = (await ask(o, { Items: [{ OrderItemId: o.itemId, Quantity: 1 }], Reason: 'No longer needed' })).json().ReturnId;
    await patch(id, { Status: 'Approved' });
    const { retryReturnRefunds } = await import('./returns.service');
    const calls = await withPhonePeRefunds(['PENDING', 'CONFIRMED', 'COMPLETED'], async () => {
      const ret = (await patch(id, { Status: 'Received' })).json().Return;
      expect(ret).toMatchObject({ Status: 'Received', RefundStatus: 'Requested', RefundAmount: 1899 });
      await retryReturnRefunds(t.ctx); // PENDING
      await retryReturnRefunds(t.ctx); // CONFIRMED: accepted, not yet paid
      const [waiting] = await t.ctx.db.select().from(returns).where(eq(returns.id, id));
      expect(waiting).toMatchObject({ status: 'Received', refundStatus: 'Requested', refundReference: `OMRRT${id}` });
      await retryReturnRefunds(t.ctx); // COMPLETED
      await retryReturnRefunds(t.ctx);
    });
    const [row] = await t.ctx.db.select().from(returns).where(eq(returns.id, id));
    expect(row).toMatchObject({ status: 'Refunded', refundStatus: 'Completed' });
    const mine = (await t.app.inject({ url: `/api/order/${o.orderId}/returns`, headers: o.shopper.auth })).json();
    expect(mine[0].History.at(-1)).toMatchObject({ Status: 'Refunded', Actor: 'gateway', Note: `Refund of Rs. 1899.00 paid (OMRRT${id})` });
    // One refund asked for; after it, only its status.
    const asked = calls.filter((c) => c.url.startsWith('/payments/'));
    expect(asked.map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST /payments/v2/refund',
      `GET /payments/v2/refund/RT${id}/status`,
      `GET /payments/v2/refund/RT${id}/status`,
      `GET /payments/v2/refund/RT${id}/status`,
    ]);
    expect(JSON.parse(asked[0].body)).toEqual({ merchantRefundId: `RT${id}`, originalMerchantOrderId: o.transactionId, amount: 189_900 });
  });

  it('a refund PhonePe reports FAILED is marked Failed with its reason in the history, for an admin to see, and is not asked again', async () => {
    const o = await deliveredOrder({ quantity: 1, price: 999 });
    const id = (await ask(o, { Items: [{ OrderItemId: o.itemId, Quantity: 1 }], Reason: 'No longer needed' })).json().ReturnId;
    await patch(id, { Status: 'Approved' });
    const { retryReturnRefunds } = await import('./returns.service');
    const calls = await withPhonePeRefunds(['FAILED'], async () => {
      await patch(id, { Status: 'Received' });
      await retryReturnRefunds(t.ctx);
      await retryReturnRefunds(t.ctx);
    });
    expect(calls.filter((c) => c.url.startsWith('/payments/'))).toHaveLength(2);
    const list = (await t.app.inject({ url: '/api/Admin/returns?Status=Received&Page=1&PageSize=50', headers: admin.auth })).json();
    const seen = list.Items.find((r: { ReturnId: number }) => r.ReturnId === id);
    expect(seen).toMatchObject({ Status: 'Received', RefundStatus: 'Failed' });
    expect(seen.History.at(-1).Note).toBe('The payment gateway refused the refund of Rs. 999.00: REFUND_WINDOW_EXCEEDED');
  });

  it('parts of a line returned one by one pay back exactly what the line cost', async () => {
    const o = await deliveredOrder({ quantity: 3, price: 333.33 });
    const [order] = await t.ctx.db.select().from(orders).where(eq(orders.id, o.orderId));
    let refunded = 0;
    for (let i = 0; i < 3; i++) {
      const id = (await ask(o, { Items: [{ OrderItemId: o.itemId, Quantity: 1 }], Reason: 'No longer needed' })).json().ReturnId;
      await patch(id, { Status: 'Approved' });
      refunded += Math.round((await patch(id, { Status: 'Received' })).json().Return.RefundAmount * 100);
    }
    expect(refunded).toBe(order!.itemsTotalPaise);
  });

  it('the admin list filters by status and marks what waits too long; shoppers and guests are refused', async () => {
    const o = await deliveredOrder();
    const id = (await ask(o, { Items: [{ OrderItemId: o.itemId, Quantity: 1 }], Reason: 'Wrong item' })).json().ReturnId;
    await t.ctx.db
      .update(returns)
      .set({ updatedAt: new Date(t.ctx.now().getTime() - 3 * DAY) })
      .where(eq(returns.id, id));
    const list = (await t.app.inject({ url: '/api/Admin/returns?Status=Requested&Page=1&PageSize=100', headers: admin.auth })).json();
    expect(list.Items.every((r: { Status: string }) => r.Status === 'Requested')).toBe(true);
    const row = list.Items.find((r: { ReturnId: number }) => r.ReturnId === id);
    expect(row).toMatchObject({ Overdue: true, OrderId: o.orderId });
    expect(list.Total).toBeGreaterThanOrEqual(1);
    expect((await t.app.inject({ url: '/api/Admin/returns', headers: o.shopper.auth })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/Admin/returns' })).statusCode).toBe(401);
    expect((await patch(id, { Status: 'Approved' }, o.shopper.auth)).statusCode).toBe(403);
  });
});

describe('Completed', () => {
  const statusOf = async (orderId: string) => (await t.ctx.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.status;

  it('the sweep completes a delivered order once its return window has passed, unless a return is open', async () => {
    const past = await deliveredOrder({ daysAgo: POLICY.returnWindowDays + 1 });
    const recent = await deliveredOrder({ daysAgo: 1 });
    const open = await deliveredOrder({ daysAgo: 1 });
    await ask(open, { Items: [{ OrderItemId: open.itemId, Quantity: 1 }], Reason: 'Wrong item' });
    const longAgo = new Date(t.ctx.now().getTime() - (POLICY.returnWindowDays + 2) * DAY);
    await t.ctx.db.update(orders).set({ deliveredDate: longAgo }).where(eq(orders.id, open.orderId));

    // A second instance of the shop on the same data, sweeping every second, as a deployment would.
    const sweeper = t.databaseUrl ? await createTestApp({ sameDatabaseAs: t, env: { PAYMENT_SWEEP_SECONDS: '1' }, jobs: true }) : null;
    try {
      if (sweeper) {
        for (let i = 0; i < 50 && (await statusOf(past.orderId)) !== 'Completed'; i++) await new Promise((r) => setTimeout(r, 200));
      } else {
        const { completeOrders } = await import('./returns.service');
        await completeOrders(t.ctx);
      }
    } finally {
      await sweeper?.close();
    }
    expect(await statusOf(past.orderId)).toBe('Completed');
    expect(await statusOf(recent.orderId)).toBe('Delivered');
    expect(await statusOf(open.orderId)).toBe('Delivered');
    const history = await t.ctx.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, past.orderId));
    expect(history.at(-1)).toMatchObject({ fromStatus: 'Delivered', toStatus: 'Completed', actor: 'system' });
  });
});

describe('GST credit notes', () => {
  const pdfText = async (url: string, headers: Record<string, string>) => {
    const res = await t.app.inject({ url, headers });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    // Words as they read: a value the page wraps onto two lines reads as one.
    return (await new PDFParse({ data: new Uint8Array(res.rawPayload) }).getText()).text.replace(/\s+/g, ' ');
  };
  const invoiceOf = async (orderId: string) => (await t.ctx.db.select().from(invoices).where(eq(invoices.orderId, orderId)))[0]!;
  const money = (paise: number) => formatInvoiceAmount(paise);

  it('a received return issues one: its own series, the invoice it corrects, each returned line with its tax, the total in figures and words', async () => {
    const o = await deliveredOrder({ quantity: 2, price: 1499 });
    const id = (await ask(o, { Items: [{ OrderItemId: o.itemId, Quantity: 1 }], Reason: 'Damaged or defective' })).json().ReturnId;
    // Nothing to download before the refund.
    expect((await t.app.inject({ url: `/api/Order/credit-note/download/${id}`, headers: o.shopper.auth })).statusCode).toBe(404);
    await patch(id, { Status: 'Approved' });
    await patch(id, { Status: 'Received' });
    const text = await pdfText(`/api/Order/credit-note/download/${id}`, o.shopper.auth);
    const invoice = await invoiceOf(o.orderId);
    expect(text).toContain('CREDIT NOTE');
    expect(text).toMatch(/CN\/\d\d-\d\d\/\d{6}/);
    expect(text).toContain(invoice.invoiceNumber);
    expect(text).toContain('Goods returned: Damaged or defective');
    expect(text).toContain('85183000');
    expect(text).toContain('996812');
    const item = splitInclusive(149_900, 18, true);
    const ship = splitInclusive(o.shipping * 100, SHIPPING_GST_RATE, true);
    for (const figure of [item.taxable, item.cgst, item.sgst, ship.taxable, ship.cgst, ship.sgst]) expect(text).toContain(money(figure));
    const total = 149_900 + o.shipping * 100;
    expect(text).toContain(money(item.taxable + ship.taxable));
    expect(text).toContain(money(total));
    expect(text).toContain(amountInWords(total));
    expect(text).not.toContain('IGST');
    // The same document every time, for the admin too; never for another shopper.
    expect(await pdfText(`/api/Order/credit-note/download/${id}`, admin.auth)).toBe(text);
    const stranger = await userWithToken(t.ctx);
    expect((await t.app.inject({ url: `/api/Order/credit-note/download/${id}`, headers: stranger.auth })).statusCode).toBe(404);
  });

  it('numbers follow each other in their own series', async () => {
    const numbers: number[] = [];
    for (let i = 0; i < 2; i++) {
      const o = await deliveredOrder({ quantity: 1, price: 999 });
      const id = (await ask(o, { Items: [{ OrderItemId: o.itemId, Quantity: 1 }], Reason: 'No longer needed' })).json().ReturnId;
      await patch(id, { Status: 'Approved' });
      await patch(id, { Status: 'Received' });
      numbers.push(Number(/CN\/\d\d-\d\d\/(\d{6})/.exec(await pdfText(`/api/Order/credit-note/download/${id}`, o.shopper.auth))![1]));
    }
    expect(numbers[1]).toBe(numbers[0]! + 1);
  });

  it('cancelling a paid order issues a credit note of the whole invoice', async () => {
    const shopper = await userWithToken(t.ctx);
    const { product, variants } = await createProduct(t.ctx, { variants: [{ title: 'Blue', price: 2499, stock: 5 }] });
    const address = await createAddress(t.ctx, shopper.user.id, { city: 'Bengaluru', state: 'Karnataka', pinCode: '560001' });
    const cartId = await addToCart(t.app, shopper.auth, product.id, variants[0].id, 2);
    const paid = await placePaidOrder(t.app, shopper.auth, cartId, address.id);
    const init = { OrderId: paid.orderId };
    const opt = { rate: paid.shipping };
    const url = `/api/Order/credit-note/download/order/${init.OrderId}`;
    expect((await t.app.inject({ url, headers: shopper.auth })).statusCode).toBe(404);
    const cancel = await t.app.inject({
      method: 'PATCH',
      url: `/api/order/${init.OrderId}/status`,
      payload: { OrderId: init.OrderId, Status: 'Cancelled' },
      headers: shopper.auth,
    });
    expect(cancel.statusCode).toBe(200);
    const text = await pdfText(url, shopper.auth);
    const total = 2 * 249_900 + opt.rate * 100;
    expect(text).toContain('Order cancelled');
    expect(text).toContain((await invoiceOf(init.OrderId)).invoiceNumber);
    expect(text).toContain('IGST');
    expect(text).toContain('Karnataka (29)');
    expect(text).toContain(money(splitInclusive(2 * 249_900, 18, false).igst));
    expect(text).toContain(money(total));
    expect(text).toContain(amountInWords(total));
  });
});

describe('what the shopper is told', () => {
  it('each status change by SMS and e-mail; the refund e-mail carries the credit note', async () => {
    const o = await deliveredOrder({ quantity: 1, price: 1799 });
    await t.ctx.db.update(users).set({ email: 'ravi@example.in' }).where(eq(users.id, o.shopper.user.id));
    const { sendDueMessages } = await import('../messages');
    // Everything waiting, the other tests' messages too.
    const sendAll = async () => {
      while ((await sendDueMessages(t.ctx)).sent > 0);
    };
    await sendAll();
    const id = (await ask(o, { Items: [{ OrderItemId: o.itemId, Quantity: 1 }], Reason: 'Wrong item' })).json().ReturnId;
    await patch(id, { Status: 'Approved' });
    await patch(id, { Status: 'Received' });
    await sendAll();
    const outbox = path.join(t.dataDir, 'outbox');
    const sms = (await readFile(path.join(outbox, 'sms.jsonl'), 'utf8'))
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { to: string; text: string })
      .filter((m) => m.to === o.shopper.user.phone)
      .map((m) => m.text);
    const code = (await t.app.inject({ url: `/api/order/${o.orderId}`, headers: o.shopper.auth })).json().OrderCode;
    expect(sms).toEqual(
      expect.arrayContaining([
        `Swara Audio: your return ${id} for order ${code} is now Approved.`,
        `Swara Audio: your return ${id} for order ${code} is now Received.`,
        `Swara Audio: your return ${id} for order ${code} is now Refunded.`,
        `Swara Audio: a refund of Rs. ${(1799 + o.shipping).toFixed(2)} for order ${code} has been paid.`,
      ]),
    );
    const mails = await Promise.all((await readdir(path.join(outbox, 'mail'))).map((f) => readFile(path.join(outbox, 'mail', f), 'utf8')));
    const refundMail = mails.find((m) => m.includes('To: ravi@example.in') && m.includes(`Subject: Refund for order ${code} paid`));
    expect(refundMail).toMatch(/Content-Type: application\/pdf; name=CN-\d\d-\d\d-\d{6}\.pdf/);
  });
});
