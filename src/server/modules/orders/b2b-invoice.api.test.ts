// A business buys: the shopper's GSTIN (Karnataka) is named on the tax invoice and the credit note,
// the place of supply stays the delivery address's state, and the GSTR-1 files report the sale
// under the buyer's GSTIN (b2b, cdnr, hsn(b2b)) and no longer among the sales to consumers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { addToCart, createAddress, createProduct, placePaidOrder, userWithToken } from '../../testing/fixtures';
import { pdfText } from '../../testing/pdf-text';
import { creditNotes, invoices } from '../../db/schema';

// Mid-November 2026, 15:30 in India.
const clock = new Date('2026-11-18T10:00:00Z');
let t: TestApp;
let admin: Awaited<ReturnType<typeof userWithToken>>;

const TN = { city: 'Vellore', state: 'Tamil Nadu', pinCode: '632001' };
const KA = { city: 'Bengaluru', state: 'Karnataka', pinCode: '560001' };
const STUDIO = {
  Gstin: '29AAACB1234C1ZB',
  LegalName: 'Bhairavi Sound Studios Private Limited',
  AddressLine1: '42, 2nd Cross, Indiranagar',
  City: 'Bengaluru',
  State: 'Karnataka',
  PinCode: '560001',
};

type Product = { productId: number; variantId: number };
let A: Product; // 85183000 at 18 %, ₹1,180 (₹1,000 + ₹180)
let B: Product; // 85198100 at 12 %, ₹1,120 (₹1,000 + ₹120)

interface Placed {
  orderId: string;
  shopper: Awaited<ReturnType<typeof userWithToken>>;
  /** Paise. */
  shipping: number;
  invoiceNumber: string;
}
let toTamilNadu: Placed; // B2B: 2 x A + 1 x B, delivered in Vellore
let toKarnataka: Placed; // B2B: 1 x A, delivered in Bengaluru, then cancelled (a credit note)
let consumer: Placed; // B2C: 1 x A in Vellore

async function place(where: typeof TN, lines: [Product, number][], business?: typeof STUDIO): Promise<Placed> {
  const shopper = await userWithToken(t.ctx);
  const address = await createAddress(t.ctx, shopper.user.id, where);
  let cartId = '';
  for (const [p, qty] of lines) cartId = await addToCart(t.app, shopper.auth, p.productId, p.variantId, qty);
  let paid: Awaited<ReturnType<typeof placePaidOrder>>;
  if (business) {
    const saved = await t.app.inject({ method: 'POST', url: '/api/Account/BusinessDetails', headers: shopper.auth, payload: business });
    expect(saved.statusCode, saved.body).toBe(200);
    paid = await placePaidOrder(t.app, shopper.auth, cartId, address.id, saved.json().Id);
  } else paid = await placePaidOrder(t.app, shopper.auth, cartId, address.id);
  const [invoice] = await t.ctx.db.select().from(invoices).where(eq(invoices.orderId, paid.orderId));
  expect(invoice, 'the order was paid and invoiced').toBeDefined();
  return { orderId: paid.orderId, shopper, shipping: Math.round(paid.shipping * 100), invoiceNumber: invoice.invoiceNumber };
}

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
  toTamilNadu = await place(
    TN,
    [
      [A, 2],
      [B, 1],
    ],
    STUDIO,
  );
  toKarnataka = await place(KA, [[A, 1]], STUDIO);
  consumer = await place(TN, [[A, 1]]);
  const cancelled = await t.app.inject({
    method: 'PATCH',
    url: `/api/order/${toKarnataka.orderId}/status`,
    payload: { OrderId: toKarnataka.orderId, Status: 'Cancelled' },
    headers: toKarnataka.shopper.auth,
  });
  expect(cancelled.statusCode, cancelled.body).toBe(200);
});
afterAll(async () => t?.close());

/** A tax-inclusive amount's taxable value and tax (paise), worked out by hand. */
function taxOf(amount: number, rate: number) {
  const taxable = Math.round((amount * 100) / (100 + rate));
  return { taxable, tax: amount - taxable };
}
const rupees = (paise: number) => (paise / 100).toFixed(2);
const inIndian = (paise: number) => (paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 });

async function pdfOf(url: string, auth: Record<string, string>) {
  const res = await t.app.inject({ url, headers: auth });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  return pdfText(res.rawPayload);
}

type Row = Record<string, string>;
async function gstr1(file: string): Promise<{ rows: Row[]; header: string[] }> {
  const res = await t.app.inject({ url: `/api/Admin/reports/gstr1/${file}.csv?Month=2026-11`, headers: admin.auth });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-disposition']).toBe(`attachment; filename="GSTR1-2026-11-${file}.csv"`);
  return { rows: parse(res.body, { columns: true }) as Row[], header: (parse(res.body, { to: 1 }) as string[][])[0] };
}
const paise = (r: string) => Math.round(Number(r) * 100);

