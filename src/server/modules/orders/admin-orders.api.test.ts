import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { addToCart, createAddress, createProduct, userWithToken } from '../../testing/fixtures';
import { orders, orderStatusHistory } from '../../db/schema';
import { adminTargets } from '@shared/order-rules';
import type { OrderStatusName } from '@shared/schemas/orders';

let t: TestApp;
let admin: Awaited<ReturnType<typeof userWithToken>>;
let shopper: Awaited<ReturnType<typeof userWithToken>>;
let orderId: string;

const ALL: OrderStatusName[] = ['Pending', 'Ordered', 'Shipped', 'Delivered', 'Completed', 'Failed', 'Cancelled'];

beforeAll(async () => {
  t = await createTestApp();
  admin = await userWithToken(t.ctx, 'Admin');
  shopper = await userWithToken(t.ctx);
  const { product, variants } = await createProduct(t.ctx, { variants: [{ title: 'Black', price: 999, stock: 100 }] });
  const address = await createAddress(t.ctx, shopper.user.id);
  const cartId = await addToCart(t.app, shopper.auth, product.id, variants[0].id);
  const [opt] = (await t.app.inject({ url: `/api/order/shipping-options?AddressId=${address.id}`, headers: shopper.auth })).json();
  const init = (
    await t.app.inject({
      method: 'POST',
      url: '/api/order/payment-initiate',
      payload: { CartId: cartId, ShippingAddressId: address.id, CourierName: opt.courier_name, ShippingCost: opt.rate },
      headers: shopper.auth,
    })
  ).json();
  orderId = init.OrderId;
  await t.app.inject({
    method: 'POST',
    url: `/sandbox/pay/${init.TransactionId}`,
    payload: 'outcome=success',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  await t.app.inject({ url: `/api/Order/payment-validate/${init.TransactionId}`, headers: shopper.auth });
});
afterAll(async () => t?.close());

const fieldsFor = (to: OrderStatusName) =>
  to === 'Shipped'
    ? { TrackingId: 'DLV123456789', CourierName: 'Delhivery Surface', ShippedDate: '2026-11-21T10:00:00.000Z' }
    : to === 'Delivered'
      ? { DeliveredDate: '2026-11-24T10:00:00.000Z' }
      : {};

const patch = (body: Record<string, unknown>, headers = admin.auth) =>
  t.app.inject({ method: 'PATCH', url: `/api/order/${orderId}/status`, payload: { OrderId: orderId, ...body }, headers });

/** Where an admin may move an order from each status, written out by hand (docs/orders.md). */
const ALLOWED: Record<OrderStatusName, OrderStatusName[]> = {
  Pending: ['Cancelled'],
  Ordered: ['Shipped', 'Delivered', 'Cancelled'],
  Shipped: ['Delivered', 'Cancelled'],
  Delivered: [],
  Completed: [],
  Failed: [],
  Cancelled: [],
};

describe('admin status updates over every pair of statuses', () => {
  for (const from of ALL) {
    for (const to of ALL) {
      const allowed = ALLOWED[from].includes(to);
      it(`${from} -> ${to} is ${allowed ? 'allowed' : 'refused'}`, async () => {
        await t.ctx.db.update(orders).set({ status: from, stockReleased: false }).where(eq(orders.id, orderId));
        const res = await patch({ Status: to, ...fieldsFor(to) });
        expect(res.statusCode, res.body).toBe(allowed ? 200 : 400);
        const [row] = await t.ctx.db.select().from(orders).where(eq(orders.id, orderId));
        expect(row.status).toBe(allowed ? to : from);
      });
    }
  }

  it('the form offers exactly what the server accepts', () => {
    for (const from of ALL) expect(adminTargets(from), from).toEqual(ALLOWED[from]);
  });
});

describe('statuses the shop sets itself', () => {
  it('cannot be shipped by an admin: Ordered comes only from a settled payment, and the invoice exists once it does', async () => {
    await t.ctx.db.update(orders).set({ status: 'Pending', stockReleased: false }).where(eq(orders.id, orderId));
    for (const to of ['Ordered', 'Shipped', 'Delivered', 'Completed'] as const) {
      const res = await patch({ Status: to, ...fieldsFor(to) });
      expect(res.statusCode, to).toBe(400);
      expect(res.json().Message).toBe('This order is not paid yet: it can only be cancelled');
    }
  });

  it('is never completed by hand', async () => {
    await t.ctx.db.update(orders).set({ status: 'Shipped', stockReleased: false }).where(eq(orders.id, orderId));
    const res = await patch({ Status: 'Completed' });
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toBe('An order is completed by the shop itself once its return window has passed');
  });
});

describe('admin fields', () => {
  it('needs tracking id and courier to ship, and a date to deliver; empty values count as missing', async () => {
    await t.ctx.db.update(orders).set({ status: 'Ordered' }).where(eq(orders.id, orderId));
    const noTracking = await patch({ Status: 'Shipped', TrackingId: '', CourierName: 'Delhivery Surface', ShippedDate: '2026-11-21' });
    expect(noTracking.statusCode).toBe(400);
    expect(noTracking.json().Message).toBe('Please provide both tracking Id and shipping partner');
    const noDate = await patch({ Status: 'Shipped', TrackingId: 'T1', CourierName: 'X', ShippedDate: null });
    expect(noDate.json().Message).toBe('Shipped date is required when status is Shipped');
    const shipped = await patch({
      Status: 'Shipped',
      TrackingId: 'DLV42',
      CourierName: 'Delhivery Surface',
      ShippedDate: '2026-11-21T09:30:00.000Z',
      DeliveredDate: '',
    });
    expect(shipped.statusCode).toBe(200);
    const noDelivered = await patch({ Status: 'Delivered', DeliveredDate: '' });
    expect(noDelivered.statusCode).toBe(400);
    expect(noDelivered.json().Message).toBe('Please select delivered date');
    expect((await patch({ Status: 'Delivered', DeliveredDate: '2026-11-24T12:00:00.000Z' })).statusCode).toBe(200);

    const seen = (await t.app.inject({ url: `/api/order/${orderId}`, headers: shopper.auth })).json();
    expect(seen).toMatchObject({ Status: 'Delivered', TrackingNumber: 'DLV42', CourierName: 'Delhivery Surface', DeliveredDate: '2026-11-24T12:00:00.000Z' });
    const steps = (await t.app.inject({ url: `/api/order/trackinginfo/${orderId}`, headers: shopper.auth })).json();
    expect(steps.map((s: { Label: string; Status: string }) => `${s.Label}:${s.Status}`)).toEqual(['Ordered:done', 'Shipped:done', 'Delivered:done']);
    expect(steps[1].Description).toContain('DLV42');
  });

  it('records who changed what and when', async () => {
    const rows = await t.ctx.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId));
    const byAdmin = rows.filter((r) => r.actor === 'admin');
    expect(byAdmin.length).toBeGreaterThan(0);
    expect(byAdmin.every((r) => r.changedBy === admin.user.id && r.changedAt instanceof Date)).toBe(true);
    const detail = (await t.app.inject({ url: `/api/order/${orderId}`, headers: admin.auth })).json();
    expect(detail.CustomerName).toBe('Test Shopper');
    expect(detail.History.at(-1)).toMatchObject({ ToStatus: 'Delivered', Actor: 'admin', ChangedBy: admin.user.id });
  });
});

