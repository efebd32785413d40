// The admin's GSTR-1 files and orders export: every figure checked against amounts worked out here by
// hand from the orders (prices chosen so that the taxable values come out in whole rupees), and
// against what the shoppers paid and were refunded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { eq, inArray } from 'drizzle-orm';
import { REPORT_MESSAGES } from '@shared/schemas/reports';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { addToCart, createAddress, createProduct, placePaidOrder, userWithToken } from '../../testing/fixtures';
import { invoices, payments, returns } from '../../db/schema';

// Mid-November 2026 (15:30 in India); the clock moves for the orders at the month's edges.
let clock = new Date('2026-11-20T10:00:00Z');
let t: TestApp;
let admin: Awaited<ReturnType<typeof userWithToken>>;

const TN = { city: 'Vellore', state: 'Tamil Nadu', pinCode: '632001' };
const KA = { city: 'Bengaluru', state: 'Karnataka', pinCode: '560001' };
const DAY = 86_400_000;

type Product = { productId: number; variantId: number };
let A: Product; // 85183000 at 18 %, ₹1,180 (₹1,000 + ₹180)
let B: Product; // 85198100 at 12 %, ₹1,120 (₹1,000 + ₹120)
let C: Product; // 85219090 at 18 %, ₹1,18,000 (₹1,00,000 + ₹18,000)

interface Placed {
  orderId: string;
  shopper: Awaited<ReturnType<typeof userWithToken>>;
  /** Paise. */
  shipping: number;
}
const o: Record<'tnCoupon' | 'kaTwoRates' | 'tnCancelled' | 'kaLarge' | 'october' | 'novFirst', Placed> = {} as never;

async function place(place: typeof TN, lines: [Product, number][], coupon?: string): Promise<Placed> {
  const shopper = await userWithToken(t.ctx);
  const address = await createAddress(t.ctx, shopper.user.id, place);
  let cartId = '';
  for (const [p, qty] of lines) cartId = await addToCart(t.app, shopper.auth, p.productId, p.variantId, qty);
  if (coupon) {
    const res = await t.app.inject({ method: 'POST', url: '/api/public/cart/coupon', headers: shopper.auth, payload: { Code: coupon } });
    expect(res.statusCode, res.body).toBe(200);
  }
  const paid = await placePaidOrder(t.app, shopper.auth, cartId, address.id);
  const [invoice] = await t.ctx.db.select().from(invoices).where(eq(invoices.orderId, paid.orderId));
  expect(invoice, 'the order was paid and invoiced').toBeDefined();
  return { orderId: paid.orderId, shopper, shipping: Math.round(paid.shipping * 100) };
}

const cancel = async (p: Placed) => {
  const res = await t.app.inject({
    method: 'PATCH',
    url: `/api/order/${p.orderId}/status`,
    payload: { OrderId: p.orderId, Status: 'Cancelled' },
    headers: p.shopper.auth,
  });
  expect(res.statusCode, res.body).toBe(200);
};

