// Who may see an order and what belongs to it: its shopper or an admin. Anyone else is answered
// exactly as for an order that does not exist, whichever call they make.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES } from '@shared/messages';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { addToCart, createAddress, createProduct, placePaidOrder, userWithToken } from '../../testing/fixtures';

let t: TestApp;
let admin: Awaited<ReturnType<typeof userWithToken>>;
let shopper: Awaited<ReturnType<typeof userWithToken>>;
let stranger: Awaited<ReturnType<typeof userWithToken>>;
let order: { orderId: string; transactionId: string; returnId: number };

beforeAll(async () => {
  t = await createTestApp();
  admin = await userWithToken(t.ctx, 'Admin');
  shopper = await userWithToken(t.ctx);
  stranger = await userWithToken(t.ctx);
  const { product, variants } = await createProduct(t.ctx, { variants: [{ title: 'Black', price: 1499, stock: 20 }] });
  const address = await createAddress(t.ctx, shopper.user.id);
  const cartId = await addToCart(t.app, shopper.auth, product.id, variants[0].id, 2);
  const { orderId, transactionId } = await placePaidOrder(t.app, shopper.auth, cartId, address.id);
  const move = (body: Record<string, unknown>) => t.app.inject({ method: 'PATCH', url: `/api/order/${orderId}/status`, payload: body, headers: admin.auth });
  const day = 24 * 60 * 60 * 1000;
  const now = t.ctx.now().getTime();
  expect(
    (await move({ Status: 'Shipped', TrackingId: 'DLV1234567', CourierName: 'Delhivery', ShippedDate: new Date(now - 2 * day).toISOString() })).statusCode,
  ).toBe(200);
  expect((await move({ Status: 'Delivered', DeliveredDate: new Date(now - day).toISOString() })).statusCode).toBe(200);
  const mine = (await t.app.inject({ url: `/api/order/${orderId}`, headers: shopper.auth })).json();
  const asked = await t.app.inject({
    method: 'POST',
    url: `/api/order/${orderId}/returns`,
    payload: { Items: [{ OrderItemId: mine.Items[0].Id, Quantity: 1 }], Reason: 'Wrong item' },
    headers: shopper.auth,
  });
  const returnId = asked.json().ReturnId as number;
  for (const Status of ['Approved', 'Received'])
    expect((await t.app.inject({ method: 'PATCH', url: `/api/Admin/returns/${returnId}`, payload: { Status }, headers: admin.auth })).statusCode).toBe(200);
  order = { orderId, transactionId, returnId };
});
afterAll(async () => t?.close());

const UNKNOWN = { orderId: '00000000-0000-4000-8000-000000000000', transactionId: 'TX000000NOSUCHPAYMENT', returnId: 999_999 };

type Ids = typeof UNKNOWN;
/** Every call that reaches an order or something of it, for the ids given. */
const calls: [string, (ids: Ids) => { method?: 'GET' | 'POST' | 'PATCH'; url: string; payload?: Record<string, unknown> }][] = [
  ['the order', (o) => ({ url: `/api/order/${o.orderId}` })],
  ['its tracking', (o) => ({ url: `/api/order/trackinginfo/${o.orderId}` })],
  ['its tax invoice', (o) => ({ url: `/api/Order/invoice/download/${o.orderId}` })],
  ["a return's credit note", (o) => ({ url: `/api/Order/credit-note/download/${o.returnId}` })],
  ["a cancellation's credit note", (o) => ({ url: `/api/Order/credit-note/download/order/${o.orderId}` })],
  ['its payment', (o) => ({ url: `/api/Order/payment-validate/${o.transactionId}` })],
  ['its returns', (o) => ({ url: `/api/order/${o.orderId}/returns` })],
  ['paying again', (o) => ({ url: `/api/order/payment-reinitiate/${o.orderId}` })],
  ['cancelling', (o) => ({ method: 'PATCH', url: `/api/order/${o.orderId}/status`, payload: { Status: 'Cancelled' } })],
  [
    'asking for a return',
    (o) => ({ method: 'POST', url: `/api/order/${o.orderId}/returns`, payload: { Items: [{ OrderItemId: 1, Quantity: 1 }], Reason: 'Wrong item' } }),
  ],
];

const send = (call: ReturnType<(typeof calls)[number][1]>, headers: Record<string, string>) =>
  t.app.inject({ method: call.method ?? 'GET', url: call.url, payload: call.payload, headers });

describe("someone else's order is answered as one that does not exist", () => {
  it.each(calls)('%s', async (_name, call) => {
    const unknown = await send(call(UNKNOWN), stranger.auth);
    const others = await send(call(order), stranger.auth);
    expect(unknown.statusCode, unknown.body).toBe(404);
    expect(unknown.json().Message).toBe(CHECKOUT_MESSAGES.orderNotFound);
    expect(others.statusCode, others.body).toBe(404);
    expect(others.json()).toEqual(unknown.json());
  });

  it('its shopper and an admin see the order, its documents, its payment and its returns', async () => {
    for (const headers of [shopper.auth, admin.auth]) {
      for (const [name, call] of calls.slice(0, 7).filter(([n]) => n !== "a cancellation's credit note")) {
        const res = await send(call(order), headers);
        expect(res.statusCode, `${name}: ${res.body.slice(0, 200)}`).toBe(200);
      }
    }
  });
});
