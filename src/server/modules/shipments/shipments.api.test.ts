// Fulfilment through the API against the offline simulator (docs/fulfilment.md): bulk booking, a
// booking asked again after a lost answer, cancelling before pickup, the tracking webhook replayed,
// reordered, refused and for an unknown AWB, a failed attempt answered, a parcel returned to the
// seller with its refund and credit note, and the poll catching a lost update.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { Writable } from 'node:stream';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { addToCart, createAddress, createProduct, placePaidOrder, userWithToken } from '../../testing/fixtures';
import { creditNotes, orders, outboxMessages, payments, productVariants } from '../../db/schema';
import { shipmentScans, simulatedShipments } from '../../db/schema';
import { CODE } from '../../providers/shipping/status-codes';
import type { TrackingUpdate } from '../../providers/shipping/fulfilment';
import { pollQuietShipments } from './tracking.service';
import type { FulfilmentSimulator } from '../../providers/shipping/fulfilment-simulator';
import { SHIPMENT_MESSAGES } from '@shared/schemas/shipments';
import { WEBHOOK_TOKEN as TOKEN, webhookOf as webhookPayload } from '../../testing/tracking-webhook';

const BENGALURU = { city: 'Bengaluru', state: 'Karnataka', pinCode: '560001' };
const VELLORE = { city: 'Vellore', state: 'Tamil Nadu', pinCode: '632001' };
const PORT_BLAIR = { city: 'Port Blair', state: 'Andaman and Nicobar Islands', pinCode: '744101' };

let t: TestApp;
let sim: FulfilmentSimulator;
let admin: Awaited<ReturnType<typeof userWithToken>>;
let shopper: Awaited<ReturnType<typeof userWithToken>>;
let variant: { id: number; productId: number };
let clock = new Date('2026-11-20T04:00:00Z');
const logged: { level: number; msg: string }[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _enc, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) logged.push(JSON.parse(line));
    done();
  },
});

beforeAll(async () => {
  t = await createTestApp({ env: { SHIPPING_WEBHOOK_TOKEN: TOKEN }, context: { now: () => clock }, logger: { level: 'info', stream: logStream } });
  sim = t.ctx.simulator!;
  admin = await userWithToken(t.ctx, 'Admin');
  shopper = await userWithToken(t.ctx);
  const product = await createProduct(t.ctx, { variants: [{ title: 'Black', price: 1499, stock: 500, weight: 0.6, metrix: 0.8 }] });
  variant = product.variants[0];
}, 180_000);
afterAll(async () => t?.close());

async function paidOrder(place = BENGALURU, quantity = 1) {
  const address = await createAddress(t.ctx, shopper.user.id, place);
  const cartId = await addToCart(t.app, shopper.auth, variant.productId, variant.id, quantity);
  const o = await placePaidOrder(t.app, shopper.auth, cartId, address.id);
  const [row] = await t.ctx.db.select().from(orders).where(eq(orders.id, o.orderId));
  expect(row.status).toBe('Ordered');
  return { ...o, row };
}

const book = (Orders: { OrderId: string; CourierName?: string }[]) =>
  t.app.inject({ method: 'POST', url: '/api/Admin/shipments/book', headers: admin.auth, payload: { Orders } });

async function booked(orderId: string) {
  const res = await book([{ OrderId: orderId }]);
  expect(res.statusCode, res.body).toBe(200);
  const [r] = res.json().Results;
  expect(r.Booked, r.Error).toBe(true);
  return r.Shipment as { ShipmentId: string; Awb: string; State: string; TrackingUrl: string };
}

const webhookOf = (u: TrackingUpdate) => webhookPayload(u, clock);

const hook = (payload: unknown, token = TOKEN) =>
  t.app.inject({ method: 'POST', url: '/api/shipping/tracking-webhook', headers: { 'x-api-key': token }, payload: payload as Record<string, unknown> });

const orderOf = async (orderId: string) => (await t.ctx.db.select().from(orders).where(eq(orders.id, orderId)))[0];
const shipmentOf = async (orderId: string) => (await t.app.inject({ url: `/api/Admin/order-shipments/${orderId}`, headers: admin.auth })).json();
const dashboard = async () => (await t.app.inject({ url: '/api/Admin/dashboard', headers: admin.auth })).json();
const messagesOf = async (kind: string) => t.ctx.db.select().from(outboxMessages).where(eq(outboxMessages.kind, kind));

