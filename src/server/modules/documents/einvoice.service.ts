// E-invoicing (docs/e-invoicing.md). When EINVOICE_ENABLED, a B2B tax invoice is registered with the
// Invoice Registration Portal: the issuing transaction (the payment's) writes it as Pending, and
// once that has committed the portal is asked, so that the sale never waits on the portal or fails
// for it. A registration that fails stays Pending, shown to the admin, and the background job asks
// again. The IRN, acknowledgement and signed QR code are kept and printed on the invoice. Cancelling
// the order within 24 hours of the registration cancels the IRN; later, the credit note corrects it.
// A B2B credit note is registered the same way (document type CRN, naming the invoice), once the
// invoice it corrects is registered; it is not registered when that invoice's IRN is gone.
import type { Uses } from '../../context';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { GST_STATE_CODES, splitInclusive } from '@shared/gst';
import { EINVOICE_MESSAGES as M, EINVOICE_STATUS_TEXT, type EinvoiceStatusName, type EinvoiceView } from '@shared/schemas/einvoices';
import { EinvoiceError, type Inv01, type IrnRegistration } from '../../providers/einvoice/einvoice-provider';
import * as repo from './documents.repo';
import * as einvoices from './einvoices.repo';
import { invoiceDataOf, invoiceTotals, type InvoiceData, type InvoiceRegistration } from './invoice-data';

/** What this file touches of the app's context. */
type Ctx = Uses<'config' | 'db' | 'einvoices' | 'now' | 'pincodes'>;

/** The portal lets an IRN be cancelled within this many hours of its acknowledgement. */
export const IRN_CANCEL_HOURS = 24;
/** How long a claimed try holds its row against the other instances. */
const LEASE_MS = 10 * 60_000;

/** The wait before the n-th try again: 5 minutes, doubling, at most 6 hours. */
export const retryDelayMs = (attempts: number) => Math.min(5 * 2 ** Math.max(attempts - 1, 0), 360) * 60_000;

