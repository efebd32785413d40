// The only code that touches the e-invoices' registrations (docs/e-invoicing.md).
import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { creditNotes, einvoices, invoices, orders } from '../../db/schema';

export type EinvoiceRow = typeof einvoices.$inferSelect;
export type EinvoiceStatus = 'Pending' | 'Registered' | 'CancelPending' | 'Cancelled' | 'Withdrawn';

/** Adds a document to register; one already there stays as it is. */
export async function insertEinvoice(db: Db, values: typeof einvoices.$inferInsert) {
  await db.insert(einvoices).values(values).onConflictDoNothing();
}

/** The registration of an order's tax invoice. */
export async function invoiceEinvoiceOf(db: Db, orderId: string, o: { forUpdate?: boolean } = {}): Promise<EinvoiceRow | null> {
  const q = db
    .select()
    .from(einvoices)
    .where(and(eq(einvoices.orderId, orderId), eq(einvoices.docType, 'INV')))
    .limit(1);
  const [row] = o.forUpdate ? await q.for('update') : await q;
  return row ?? null;
}

export async function findEinvoice(db: Db, id: number, o: { forUpdate?: boolean } = {}): Promise<EinvoiceRow | null> {
  const q = db.select().from(einvoices).where(eq(einvoices.id, id)).limit(1);
  const [row] = o.forUpdate ? await q.for('update') : await q;
  return row ?? null;
}

/** The registrations of an order's credit notes (document type CRN), oldest first. */
export async function creditNoteEinvoicesOf(db: Db, orderId: string): Promise<EinvoiceRow[]> {
  return db
    .select()
    .from(einvoices)
    .where(and(eq(einvoices.orderId, orderId), eq(einvoices.docType, 'CRN')))
    .orderBy(asc(einvoices.id));
}

/** The registration of one credit note. */
export async function creditNoteEinvoiceOf(db: Db, creditNoteId: number): Promise<EinvoiceRow | null> {
  const [row] = await db.select().from(einvoices).where(eq(einvoices.creditNoteId, creditNoteId)).limit(1);
  return row ?? null;
}

export async function updateEinvoice(db: Db, id: number, set: Partial<EinvoiceRow>) {
  await db.update(einvoices).set(set).where(eq(einvoices.id, id));
}

/**
 * Claims the registrations and cancellations due for another try, each once across instances: the
 * rows are locked with SKIP LOCKED and their next try moved on by `leaseMs` before the portal is asked.
 */
export async function claimDue(db: Db, now: Date, leaseMs: number, limit = 20): Promise<EinvoiceRow[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(einvoices)
      .where(and(inArray(einvoices.status, ['Pending', 'CancelPending']), lte(einvoices.nextAttemptAt, now)))
      .orderBy(asc(einvoices.nextAttemptAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (rows.length)
      await tx
        .update(einvoices)
        .set({ nextAttemptAt: new Date(now.getTime() + leaseMs) })
        .where(
          inArray(
            einvoices.id,
            rows.map((r) => r.id),
          ),
        );
    return rows;
  });
}

/** The e-invoices in a status, newest first, with their order's code. */
export async function listByStatus(db: Db, statuses: EinvoiceStatus[], limit: number) {
  return db
    .select({ e: einvoices, orderCode: orders.orderCode })
    .from(einvoices)
    .innerJoin(orders, eq(orders.id, einvoices.orderId))
    .where(inArray(einvoices.status, statuses))
    .orderBy(desc(einvoices.createdAt))
    .limit(limit);
}

/** The kept credit note PDF goes: the next download is drawn with its registration. */
export async function dropCreditNotePdf(db: Db, creditNoteId: number) {
  await db
    .update(creditNotes)
    .set({ pdf: null })
    .where(and(eq(creditNotes.id, creditNoteId), sql`${creditNotes.pdf} is not null`));
}

/** The kept invoice PDF goes: the next download is drawn with (or without) the registration. */
export async function dropInvoicePdf(db: Db, orderId: string) {
  await db
    .update(invoices)
    .set({ pdf: null })
    .where(and(eq(invoices.orderId, orderId), sql`${invoices.pdf} is not null`));
}
