// The only code that touches GST documents: tax invoices and credit notes, their number series, their
// kept PDFs, and the order rows a document is drawn from.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { creditNotes, creditNoteSeries, invoices, invoiceSeries, orderItems, orders } from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

/** The order a document is drawn from. */
export async function findOrder(db: Db, orderId: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  return row ?? null;
}

/** The lines of the order a document is drawn from. */
export async function itemsOf(db: Db, orderIds: string[]) {
  if (!orderIds.length) return [];
  return db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(asc(orderItems.id));
}

export async function findInvoice(db: Db, orderId: string) {
  const [row] = await db.select().from(invoices).where(eq(invoices.orderId, orderId)).limit(1);
  return row ?? null;
}

/** The next number of a financial year's gapless series, taken inside the caller's transaction. */
export async function nextInvoiceNumber(db: Db, financialYear: string): Promise<number> {
  const [row] = await db
    .insert(invoiceSeries)
    .values({ financialYear, lastNumber: 1 })
    .onConflictDoUpdate({ target: invoiceSeries.financialYear, set: { lastNumber: sql`${invoiceSeries.lastNumber} + 1` } })
    .returning({ n: invoiceSeries.lastNumber });
  return row.n;
}

export async function insertInvoice(db: Db, values: typeof invoices.$inferInsert) {
  await db.insert(invoices).values(values).onConflictDoNothing();
}

export async function saveInvoicePdf(db: Db, orderId: string, pdf: Buffer) {
  await db
    .update(invoices)
    .set({ pdf })
    .where(and(eq(invoices.orderId, orderId), sql`${invoices.pdf} is null`));
}

/** The e-way bill number printed on the invoice; the kept PDF goes, to be drawn again with it. */
export async function setInvoiceEwayBill(db: Db, orderId: string, ewayBillNumber: string | null) {
  await db.update(invoices).set({ ewayBillNumber, pdf: null }).where(eq(invoices.orderId, orderId));
}

export type CreditNoteRow = typeof creditNotes.$inferSelect;

/** The next credit note number of a financial year, taken inside the caller's transaction. */
export async function nextCreditNoteNumber(db: Db, financialYear: string): Promise<number> {
  const [row] = await db
    .insert(creditNoteSeries)
    .values({ financialYear, lastNumber: 1 })
    .onConflictDoUpdate({ target: creditNoteSeries.financialYear, set: { lastNumber: sql`${creditNoteSeries.lastNumber} + 1` } })
    .returning({ n: creditNoteSeries.lastNumber });
  return row.n;
}

export async function insertCreditNote(db: Db, values: typeof creditNotes.$inferInsert): Promise<number> {
  const [row] = await db.insert(creditNotes).values(values).returning({ id: creditNotes.id });
  return row.id;
}

export async function findCreditNoteById(db: Db, id: number): Promise<CreditNoteRow | null> {
  const [row] = await db.select().from(creditNotes).where(eq(creditNotes.id, id)).limit(1);
  return row ?? null;
}

/** The credit note of a return, or (returnId null) of an order's cancellation. */
export async function findCreditNote(db: Db, orderId: string, returnId: number | null): Promise<CreditNoteRow | null> {
  const [row] = await db
    .select()
    .from(creditNotes)
    .where(and(eq(creditNotes.orderId, orderId), returnId === null ? sql`${creditNotes.returnId} is null` : eq(creditNotes.returnId, returnId)))
    .limit(1);
  return row ?? null;
}

export async function saveCreditNotePdf(db: Db, id: number, pdf: Buffer) {
  await db
    .update(creditNotes)
    .set({ pdf })
    .where(and(eq(creditNotes.id, id), sql`${creditNotes.pdf} is null`));
}

export async function findCreditNoteOfReturn(db: Db, returnId: number): Promise<CreditNoteRow | null> {
  const [row] = await db.select().from(creditNotes).where(eq(creditNotes.returnId, returnId)).limit(1);
  return row ?? null;
}
