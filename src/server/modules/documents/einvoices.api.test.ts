// E-invoicing on (EINVOICE_ENABLED): a business's tax invoice is registered with the invoice portal
// when it is paid, and its PDF carries the IRN, the acknowledgement and the QR code; a consumer's is
// never registered; a portal that is down leaves the IRN pending, shown to the admin, and the job
// registers it later; cancelling the order within 24 hours cancels the IRN, later it stands and the
// credit note of the cancellation is registered too (type CRN, naming the invoice), its PDF with its IRN.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash, createVerify } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { addToCart, createAddress, createProduct, placePaidOrder, userWithToken } from '../../testing/fixtures';
import { pdfText } from '../../testing/pdf-text';
import { startFakeGsp } from '../../testing/fake-gsp';
import { creditNotes, einvoices, invoices, offlineEinvoices } from '../../db/schema';
import { GspEinvoices } from '../../providers/einvoice/gsp-einvoices';
import { OfflineEinvoices } from '../../providers/einvoice/offline-einvoices';
import { inv01Problems } from '../../providers/einvoice/inv-01';
import type { Inv01 } from '../../providers/einvoice/einvoice-provider';
import * as repo from './documents.repo';
import { invoiceDataOf } from './invoice-data';
import { einvoiceDate, invoiceRequestOf, retryEinvoices } from './einvoice.service';

let clock = new Date('2026-11-18T10:00:00Z');
let t: TestApp;
let admin: Awaited<ReturnType<typeof userWithToken>>;
let product: { productId: number; variantId: number };

const SELLER_GSTIN = '33AAACS1234K1ZO';
const TN = { city: 'Vellore', state: 'Tamil Nadu', pinCode: '632001' };
const STUDIO = {
  Gstin: '29AAACB1234C1ZB',
  LegalName: 'Bhairavi Sound Studios Private Limited',
  AddressLine1: '42, 2nd Cross, Indiranagar',
  City: 'Bengaluru',
  State: 'Karnataka',
  PinCode: '560001',
};

async function place(business: boolean) {
  const shopper = await userWithToken(t.ctx);
  const address = await createAddress(t.ctx, shopper.user.id, TN);
  const cartId = await addToCart(t.app, shopper.auth, product.productId, product.variantId, 2);
  let businessId: number | undefined;
  if (business) {
    const saved = await t.app.inject({ method: 'POST', url: '/api/Account/BusinessDetails', headers: shopper.auth, payload: STUDIO });
    expect(saved.statusCode, saved.body).toBe(200);
    businessId = saved.json().Id;
  }
  const paid = await placePaidOrder(t.app, shopper.auth, cartId, address.id, businessId);
  const [invoice] = await t.ctx.db.select().from(invoices).where(eq(invoices.orderId, paid.orderId));
  expect(invoice, 'the order was paid and invoiced').toBeDefined();
  return { orderId: paid.orderId, shopper, invoiceNumber: invoice.invoiceNumber };
}

const registrationOf = async (orderId: string, docType = 'INV') =>
  (
    await t.ctx.db
      .select()
      .from(einvoices)
      .where(and(eq(einvoices.orderId, orderId), eq(einvoices.docType, docType)))
  )[0];

async function invoiceText(orderId: string) {
  const res = await t.app.inject({ url: `/api/Order/invoice/download/${orderId}`, headers: admin.auth });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  return pdfText(res.rawPayload);
}

async function creditNoteText(orderId: string) {
  const res = await t.app.inject({ url: `/api/Order/credit-note/download/order/${orderId}`, headers: admin.auth });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  return pdfText(res.rawPayload);
}

const cancel = (o: { orderId: string; shopper: { auth: Record<string, string> } }) =>
  t.app.inject({ method: 'PATCH', url: `/api/order/${o.orderId}/status`, payload: { OrderId: o.orderId, Status: 'Cancelled' }, headers: o.shopper.auth });

beforeAll(async () => {
  t = await createTestApp({
    context: { now: () => clock },
    env: { EINVOICE_ENABLED: 'true', SELLER_GSTIN, SELLER_NAME: 'Swara Audio & Electronics', SELLER_STATE: 'Tamil Nadu' },
  });
  admin = await userWithToken(t.ctx, 'Admin');
  const { product: p, variants } = await createProduct(t.ctx, { hsnCode: '85183000', taxRate: 18, variants: [{ title: 'Black', price: 1180, stock: 50 }] });
  product = { productId: p.id, variantId: variants[0].id };
});
afterAll(async () => t?.close());

