// What the admin's exports read (docs/gst-returns.md): issued invoices, credit notes and orders of a
// period, first as a list of ids in the order they were issued, then in batches by id, so that a
// large month is never held in memory at once. The stored PDFs are never read.
import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { creditNotes, invoices, orders } from '../../db/schema';
import * as orderRepo from '../orders';

/** How many documents are read from the database at a time. */
export const BATCH = 200;

const invoiceColumns = { orderId: invoices.orderId, invoiceNumber: invoices.invoiceNumber, issuedAt: invoices.issuedAt, seller: invoices.seller };
export type InvoiceHead = { orderId: string; invoiceNumber: string; issuedAt: Date; seller: typeof invoices.$inferSelect.seller };

/** The orders whose invoices were issued in [from, to), in the order of issue. */
export async function invoicedOrderIds(db: Db, from: Date, to: Date): Promise<string[]> {
  const rows = await db
    .select({ orderId: invoices.orderId })
    .from(invoices)
    .where(and(gte(invoices.issuedAt, from), lt(invoices.issuedAt, to)))
    .orderBy(asc(invoices.issuedAt), asc(invoices.id));
  return rows.map((r) => r.orderId);
}

/** The credit notes issued in [from, to), in the order of issue. */
export async function creditNoteIds(db: Db, from: Date, to: Date): Promise<number[]> {
  const rows = await db
    .select({ id: creditNotes.id })
    .from(creditNotes)
    .where(and(gte(creditNotes.issuedAt, from), lt(creditNotes.issuedAt, to)))
    .orderBy(asc(creditNotes.issuedAt), asc(creditNotes.id));
  return rows.map((r) => r.id);
}

/** The orders placed in [from, to), of one status or of all, oldest first. */
export async function orderIdsPlaced(db: Db, from: Date, to: Date, status: string | null): Promise<string[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(gte(orders.createdAt, from), lt(orders.createdAt, to), status ? eq(orders.status, status) : undefined))
    .orderBy(asc(orders.createdAt), asc(orders.id));
  return rows.map((r) => r.id);
}

/** Orders by id with their invoices (when issued) and their snapshot lines, in the order of `ids`. */
export async function ordersWithInvoices(db: Db, ids: string[]) {
  if (!ids.length) return [];
  const [rows, heads, items] = await Promise.all([
    db.select().from(orders).where(inArray(orders.id, ids)),
    db.select(invoiceColumns).from(invoices).where(inArray(invoices.orderId, ids)),
    orderRepo.itemsOf(db, ids),
  ]);
  const byId = new Map(rows.map((o) => [o.id, o]));
  const invoiceOf = new Map<string, InvoiceHead>(heads.map((h) => [h.orderId, h]));
  const itemsOf = new Map<string, orderRepo.OrderItemRow[]>();
  for (const item of items) itemsOf.set(item.orderId, [...(itemsOf.get(item.orderId) ?? []), item]);
  return ids
    .map((id) => byId.get(id))
    .filter((o): o is orderRepo.OrderRow => !!o)
    .map((order) => ({ order, invoice: invoiceOf.get(order.id) ?? null, items: itemsOf.get(order.id) ?? [] }));
}

/** Credit notes by id, without their PDFs, in the order of `ids`. */
export async function creditNotesByIds(db: Db, ids: number[]) {
  if (!ids.length) return [];
  const rows = await db
    .select({
      id: creditNotes.id,
      orderId: creditNotes.orderId,
      returnId: creditNotes.returnId,
      creditNoteNumber: creditNotes.creditNoteNumber,
      issuedAt: creditNotes.issuedAt,
      reason: creditNotes.reason,
      seller: creditNotes.seller,
      lines: creditNotes.lines,
    })
    .from(creditNotes)
    .where(inArray(creditNotes.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is (typeof rows)[number] => !!r);
}
