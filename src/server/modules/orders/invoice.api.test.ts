import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFParse } from 'pdf-parse';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createProduct, userWithToken } from '../../testing/fixtures';
import { addresses } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SELLER_GSTIN: '33AAACS1234K1ZO', SELLER_NAME: 'Swara Audio & Electronics', SELLER_STATE: 'Tamil Nadu' } });
});
afterAll(async () => t?.close());

async function paidOrder(state: string, pin: string, city: string) {
  const s = await userWithToken(t.ctx);
  const { product, variants } = await createProduct(t.ctx, {
    name: 'Invoice Test Headphones',
    hsnCode: '85183000',
    taxRate: 18,
    variants: [{ title: 'Black', price: 1180, stock: 10 }],
  });
  const [address] = await t.ctx.db
    .insert(addresses)
    .values({
      userId: s.user.id,
      firstName: 'Meena',
      lastName: 'Iyer',
      phone: '9876512345',
      addressTitle: 'Home',
      addressLine1: '5 Lake View Road',
      taluk: city,
      city,
      state,
      pinCode: pin,
    })
    .returning();
  const cartId = (
    await t.app.inject({
      method: 'POST',
      url: '/api/public/cart/additem',
      payload: { ProductId: product.id, VariantId: variants[0].id, Quantity: 2 },
      headers: s.auth,
    })
  ).json().Id;
  const [opt] = (await t.app.inject({ url: `/api/order/shipping-options?AddressId=${address.id}`, headers: s.auth })).json();
  const init = (
    await t.app.inject({
      method: 'POST',
      url: '/api/order/payment-initiate',
      payload: { CartId: cartId, ShippingAddressId: address.id, CourierName: opt.courier_name, ShippingCost: opt.rate },
      headers: s.auth,
    })
  ).json();
  await t.app.inject({
    method: 'POST',
    url: `/sandbox/pay/${init.TransactionId}`,
    payload: 'outcome=success',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  await t.app.inject({ url: `/api/Order/payment-validate/${init.TransactionId}`, headers: s.auth });
  return { s, orderId: init.OrderId as string, shipping: opt.rate as number };
}

async function invoiceText(orderId: string, auth: Record<string, string>) {
  const res = await t.app.inject({ url: `/api/Order/invoice/download/${orderId}`, headers: auth });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  const parser = new PDFParse({ data: new Uint8Array(res.rawPayload) });
  const text = (await parser.getText()).text;
  await parser.destroy();
  return { text, bytes: res.rawPayload, disposition: String(res.headers['content-disposition']) };
}

describe('GST tax invoice', () => {
  it('charges CGST and SGST within Tamil Nadu, with HSN, GSTIN, number and totals that add up', async () => {
    const o = await paidOrder('Tamil Nadu', '632001', 'Vellore');
    const { text, disposition } = await invoiceText(o.orderId, o.s.auth);
    expect(text).toContain('TAX INVOICE');
    expect(text).toContain('33AAACS1234K1ZO');
    expect(text).toContain('Swara Audio & Electronics');
    expect(text).toMatch(/INV\/\d\d-\d\d\/\d{6}/);
    expect(disposition).toMatch(/filename="INV-\d\d-\d\d-\d{6}\.pdf"/);
    expect(text).toContain('85183000');
    expect(text).toContain('996812');
    expect(text).toContain('CGST');
    expect(text).toContain('SGST');
    expect(text).not.toContain('IGST');
    expect(text).toContain('Tamil Nadu (33)');
    // 2 x 1180 incl. 18 % = 2000 taxable + 180 CGST + 180 SGST.
    expect(text).toContain('2,000.00');
    expect(text).toContain('180.00');
    const grand = 2360 + o.shipping;
    expect(text).toContain(grand.toLocaleString('en-IN', { minimumFractionDigits: 2 }));
    expect(text).toMatch(/Rupees Two Thousand .*Only/);
  });

  it('charges IGST for Karnataka and keeps the series gapless', async () => {
    const first = await paidOrder('Karnataka', '560001', 'Bangalore');
    const second = await paidOrder('Karnataka', '560001', 'Bangalore');
    const a = await invoiceText(first.orderId, first.s.auth);
    const b = await invoiceText(second.orderId, second.s.auth);
    expect(a.text).toContain('IGST');
    expect(a.text).not.toContain('CGST');
    expect(a.text).toContain('Karnataka (29)');
    const n = (s: string) => Number(s.match(/INV\/\d\d-\d\d\/(\d{6})/)![1]);
    expect(n(b.text)).toBe(n(a.text) + 1);
  });

  it('keeps the seller as it was when the payment settled, whatever the settings say at its first download', async () => {
    const o = await paidOrder('Tamil Nadu', '632001', 'Vellore');
    const before = t.ctx.config.seller;
    t.ctx.config.seller = { name: 'Renamed Traders', address: '1 New Street, Chennai', gstin: '33AAACR5055K1ZE', state: 'Tamil Nadu' };
    try {
      const { text } = await invoiceText(o.orderId, o.s.auth);
      expect(text).toContain('Swara Audio & Electronics');
      expect(text).toContain(before.gstin);
      expect(text).not.toContain('Renamed Traders');
      expect(text).not.toContain('33AAACR5055K1ZE');
    } finally {
      t.ctx.config.seller = before;
    }
  });

  it('gives the same document on every download', async () => {
    const o = await paidOrder('Tamil Nadu', '632001', 'Vellore');
    const one = await invoiceText(o.orderId, o.s.auth);
    const two = await invoiceText(o.orderId, o.s.auth);
    expect(Buffer.compare(one.bytes, two.bytes)).toBe(0);
  });

  it('has no invoice before the payment completes', async () => {
    const s = await userWithToken(t.ctx);
    const res = await t.app.inject({ url: `/api/Order/invoice/download/00000000-0000-4000-8000-000000000000`, headers: s.auth });
    expect(res.statusCode).toBe(404);
  });
});
