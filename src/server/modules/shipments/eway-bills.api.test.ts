// E-way bills through the API (docs/e-way-bills.md): an order over its limit is refused by the
// booking until its bill is generated, then books with the bill's number passed to the courier
// booking; an order within its state's limit needs none; the admin's change of a state's limit is
// followed at once and audited; the invoice PDF, read with pdftotext, prints the bill's number; a
// business's order names the buyer's GSTIN on its bill, a consumer's "URP" (unregistered person).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { addToCart, createAddress, createProduct, placePaidOrder, userWithToken } from '../../testing/fixtures';
import { auditLog, ewayBills, offlineEwayBills, simulatedShipments } from '../../db/schema';
import { OfflineEwayBills } from '../../providers/eway-bill/offline-eway-bills';
import { gstinCheckCharacter } from '@shared/gst';

const BENGALURU = { city: 'Bengaluru', state: 'Karnataka', pinCode: '560001' };
const CHENNAI = { city: 'Chennai', state: 'Tamil Nadu', pinCode: '600001' };
/** The aggregator's transporter id, a GSTIN with its check character. */
const TRANSPORTER = `33AABCT1234C1Z${gstinCheckCharacter('33AABCT1234C1Z')}`;

let t: TestApp;
let admin: Awaited<ReturnType<typeof userWithToken>>;
let shopper: Awaited<ReturnType<typeof userWithToken>>;
let amplifier: { id: number; productId: number };
const clock = new Date('2026-11-20T04:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ env: { EWAY_BILL_TRANSPORTER_ID: TRANSPORTER }, context: { now: () => clock } });
  admin = await userWithToken(t.ctx, 'Admin');
  shopper = await userWithToken(t.ctx);
  // ₹64,999 a unit, GST included: one is over ₹50,000, and under Tamil Nadu's ₹1,00,000.
  const product = await createProduct(t.ctx, {
    name: 'Veena Pro Power Amplifier',
    hsnCode: '85184000',
    taxRate: 18,
    variants: [{ title: 'Black', price: 64_999, stock: 50, weight: 9 }],
  });
  amplifier = product.variants[0];
}, 180_000);
afterAll(async () => t?.close());

async function paidOrder(place: { city: string; state: string; pinCode: string }, quantity = 1, businessId?: number) {
  const address = await createAddress(t.ctx, shopper.user.id, place);
  const cartId = await addToCart(t.app, shopper.auth, amplifier.productId, amplifier.id, quantity);
  return placePaidOrder(t.app, shopper.auth, cartId, address.id, businessId);
}

// Orders within Tamil Nadu may have chosen the shop's own local courier: every booking here goes with an aggregator's.
const book = (orderIds: string[]) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Admin/shipments/book',
    headers: admin.auth,
    payload: { Orders: orderIds.map((OrderId) => ({ OrderId, CourierName: 'Delhivery Surface' })) },
  });
const generate = (Orders: { OrderId: string; VehicleNumber?: string; DistanceKm?: number }[]) =>
  t.app.inject({ method: 'POST', url: '/api/Admin/eway-bills/generate', headers: admin.auth, payload: { Orders } });
const queueItem = async (orderId: string) =>
  (await t.app.inject({ url: '/api/Admin/shipments/queue?PageSize=100', headers: admin.auth }))
    .json()
    .Items.find((i: { OrderId: string }) => i.OrderId === orderId);
const setLimit = (state: string, Limit: number | null, Source = 'Checked against the state notification') =>
  t.app.inject({ method: 'PUT', url: `/api/Admin/eway-bills/limits/${encodeURIComponent(state)}`, headers: admin.auth, payload: { Limit, Source } });

function pdfText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf, encoding: 'utf8' });
}