describe('a GST invoice for a business', () => {
  it('keeps the buyer’s business with the order, for the shopper and the admin', async () => {
    const mine = (await t.app.inject({ url: '/api/order/myorders', headers: toTamilNadu.shopper.auth })).json();
    expect(mine[0].BuyerBusiness).toEqual({ ...STUDIO, AddressLine2: null });
    const detail = await t.app.inject({ url: `/api/order/${toTamilNadu.orderId}`, headers: admin.auth });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().BuyerBusiness.Gstin).toBe(STUDIO.Gstin);
    const other = (await t.app.inject({ url: '/api/order/myorders', headers: consumer.shopper.auth })).json();
    expect(other[0].BuyerBusiness).toBeNull();
  });

  it('a Karnataka GSTIN shipped to Tamil Nadu pays CGST and SGST: the place of supply is where the goods go', async () => {
    const text = await pdfOf(`/api/Order/invoice/download/${toTamilNadu.orderId}`, toTamilNadu.shopper.auth);
    expect(text).toContain('TAX INVOICE');
    expect(text).toContain('B2B: supply to a registered person');
    expect(text).toMatch(/Buyer GSTIN:\s+29AAACB1234C1ZB/);
    expect(text).toMatch(/Reverse Charge:\s+No/);
    expect(text).toMatch(/Place of Supply:\s+Tamil Nadu \(33\)/);
    expect(text).toContain('Bhairavi Sound Studios Private Limited');
    expect(text).toContain('42, 2nd Cross, Indiranagar');
    expect(text).toContain('Karnataka (29)');
    // The delivery address beside it, in Vellore.
    expect(text).toContain('Ship to (delivery address)');
    expect(text).toContain('Tamil Nadu - 632001');
    expect(text).toMatch(/CGST/);
    expect(text).toMatch(/SGST/);
    expect(text).not.toMatch(/IGST/);
    // 2 x ₹1,180 = ₹2,000 + ₹360 at 18 %; ₹1,120 = ₹1,000 + ₹120 at 12 %; the shipping charge at 18 %.
    const ship = taxOf(toTamilNadu.shipping, 18);
    expect(text).toContain(inIndian(3000_00 + ship.taxable));
    expect(text).toContain(inIndian(3480_00 + toTamilNadu.shipping));
  });

  it('the invoice numbers of businesses and consumers are one gapless series', async () => {
    const n = (p: Placed) => Number(p.invoiceNumber.slice(-6));
    expect([n(toKarnataka) - n(toTamilNadu), n(consumer) - n(toKarnataka)]).toEqual([1, 1]);
  });

  it('the credit note of a cancelled B2B order names the GSTIN and says it is B2B', async () => {
    const text = await pdfOf(`/api/Order/credit-note/download/order/${toKarnataka.orderId}`, toKarnataka.shopper.auth);
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain('B2B: supply to a registered person');
    expect(text).toMatch(/Buyer GSTIN:\s+29AAACB1234C1ZB/);
    expect(text).toMatch(/Place of Supply:\s+Karnataka \(29\)/);
    expect(text).toContain(toKarnataka.invoiceNumber);
    expect(text).toContain('IGST');
    const consumerInvoice = await pdfOf(`/api/Order/invoice/download/${consumer.orderId}`, consumer.shopper.auth);
    expect(consumerInvoice).not.toContain('B2B');
    expect(consumerInvoice).not.toContain('GSTIN: 29');
  });
});