describe('admin order list', () => {
  it('filters by status, lists all, pages, and is staff only', async () => {
    await t.ctx.db.update(orders).set({ status: 'Ordered' }).where(eq(orders.id, orderId));
    const ordered = await t.app.inject({ url: '/api/admin/order/status/ordered', headers: admin.auth });
    expect(ordered.statusCode).toBe(200);
    expect(ordered.json()[0]).toMatchObject({ OrderId: orderId, Status: 'Ordered', CustomerName: 'Test Shopper', PaymentStatus: 'Completed' });
    expect(ordered.json()[0].Total).toBe(ordered.json()[0].TotalAmount + ordered.json()[0].ShippingCost);
    expect((await t.app.inject({ url: '/api/admin/order/status/shipped', headers: admin.auth })).json()).toEqual([]);
    const all = await t.app.inject({ url: '/api/admin/order/status/all?Page=1&PageSize=5', headers: admin.auth });
    expect(all.headers['x-total-count']).toBe('1');
    expect((await t.app.inject({ url: '/api/admin/order/status/bogus', headers: admin.auth })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/admin/order/status/all', headers: shopper.auth })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/order/status/all' })).statusCode).toBe(401);
  });

  it('does not let a User set admin fields', async () => {
    const res = await patch({ Status: 'Shipped', ...fieldsFor('Shipped') }, shopper.auth);
    expect(res.statusCode).toBe(403);
  });

  it('lets a SuperAdmin do what an Admin does', async () => {
    const sa = await userWithToken(t.ctx, 'SuperAdmin|Admin');
    expect((await t.app.inject({ url: '/api/admin/order/status/all', headers: sa.auth })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/order/${orderId}`, headers: sa.auth })).json().History).toBeDefined();
  });
});
