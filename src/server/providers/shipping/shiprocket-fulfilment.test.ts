// The Shiprocket adapter's fulfilment calls against a fake Shiprocket on a real HTTP server: what it
// sends, what it reads back, and how it takes refusals, rate limits and time-outs.
import { afterEach, describe, expect, it } from 'vitest';
import { PDFParse } from 'pdf-parse';
import { ShiprocketProvider } from './shiprocket-provider';
import { FulfilmentError, type CreateOrderRequest } from './fulfilment';
import { startFakeShiprocket } from '../../testing/fake-shiprocket';
import { joinPdfs, slipsPdf } from './documents-pdf';

let close: (() => Promise<void>) | null = null;
afterEach(async () => {
  await close?.();
  close = null;
});

async function fake(o: Parameters<typeof startFakeShiprocket>[0] = {}, timeoutMs = 15_000) {
  const f = await startFakeShiprocket(o);
  close = f.close;
  const waits: number[] = [];
  const provider = new ShiprocketProvider({
    baseUrl: f.url,
    email: 'ops@shop.example',
    password: 'pw',
    pickupLocation: 'Vellore Warehouse',
    timeoutMs,
    sleep: async (ms) => {
      waits.push(ms);
    },
  });
  return { f, provider, waits };
}

const order = (key: string, pinCode = '560001'): CreateOrderRequest => ({
  key,
  orderCode: key.replace(/-\d+$/, ''),
  orderDate: new Date('2026-11-20T05:00:00Z'),
  pickupPinCode: '632001',
  consignee: {
    name: 'Ravi Kumar',
    phone: '9876500000',
    email: 'ravi@example.com',
    addressLine1: '1 Main Road',
    addressLine2: 'Shivajinagar',
    city: 'Bengaluru',
    state: 'Karnataka',
    pinCode,
  },
  items: [{ name: 'Kestrel ANC Headphones (Black)', sku: 'KST-1', units: 2, sellingPrice: 1499, hsn: '85183000', taxRate: 18 }],
  subTotal: 2998,
  shippingCharges: 60,
  parcel: { weightKg: 1.2, lengthCm: 24, breadthCm: 12, heightCm: 8 },
});

const text = async (pdf: Buffer) => ((await new PDFParse({ data: pdf }).getText()) as { text: string }).text;