describe('e-invoicing a business’s tax invoice', () => {
  it('registers it when it is paid, and prints the IRN, the acknowledgement and the QR code on its PDF', async () => {
    const order = await place(true);
    const row = await registrationOf(order.orderId);
    expect(row).toMatchObject({ docType: 'INV', documentNumber: order.invoiceNumber, status: 'Registered', attempts: 1, lastError: null });
    // The IRN as the portal computes it.
    expect(row.irn).toBe(createHash('sha256').update(`${SELLER_GSTIN}2026-27INV${order.invoiceNumber}`).digest('hex'));
    const text = await invoiceText(order.orderId);
    expect(text).toContain(`IRN: ${row.irn}`);
    expect(text).toMatch(new RegExp(`Ack No\\.: ${row.ackNumber}\\s+Ack Date: 18 Nov 2026`));
    expect(text).toMatch(/Buyer GSTIN:\s+29AAACB1234C1ZB/);
    // The QR code's payload is signed by the portal's key: the public key verifies it.
    const [h, p, s] = row.signedQrCode!.split('.');
    const publicKey = (t.ctx.einvoices as OfflineEinvoices).publicKeyPem();
    expect(createVerify('RSA-SHA256').update(`${h}.${p}`).verify(publicKey, Buffer.from(s, 'base64url'))).toBe(true);
    const qr = JSON.parse(JSON.parse(Buffer.from(p, 'base64url').toString()).data);
    expect(qr).toMatchObject({
      SellerGstin: SELLER_GSTIN,
      BuyerGstin: STUDIO.Gstin,
      DocNo: order.invoiceNumber,
      DocTyp: 'INV',
      DocDt: '18/11/2026',
      Irn: row.irn,
    });
    // The admin's order detail shows it.
    const seen = await t.app.inject({ url: `/api/Admin/orders/${order.orderId}/einvoice`, headers: admin.auth });
    expect(seen.json()).toMatchObject({
      Enabled: true,
      Einvoice: { Status: 'Registered', Irn: row.irn, AckNumber: row.ackNumber, DocumentNumber: order.invoiceNumber },
    });
  });

  it('sends the portal an INV-01 JSON that validates against the schema, its totals those of the invoice', async () => {
    const order = await place(true);
    const o = (await repo.findOrder(t.ctx.db, order.orderId))!;
    const inv = (await repo.findInvoice(t.ctx.db, order.orderId))!;
    const json = await invoiceRequestOf(t.ctx, o, invoiceDataOf(o, inv, await repo.itemsOf(t.ctx.db, [o.id]), t.ctx.config.seller));
    expect(inv01Problems(json)).toEqual([]);
    expect(json.DocDtls).toEqual({ Typ: 'INV', No: order.invoiceNumber, Dt: '18/11/2026' });
    expect(json.BuyerDtls).toMatchObject({ Gstin: STUDIO.Gstin, Pos: '33', Stcd: '29', Pin: 560001 });
    // 2 x ₹1,180 with 18 % GST within Tamil Nadu: ₹2,000 taxable, ₹180 CGST and ₹180 SGST, and the shipping line.
    expect(json.ItemList[0]).toMatchObject({ HsnCd: '85183000', Qty: 2, AssAmt: 2000, GstRt: 18, CgstAmt: 180, SgstAmt: 180, IgstAmt: 0, TotItemVal: 2360 });
    const total = json.ItemList.reduce((sum, i) => sum + Math.round(i.TotItemVal * 100), 0);
    expect(Math.round(json.ValDtls.TotInvVal * 100)).toBe(total);
    // The offline portal keeps exactly this JSON.
    const [kept] = await t.ctx.db.select().from(offlineEinvoices).where(eq(offlineEinvoices.documentNumber, order.invoiceNumber));
    expect(kept.request).toEqual(json);
  });

  it('never registers a consumer’s invoice', async () => {
    const order = await place(false);
    expect(await registrationOf(order.orderId)).toBeUndefined();
    expect(await invoiceText(order.orderId)).not.toContain('IRN');
  });

  it('leaves the IRN pending when the portal is down, shows it to the admin, and the job registers it later', async () => {
    const fake = await startFakeGsp({ now: () => clock });
    const offline = t.ctx.einvoices;
    t.ctx.einvoices = new GspEinvoices({
      baseUrl: fake.url,
      clientId: 'shop-client',
      clientSecret: 'shop-secret',
      username: 'swara_api',
      password: 'api-password',
      gstin: SELLER_GSTIN,
      now: () => clock,
    });
    try {
      fake.state.mode = 'down';
      const order = await place(true);
      // The sale stands: paid, invoiced, the IRN pending with the portal's answer for the admin.
      const pending = await registrationOf(order.orderId);
      expect(pending).toMatchObject({ status: 'Pending', attempts: 1, irn: null });
      expect(pending.lastError).toBe('The e-invoice portal is not available (HTTP 503); the shop will ask again.');
      const detail = await t.app.inject({ url: `/api/order/${order.orderId}`, headers: admin.auth });
      expect(detail.json().Status).toBe('Ordered');
      const list = await t.app.inject({ url: '/api/Admin/einvoices', headers: admin.auth });
      expect(list.statusCode, list.body).toBe(200);
      expect(list.json().Items).toEqual([
        expect.objectContaining({
          OrderId: order.orderId,
          DocumentNumber: order.invoiceNumber,
          Status: 'Pending',
          StatusText: expect.stringMatching(/^IRN pending/),
        }),
      ]);
      expect(await invoiceText(order.orderId)).not.toContain('IRN');

      // Still down at the job's next turn: it waits longer.
      clock = new Date(clock.getTime() + 6 * 60_000);
      expect(await retryEinvoices(t.ctx)).toEqual({ registered: 0, cancelled: 0, waiting: 1 });
      expect((await registrationOf(order.orderId)).attempts).toBe(2);
      // Not due yet: nobody is asked.
      expect(await retryEinvoices(t.ctx)).toEqual({ registered: 0, cancelled: 0, waiting: 0 });

      fake.state.mode = 'up';
      clock = new Date(clock.getTime() + 11 * 60_000);
      expect(await retryEinvoices(t.ctx)).toEqual({ registered: 1, cancelled: 0, waiting: 0 });
      const row = await registrationOf(order.orderId);
      expect(row).toMatchObject({ status: 'Registered', attempts: 3, lastError: null });
      expect(row.irn).toMatch(/^[0-9a-f]{64}$/);
      // The PDF is drawn again with it.
      expect(await invoiceText(order.orderId)).toContain(`IRN: ${row.irn}`);
      expect((await t.app.inject({ url: '/api/Admin/einvoices', headers: admin.auth })).json().Items).toEqual([]);
    } finally {
      t.ctx.einvoices = offline;
      await fake.close();
    }
  });

  it('cancels the IRN with the order within 24 hours; after them the IRN stands and the credit note corrects it', async () => {
    const early = await place(true);
    const late = await place(true);
    clock = new Date(clock.getTime() + 2 * 3600_000);
    expect((await cancel(early)).statusCode).toBe(200);
    const cancelled = await registrationOf(early.orderId);
    expect(cancelled).toMatchObject({ status: 'Cancelled', cancelledAt: clock });
    const [atPortal] = await t.ctx.db.select().from(offlineEinvoices).where(eq(offlineEinvoices.irn, cancelled.irn!));
    expect(atPortal.cancelledAt).toEqual(clock);
    expect(await invoiceText(early.orderId)).not.toContain('IRN');
    // The invoice's IRN is gone: its credit note has nothing at the portal to correct.
    expect(await registrationOf(early.orderId, 'CRN')).toMatchObject({ status: 'Withdrawn', irn: null });
    expect(await creditNoteText(early.orderId)).not.toContain('IRN');

    clock = new Date(clock.getTime() + 23 * 3600_000);
    expect((await cancel(late)).statusCode).toBe(200);
    const stands = await registrationOf(late.orderId);
    expect(stands.status).toBe('Registered');
    expect(stands.lastError).toBe(
      'The order was cancelled more than 24 hours after the IRN: it stands, and the credit note of the cancellation corrects the invoice.',
    );
    const credit = await t.app.inject({ url: `/api/Order/credit-note/download/order/${late.orderId}`, headers: late.shopper.auth });
    expect(credit.statusCode).toBe(200);
  });
});