beforeAll(async () => {
  t = await createTestApp({
    context: { now: () => clock },
    env: { SELLER_GSTIN: '33AAACS1234K1ZO', SELLER_NAME: 'Swara Audio & Electronics', SELLER_STATE: 'Tamil Nadu' },
  });
  admin = await userWithToken(t.ctx, 'Admin');
  const product = async (hsnCode: string, taxRate: number, price: number) => {
    const { product, variants } = await createProduct(t.ctx, { hsnCode, taxRate, variants: [{ title: 'Black', price, stock: 50 }] });
    return { productId: product.id, variantId: variants[0].id };
  };
  A = await product('85183000', 18, 1180);
  B = await product('85198100', 12, 1120);
  C = await product('85219090', 18, 118_000);

  // 23:30 on 31 October in India: October's, whatever UTC says.
  clock = new Date('2026-10-31T18:00:00Z');
  o.october = await place(TN, [[A, 1]]);
  // 00:15 on 1 November in India (still 31 October in UTC): November's.
  clock = new Date('2026-10-31T18:45:00Z');
  o.novFirst = await place(TN, [[A, 1]]);

  clock = new Date('2026-11-20T10:00:00Z');
  const coupon = await t.app.inject({
    method: 'POST',
    url: '/api/Admin/coupons',
    headers: admin.auth,
    payload: { Code: 'GSTTEN', Kind: 'Percent', Value: 10, MinCartValue: 0, StartsAt: '2026-11-01T00:00:00Z', EndsAt: '2026-12-31T00:00:00Z' },
  });
  expect(coupon.statusCode, coupon.body).toBe(200);
  o.tnCoupon = await place(TN, [[A, 2]], 'GSTTEN');
  o.kaTwoRates = await place(KA, [
    [B, 1],
    [A, 1],
  ]);
  o.tnCancelled = await place(TN, [[B, 1]]);
  o.kaLarge = await place(KA, [[C, 1]]);
  await cancel(o.tnCancelled);
  await cancel(o.kaLarge);

  // The Karnataka order is delivered, and one unit of A comes back (not the shop's fault: no shipping refund).
  const move = (body: Record<string, unknown>) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/order/${o.kaTwoRates.orderId}/status`,
      payload: { OrderId: o.kaTwoRates.orderId, ...body },
      headers: admin.auth,
    });
  expect(
    (await move({ Status: 'Shipped', TrackingId: 'DLV7654321', CourierName: 'Delhivery', ShippedDate: new Date(clock.getTime() - 2 * DAY).toISOString() }))
      .statusCode,
  ).toBe(200);
  expect((await move({ Status: 'Delivered', DeliveredDate: new Date(clock.getTime() - DAY).toISOString() })).statusCode).toBe(200);
  const mine = (await t.app.inject({ url: '/api/order/myorders', headers: o.kaTwoRates.shopper.auth })).json();
  const items = mine.find((x: { OrderId: string }) => x.OrderId === o.kaTwoRates.orderId).Items as { Id: number; Price: number }[];
  const itemA = items.find((i) => i.Price === 1180)!;
  const asked = await t.app.inject({
    method: 'POST',
    url: `/api/order/${o.kaTwoRates.orderId}/returns`,
    payload: { Items: [{ OrderItemId: itemA.Id, Quantity: 1 }], Reason: 'No longer needed' },
    headers: o.kaTwoRates.shopper.auth,
  });
  expect(asked.statusCode, asked.body).toBe(200);
  const returnId = asked.json().ReturnId;
  for (const Status of ['Approved', 'Received'])
    expect((await t.app.inject({ method: 'PATCH', url: `/api/Admin/returns/${returnId}`, payload: { Status }, headers: admin.auth })).statusCode).toBe(200);
});
afterAll(async () => t?.close());

// ---------------------------------------------------------------- helpers

type Row = Record<string, string>;
async function download(url: string, headers = admin.auth): Promise<{ rows: Row[]; header: string[]; disposition: string }> {
  const res = await t.app.inject({ url, headers });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/csv/);
  const header = (parse(res.body, { to: 1 }) as string[][])[0] ?? [];
  return { rows: parse(res.body, { columns: true }) as Row[], header, disposition: String(res.headers['content-disposition']) };
}
const gstr1 = (file: string, month = '2026-11') => download(`/api/Admin/reports/gstr1/${file}.csv?Month=${month}`);
/** Rupees with two decimals, as the files write them, in paise. */
const paise = (rupees: string) => {
  expect(rupees, 'two decimals').toMatch(/^-?\d+\.\d\d$/);
  return Math.round(Number(rupees) * 100);
};

/** A tax-inclusive amount's taxable value and tax, worked out by hand (for the shipping charges). */
function taxOf(amount: number, rate: number) {
  const taxable = Math.round((amount * 100) / (100 + rate));
  return { taxable, tax: amount - taxable };
}
/** Taxable value and taxes as one figure set (paise). */
interface Fig {
  taxable: number;
  igst: number;
  cgst: number;
  sgst: number;
}
const intra = (taxable: number, tax: number): Fig => ({ taxable, igst: 0, cgst: Math.floor(tax / 2), sgst: tax - Math.floor(tax / 2) });
const inter = (taxable: number, tax: number): Fig => ({ taxable, igst: tax, cgst: 0, sgst: 0 });
const sum = (...figs: Fig[]): Fig =>
  figs.reduce((a, f) => ({ taxable: a.taxable + f.taxable, igst: a.igst + f.igst, cgst: a.cgst + f.cgst, sgst: a.sgst + f.sgst }), {
    taxable: 0,
    igst: 0,
    cgst: 0,
    sgst: 0,
  });
const shipTN = (p: Placed) => intra(taxOf(p.shipping, 18).taxable, taxOf(p.shipping, 18).tax);
const shipKA = (p: Placed) => inter(taxOf(p.shipping, 18).taxable, taxOf(p.shipping, 18).tax);
const figOf = (r: Row, names = { igst: 'Integrated Tax Amount', cgst: 'Central Tax Amount', sgst: 'State/UT Tax Amount' }): Fig => ({
  taxable: paise(r['Taxable Value']),
  igst: paise(r[names.igst]),
  cgst: r[names.cgst] === undefined ? 0 : paise(r[names.cgst]),
  sgst: r[names.sgst] === undefined ? 0 : paise(r[names.sgst]),
});
const total = (f: Fig) => f.taxable + f.igst + f.cgst + f.sgst;

// ---------------------------------------------------------------- GSTR-1

describe('GSTR-1 of November 2026', () => {
  it('b2cs: by place of supply and rate, net of the credit notes against B2C small invoices; B2C large left out', async () => {
    const { rows, header, disposition } = await gstr1('b2cs');
    expect(disposition).toBe('attachment; filename="GSTR1-2026-11-b2cs.csv"');
    expect(header).toEqual([
      'Type',
      'Place Of Supply',
      'Rate',
      'Applicable % of Tax Rate',
      'Taxable Value',
      'Integrated Tax Amount',
      'Central Tax Amount',
      'State/UT Tax Amount',
      'Cess Amount',
      'E-Commerce GSTIN',
    ]);
    const got = Object.fromEntries(rows.map((r) => [`${r['Place Of Supply']} @${r.Rate}`, figOf(r)]));
    expect(rows.every((r) => r.Type === 'OE' && r['Cess Amount'] === '0.00' && r['E-Commerce GSTIN'] === '')).toBe(true);
    expect(got).toEqual({
      // 2 x ₹1,180 less 10 % = ₹2,124 = ₹1,800 + ₹324; the 1 November order ₹1,000 + ₹180; two shipping charges.
      // The cancelled order's ₹1,000 + ₹120 at 12 % and its shipping charge are taken off again by its credit note.
      '33-Tamil Nadu @18': sum(intra(1800_00, 324_00), intra(1000_00, 180_00), shipTN(o.tnCoupon), shipTN(o.novFirst)),
      // A (₹1,000 + ₹180) is sold and returned; B at 12 % stays; the shipping charge is not refunded.
      '29-Karnataka @12': inter(1000_00, 120_00),
      '29-Karnataka @18': shipKA(o.kaTwoRates),
    });
  });

  it('b2cl: the inter-state invoice above ₹1,00,000, with its value', async () => {
    const { rows, header } = await gstr1('b2cl');
    expect(header.slice(0, 7)).toEqual([
      'Invoice Number',
      'Invoice date',
      'Invoice Value',
      'Place Of Supply',
      'Applicable % of Tax Rate',
      'Rate',
      'Taxable Value',
    ]);
    const [invoice] = await t.ctx.db.select().from(invoices).where(eq(invoices.orderId, o.kaLarge.orderId));
    const ship = taxOf(o.kaLarge.shipping, 18);
    expect(rows).toEqual([
      expect.objectContaining({
        'Invoice Number': invoice.invoiceNumber,
        'Invoice date': '20-Nov-2026',
        'Invoice Value': ((118_000_00 + o.kaLarge.shipping) / 100).toFixed(2),
        'Place Of Supply': '29-Karnataka',
        Rate: '18',
        'Taxable Value': ((100_000_00 + ship.taxable) / 100).toFixed(2),
        'Integrated Tax Amount': ((18_000_00 + ship.tax) / 100).toFixed(2),
      }),
    ]);
  });

  it('hsn: by code and rate, net of every credit note; the shipping charge under SAC 996812', async () => {
    const { rows, header } = await gstr1('hsn');
    expect(header).toEqual([
      'HSN',
      'Description',
      'UQC',
      'Total Quantity',
      'Total Value',
      'Rate',
      'Taxable Value',
      'Integrated Tax Amount',
      'Central Tax Amount',
      'State/UT Tax Amount',
      'Cess Amount',
    ]);
    const by = Object.fromEntries(rows.map((r) => [`${r.HSN} @${r.Rate}`, r]));
    // A: 2 (coupon) + 1 (Karnataka) + 1 (1 November) - 1 returned.
    expect(by['85183000 @18']).toMatchObject({ UQC: 'NOS-NUMBERS', 'Total Quantity': '3' });
    expect(paise(by['85183000 @18']['Total Value'])).toBe(2124_00 + 1180_00 + 1180_00 - 1180_00);
    expect(figOf(by['85183000 @18'])).toEqual(sum(intra(1800_00, 324_00), intra(1000_00, 180_00)));
    // B: Karnataka's stays, the cancelled Tamil Nadu one is credited back.
    expect(by['85198100 @12']).toMatchObject({ 'Total Quantity': '1' });
    expect(figOf(by['85198100 @12'])).toEqual(inter(1000_00, 120_00));
    // C was sold and cancelled in the month: nothing is left of it.
    expect(by['85219090 @18']).toBeUndefined();
    const ship = sum(shipTN(o.tnCoupon), shipTN(o.novFirst), shipKA(o.kaTwoRates));
    expect(by['996812 @18']).toMatchObject({ UQC: 'NA', 'Total Quantity': '0' });
    expect(figOf(by['996812 @18'])).toEqual(ship);
    expect(paise(by['996812 @18']['Total Value'])).toBe(o.tnCoupon.shipping + o.novFirst.shipping + o.kaTwoRates.shipping);
    expect(rows).toHaveLength(3);
  });

  it('docs: the invoice and credit note numbers of the month', async () => {
    const { rows, header } = await gstr1('docs');
    expect(header).toEqual(['Nature of Document', 'Sr. No. From', 'Sr. No. To', 'Total Number', 'Cancelled']);
    // The October order took the year's first invoice number.
    expect(rows).toEqual([
      {
        'Nature of Document': 'Invoices for outward supply',
        'Sr. No. From': 'INV/26-27/000002',
        'Sr. No. To': 'INV/26-27/000006',
        'Total Number': '5',
        Cancelled: '0',
      },
      { 'Nature of Document': 'Credit Note', 'Sr. No. From': 'CN/26-27/000001', 'Sr. No. To': 'CN/26-27/000003', 'Total Number': '3', Cancelled: '0' },
    ]);
  });

  it('credit-notes and cdnur: each note with its invoice, figures and where the return reports it', async () => {
    const { rows } = await gstr1('credit-notes');
    const invoiceOf = async (p: Placed) => (await t.ctx.db.select().from(invoices).where(eq(invoices.orderId, p.orderId)))[0]!.invoiceNumber;
    const byInvoice = (n: string) => rows.filter((r) => r['Invoice Number'] === n);
    const cancelledTN = byInvoice(await invoiceOf(o.tnCancelled));
    const returnedKA = byInvoice(await invoiceOf(o.kaTwoRates));
    const large = byInvoice(await invoiceOf(o.kaLarge));
    expect(rows).toHaveLength(cancelledTN.length + returnedKA.length + large.length);
    // The cancelled Tamil Nadu order: B at 12 %, its shipping charge at 18 %.
    expect(Object.fromEntries(cancelledTN.map((r) => [r.Rate, figOf(r)]))).toEqual({ '12': intra(1000_00, 120_00), '18': shipTN(o.tnCancelled) });
    expect(cancelledTN.every((r) => r['Place Of Supply'] === '33-Tamil Nadu' && r.Reason === 'Order cancelled' && r['Reported In'] === 'b2cs')).toBe(true);
    expect(paise(cancelledTN[0]['Note Value'])).toBe(1120_00 + o.tnCancelled.shipping);
    // The returned unit of A.
    expect(returnedKA).toHaveLength(1);
    expect(figOf(returnedKA[0])).toEqual(inter(1000_00, 180_00));
    expect(returnedKA[0]).toMatchObject({
      Reason: 'Goods returned: No longer needed',
      'Place Of Supply': '29-Karnataka',
      'Reported In': 'b2cs',
      'Note Value': '1180.00',
    });
    // The large one goes to the table for unregistered buyers' notes.
    expect(large.every((r) => r['Reported In'] === 'cdnur')).toBe(true);
    const cdnur = (await gstr1('cdnur')).rows;
    expect(cdnur).toEqual([
      expect.objectContaining({ 'UR Type': 'B2CL', 'Note Type': 'C', 'Place Of Supply': '29-Karnataka', Rate: '18', 'Note Value': large[0]['Note Value'] }),
    ]);
    expect(paise(cdnur[0]['Taxable Value']) + paise(cdnur[0]['Integrated Tax Amount'])).toBe(118_000_00 + o.kaLarge.shipping);

    // Every note's value is what the shopper got back.
    const noteValue = (rs: Row[]) => paise(rs[0]['Note Value']);
    const refunds = await t.ctx.db
      .select()
      .from(payments)
      .where(inArray(payments.orderId, [o.tnCancelled.orderId, o.kaLarge.orderId]));
    for (const [p, rs] of [
      [o.tnCancelled, cancelledTN],
      [o.kaLarge, large],
    ] as const)
      expect(noteValue(rs)).toBe(refunds.find((r) => r.orderId === p.orderId)!.refundAmountPaise);
    const [ret] = await t.ctx.db.select().from(returns).where(eq(returns.orderId, o.kaTwoRates.orderId));
    expect(noteValue(returnedKA)).toBe(ret.refundPaise);
  });

  it("reconciles with the month's invoices: b2cs and b2cl add up to what was paid, less the credit notes reported in b2cs", async () => {
    const paid = await t.ctx.db
      .select()
      .from(payments)
      .where(
        inArray(
          payments.orderId,
          [o.novFirst, o.tnCoupon, o.kaTwoRates, o.tnCancelled, o.kaLarge].map((p) => p.orderId),
        ),
      );
    const invoiced = paid.filter((p) => p.status === 'Completed').reduce((s, p) => s + p.amountPaise, 0);
    expect(invoiced).toBe(
      1180_00 + 2124_00 + 2300_00 + 1120_00 + 118_000_00 + [o.novFirst, o.tnCoupon, o.kaTwoRates, o.tnCancelled, o.kaLarge].reduce((s, p) => s + p.shipping, 0),
    );
    const b2cs = (await gstr1('b2cs')).rows.reduce((s, r) => s + total(figOf(r)), 0);
    const b2cl = (await gstr1('b2cl')).rows.reduce((s, r) => s + paise(r['Taxable Value']) + paise(r['Integrated Tax Amount']), 0);
    const notes = (await gstr1('credit-notes')).rows.filter((r) => r['Reported In'] === 'b2cs').reduce((s, r) => s + total(figOf(r)), 0);
    expect(b2cs + b2cl).toBe(invoiced - notes);
    const hsn = (await gstr1('hsn')).rows.reduce((s, r) => s + paise(r['Total Value']), 0);
    const allNotes = (await gstr1('credit-notes')).rows.reduce((s, r) => s + total(figOf(r)), 0);
    expect(hsn).toBe(invoiced - allNotes);
  });

  it("October's files hold only October's order, counted in India's time", async () => {
    const b2cs = (await gstr1('b2cs', '2026-10')).rows;
    expect(b2cs.map((r) => [r['Place Of Supply'], r.Rate, paise(r['Taxable Value'])])).toEqual([
      ['33-Tamil Nadu', '18', 1000_00 + taxOf(o.october.shipping, 18).taxable],
    ]);
    expect((await gstr1('docs', '2026-10')).rows).toEqual([
      expect.objectContaining({ 'Sr. No. From': 'INV/26-27/000001', 'Sr. No. To': 'INV/26-27/000001', 'Total Number': '1' }),
    ]);
    // A month without documents: the header only.
    const empty = await gstr1('hsn', '2026-09');
    expect(empty.rows).toEqual([]);
    expect(empty.header[0]).toBe('HSN');
  });
});

// ---------------------------------------------------------------- orders export

describe('orders export', () => {
  const url = (q: string) => `/api/Admin/reports/orders.csv?${q}`;

  it("a row per order line of November's orders, with the invoice's tax split; the shipping charge and total once per order", async () => {
    const { rows, header, disposition } = await download(url('From=2026-11-01&To=2026-11-30'));
    expect(disposition).toBe('attachment; filename="orders-2026-11-01-to-2026-11-30.csv"');
    expect(header).toEqual(
      expect.arrayContaining([
        'Order Code',
        'Order Date',
        'Status',
        'Buyer Name',
        'Phone',
        'Delivery State',
        'Pin Code',
        'HSN',
        'Invoice Number',
        'Courier',
        'Tracking Number',
      ]),
    );
    // Five November orders, one of them with two lines; the October order is not there.
    expect(rows).toHaveLength(6);
    const codes = new Set(rows.map((r) => r['Order Code']));
    expect(codes.size).toBe(5);
    const [oct] = await t.ctx.db.select().from(invoices).where(eq(invoices.orderId, o.october.orderId));
    expect(rows.some((r) => r['Invoice Number'] === oct.invoiceNumber)).toBe(false);
    // 1 November in India, though 31 October in UTC.
    const [nov1] = await t.ctx.db.select().from(invoices).where(eq(invoices.orderId, o.novFirst.orderId));
    expect(rows.find((r) => r['Invoice Number'] === nov1.invoiceNumber)).toMatchObject({
      'Order Date': '2026-11-01',
      'Delivery State': 'Tamil Nadu',
      'Pin Code': '632001',
    });

    const [couponInvoice] = await t.ctx.db.select().from(invoices).where(eq(invoices.orderId, o.tnCoupon.orderId));
    const coupon = rows.find((r) => r['Invoice Number'] === couponInvoice.invoiceNumber)!;
    expect(coupon).toMatchObject({
      Quantity: '2',
      'Unit Price': '1180.00',
      'Line Value': '2360.00',
      Discount: '236.00',
      'Taxable Value': '1800.00',
      Rate: '18',
    });
    expect(coupon).toMatchObject({ 'Integrated Tax': '0.00', 'Central Tax': '162.00', 'State/UT Tax': '162.00', 'Line Total': '2124.00', Coupon: 'GSTTEN' });
    expect(paise(coupon['Shipping Charge'])).toBe(o.tnCoupon.shipping);
    expect(paise(coupon['Order Total'])).toBe(2124_00 + o.tnCoupon.shipping);

    const [kaInvoice] = await t.ctx.db.select().from(invoices).where(eq(invoices.orderId, o.kaTwoRates.orderId));
    const ka = rows.filter((r) => r['Invoice Number'] === kaInvoice.invoiceNumber);
    expect(ka.map((r) => [r.Rate, r['Taxable Value'], r['Integrated Tax'], r['Central Tax']]).sort()).toEqual([
      ['12', '1000.00', '120.00', '0.00'],
      ['18', '1000.00', '180.00', '0.00'],
    ]);
    expect(ka[0]).toMatchObject({ Status: 'Delivered', Courier: 'Delhivery', 'Tracking Number': 'DLV7654321' });
    expect(paise(ka[0]['Order Total'])).toBe(2300_00 + o.kaTwoRates.shipping);
    expect(ka[1]['Order Total']).toBe('');
    expect(ka[1]['Shipping Charge']).toBe('');

    // Totals add up to the payments.
    const paid = await t.ctx.db
      .select()
      .from(payments)
      .where(
        inArray(
          payments.orderId,
          [o.novFirst, o.tnCoupon, o.kaTwoRates, o.tnCancelled, o.kaLarge].map((p) => p.orderId),
        ),
      );
    expect(rows.reduce((s, r) => s + (r['Order Total'] ? paise(r['Order Total']) : 0), 0)).toBe(paid.reduce((s, p) => s + p.amountPaise, 0));
  });

  it('filters by status', async () => {
    const { rows } = await download(url('From=2026-11-01&To=2026-11-30&Status=Cancelled'));
    expect(rows.map((r) => r.Status)).toEqual(['Cancelled', 'Cancelled']);
    const none = await download(url('From=2026-11-01&To=2026-11-30&Status=Failed'));
    expect(none.rows).toEqual([]);
    expect(none.header[0]).toBe('Order Code');
    // Blank means every status.
    expect((await download(url('From=2026-10-31&To=2026-10-31&Status='))).rows).toHaveLength(1);
  });
});

// ---------------------------------------------------------------- refusals

describe('refusals', () => {
  const refused = async (url: string, message: string | RegExp) => {
    const res = await t.app.inject({ url, headers: admin.auth });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ Status: false, Message: message });
  };

  it('bad input answers 400 with a clear message', async () => {
    await refused('/api/Admin/reports/gstr1/hsn.csv?Month=2026-13', 'Months are written YYYY-MM');
    await refused('/api/Admin/reports/gstr1/hsn.csv', /month/i);
    await refused('/api/Admin/reports/gstr1/b2ba.csv?Month=2026-11', REPORT_MESSAGES.unknownFile);
    await refused('/api/Admin/reports/orders.csv?From=2026-11-30&To=2026-11-01', REPORT_MESSAGES.fromAfterTo);
    await refused('/api/Admin/reports/orders.csv?From=2025-01-01&To=2026-01-02', REPORT_MESSAGES.rangeTooLong);
    await refused('/api/Admin/reports/orders.csv?From=2026-11-31&To=2026-12-01', 'Dates are written YYYY-MM-DD');
    await refused('/api/Admin/reports/orders.csv?From=2026-11-01&To=2026-11-02&Status=Lost', REPORT_MESSAGES.unknownStatus);
    // A whole leap year is allowed.
    expect((await t.app.inject({ url: '/api/Admin/reports/orders.csv?From=2028-01-01&To=2028-12-31', headers: admin.auth })).statusCode).toBe(200);
  });

  it('a shopper is forbidden, a guest must sign in', async () => {
    const shopper = await userWithToken(t.ctx);
    for (const url of ['/api/Admin/reports/gstr1/hsn.csv?Month=2026-11', '/api/Admin/reports/orders.csv?From=2026-11-01&To=2026-11-30']) {
      const asShopper = await t.app.inject({ url, headers: shopper.auth });
      expect(asShopper.statusCode).toBe(403);
      expect(asShopper.json()).toMatchObject({ Status: false });
      const asGuest = await t.app.inject({ url });
      expect(asGuest.statusCode).toBe(401);
      expect(asGuest.json()).toMatchObject({ Status: false });
    }
  });
});