const rupees = (paise: number) => Math.round(paise) / 100;
const stateCode = (state: string) => GST_STATE_CODES[state] ?? '';
/** A date as the e-invoice writes it: dd/mm/yyyy, in India's time. */
export const einvoiceDate = (d: Date) => {
  const [y, m, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(d).split('-');
  return `${day}/${m}/${y}`;
};

/**
 * Writes the order's tax invoice as to be registered, inside the transaction that issues it, when
 * e-invoicing is on and the order is a business's. A consumer's invoice is never registered.
 */
export async function queueInvoiceRegistration(db: Db, order: repo.OrderRow, invoiceNumber: string, now: Date) {
  if (!order.buyerBusiness) return;
  await einvoices.insertEinvoice(db, {
    orderId: order.id,
    docType: 'INV',
    documentNumber: invoiceNumber,
    status: 'Pending',
    nextAttemptAt: now,
    createdAt: now,
  });
}

/**
 * Writes a B2B credit note as to be registered, inside the transaction that issues it, when the
 * invoice it corrects went to the portal (it has a registration, in whatever state).
 */
export async function queueCreditNoteRegistration(db: Db, order: repo.OrderRow, creditNote: { id: number; number: string }, now: Date) {
  if (!order.buyerBusiness) return;
  if (!(await einvoices.invoiceEinvoiceOf(db, order.id))) return;
  await einvoices.insertEinvoice(db, {
    orderId: order.id,
    creditNoteId: creditNote.id,
    docType: 'CRN',
    documentNumber: creditNote.number,
    status: 'Pending',
    nextAttemptAt: now,
    createdAt: now,
  });
}

/** The invoice a credit note corrects, as its e-invoice names it. */
export interface PrecedingInvoice {
  number: string;
  issuedAt: Date;
}

/**
 * The INV-01 JSON of an order's tax invoice (or, with `against`, of a credit note correcting that
 * invoice): the seller, the registered buyer, the delivery address, each line and the totals.
 */
export async function invoiceRequestOf(ctx: Ctx, order: repo.OrderRow, data: InvoiceData, against?: PrecedingInvoice): Promise<Inv01> {
  const b = order.buyerBusiness!;
  const a = order.deliveryAddress;
  const t = invoiceTotals(data);
  const sellerPin = /([1-9][0-9]{5})(?!.*[1-9][0-9]{5})/.exec(data.seller.address)?.[1] ?? ctx.config.pickupPinCode;
  const [place] = await ctx.pincodes.lookup(sellerPin).catch(() => []);
  return {
    Version: '1.1',
    TranDtls: { TaxSch: 'GST', SupTyp: 'B2B', RegRev: 'N', IgstOnIntra: 'N' },
    DocDtls: { Typ: against ? 'CRN' : 'INV', No: data.number, Dt: einvoiceDate(data.issuedAt) },
    SellerDtls: {
      Gstin: data.seller.gstin,
      LglNm: data.seller.name.slice(0, 100),
      Addr1: data.seller.address.slice(0, 100),
      Loc: (place?.district ?? data.seller.state).slice(0, 50),
      Pin: Number(sellerPin),
      Stcd: stateCode(data.seller.state),
    },
    BuyerDtls: {
      Gstin: b.Gstin,
      LglNm: b.LegalName.slice(0, 100),
      // The place of supply: the delivery address's state (docs/gst-invoices.md).
      Pos: stateCode(a.State),
      Addr1: b.AddressLine1.slice(0, 100),
      ...(b.AddressLine2 ? { Addr2: b.AddressLine2.slice(0, 100) } : {}),
      Loc: b.City.slice(0, 50),
      Pin: Number(b.PinCode),
      Stcd: stateCode(b.State),
    },
    ShipDtls: {
      LglNm: `${a.FirstName} ${a.LastName}`.trim().slice(0, 100),
      Addr1: a.AddressLine1.slice(0, 100),
      ...(a.AddressLine2 ? { Addr2: a.AddressLine2.slice(0, 100) } : {}),
      Loc: a.City.slice(0, 50),
      Pin: Number(a.PinCode),
      Stcd: stateCode(a.State),
    },
    ItemList: t.rows.map((r, n) => {
      // Prices include GST: the value before tax is drawn out of the line's value before the
      // discount, and the discount before tax is what separates it from the taxable value.
      const before = splitInclusive(r.gross, r.rate, t.intra).taxable;
      return {
        SlNo: String(n + 1),
        PrdDesc: r.description.slice(0, 300),
        IsServc: r.hsn.startsWith('99') ? 'Y' : 'N',
        HsnCd: r.hsn,
        Qty: r.quantity,
        Unit: 'NOS',
        UnitPrice: Math.round((before * 10) / r.quantity) / 1000,
        TotAmt: rupees(before),
        ...(before > r.taxable ? { Discount: rupees(before - r.taxable) } : {}),
        AssAmt: rupees(r.taxable),
        GstRt: r.rate,
        IgstAmt: rupees(r.igst),
        CgstAmt: rupees(r.cgst),
        SgstAmt: rupees(r.sgst),
        TotItemVal: rupees(r.totalPaise),
      };
    }),
    ...(against ? { RefDtls: { PrecDocDtls: [{ InvNo: against.number, InvDt: einvoiceDate(against.issuedAt) }] } } : {}),
    ValDtls: { AssVal: rupees(t.taxable), CgstVal: rupees(t.cgst), SgstVal: rupees(t.sgst), IgstVal: rupees(t.igst), TotInvVal: rupees(t.total) },
  };
}

async function invoiceRequest(ctx: Ctx, orderId: string): Promise<Inv01 | null> {
  const order = await repo.findOrder(ctx.db, orderId);
  const invoice = order && (await repo.findInvoice(ctx.db, orderId));
  if (!order || !invoice || !order.buyerBusiness) return null;
  const items = await repo.itemsOf(ctx.db, [orderId]);
  return invoiceRequestOf(ctx, order, invoiceDataOf(order, invoice, items, ctx.config.seller));
}

const CREDIT_NOTE_WAITS = 'Waits for the IRN of the invoice it corrects: a credit note is registered after its invoice.';
const CREDIT_NOTE_WITHDRAWN = 'Not registered: the invoice it corrects has no IRN standing (cancelled with the order, or never registered).';

/**
 * What to do with a credit note's registration: the JSON to send when its invoice is registered,
 * a wait while the invoice's registration (or its cancellation) is pending, nothing at all when the
 * invoice's IRN is cancelled or was never registered.
 */
async function creditNoteRequest(ctx: Ctx, row: einvoices.EinvoiceRow): Promise<{ request: Inv01 } | { wait: string } | { withdraw: string } | null> {
  const order = await repo.findOrder(ctx.db, row.orderId);
  const invoice = order && (await repo.findInvoice(ctx.db, row.orderId));
  const note = row.creditNoteId ? await repo.findCreditNoteById(ctx.db, row.creditNoteId) : null;
  if (!order || !invoice || !note || !order.buyerBusiness) return null;
  const registered = await einvoices.invoiceEinvoiceOf(ctx.db, row.orderId);
  if (!registered || registered.status === 'Cancelled' || registered.status === 'Withdrawn') return { withdraw: CREDIT_NOTE_WITHDRAWN };
  if (registered.status !== 'Registered') return { wait: CREDIT_NOTE_WAITS };
  const items = await repo.itemsOf(ctx.db, [row.orderId]);
  const data = {
    ...invoiceDataOf(order, invoice, items, ctx.config.seller),
    number: note.creditNoteNumber,
    issuedAt: note.issuedAt,
    seller: note.seller,
    lines: note.lines,
  };
  return { request: await invoiceRequestOf(ctx, order, data, { number: invoice.invoiceNumber, issuedAt: invoice.issuedAt }) };
}

/** The portal's registration of a document, or its refusal in the admin's words. */
async function askPortal(ctx: Ctx, request: Inv01): Promise<IrnRegistration> {
  try {
    return await ctx.einvoices.register(request);
  } catch (err) {
    // Registered already (a first answer lost on its way back): the portal's own registration is kept.
    if (err instanceof EinvoiceError && err.o.duplicateIrn) {
      const known = await ctx.einvoices.byIrn(err.o.duplicateIrn);
      if (known) return known;
    }
    throw err;
  }
}

const sentenceOf = (err: unknown) =>
  err instanceof EinvoiceError ? err.message : 'The e-invoice could not be registered (an unexpected error, written to the log); the shop will try again.';

/** One try at registering a Pending document (an invoice or a credit note); what the portal said is kept on it. */
async function tryRegistration(ctx: Ctx, row: einvoices.EinvoiceRow): Promise<void> {
  const now = ctx.now();
  try {
    let request: Inv01 | null;
    if (row.docType === 'CRN') {
      const next = await creditNoteRequest(ctx, row);
      if (!next) return;
      if ('withdraw' in next) return void (await einvoices.updateEinvoice(ctx.db, row.id, { status: 'Withdrawn', lastError: next.withdraw }));
      if ('wait' in next)
        return void (await einvoices.updateEinvoice(ctx.db, row.id, { lastError: next.wait, nextAttemptAt: new Date(now.getTime() + retryDelayMs(1)) }));
      request = next.request;
    } else request = await invoiceRequest(ctx, row.orderId);
    if (!request) return;
    const r = await askPortal(ctx, request);
    await ctx.db.transaction(async (tx) => {
      const fresh = await einvoices.findEinvoice(tx, row.id, { forUpdate: true });
      if (!fresh || fresh.status !== 'Pending') return;
      await einvoices.updateEinvoice(tx, row.id, {
        status: 'Registered',
        irn: r.irn,
        ackNumber: r.ackNumber,
        ackDate: r.ackDate,
        signedQrCode: r.signedQrCode,
        signedInvoice: r.signedInvoice,
        attempts: row.attempts + 1,
        lastError: null,
      });
      // Drawn again at the next download, with the IRN and the QR code.
      if (row.creditNoteId) await einvoices.dropCreditNotePdf(tx, row.creditNoteId);
      else await einvoices.dropInvoicePdf(tx, row.orderId);
    });
  } catch (err) {
    await einvoices.updateEinvoice(ctx.db, row.id, {
      attempts: row.attempts + 1,
      lastError: sentenceOf(err),
      nextAttemptAt: new Date(now.getTime() + retryDelayMs(row.attempts + 1)),
    });
  }
}

/** One try at cancelling the IRN of a cancelled order; past 24 hours it stands, and the credit note corrects it. */
async function tryCancellation(ctx: Ctx, row: einvoices.EinvoiceRow): Promise<void> {
  const now = ctx.now();
  const late = !row.ackDate || now.getTime() - row.ackDate.getTime() > IRN_CANCEL_HOURS * 3600_000;
  const giveUp = (why: string) =>
    einvoices.updateEinvoice(ctx.db, row.id, {
      status: 'Registered',
      lastError: `${why} The IRN stands; the credit note of the cancellation corrects the invoice.`,
    });
  if (late) return giveUp(`The order was cancelled, but the IRN could not be cancelled within ${IRN_CANCEL_HOURS} hours of its registration.`);
  try {
    const { cancelledAt } = await ctx.einvoices.cancel(row.irn!, '3', 'Order cancelled');
    await ctx.db.transaction(async (tx) => {
      await einvoices.updateEinvoice(tx, row.id, { status: 'Cancelled', cancelledAt, lastError: null, attempts: row.attempts + 1 });
      await einvoices.dropInvoicePdf(tx, row.orderId);
    });
  } catch (err) {
    if (err instanceof EinvoiceError && !err.o.retryable) return giveUp(err.message);
    await einvoices.updateEinvoice(ctx.db, row.id, {
      attempts: row.attempts + 1,
      lastError: sentenceOf(err),
      nextAttemptAt: new Date(now.getTime() + Math.min(retryDelayMs(row.attempts + 1), 30 * 60_000)),
    });
  }
}

/**
 * After the commit that issued a document (the payment's, a cancellation's, a return's refund):
 * registers what of the order waits for it, the invoice first, then its credit notes.
 */
export async function registerOrderEinvoice(ctx: Ctx, orderId: string): Promise<void> {
  if (!ctx.config.einvoice.enabled) return;
  try {
    const row = await einvoices.invoiceEinvoiceOf(ctx.db, orderId);
    if (row?.status === 'Pending') await tryRegistration(ctx, row);
    for (const note of await einvoices.creditNoteEinvoicesOf(ctx.db, orderId)) if (note.status === 'Pending') await tryRegistration(ctx, note);
  } catch {
    // Left Pending: the background job asks again.
  }
}

/**
 * Inside the order's cancellation: an invoice not registered yet will not be (Withdrawn); one
 * registered within 24 hours is to have its IRN cancelled (CancelPending). Answers whether the
 * portal is to be asked once the cancellation has committed.
 */
export async function markEinvoiceCancelled(db: Db, orderId: string, now: Date): Promise<boolean> {
  const row = await einvoices.invoiceEinvoiceOf(db, orderId, { forUpdate: true });
  if (!row) return false;
  if (row.status === 'Pending') {
    await einvoices.updateEinvoice(db, row.id, { status: 'Withdrawn', lastError: null });
    return false;
  }
  if (row.status !== 'Registered' || !row.ackDate) return false;
  if (now.getTime() - row.ackDate.getTime() > IRN_CANCEL_HOURS * 3600_000) {
    await einvoices.updateEinvoice(db, row.id, {
      lastError: `The order was cancelled more than ${IRN_CANCEL_HOURS} hours after the IRN: it stands, and the credit note of the cancellation corrects the invoice.`,
    });
    return false;
  }
  await einvoices.updateEinvoice(db, row.id, { status: 'CancelPending', nextAttemptAt: now });
  return true;
}

/** After the order's cancellation has committed: cancels its IRN with the portal. */
export async function cancelOrderEinvoice(ctx: Ctx, orderId: string): Promise<void> {
  try {
    const row = await einvoices.invoiceEinvoiceOf(ctx.db, orderId);
    if (row?.status === 'CancelPending') await tryCancellation(ctx, row);
  } catch {
    // Left CancelPending: the background job asks again.
  }
}

/** The background job: registrations and cancellations due for another try, each claimed once across instances. */
export async function retryEinvoices(ctx: Ctx): Promise<{ registered: number; cancelled: number; waiting: number }> {
  const out = { registered: 0, cancelled: 0, waiting: 0 };
  if (!ctx.config.einvoice.enabled) return out;
  for (const row of await einvoices.claimDue(ctx.db, ctx.now(), LEASE_MS)) {
    if (row.status === 'Pending') await tryRegistration(ctx, row);
    else await tryCancellation(ctx, row);
    const after = (await einvoices.findEinvoice(ctx.db, row.id))!;
    if (after.status === 'Withdrawn') continue;
    if (after.status === 'Registered' && row.status === 'Pending') out.registered += 1;
    else if (after.status === 'Cancelled') out.cancelled += 1;
    else out.waiting += 1;
  }
  return out;
}

/** What the invoice PDF prints of its registration: only a registered, live IRN. */
export async function registrationOf(db: Db, orderId: string): Promise<InvoiceRegistration | null> {
  return printedRegistration(await einvoices.invoiceEinvoiceOf(db, orderId));
}

/** What a credit note's PDF prints of its registration, as the invoice's. */
export async function creditNoteRegistrationOf(db: Db, creditNoteId: number): Promise<InvoiceRegistration | null> {
  return printedRegistration(await einvoices.creditNoteEinvoiceOf(db, creditNoteId));
}

async function printedRegistration(row: einvoices.EinvoiceRow | null): Promise<InvoiceRegistration | null> {
  if (!row || row.status !== 'Registered' || !row.irn || !row.ackNumber || !row.ackDate) return null;
  const { default: QRCode } = await import('qrcode');
  const qrPng = row.signedQrCode ? await QRCode.toBuffer(row.signedQrCode, { errorCorrectionLevel: 'M', margin: 1, width: 360 }) : undefined;
  return { irn: row.irn, ackNumber: row.ackNumber, ackDate: row.ackDate, qrPng };
}

// ---------------------------------------------------------------- the admin's views

const viewOf = (e: einvoices.EinvoiceRow, orderCode: string): EinvoiceView => ({
  Id: e.id,
  OrderId: e.orderId,
  OrderCode: orderCode,
  DocumentType: e.docType as 'INV' | 'CRN',
  DocumentNumber: e.documentNumber,
  Status: e.status as EinvoiceStatusName,
  StatusText: e.docType === 'CRN' && e.status === 'Withdrawn' ? CREDIT_NOTE_WITHDRAWN : EINVOICE_STATUS_TEXT[e.status as EinvoiceStatusName],
  Irn: e.irn,
  AckNumber: e.ackNumber,
  AckDate: e.ackDate?.toISOString() ?? null,
  Attempts: e.attempts,
  LastError: e.lastError,
  NextAttemptAt: e.status === 'Pending' || e.status === 'CancelPending' ? e.nextAttemptAt.toISOString() : null,
  CancelledAt: e.cancelledAt?.toISOString() ?? null,
});

/** The e-invoices in a status (IRN pending, by default), newest first. */
export async function listEinvoices(ctx: Ctx, status: EinvoiceStatusName) {
  const rows = await einvoices.listByStatus(ctx.db, [status], 200);
  return { Enabled: ctx.config.einvoice.enabled, Items: rows.map((r) => viewOf(r.e, r.orderCode)) };
}

/** An order's e-invoice and its credit notes' registrations, for the admin's order detail. */
export async function orderEinvoice(ctx: Ctx, orderId: string) {
  const order = await repo.findOrder(ctx.db, orderId);
  if (!order) throw notFound(M.orderNotFound);
  const row = await einvoices.invoiceEinvoiceOf(ctx.db, orderId);
  const notes = await einvoices.creditNoteEinvoicesOf(ctx.db, orderId);
  return {
    Enabled: ctx.config.einvoice.enabled,
    Einvoice: row ? viewOf(row, order.orderCode) : null,
    CreditNotes: notes.map((n) => viewOf(n, order.orderCode)),
  };
}

/** The admin's "try now": one more try at once for what of the order is pending (the invoice's IRN or its cancellation, then its credit notes). */
export async function retryOrderEinvoice(ctx: Ctx, orderId: string) {
  if (!ctx.config.einvoice.enabled) throw notFound(M.disabled);
  const row = await einvoices.invoiceEinvoiceOf(ctx.db, orderId);
  const notes = (await einvoices.creditNoteEinvoicesOf(ctx.db, orderId)).filter((n) => n.status === 'Pending');
  const invoiceWaits = row && (row.status === 'Pending' || row.status === 'CancelPending');
  if (!invoiceWaits && !notes.length) throw notFound(M.notFound);
  if (row?.status === 'Pending') await tryRegistration(ctx, row);
  else if (row?.status === 'CancelPending') await tryCancellation(ctx, row);
  for (const note of notes) await tryRegistration(ctx, note);
  return orderEinvoice(ctx, orderId);
}