describe('GSTR-1 with sales to businesses', () => {
  it('b2b: each invoice to a registered buyer by GSTIN and rate, to the paisa', async () => {
    const { rows, header } = await gstr1('b2b');
    expect(header).toEqual([
      'GSTIN/UIN of Recipient',
      'Receiver Name',
      'Invoice Number',
      'Invoice date',
      'Invoice Value',
      'Place Of Supply',
      'Reverse Charge',
      'Applicable % of Tax Rate',
      'Invoice Type',
      'E-Commerce GSTIN',
      'Rate',
      'Taxable Value',
      'Cess Amount',
      'Integrated Tax Amount',
      'Central Tax Amount',
      'State/UT Tax Amount',
    ]);
    const common = { 'GSTIN/UIN of Recipient': STUDIO.Gstin, 'Receiver Name': STUDIO.LegalName, 'Invoice date': '18-Nov-2026', 'Reverse Charge': 'N' };
    const tnShip = taxOf(toTamilNadu.shipping, 18);
    const kaShip = taxOf(toKarnataka.shipping, 18);
    const tnValue = rupees(3480_00 + toTamilNadu.shipping);
    const split = (tax: number) => [rupees(Math.floor(tax / 2)), rupees(tax - Math.floor(tax / 2))];
    const tn18 = split(360_00 + tnShip.tax);
    expect(rows).toEqual([
      expect.objectContaining({
        ...common,
        'Invoice Number': toTamilNadu.invoiceNumber,
        'Invoice Value': tnValue,
        'Place Of Supply': '33-Tamil Nadu',
        Rate: '12',
        'Taxable Value': '1000.00',
        'Integrated Tax Amount': '0.00',
        'Central Tax Amount': '60.00',
        'State/UT Tax Amount': '60.00',
        'Invoice Type': 'Regular B2B',
        'Cess Amount': '0.00',
      }),
      expect.objectContaining({
        ...common,
        'Invoice Number': toTamilNadu.invoiceNumber,
        'Invoice Value': tnValue,
        Rate: '18',
        'Taxable Value': rupees(2000_00 + tnShip.taxable),
        'Central Tax Amount': tn18[0],
        'State/UT Tax Amount': tn18[1],
      }),
      // Invoiced in November, cancelled in November: the invoice stays in b2b and its credit note goes to cdnr.
      expect.objectContaining({
        ...common,
        'Invoice Number': toKarnataka.invoiceNumber,
        'Invoice Value': rupees(1180_00 + toKarnataka.shipping),
        'Place Of Supply': '29-Karnataka',
        Rate: '18',
        'Taxable Value': rupees(1000_00 + kaShip.taxable),
        'Integrated Tax Amount': rupees(180_00 + kaShip.tax),
      }),
    ]);
    // Each invoice's rows add up to its value, to the paisa.
    for (const number of [toTamilNadu.invoiceNumber, toKarnataka.invoiceNumber]) {
      const own = rows.filter((r) => r['Invoice Number'] === number);
      const sum = own.reduce(
        (s, r) => s + paise(r['Taxable Value']) + paise(r['Integrated Tax Amount']) + paise(r['Central Tax Amount']) + paise(r['State/UT Tax Amount']),
        0,
      );
      expect(sum, number).toBe(paise(own[0]['Invoice Value']));
    }
  });

  it('cdnr: the credit note of the cancelled B2B order, under the GSTIN, to the paisa', async () => {
    const { rows, header } = await gstr1('cdnr');
    expect(header.slice(0, 13)).toEqual([
      'GSTIN/UIN of Recipient',
      'Receiver Name',
      'Note Number',
      'Note Date',
      'Note Type',
      'Place Of Supply',
      'Reverse Charge',
      'Note Supply Type',
      'Note Value',
      'Applicable % of Tax Rate',
      'Rate',
      'Taxable Value',
      'Cess Amount',
    ]);
    const [note] = await t.ctx.db.select().from(creditNotes).where(eq(creditNotes.orderId, toKarnataka.orderId));
    const ship = taxOf(toKarnataka.shipping, 18);
    expect(rows).toEqual([
      {
        'GSTIN/UIN of Recipient': STUDIO.Gstin,
        'Receiver Name': STUDIO.LegalName,
        'Note Number': note.creditNoteNumber,
        'Note Date': '18-Nov-2026',
        'Note Type': 'C',
        'Place Of Supply': '29-Karnataka',
        'Reverse Charge': 'N',
        'Note Supply Type': 'Regular B2B',
        'Note Value': rupees(1180_00 + toKarnataka.shipping),
        'Applicable % of Tax Rate': '',
        Rate: '18',
        'Taxable Value': rupees(1000_00 + ship.taxable),
        'Cess Amount': '0.00',
        'Integrated Tax Amount': rupees(180_00 + ship.tax),
        'Central Tax Amount': '0.00',
        'State/UT Tax Amount': '0.00',
      },
    ]);
  });

  it('the consumer tables no longer hold what the businesses bought; the HSN summary is split in two', async () => {
    const ship = taxOf(consumer.shipping, 18);
    const b2cs = (await gstr1('b2cs')).rows;
    expect(b2cs.map((r) => [r['Place Of Supply'], r.Rate, r['Taxable Value']])).toEqual([['33-Tamil Nadu', '18', rupees(1000_00 + ship.taxable)]]);
    expect((await gstr1('b2cl')).rows).toEqual([]);
    expect((await gstr1('cdnur')).rows).toEqual([]);
    const notes = (await gstr1('credit-notes')).rows;
    expect(notes.map((r) => [r['Reported In'], r['GSTIN/UIN of Recipient']])).toEqual([['cdnr', STUDIO.Gstin]]);

    const value = async (file: string) => (await gstr1(file)).rows.reduce((s, r) => s + paise(r['Total Value']), 0);
    // hsn(b2b): both B2B invoices less the credit note; hsn(b2c): the consumer's invoice; hsn: both.
    expect(await value('hsn(b2b)')).toBe(3480_00 + toTamilNadu.shipping);
    expect(await value('hsn(b2c)')).toBe(1180_00 + consumer.shipping);
    expect(await value('hsn')).toBe(3480_00 + toTamilNadu.shipping + 1180_00 + consumer.shipping);
    const b2bHsn = (await gstr1('hsn(b2b)')).rows;
    expect(b2bHsn.map((r) => [r.HSN, r.Rate, r['Total Quantity']])).toEqual([
      ['85183000', '18', '2'],
      ['85198100', '12', '1'],
      ['996812', '18', '0'],
    ]);
    // The documents issued: one series, whoever bought.
    const docs = (await gstr1('docs')).rows;
    expect(docs[0]).toMatchObject({ 'Sr. No. From': toTamilNadu.invoiceNumber, 'Sr. No. To': consumer.invoiceNumber, 'Total Number': '3' });
  });
});
