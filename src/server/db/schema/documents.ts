// GST documents (docs/gst-invoices.md): tax invoices and credit notes, and their number series.
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { bytea } from './columns';
import { orders } from './orders';
import { returns } from './returns';

export const invoiceSeries = pgTable('invoice_series', {
  financialYear: varchar('financial_year', { length: 7 }).primaryKey(),
  lastNumber: integer('last_number').notNull().default(0),
});

export interface SellerSnapshot {
  name: string;
  address: string;
  gstin: string;
  state: string;
}

export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    invoiceNumber: varchar('invoice_number', { length: 16 }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    /** The seller as configured when the invoice was issued: later settings never change it. */
    seller: jsonb('seller').$type<SellerSnapshot>(),
    /** The e-way bill of the order's consignment, printed on the invoice (docs/e-way-bills.md). */
    ewayBillNumber: varchar('eway_bill_number', { length: 12 }),
    /** The rendered document, kept so that later downloads are byte-identical. */
    pdf: bytea('pdf'),
  },
  (t) => [uniqueIndex('invoices_order_uq').on(t.orderId), uniqueIndex('invoices_number_uq').on(t.invoiceNumber), index('invoices_issued_ix').on(t.issuedAt)],
);

/** The offline sandbox gateway's own book (docs/checkout-and-payments.md): what the "gateway" knows about each payment. */

/** Gapless credit note numbers per financial year, a series of their own. */
export const creditNoteSeries = pgTable('credit_note_series', {
  financialYear: varchar('financial_year', { length: 7 }).primaryKey(),
  lastNumber: integer('last_number').notNull().default(0),
});

/** One line of a tax invoice or credit note (amounts in paise, tax included). */
export interface GstDocumentLine {
  description: string;
  hsn: string;
  quantity: number;
  unitPaise: number;
  /** What was paid for the line: its value less its discount, tax included. */
  totalPaise: number;
  /** The line's share of a coupon discount, given before tax (absent on documents without one). */
  discountPaise?: number;
  rate: number;
}

export const creditNotes = pgTable(
  'credit_notes',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The return it refunds; null for the cancellation of a paid order. */
    returnId: integer('return_id').references(() => returns.id, { onDelete: 'cascade' }),
    creditNoteNumber: varchar('credit_note_number', { length: 16 }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    reason: text('reason').notNull(),
    /** The seller as on the invoice. */
    seller: jsonb('seller').$type<SellerSnapshot>().notNull(),
    lines: jsonb('lines').$type<GstDocumentLine[]>().notNull(),
    /** Drawn at the first download and kept: every later download is the same document. */
    pdf: bytea('pdf'),
  },
  (t) => [
    uniqueIndex('credit_notes_number_uq').on(t.creditNoteNumber),
    uniqueIndex('credit_notes_return_uq').on(t.returnId),
    index('credit_notes_order_ix').on(t.orderId),
    index('credit_notes_issued_ix').on(t.issuedAt),
  ],
);
