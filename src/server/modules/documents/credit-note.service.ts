// GST credit notes (docs/gst-invoices.md): every refund against an issued tax invoice, for a
// return or for the cancellation of a paid order, issues one. Its number comes from a series of
// its own, taken in the same transaction as the refund; its lines are kept as issued, and its PDF
// is drawn once, at the first download, and kept. A B2B order's credit note is registered with the
// e-invoice portal when e-invoicing is on (docs/e-invoicing.md) and prints its IRN as the invoice does.
import type { Uses } from '../../context';
import type { Db } from '../../db/client';
import type { GstDocumentLine } from '../../db/schema';
import { creditNoteNumber, financialYear } from '@shared/gst';
import * as repo from './documents.repo';
import { renderInvoicePdf } from './invoice.service';
import { businessOf, buyerOf, dateText, stateWithCode, type InvoiceData } from './invoice-data';
import { creditNoteRegistrationOf, queueCreditNoteRegistration } from './einvoice.service';

/** What this file touches of the app's context. */
type Ctx = Uses<'db'>;

export const CREDIT_NOTE_MISSING = 'No credit note has been issued for this';

/**
 * Issues the credit note of a refund inside the caller's transaction, if the order has a tax
 * invoice (without one there is nothing to credit). At most one per return, and one for an
 * order's cancellation: asking twice issues nothing new. With `einvoice` (EINVOICE_ENABLED) a
 * business's credit note is written as to be registered with the portal; the caller asks the
 * portal after its commit (`registerOrderEinvoice`).
 */
export async function issueCreditNote(
  db: Db,
  order: repo.OrderRow,
  note: { returnId: number | null; reason: string; lines: GstDocumentLine[]; now: Date; seller: InvoiceData['seller']; einvoice?: boolean },
) {
  const invoice = await repo.findInvoice(db, order.id);
  if (!invoice || note.lines.length === 0) return;
  if (await repo.findCreditNote(db, order.id, note.returnId)) return;
  const fy = financialYear(note.now);
  const n = await repo.nextCreditNoteNumber(db, fy);
  const number = creditNoteNumber(fy, n);
  const id = await repo.insertCreditNote(db, {
    orderId: order.id,
    returnId: note.returnId,
    creditNoteNumber: number,
    issuedAt: note.now,
    reason: note.reason,
    // The seller as on the invoice it corrects.
    seller: invoice.seller ?? note.seller,
    lines: note.lines,
  });
  if (note.einvoice) await queueCreditNoteRegistration(db, order, { id, number }, note.now);
}

/** A credit note as a PDF, drawn once and kept; for the callers that checked who may see it. */
export async function creditNotePdfOf(
  ctx: Ctx,
  order: repo.OrderRow,
  found: repo.CreditNoteRow,
  lookup: () => Promise<repo.CreditNoteRow | null> = () => repo.findCreditNote(ctx.db, order.id, found.returnId),
): Promise<{ pdf: Buffer; number: string }> {
  if (found.pdf) return { pdf: found.pdf, number: found.creditNoteNumber };
  const invoice = (await repo.findInvoice(ctx.db, order.id))!;
  const buyer = buyerOf(order);
  const pdf = await renderInvoicePdf({
    kind: {
      title: 'CREDIT NOTE',
      subtitle: 'Issued under section 34 of the CGST Act, 2017',
      meta: [
        ['Credit Note No.', found.creditNoteNumber],
        ['Credit Note Date', dateText(found.issuedAt)],
        ['Against Invoice', invoice.invoiceNumber],
        ['Invoice Date', dateText(invoice.issuedAt)],
        ['Order Code', order.orderCode],
        ['Place of Supply', stateWithCode(buyer.state)],
        ['Reason', found.reason],
      ],
      footer: 'This is a computer-generated credit note and needs no signature.',
    },
    number: found.creditNoteNumber,
    issuedAt: found.issuedAt,
    orderCode: order.orderCode,
    orderDate: order.createdAt,
    seller: found.seller,
    buyer,
    business: businessOf(order),
    lines: found.lines,
    registration: await creditNoteRegistrationOf(ctx.db, found.id),
  });
  // Kept once: a download racing this one keeps whichever was stored first.
  await repo.saveCreditNotePdf(ctx.db, found.id, pdf);
  const stored = await lookup();
  return { pdf: stored?.pdf ?? pdf, number: found.creditNoteNumber };
}