describe('Shiprocket fulfilment', () => {
  it('creates the order under the shop key, assigns an AWB with the chosen courier and asks for the pickup', async () => {
    const { f, provider } = await fake();
    const made = await provider.createOrder(order('SA-1001-1'));
    const sent = JSON.parse(f.calls.find((c) => c.url === '/v1/external/orders/create/adhoc')!.body);
    expect(sent).toMatchObject({
      order_id: 'SA-1001-1',
      order_date: '2026-11-20 10:30',
      pickup_location: 'Vellore Warehouse',
      billing_customer_name: 'Ravi',
      billing_last_name: 'Kumar',
      billing_pincode: '560001',
      billing_country: 'India',
      shipping_is_billing: true,
      payment_method: 'Prepaid',
      sub_total: 2998,
      shipping_charges: 60,
      weight: 1.2,
      length: 24,
      order_items: [{ sku: 'KST-1', units: 2, selling_price: 1499, hsn: '85183000' }],
    });
    expect(made.awb).toBeNull();
    const awb = await provider.assignAwb(made, 'Delhivery Surface');
    expect(JSON.parse(f.calls.find((c) => c.url === '/v1/external/courier/assign/awb')!.body)).toEqual({
      shipment_id: Number(made.shipmentId),
      courier_id: 12,
    });
    expect(awb).toMatchObject({ courierName: 'Delhivery Surface', cost: 78.5, expectedDeliveryDate: '2026-11-26' });
    expect(awb.awb).toMatch(/^1490\d{10}$/);
    expect(awb.trackingUrl).toContain(awb.awb);
    expect(await provider.requestPickup([made.shipmentId])).toBe('2026-11-21');
    // Asked again after a lost answer, the pickup is already queued: no error.
    expect(await provider.requestPickup([made.shipmentId])).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("sends a consignment's e-way bill as the aggregator's ewaybill_no, and none when there is none", async () => {
    const { f, provider } = await fake();
    await provider.createOrder({ ...order('SA-1003-1'), subTotal: 64_999, ewayBillNo: '391234567890' });
    await provider.createOrder(order('SA-1004-1'));
    const [withBill, without] = f.calls.filter((c) => c.url === '/v1/external/orders/create/adhoc').map((c) => JSON.parse(c.body));
    expect(withBill).toMatchObject({ order_id: 'SA-1003-1', sub_total: 64_999, ewaybill_no: '391234567890' });
    expect(without).not.toHaveProperty('ewaybill_no');
  });

  it('the same key again answers the order and AWB already made, never a second parcel', async () => {
    const { f, provider } = await fake();
    const first = await provider.createOrder(order('SA-1002-1'));
    const { awb } = await provider.assignAwb(first, 'Delhivery Surface');
    const again = await provider.createOrder(order('SA-1002-1'));
    expect(again).toEqual({ orderId: first.orderId, shipmentId: first.shipmentId, awb, courierName: 'Delhivery Surface' });
    expect((await provider.assignAwb(again, 'Delhivery Surface')).awb).toBe(awb);
    expect(f.orders).toHaveLength(1);
    expect(f.calls.filter((c) => c.url === '/v1/external/courier/assign/awb')).toHaveLength(1);
  });

  it("turns refusals into the aggregator's reason: invalid data, no courier for the pin code", async () => {
    const { provider } = await fake();
    await expect(provider.createOrder(order('SA-1003-1', '056001'))).rejects.toThrow(/Oops! Invalid Data/);
    const far = await provider.createOrder(order('SA-1004-1', '744101'));
    const refused = await provider.assignAwb(far, 'Delhivery Surface').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(FulfilmentError);
    expect((refused as FulfilmentError).message).toMatch(/not serviceable/);
    expect((refused as FulfilmentError).retryable).toBe(false);
  });

  it('waits and asks again on a 429, and gives up as retryable when the limit goes on', async () => {
    const { f, provider, waits } = await fake();
    await provider.createOrder(order('SA-1005-1'));
    f.throttle(2);
    const made = await provider.createOrder(order('SA-1006-1'));
    expect(made.orderId).toBeTruthy();
    expect(waits).toEqual([1000, 1000]);
    f.throttle(10);
    const busy = await provider.createOrder(order('SA-1007-1')).catch((e: unknown) => e);
    expect(busy).toBeInstanceOf(FulfilmentError);
    expect((busy as FulfilmentError).retryable).toBe(true);
    expect((busy as FulfilmentError).message).toMatch(/too many requests/);
  });

  it('answers a time-out as a retryable error', async () => {
    const { provider } = await fake({ latencyMs: 1_500 }, 500);
    const late = await provider.createOrder(order('SA-1008-1')).catch((e: unknown) => e);
    expect(late).toBeInstanceOf(FulfilmentError);
    expect((late as FulfilmentError).retryable).toBe(true);
  });

  it("fetches the aggregator's label and manifest PDFs", async () => {
    const { provider } = await fake();
    const a = await provider.createOrder(order('SA-1009-1'));
    const { awb } = await provider.assignAwb(a, 'Xpressbees Surface');
    const label = await provider.labelPdf([a.shipmentId]);
    expect(label.subarray(0, 4).toString()).toBe('%PDF');
    expect(await text(label)).toContain(awb);
    expect(await text(await provider.manifestPdf([a.shipmentId]))).toContain(awb);
  });

  it("prints two parcels' aggregator labels in one call, followed by the shop's packing slips, as one PDF", async () => {
    const { f, provider } = await fake();
    const parcels: { shipmentId: string; awb: string; code: string }[] = [];
    for (const key of ['SA-1012-1', 'SA-1013-1']) {
      const a = await provider.createOrder(order(key));
      parcels.push({ ...a, awb: (await provider.assignAwb(a, 'Delhivery Surface')).awb, code: key.slice(0, -2) });
    }
    const labels = await provider.labelPdf(parcels.map((p) => p.shipmentId));
    expect(JSON.parse(f.calls.at(-2)!.body)).toEqual({ shipment_id: parcels.map((p) => Number(p.shipmentId)) });
    const slip = (p: (typeof parcels)[number]) => ({
      orderCode: p.code,
      orderDate: new Date('2026-11-20T05:00:00Z'),
      awb: p.awb,
      courierName: 'Delhivery Surface',
      invoiceNumber: `INV/2026-27/${p.code.slice(-4)}`,
      shipTo: ['Ravi Kumar', 'Bengaluru, Karnataka 560001'],
      items: [{ name: 'Aura ANC (Black)', code: 'SW-HP-101', quantity: 1 }],
      shopName: 'Swara Audio',
    });
    const joined = await joinPdfs([labels, await slipsPdf(parcels.map(slip))]);
    const parsed = new PDFParse({ data: joined });
    const pages = (await parsed.getText()).pages.map((p) => p.text);
    await parsed.destroy();
    expect(pages).toHaveLength(4);
    // The aggregator's labels first, in the order asked, then a packing slip per parcel.
    expect(pages[0]).toContain(parcels[0].awb);
    expect(pages[1]).toContain(parcels[1].awb);
    expect(pages[2]).toContain('INV/2026-27/1012');
    expect(pages[3]).toContain('INV/2026-27/1013');
  });

  it('cancels by AWB before pickup, and reports the refusal after it', async () => {
    const { f, provider } = await fake();
    const a = await provider.createOrder(order('SA-1010-1'));
    const { awb } = await provider.assignAwb(a, 'Delhivery Surface');
    await provider.cancel(awb);
    expect(JSON.parse(f.calls.at(-1)!.body)).toEqual({ awbs: [awb] });
    const b = await provider.createOrder(order('SA-1011-1'));
    const second = await provider.assignAwb(b, 'Delhivery Surface');
    f.scan(second.awb, 42, 'PICKED UP', 'Shipment picked up', 'Vellore', '2026-11-21 11:00:00');
    await expect(provider.cancel(second.awb)).rejects.toThrow(/picked up/);
  });

  it("tracks by AWB: every scan with Shiprocket's code, in India's time", async () => {
    const { f, provider } = await fake();
    const a = await provider.createOrder(order('SA-1012-1'));
    const { awb } = await provider.assignAwb(a, 'Delhivery Surface');
    f.scan(awb, 42, 'PICKED UP', 'Shipment picked up', 'Vellore, Tamil Nadu', '2026-11-21 14:05:00');
    f.scan(awb, 18, 'IN TRANSIT', 'In transit to the destination hub', 'Chennai Hub', '2026-11-22 02:10:00');
    const update = await provider.track(awb);
    expect(update).toMatchObject({ awb, statusCode: '18', expectedDeliveryDate: '2026-11-26' });
    expect(update.scans.map((s) => [s.at, s.code, s.location])).toEqual(
      expect.arrayContaining([
        ['2026-11-21T08:35:00.000Z', '42', 'Vellore, Tamil Nadu'],
        ['2026-11-21T20:40:00.000Z', '18', 'Chennai Hub'],
      ]),
    );
    await expect(provider.track('0000')).rejects.toThrow(FulfilmentError);
  });

  it('tells the courier to re-attempt with the corrected phone and date, and reports a refused action', async () => {
    const { f, provider } = await fake();
    const a = await provider.createOrder(order('SA-1013-1'));
    const { awb } = await provider.assignAwb(a, 'Delhivery Surface');
    await expect(provider.ndrAction(awb, { action: 'Reattempt' })).rejects.toThrow(/not allowed/);
    f.scan(awb, 21, 'UNDELIVERED', 'Consignee not available', 'Bengaluru Hub', '2026-11-24 18:00:00');
    await provider.ndrAction(awb, { action: 'Reattempt', phone: '9876512345', date: '2026-11-26' });
    expect(f.calls.at(-1)!.url).toBe(`/v1/external/ndr/${awb}/action`);
    expect(JSON.parse(f.calls.at(-1)!.body)).toMatchObject({ action: 're-attempt', phone: '9876512345', deferred_date: '2026-11-26' });
    await provider.ndrAction(awb, { action: 'ReturnToSeller' });
    expect(JSON.parse(f.calls.at(-1)!.body)).toMatchObject({ action: 'return' });
  });
});
