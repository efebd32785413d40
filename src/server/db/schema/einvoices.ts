// E-invoicing (docs/e-invoicing.md): each B2B document's registration with the Invoice Registration
// Portal, and the offline portal's own register.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { creditNotes } from './documents';

/**
 * A B2B tax invoice (or credit note) to be registered, or registered: Pending until the portal gives
 * its IRN (retried by the background job), Registered, then Cancelled when the order's cancellation
 * cancels the IRN within 24 hours. Written in the transaction that issues the document, so that none
 * is forgotten if the shop stops before the portal answers.
 */
export const einvoices = pgTable(
  'einvoices',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The credit note registered (document type CRN); null for the tax invoice (INV). */
    creditNoteId: integer('credit_note_id').references(() => creditNotes.id, { onDelete: 'cascade' }),
    docType: varchar('doc_type', { length: 3 }).notNull(),
    documentNumber: varchar('document_number', { length: 16 }).notNull(),
    /** Pending, Registered, CancelPending (the order was cancelled; the IRN is to be cancelled), Cancelled, Withdrawn (never registered). */
    status: varchar('status', { length: 16 }).notNull(),
    irn: varchar('irn', { length: 64 }),
    ackNumber: varchar('ack_number', { length: 20 }),
    ackDate: timestamp('ack_date', { withTimezone: true }),
    signedQrCode: text('signed_qr_code'),
    signedInvoice: text('signed_invoice'),
    attempts: integer('attempts').notNull().default(0),
    /** The portal's last refusal, in the admin's words. */
    lastError: text('last_error'),
    /** When the background job may try again. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('einvoices_document_uq').on(t.docType, t.documentNumber),
    index('einvoices_order_ix').on(t.orderId),
    index('einvoices_due_ix')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('Pending', 'CancelPending')`),
  ],
);

/**
 * The offline Invoice Registration Portal's register (docs/e-invoicing.md): what it registered, by
 * IRN. In the database, so that every instance of the shop sees the same and a document registered
 * twice answers its first IRN.
 */
export const offlineEinvoices = pgTable('offline_einvoices', {
  irn: varchar('irn', { length: 64 }).primaryKey(),
  supplierGstin: varchar('supplier_gstin', { length: 15 }).notNull(),
  docType: varchar('doc_type', { length: 3 }).notNull(),
  documentNumber: varchar('document_number', { length: 16 }).notNull(),
  ackNumber: varchar('ack_number', { length: 20 }).notNull(),
  ackDate: timestamp('ack_date', { withTimezone: true }).notNull(),
  signedQrCode: text('signed_qr_code').notNull(),
  signedInvoice: text('signed_invoice').notNull(),
  request: jsonb('request').$type<Record<string, unknown>>().notNull(),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
});