describe('booking', () => {
  it('books 25 paid orders in one go, leaving the 2 the couriers do not serve in the queue with the reason', async () => {
    const many: Awaited<ReturnType<typeof paidOrder>>[] = [];
    for (let i = 0; i < 23; i++) many.push(await paidOrder());
    const far = [await paidOrder(PORT_BLAIR), await paidOrder(PORT_BLAIR)];
    const queue = (await t.app.inject({ url: '/api/Admin/shipments/queue', headers: admin.auth })).json();
    expect(queue.Total).toBeGreaterThanOrEqual(25);
    const first = queue.Items.find((i: { OrderId: string }) => i.OrderId === many[0].orderId);
    // The parcel weighs the larger of the variant's metrix and product weight, in the shop's box.
    expect(first.Package).toEqual({ WeightKg: 0.8, LengthCm: 24, BreadthCm: 12, HeightCm: 8 });
    expect(first.CourierName).toBe(many[0].row.courierName);

    const res = await book([...many, ...far].map((o) => ({ OrderId: o.orderId })));
    expect(res.statusCode, res.body).toBe(200);
    const results = res.json().Results as { OrderId: string; Booked: boolean; Error?: string; Shipment?: { Awb: string; State: string; PickupDate: string } }[];
    expect(results).toHaveLength(25);
    const ok = results.filter((r) => r.Booked);
    expect(ok).toHaveLength(23);
    expect(new Set(ok.map((r) => r.Shipment!.Awb)).size).toBe(23);
    for (const r of ok) {
      expect(r.Shipment!.State).toBe('Booked');
      expect(r.Shipment!.Awb).toMatch(/^[A-Z0-9]{10,}$/);
      expect(r.Shipment!.PickupDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    const refused = results.filter((r) => !r.Booked);
    expect(refused.map((r) => r.OrderId).sort()).toEqual(far.map((o) => o.orderId).sort());
    for (const r of refused) expect(r.Error).toContain('744101');

    const after = (await t.app.inject({ url: '/api/Admin/shipments/queue?PageSize=100', headers: admin.auth })).json();
    const ids = after.Items.map((i: { OrderId: string }) => i.OrderId);
    for (const o of many) expect(ids).not.toContain(o.orderId);
    for (const o of far) {
      const item = after.Items.find((i: { OrderId: string }) => i.OrderId === o.orderId);
      expect(item.LastError).toContain('not serviceable');
    }
    // The queue filtered by state: the refused ones apart from the ones never tried.
    const fresh = await paidOrder();
    const inState = async (state: string) =>
      ((await t.app.inject({ url: `/api/Admin/shipments/queue?PageSize=100&State=${state}`, headers: admin.auth })).json().Items as { OrderId: string }[]).map(
        (i) => i.OrderId,
      );
    const failed = await inState('BookingFailed');
    expect(failed).toEqual(expect.arrayContaining(far.map((o) => o.orderId)));
    expect(failed).not.toContain(fresh.orderId);
    const untried = await inState('NotBooked');
    expect(untried).toContain(fresh.orderId);
    for (const o of far) expect(untried).not.toContain(o.orderId);
    const wrong = await t.app.inject({ url: '/api/Admin/shipments/queue?State=Lost', headers: admin.auth });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().Message).toBe('State is one of NotBooked, BookingFailed');
    // Booked is not yet Shipped: the order ships when the courier picks the parcel up.
    expect((await orderOf(many[0].orderId)).status).toBe('Ordered');
  }, 120_000);

  it('books an unserved order with another courier the admin chooses, showing its cost against what the shopper paid', async () => {
    const o = await paidOrder(PORT_BLAIR);
    const choices = (await t.app.inject({ url: `/api/Admin/order-shipments/${o.orderId}/couriers`, headers: admin.auth })).json();
    expect(choices.PaidShipping).toBe(o.shipping);
    expect(choices.Couriers.find((c: { Chosen: boolean }) => c.Chosen).CourierName).toBe(o.row.courierName);
    const air = choices.Couriers.find((c: { CourierName: string }) => c.CourierName === 'Blue Dart Air');
    expect(air.Cost).toBeGreaterThan(0);
    const res = await book([{ OrderId: o.orderId, CourierName: 'Blue Dart Air' }]);
    const [r] = res.json().Results;
    expect(r.Booked, r.Error).toBe(true);
    expect(r.Shipment).toMatchObject({ CourierName: 'Blue Dart Air', Cost: air.Cost, PaidShipping: o.shipping });
  });

  it("an order sent with the shop's own local courier is not booked through the aggregator; another courier books it", async () => {
    const o = await paidOrder(VELLORE);
    expect(['Vellore Local Express', 'Tamil Nadu Parcel Service']).toContain(o.row.courierName);
    const [refused] = (await book([{ OrderId: o.orderId }])).json().Results;
    expect(refused.Booked).toBe(false);
    expect(refused.Error).toBe(
      `${o.row.courierName} is the shop's own local courier and is not booked through the aggregator. Choose another courier, or hand the parcel over yourself and mark the order Shipped on its page.`,
    );
    const queue = (await t.app.inject({ url: '/api/Admin/shipments/queue?PageSize=100', headers: admin.auth })).json();
    expect(queue.Items.map((i: { OrderId: string }) => i.OrderId)).toContain(o.orderId);
    const [r] = (await book([{ OrderId: o.orderId, CourierName: 'Delhivery Surface' }])).json().Results;
    expect(r.Booked, r.Error).toBe(true);
  });

  it('a booking asked again after the aggregator lost its answer finds the same AWB, never a second one', async () => {
    const o = await paidOrder();
    sim.loseNextAnswer('assignAwb');
    const lost = (await book([{ OrderId: o.orderId }])).json().Results[0];
    expect(lost.Booked).toBe(false);
    expect(lost.Error).toMatch(/did not answer in time/);
    const [made] = await t.ctx.db
      .select()
      .from(simulatedShipments)
      .where(eq(simulatedShipments.channelOrderId, `${o.row.orderCode}-1`));
    expect(made.awb).toBeTruthy();

    const again = await booked(o.orderId);
    expect(again.Awb).toBe(made.awb);
    const parcels = await t.ctx.db
      .select()
      .from(simulatedShipments)
      .where(inArray(simulatedShipments.channelOrderId, [`${o.row.orderCode}-1`, `${o.row.orderCode}-2`]));
    expect(parcels).toHaveLength(1);
    // And once booked, asking again answers the same shipment.
    expect((await booked(o.orderId)).ShipmentId).toBe(again.ShipmentId);
  });

  it('cancels a booking before pickup: the AWB is released and the order is back in the queue; after pickup it is refused', async () => {
    const o = await paidOrder();
    const s = await booked(o.orderId);
    const res = await t.app.inject({ method: 'POST', url: `/api/Admin/shipments/${s.ShipmentId}/cancel`, headers: admin.auth, payload: {} });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().State).toBe('Cancelled');
    const [released] = await t.ctx.db
      .select()
      .from(simulatedShipments)
      .where(eq(simulatedShipments.channelOrderId, `${o.row.orderCode}-1~cancelled`));
    expect(released).toMatchObject({ statusCode: CODE.cancelled, awb: null });
    const queue = (await t.app.inject({ url: '/api/Admin/shipments/queue?PageSize=100', headers: admin.auth })).json();
    expect(queue.Items.map((i: { OrderId: string }) => i.OrderId)).toContain(o.orderId);

    const second = await booked(o.orderId);
    expect(second.Awb).not.toBe(s.Awb);
    await hook(webhookOf(await sim.advance(second.Awb)));
    const refused = await t.app.inject({ method: 'POST', url: `/api/Admin/shipments/${second.ShipmentId}/cancel`, headers: admin.auth, payload: {} });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().Message).toMatch(/picked up/);
  });

  it('cancelling a booked order releases its AWB first; once the courier has the parcel the order is not cancelled, and its status follows the scans', async () => {
    const status = (orderId: string, auth: Record<string, string>, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PATCH', url: `/api/order/${orderId}/status`, headers: auth, payload });
    const o = await paidOrder();
    const s = await booked(o.orderId);
    // By hand, Shipped would hide the courier's own scans: refused while the booking stands.
    const byHand = await status(o.orderId, admin.auth, { Status: 'Shipped', TrackingId: 'X1', CourierName: 'Delhivery', ShippedDate: clock.toISOString() });
    expect(byHand.statusCode).toBe(409);
    expect(byHand.json().Message).toBe(SHIPMENT_MESSAGES.followsScans);
    // The shopper cancels before pickup: the AWB goes back to the courier, and the money to the shopper.
    const cancelled = await status(o.orderId, shopper.auth, { Status: 'Cancelled' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await sim.track(s.Awb).catch((e: Error) => e.message)).toMatch(/AWB/);
    expect((await orderOf(o.orderId)).status).toBe('Cancelled');
    expect(await shipmentOf(o.orderId)).toBeNull();
    const [payment] = await t.ctx.db.select().from(payments).where(eq(payments.orderId, o.orderId));
    expect(payment.refundAmountPaise).toBe(payment.amountPaise);
    const queue = (await t.app.inject({ url: '/api/Admin/shipments/queue?PageSize=100', headers: admin.auth })).json();
    expect(queue.Items.map((i: { OrderId: string }) => i.OrderId)).not.toContain(o.orderId);

    // Picked up: neither the shopper nor an admin can cancel; the order stays as the courier has it.
    const p = await paidOrder();
    const ps = await booked(p.orderId);
    await hook(webhookOf(await sim.advanceTo(ps.Awb, CODE.pickedUp)));
    expect((await orderOf(p.orderId)).status).toBe('Shipped');
    for (const auth of [shopper.auth, admin.auth]) {
      const refused = await status(p.orderId, auth, { Status: 'Cancelled' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().Message).toBe(SHIPMENT_MESSAGES.parcelWithCourier);
    }
    const [kept] = await t.ctx.db.select().from(payments).where(eq(payments.orderId, p.orderId));
    expect(kept.refundStatus).toBeNull();
    // Someone else's order stays unseen, booking or not.
    const stranger = await userWithToken(t.ctx);
    expect((await status(p.orderId, stranger.auth, { Status: 'Cancelled' })).statusCode).toBe(404);
  });

  it('prints labels and packing slips in one PDF, and the manifest', async () => {
    const a = await booked((await paidOrder()).orderId);
    const b = await booked((await paidOrder()).orderId);
    const labels = await t.app.inject({
      method: 'POST',
      url: '/api/Admin/shipments/labels',
      headers: admin.auth,
      payload: { ShipmentIds: [a.ShipmentId, b.ShipmentId] },
    });
    expect(labels.statusCode).toBe(200);
    expect(labels.headers['content-type']).toBe('application/pdf');
    const { PDFParse } = await import('pdf-parse');
    const text = (await new PDFParse({ data: labels.rawPayload }).getText()) as { pages: { text: string }[] };
    expect(text.pages).toHaveLength(4);
    expect(text.pages[0].text).toContain(a.Awb);
    expect(text.pages[0].text).toContain('560001');
    expect(text.pages[1].text).toContain(b.Awb);
    expect(text.pages[2].text).toContain('Packing slip');
    expect(text.pages[2].text).toMatch(/INV/);
    const manifest = await t.app.inject({
      method: 'POST',
      url: '/api/Admin/shipments/manifest',
      headers: admin.auth,
      payload: { ShipmentIds: [a.ShipmentId, b.ShipmentId] },
    });
    expect(manifest.statusCode).toBe(200);
    const m = (await new PDFParse({ data: manifest.rawPayload }).getText()) as { text: string };
    expect(m.text).toContain(a.Awb);
    expect(m.text).toContain(b.Awb);
    const shopperTries = await t.app.inject({
      method: 'POST',
      url: '/api/Admin/shipments/labels',
      headers: shopper.auth,
      payload: { ShipmentIds: [a.ShipmentId] },
    });
    expect(shopperTries.statusCode).toBe(403);
  });
});

describe('tracking', () => {
  it('moves the order to Shipped at pickup and Delivered at the delivery scan, with the scan times, and tells the shopper', async () => {
    const o = await paidOrder();
    const s = await booked(o.orderId);
    const picked = await sim.advance(s.Awb);
    expect((await hook(webhookOf(picked))).json()).toMatchObject({ Status: true, Message: 'Updated' });
    const shipped = await orderOf(o.orderId);
    expect(shipped).toMatchObject({ status: 'Shipped', trackingNumber: s.Awb, courierName: o.row.courierName });
    expect(shipped.shippedDate!.toISOString()).toBe(new Date(picked.scans[0].at).toISOString());
    await hook(webhookOf(await sim.advanceTo(s.Awb, CODE.outForDelivery)));
    expect((await messagesOf('OutForDelivery')).some((m) => m.vars.orderCode === o.row.orderCode)).toBe(true);
    const delivered = await sim.advanceTo(s.Awb, CODE.delivered);
    clock = new Date(clock.getTime() + 3 * 86_400_000);
    await hook(webhookOf(delivered));
    const done = await orderOf(o.orderId);
    expect(done.status).toBe('Delivered');
    // The delivered date is the courier's scan, not when the shop heard of it.
    expect(done.deliveredDate!.toISOString()).toBe(new Date(delivered.scans.at(-1)!.at).toISOString());
    const steps = (await t.app.inject({ url: `/api/order/trackinginfo/${o.orderId}`, headers: shopper.auth })).json();
    expect(steps.map((x: { Label: string }) => x.Label)).toEqual(['Ordered', 'Shipped', 'In transit', 'Out for delivery', 'Delivered']);
    expect(steps.every((x: { Status: string }) => x.Status === 'done')).toBe(true);
    const shipment = (await t.app.inject({ url: `/api/order/${o.orderId}/shipment`, headers: shopper.auth })).json();
    expect(shipment).toMatchObject({ State: 'Delivered', Awb: s.Awb });
    expect(shipment.Scans[0].State).toBe('Delivered');
    const shippedMessages = (await messagesOf('OrderShipped')).filter((m) => m.vars.orderCode === o.row.orderCode);
    expect(shippedMessages[0].vars).toMatchObject({ trackingId: s.Awb });
    expect(shippedMessages[0].vars.trackingUrl).toContain(s.Awb);
    // Someone else's order is not there for another shopper.
    const other = await userWithToken(t.ctx);
    expect((await t.app.inject({ url: `/api/order/${o.orderId}/shipment`, headers: other.auth })).statusCode).toBe(404);
  });

  it('a replayed update changes nothing, an older one arriving late never moves back, a wrong token is refused, an unknown AWB is answered', async () => {
    const o = await paidOrder();
    const s = await booked(o.orderId);
    const early = await sim.advanceTo(s.Awb, CODE.inTransit);
    const late = await sim.advanceTo(s.Awb, CODE.outForDelivery);
    expect((await hook(webhookOf(late))).json().Message).toBe('Updated');
    const scans = async () => (await t.ctx.db.select().from(shipmentScans)).filter((x) => x.shipmentId === s.ShipmentId).length;
    const before = await scans();
    const ofd = (await messagesOf('OutForDelivery')).length;
    expect((await hook(webhookOf(late))).json().Message).toBe('No change');
    expect(await scans()).toBe(before);
    expect((await messagesOf('OutForDelivery')).length).toBe(ofd);
    // The in-transit update arrives after the out-for-delivery one.
    expect((await hook(webhookOf(early))).statusCode).toBe(200);
    expect((await shipmentOf(o.orderId)).State).toBe('OutForDelivery');

    const wrong = await hook(webhookOf(late), 'not-the-token-at-all-000');
    expect(wrong.statusCode).toBe(401);
    expect(logged.some((l) => l.msg.includes('wrong or missing token'))).toBe(true);
    expect((await t.app.inject({ method: 'POST', url: '/api/shipping/tracking-webhook', payload: webhookOf(late) })).statusCode).toBe(401);
    expect((await shipmentOf(o.orderId)).State).toBe('OutForDelivery');

    const unknown = await hook({ ...webhookOf(late), awb: '999999999999' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().Message).toBe('Unknown AWB');
    expect(logged.some((l) => l.msg.includes('did not book'))).toBe(true);
  });

  it('never moves an order out of Cancelled: late scans of a released AWB change nothing', async () => {
    const o = await paidOrder();
    const s = await booked(o.orderId);
    const cancel = await t.app.inject({ method: 'PATCH', url: `/api/order/${o.orderId}/status`, headers: admin.auth, payload: { Status: 'Cancelled' } });
    expect(cancel.statusCode, cancel.body).toBe(200);
    // The courier's system still sends what it had planned for the AWB before it was released.
    const at = (minutes: number) => new Date(clock.getTime() + minutes * 60_000).toISOString();
    const scan = (code: number, label: string, minutes: number) => ({ at: at(minutes), code: String(code), label, activity: label, location: 'Bengaluru Hub' });
    const late = await hook(
      webhookOf({
        awb: s.Awb,
        statusCode: String(CODE.delivered),
        statusLabel: 'Delivered',
        scans: [scan(CODE.pickedUp, 'Picked Up', 1), scan(CODE.delivered, 'Delivered', 2)],
        expectedDeliveryDate: null,
      }),
    );
    expect(late.statusCode).toBe(200);
    expect((await orderOf(o.orderId)).status).toBe('Cancelled');
    expect((await messagesOf('OrderDelivered')).some((m) => m.vars.orderCode === o.row.orderCode)).toBe(false);
  });

  it('the poll catches an update whose webhook was lost', async () => {
    const o = await paidOrder();
    const s = await booked(o.orderId);
    await sim.advanceTo(s.Awb, CODE.inTransit); // the webhook never comes
    expect(await pollQuietShipments(t.ctx)).toBe(0);
    clock = new Date(clock.getTime() + (t.ctx.config.fulfilment.pollMinutes + 1) * 60_000);
    expect(await pollQuietShipments(t.ctx, undefined, 100)).toBeGreaterThanOrEqual(1);
    expect((await shipmentOf(o.orderId)).State).toBe('InTransit');
    expect((await orderOf(o.orderId)).status).toBe('Shipped');
  });
});

describe('failed attempts and returns', () => {
  it('a failed attempt asks for action; the shopper asks for a new attempt and the parcel is delivered', async () => {
    const o = await paidOrder();
    const s = await booked(o.orderId);
    await hook(webhookOf(await sim.failAttempt(s.Awb, 'Consignee not available, phone unreachable')));
    const needed = (await t.app.inject({ url: '/api/Admin/shipments/action-needed', headers: admin.auth })).json();
    const item = needed.Items.find((i: { ShipmentId: string }) => i.ShipmentId === s.ShipmentId);
    expect(item.Ndr).toMatchObject({ Reason: 'Consignee not available, phone unreachable', Attempts: 1, ShopperChoice: null, AdminAction: null });
    const told = (await messagesOf('DeliveryAttemptFailed')).find((m) => m.vars.orderCode === o.row.orderCode)!;
    expect(told.vars.link).toContain(o.orderId);

    const view = (await t.app.inject({ url: `/api/order/${o.orderId}/shipment`, headers: shopper.auth })).json();
    expect(view.DeliveryAttempt).toMatchObject({ Reason: 'Consignee not available, phone unreachable', CanRespond: true, Response: null });
    const badPhone = await t.app.inject({
      method: 'POST',
      url: `/api/order/${o.orderId}/delivery-attempt`,
      headers: shopper.auth,
      payload: { Choice: 'Reattempt', PhoneNumber: '12345' },
    });
    expect(badPhone.statusCode).toBe(400);
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/order/${o.orderId}/delivery-attempt`,
      headers: shopper.auth,
      payload: { Choice: 'Reattempt', PhoneNumber: '9876512345' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().DeliveryAttempt).toMatchObject({ CanRespond: false, Response: { Choice: 'Reattempt', PhoneNumber: '9876512345' } });
    const twice = await t.app.inject({
      method: 'POST',
      url: `/api/order/${o.orderId}/delivery-attempt`,
      headers: shopper.auth,
      payload: { Choice: 'Reattempt' },
    });
    expect(twice.statusCode).toBe(409);

    await hook(webhookOf(await sim.advance(s.Awb)));
    expect((await shipmentOf(o.orderId)).State).toBe('OutForDelivery');
    await hook(webhookOf(await sim.advance(s.Awb)));
    expect((await orderOf(o.orderId)).status).toBe('Delivered');
    expect((await shipmentOf(o.orderId)).Ndr.ShopperChoice.Choice).toBe('Reattempt');
  });

  it('the admin re-attempts with a corrected address line; the next attempt delivers', async () => {
    const o = await paidOrder();
    const s = await booked(o.orderId);
    await hook(webhookOf(await sim.failAttempt(s.Awb, 'Address incomplete, consignee could not be located')));
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/Admin/shipments/${s.ShipmentId}/ndr`,
      headers: admin.auth,
      payload: { Action: 'Reattempt', AddressLine: '1 Main Road, behind the temple', Date: '2026-12-31' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Ndr.AdminAction).toMatchObject({ Choice: 'Reattempt', AddressLine: '1 Main Road, behind the temple', Date: '2026-12-31' });
    await hook(webhookOf(await sim.advanceTo(s.Awb, CODE.delivered)));
    expect((await orderOf(o.orderId)).status).toBe('Delivered');
  });

  it('a parcel returned to the seller: stock back, refund less the forward shipping, a credit note, and money in = kept + refunded', async () => {
    const o = await paidOrder(BENGALURU, 2);
    const [stockBefore] = await t.ctx.db.select().from(productVariants).where(eq(productVariants.id, variant.id));
    const before = await dashboard();
    const s = await booked(o.orderId);
    await hook(webhookOf(await sim.failAttempt(s.Awb, 'Consignee refused the delivery')));
    expect((await dashboard()).ActionNeeded.FailedDeliveries).toBe(before.ActionNeeded.FailedDeliveries + 1);
    const rto = await t.app.inject({
      method: 'POST',
      url: `/api/Admin/shipments/${s.ShipmentId}/ndr`,
      headers: admin.auth,
      payload: { Action: 'ReturnToSeller' },
    });
    expect(rto.statusCode, rto.body).toBe(200);
    expect(rto.json().State).toBe('ReturningToSeller');
    const early = await t.app.inject({ method: 'POST', url: `/api/Admin/shipments/${s.ShipmentId}/rto-received`, headers: admin.auth, payload: {} });
    expect(early.statusCode).toBe(409);
    await hook(webhookOf(await sim.advanceTo(s.Awb, CODE.rtoDelivered)));
    expect((await shipmentOf(o.orderId)).State).toBe('ReturnedToSeller');
    const back = await dashboard();
    expect(back.ActionNeeded).toMatchObject({
      FailedDeliveries: before.ActionNeeded.FailedDeliveries,
      ReturnsToReceive: before.ActionNeeded.ReturnsToReceive + 1,
    });
    const steps = (await t.app.inject({ url: `/api/order/trackinginfo/${o.orderId}`, headers: shopper.auth })).json();
    expect(steps.at(-1)).toMatchObject({ Label: 'Returned', Status: 'done' });

    const received = await t.app.inject({ method: 'POST', url: `/api/Admin/shipments/${s.ShipmentId}/rto-received`, headers: admin.auth, payload: {} });
    expect(received.statusCode, received.body).toBe(200);
    const paidRupees = Number(o.row.itemsTotalPaise - o.row.discountPaise + o.row.shippingCostPaise) / 100;
    expect(received.json()).toMatchObject({ State: 'RtoReceived', Rto: { Refund: paidRupees - o.shipping } });
    const again = await t.app.inject({ method: 'POST', url: `/api/Admin/shipments/${s.ShipmentId}/rto-received`, headers: admin.auth, payload: {} });
    expect(again.statusCode).toBe(409);

    const order = await orderOf(o.orderId);
    expect(order.status).toBe('Cancelled');
    const [stockAfter] = await t.ctx.db.select().from(productVariants).where(eq(productVariants.id, variant.id));
    expect(stockAfter.stock).toBe(stockBefore.stock + 2);
    const [payment] = await t.ctx.db.select().from(payments).where(eq(payments.id, order.settlingPaymentId!));
    expect(payment.refundAmountPaise).toBe(payment.amountPaise - order.shippingCostPaise);
    expect(payment.refundStatus).toBe('Completed');
    // Money in = money kept (the forward shipping) + money refunded.
    expect(payment.amountPaise).toBe(order.shippingCostPaise + payment.refundAmountPaise!);
    // The dashboard counts the parcel and its cost: the courier's charge both ways, and the shipping kept.
    const after = await dashboard();
    expect(after.ActionNeeded.ReturnsToReceive).toBe(before.ActionNeeded.ReturnsToReceive);
    const cost = (await shipmentOf(o.orderId)).Cost as number;
    expect(after.ReturnedToSeller).toEqual({
      Parcels: before.ReturnedToSeller.Parcels + 1,
      CourierCost: Math.round((before.ReturnedToSeller.CourierCost + 2 * cost) * 100) / 100,
      ShippingKept: Math.round((before.ReturnedToSeller.ShippingKept + order.shippingCostPaise / 100) * 100) / 100,
    });
    const [note] = await t.ctx.db.select().from(creditNotes).where(eq(creditNotes.orderId, o.orderId));
    expect(note.lines.reduce((sum, l) => sum + l.totalPaise, 0)).toBe(payment.refundAmountPaise);
    expect((await messagesOf('ReturnedToSeller')).find((m) => m.vars.orderCode === o.row.orderCode)!.vars.refund).toBe(
      (payment.refundAmountPaise! / 100).toFixed(2),
    );
  });
});

describe('two instances on one database', () => {
  it.runIf(process.env.TEST_DATABASE_URL)('apply the same updates at once without a double scan or a double message', async () => {
    const second = await createTestApp({ sameDatabaseAs: t, env: { SHIPPING_WEBHOOK_TOKEN: TOKEN }, context: { now: () => clock } });
    try {
      const o = await paidOrder();
      const s = await booked(o.orderId);
      const update = webhookOf(await sim.advanceTo(s.Awb, CODE.outForDelivery));
      const send = (app: TestApp) =>
        app.app.inject({ method: 'POST', url: '/api/shipping/tracking-webhook', headers: { 'x-api-key': TOKEN }, payload: update });
      const answers = await Promise.all([send(t), send(second), send(t), send(second)]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
      expect(answers.filter((a) => a.json().Message === 'Updated')).toHaveLength(1);
      const scans = (await t.ctx.db.select().from(shipmentScans)).filter((x) => x.shipmentId === s.ShipmentId);
      expect(scans).toHaveLength(4);
      expect((await messagesOf('OrderShipped')).filter((m) => m.vars.orderCode === o.row.orderCode && m.channel === 'sms')).toHaveLength(1);
      expect((await messagesOf('OutForDelivery')).filter((m) => m.vars.orderCode === o.row.orderCode && m.channel === 'sms')).toHaveLength(1);
      expect((await orderOf(o.orderId)).status).toBe('Shipped');
    } finally {
      await second.close();
    }
  });
});

describe('the courier sandbox', () => {
  const sandbox = (awb: string, payload?: string) =>
    t.app.inject({
      method: payload ? 'POST' : 'GET',
      url: `/sandbox/courier/${awb}`,
      ...(payload ? { payload, headers: { 'content-type': 'application/x-www-form-urlencoded' } } : {}),
    });

  it("is the parcel's tracking link: its scans move on by hand and reach the order, and a failed attempt asks the shopper", async () => {
    const o = await paidOrder();
    const s = await booked(o.orderId);
    expect(s.TrackingUrl).toBe(`${t.ctx.config.publicUrl}/sandbox/courier/${s.Awb}`);
    const page = await sandbox(s.Awb);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('TEST COURIER');
    expect(page.body).toContain(s.Awb);

    for (let i = 0; i < 5 && (await orderOf(o.orderId)).status === 'Ordered'; i++) {
      const next = await sandbox(s.Awb, 'scan=next');
      expect(next.statusCode).toBe(303);
      expect(next.headers.location).toBe(`/sandbox/courier/${s.Awb}`);
    }
    expect((await orderOf(o.orderId)).status).toBe('Shipped');

    const reason = 'Consignee refused the delivery';
    expect((await sandbox(s.Awb, `scan=fail&reason=${encodeURIComponent(reason)}`)).statusCode).toBe(303);
    const view = (await t.app.inject({ url: `/api/order/${o.orderId}/shipment`, headers: shopper.auth })).json();
    expect(view.DeliveryAttempt).toMatchObject({ Reason: reason, CanRespond: true });
    expect((await sandbox(s.Awb)).body).toContain('The delivery attempt failed');
    // Nothing moves until the shop decides.
    await sandbox(s.Awb, 'scan=next');
    expect((await shipmentOf(o.orderId)).State).toBe('DeliveryFailed');
  });

  it('answers 404 for a parcel it does not know and 400 for a scan it does not make', async () => {
    expect((await sandbox('SIM99999999')).statusCode).toBe(404);
    const o = await paidOrder();
    const s = await booked(o.orderId);
    expect((await sandbox(s.Awb, 'scan=teleport')).statusCode).toBe(400);
  });
});