describe('e-invoicing a business’s credit note', () => {
  it('registers the credit note of a cancelled order whose IRN stands (type CRN, naming the invoice) and prints its IRN on its PDF', async () => {
    const order = await place(true);
    const invoiceDay = einvoiceDate(clock);
    clock = new Date(clock.getTime() + 25 * 3600_000);
    expect((await cancel(order)).statusCode).toBe(200);
    const [note] = await t.ctx.db.select().from(creditNotes).where(eq(creditNotes.orderId, order.orderId));
    const row = await registrationOf(order.orderId, 'CRN');
    expect(row).toMatchObject({
      docType: 'CRN',
      documentNumber: note.creditNoteNumber,
      creditNoteId: note.id,
      status: 'Registered',
      attempts: 1,
      lastError: null,
    });
    // The IRN as the portal computes it, for the document type CRN.
    expect(row.irn).toBe(createHash('sha256').update(`${SELLER_GSTIN}2026-27CRN${note.creditNoteNumber}`).digest('hex'));
    // The portal was sent a credit note naming the invoice it corrects, valid against the schema.
    const [kept] = await t.ctx.db.select().from(offlineEinvoices).where(eq(offlineEinvoices.irn, row.irn!));
    const json = kept.request as unknown as Inv01;
    expect(inv01Problems(json)).toEqual([]);
    expect(json.DocDtls).toMatchObject({ Typ: 'CRN', No: note.creditNoteNumber });
    expect(json.RefDtls?.PrecDocDtls).toEqual([{ InvNo: order.invoiceNumber, InvDt: invoiceDay }]);
    expect(json.BuyerDtls.Gstin).toBe(STUDIO.Gstin);
    // Its PDF prints the IRN and the acknowledgement as the invoice does.
    const text = await creditNoteText(order.orderId);
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain(`IRN: ${row.irn}`);
    expect(text).toMatch(new RegExp(`Ack No\\.: ${row.ackNumber}`));
    expect(text).toMatch(/Buyer GSTIN:\s+29AAACB1234C1ZB/);
    // The admin sees both registrations on the order, and the invoice's IRN still stands.
    const seen = (await t.app.inject({ url: `/api/Admin/orders/${order.orderId}/einvoice`, headers: admin.auth })).json();
    expect(seen.Einvoice).toMatchObject({ DocumentType: 'INV', Status: 'Registered' });
    expect(seen.CreditNotes).toEqual([
      expect.objectContaining({ DocumentType: 'CRN', DocumentNumber: note.creditNoteNumber, Status: 'Registered', Irn: row.irn }),
    ]);
  });

  it('leaves a credit note’s IRN pending when the portal is down, lists it, and the job registers it; its PDF is drawn again with the IRN', async () => {
    const order = await place(true);
    clock = new Date(clock.getTime() + 25 * 3600_000);
    const fake = await startFakeGsp({ now: () => clock });
    const offline = t.ctx.einvoices;
    t.ctx.einvoices = new GspEinvoices({
      baseUrl: fake.url,
      clientId: 'shop-client',
      clientSecret: 'shop-secret',
      username: 'swara_api',
      password: 'api-password',
      gstin: SELLER_GSTIN,
      now: () => clock,
    });
    try {
      fake.state.mode = 'down';
      expect((await cancel(order)).statusCode).toBe(200);
      const pending = await registrationOf(order.orderId, 'CRN');
      expect(pending).toMatchObject({ status: 'Pending', irn: null, attempts: 1 });
      expect(pending.lastError).toMatch(/not available.*ask again/);
      const list = (await t.app.inject({ url: '/api/Admin/einvoices?Status=Pending', headers: admin.auth })).json();
      expect(list.Items).toEqual([expect.objectContaining({ OrderId: order.orderId, DocumentType: 'CRN', Status: 'Pending' })]);
      // Downloaded while pending: no IRN on it yet.
      expect(await creditNoteText(order.orderId)).not.toContain('IRN');

      fake.state.mode = 'up';
      clock = new Date(clock.getTime() + 6 * 60_000);
      expect(await retryEinvoices(t.ctx)).toEqual({ registered: 1, cancelled: 0, waiting: 0 });
      const row = await registrationOf(order.orderId, 'CRN');
      expect(row).toMatchObject({ status: 'Registered', attempts: 2, lastError: null });
      expect(await creditNoteText(order.orderId)).toContain(`IRN: ${row.irn}`);
    } finally {
      t.ctx.einvoices = offline;
      await fake.close();
    }
  });

  it('registers a credit note only after its invoice: one issued while the invoice’s IRN is pending waits for it', async () => {
    const fake = await startFakeGsp({ now: () => clock });
    const offline = t.ctx.einvoices;
    t.ctx.einvoices = new GspEinvoices({
      baseUrl: fake.url,
      clientId: 'shop-client',
      clientSecret: 'shop-secret',
      username: 'swara_api',
      password: 'api-password',
      gstin: SELLER_GSTIN,
      now: () => clock,
    });
    try {
      fake.state.mode = 'down';
      const order = await place(true);
      expect((await registrationOf(order.orderId)).status).toBe('Pending');
      // Cancelled while the invoice is not registered: neither is ever registered.
      expect((await cancel(order)).statusCode).toBe(200);
      expect(await registrationOf(order.orderId)).toMatchObject({ status: 'Withdrawn' });
      const note = await registrationOf(order.orderId, 'CRN');
      expect(note).toMatchObject({ status: 'Withdrawn', irn: null });
      const seen = (await t.app.inject({ url: `/api/Admin/orders/${order.orderId}/einvoice`, headers: admin.auth })).json();
      expect(seen.CreditNotes[0].StatusText).toMatch(/^Not registered: the invoice it corrects has no IRN standing/);
    } finally {
      t.ctx.einvoices = offline;
      await fake.close();
    }
  });
});