describe('e-way bills before booking', () => {
  it('refuses to book an order over ₹50,000 to another state without an e-way bill, with a sentence; generated, it books and the booking carries its number', async () => {
    const o = await paidOrder(BENGALURU);
    const item = await queueItem(o.orderId);
    expect(item.EwayBill).toMatchObject({ Required: true, Bill: null });
    expect(item.EwayBill.Message).toMatch(/worth ₹65,\d{3}, over the ₹50,000 limit between states: generate its e-way bill before booking it\./);

    const refused = await book([o.orderId]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().Message).toContain('over the ₹50,000 limit between states');

    // Among other orders, it is refused on its own and the others go.
    const small = await (async () => {
      const { variants } = await createProduct(t.ctx, { variants: [{ title: 'Blue', price: 1499, stock: 5 }] });
      const address = await createAddress(t.ctx, shopper.user.id, BENGALURU);
      const cartId = await addToCart(t.app, shopper.auth, variants[0].productId, variants[0].id, 1);
      return placePaidOrder(t.app, shopper.auth, cartId, address.id);
    })();
    const mixed = (await book([o.orderId, small.orderId])).json().Results as { OrderId: string; Booked: boolean; Error?: string }[];
    expect(mixed.find((r) => r.OrderId === small.orderId)!.Booked).toBe(true);
    expect(mixed.find((r) => r.OrderId === o.orderId)).toMatchObject({ Booked: false, Error: expect.stringContaining('generate its e-way bill') });

    const gen = await generate([{ OrderId: o.orderId, VehicleNumber: 'tn 23 ab 1234' }]);
    expect(gen.statusCode, gen.body).toBe(200);
    const [r] = gen.json().Results;
    expect(r.Generated, r.Error).toBe(true);
    expect(r.Bill.Number).toMatch(/^[1-9]\d{11}$/);
    expect(r.Bill).toMatchObject({ VehicleNumber: 'TN23AB1234', TransporterId: TRANSPORTER });
    expect(r.Bill.Value).toBe(64_999 + o.shipping);
    // Vellore to Bengaluru by the pin codes, one day of validity for each 200 km or part of it.
    expect(r.Bill.ValidUntil).not.toBeNull();

    // Asked again, the order keeps its bill.
    expect((await generate([{ OrderId: o.orderId }])).json().Results[0].Bill.Number).toBe(r.Bill.Number);
    expect((await queueItem(o.orderId)).EwayBill).toMatchObject({ Required: true, Message: null, Bill: { Number: r.Bill.Number } });

    const booked = await book([o.orderId]);
    expect(booked.statusCode, booked.body).toBe(200);
    const [b] = booked.json().Results;
    expect(b.Booked, b.Error).toBe(true);
    expect(b.Shipment.EwayBill.Number).toBe(r.Bill.Number);
    const [parcel] = await t.ctx.db.select().from(simulatedShipments).where(eq(simulatedShipments.awb, b.Shipment.Awb));
    expect(parcel.ewayBillNo).toBe(r.Bill.Number);
    const panel = (await t.app.inject({ url: `/api/Admin/order-shipments/${o.orderId}`, headers: admin.auth })).json();
    expect(panel.EwayBill.Number).toBe(r.Bill.Number);

    // Once booked, the bill stays: cancelling it is refused with a sentence.
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/Admin/order-shipments/${o.orderId}/eway-bill/cancel`,
      headers: admin.auth,
      payload: { Reason: 'DataEntryMistake' },
    });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().Message).toBe('This order is booked with the courier: cancel the booking before cancelling its e-way bill.');

    const audit = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.kind, 'eway-bill'), eq(auditLog.entity, b.OrderCode)));
    expect(audit.map((a) => a.action)).toEqual(['generated']);
  }, 120_000);

  it('prints the e-way bill number on the invoice PDF, also when the invoice was downloaded before the bill', async () => {
    const o = await paidOrder(BENGALURU);
    const download = async () => {
      const res = await t.app.inject({ url: `/api/Order/invoice/download/${o.orderId}`, headers: shopper.auth });
      expect(res.statusCode).toBe(200);
      return pdfText(res.rawPayload);
    };
    const before = await download();
    expect(before).toContain('Place of Supply');
    expect(before).not.toContain('E-way Bill No.');
    const [r] = (await generate([{ OrderId: o.orderId }])).json().Results;
    expect(r.Generated, r.Error).toBe(true);
    // Without a vehicle the bill waits for Part B: not yet valid for the road.
    expect(r.Bill.ValidUntil).toBeNull();
    const after = await download();
    expect(after).toMatch(new RegExp(`E-way Bill No\\.:\\s+${r.Bill.Number}`));
    expect(await download()).toBe(after);

    // Cancelled before booking, it leaves the invoice and the order needs a bill again.
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/Admin/order-shipments/${o.orderId}/eway-bill/cancel`,
      headers: admin.auth,
      payload: { Reason: 'DataEntryMistake', Remarks: 'Wrong vehicle' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json()).toMatchObject({ Required: true, Bill: null });
    expect(await download()).not.toContain(r.Bill.Number);
  }, 60_000);

  it('names a business buyer’s GSTIN as the recipient of the e-way bill, and a consumer as unregistered (URP)', async () => {
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/Account/BusinessDetails',
      headers: shopper.auth,
      payload: {
        Gstin: '29AAACB1234C1ZB',
        LegalName: 'Bhairavi Sound Studios Private Limited',
        AddressLine1: '42, 2nd Cross, Indiranagar',
        City: 'Bengaluru',
        State: 'Karnataka',
        PinCode: '560001',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const business = await paidOrder(BENGALURU, 1, saved.json().Id);
    const consumer = await paidOrder(BENGALURU);
    const results = (await generate([{ OrderId: business.orderId }, { OrderId: consumer.orderId }])).json().Results;
    expect(results.map((r: { Generated: boolean; Error?: string }) => r.Error ?? r.Generated)).toEqual([true, true]);
    const partA = async (orderId: string) => {
      const [bill] = await t.ctx.db.select().from(ewayBills).where(eq(ewayBills.orderId, orderId));
      const [sent] = await t.ctx.db.select().from(offlineEwayBills).where(eq(offlineEwayBills.number, bill.number));
      return { kept: bill.partA.recipientGstin, sent: sent.request.toGstin };
    };
    // What the e-way bill system was sent, and what the shop keeps of Part A.
    expect(await partA(business.orderId)).toEqual({ kept: '29AAACB1234C1ZB', sent: '29AAACB1234C1ZB' });
    expect(await partA(consumer.orderId)).toEqual({ kept: 'URP', sent: 'URP' });
  }, 60_000);

  it('finds the bill the e-way bill system made when its answer was lost, never a second one', async () => {
    const o = await paidOrder(BENGALURU);
    (t.ctx.ewayBills as OfflineEwayBills).loseNextAnswer();
    const lost = (await generate([{ OrderId: o.orderId }])).json().Results[0];
    expect(lost).toMatchObject({ Generated: false, Error: 'The e-way bill system could not be reached. Please try again in a minute.' });
    const again = (await generate([{ OrderId: o.orderId }])).json().Results[0];
    expect(again.Generated, again.Error).toBe(true);
    expect(again.Bill.Number).toMatch(/^\d{12}$/);
  }, 60_000);

  it('within Tamil Nadu an order under its ₹1,00,000 limit needs none; the admin lowers the limit and the rule follows at once, audited', async () => {
    const o = await paidOrder(CHENNAI);
    const limits = (await t.app.inject({ url: '/api/Admin/eway-bills/limits', headers: admin.auth })).json();
    expect(limits.InterStateLimit).toBe(50_000);
    expect(limits.Items).toHaveLength(36);
    expect(limits.Items.find((i: { State: string }) => i.State === 'Tamil Nadu')).toMatchObject({
      Limit: 100_000,
      SellerState: true,
      Source: expect.stringContaining('Notification 09'),
    });
    expect((await queueItem(o.orderId)).EwayBill).toEqual({ Required: false, Message: null, Bill: null });
    expect((await generate([{ OrderId: o.orderId }])).json().Results[0].Error).toBe('This consignment is within its limit and needs no e-way bill.');

    const wrong = await setLimit('Tamil Nadu', -5);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().Message).toMatch(/^The limit must be a whole number of rupees/);
    expect((await setLimit('Atlantis', 50_000)).statusCode).toBe(404);

    const saved = await setLimit('Tamil Nadu', 50_000);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ State: 'Tamil Nadu', Limit: 50_000 });
    expect((await queueItem(o.orderId)).EwayBill.Message).toMatch(/over the ₹50,000 limit within Tamil Nadu/);
    expect((await book([o.orderId])).statusCode).toBe(409);
    const [entry] = await t.ctx.db.select().from(auditLog).where(eq(auditLog.kind, 'eway-limit'));
    expect(entry).toMatchObject({ action: 'saved', entity: 'Tamil Nadu', before: { Limit: 100_000 }, after: { Limit: 50_000 } });

    // No e-way bill within the state: the order books without one.
    expect((await setLimit('Tamil Nadu', null, 'Tested: none needed')).json().Limit).toBeNull();
    const [r] = (await book([o.orderId])).json().Results;
    expect(r.Booked, r.Error).toBe(true);
    expect(r.Shipment.EwayBill).toBeNull();
    expect((await setLimit('Tamil Nadu', 100_000)).statusCode).toBe(200);
  }, 60_000);

  it('lets only admins see or change the limits', async () => {
    expect((await t.app.inject({ url: '/api/Admin/eway-bills/limits', headers: shopper.auth })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/Admin/eway-bills/limits/Kerala', headers: shopper.auth, payload: { Limit: 1, Source: 'abc' } }))
        .statusCode,
    ).toBe(403);
  });
});
