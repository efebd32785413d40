// E-way bills (docs/e-way-bills.md): each state's own limit for goods moving within it, the bills
// the shop generated for its consignments, and the offline provider's own register. Money is paise.
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { orders } from './orders';

/**
 * A state's limit for a consignment moving within it: above it an e-way bill is needed. Seeded by a
 * migration with the values in docs/e-way-bills.md; the admin edits them (audited).
 */
export const ewayStateLimits = pgTable('eway_state_limits', {
  state: varchar('state', { length: 60 }).primaryKey(),
  /** Null: the state asks no e-way bill for goods moving within it. */
  limitPaise: bigint('limit_paise', { mode: 'number' }),
  /** Where the figure comes from: the state's notification, or what is not sure about it. */
  source: text('source').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What the shop sent for Part A, kept with the bill. */
export interface EwayPartA {
  supplierGstin: string;
  recipientGstin: string;
  documentNumber: string;
  documentDate: string;
  fromPinCode: string;
  toPinCode: string;
  toState: string;
  valuePaise: number;
  lines: { hsn: string; description: string; quantity: number; taxablePaise: number; rate: number }[];
}

/** An e-way bill generated for an order's consignment. At most one per order is Active. */
export const ewayBills = pgTable(
  'eway_bills',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The portal's 12-digit number. */
    number: varchar('number', { length: 12 }).notNull(),
    provider: varchar('provider', { length: 16 }).notNull(),
    /** Active | Cancelled */
    status: varchar('status', { length: 10 }).notNull(),
    generatedAt: timestamp('generated_at', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    distanceKm: integer('distance_km').notNull(),
    transporterId: varchar('transporter_id', { length: 15 }),
    vehicleNumber: varchar('vehicle_number', { length: 15 }),
    valuePaise: bigint('value_paise', { mode: 'number' }).notNull(),
    partA: jsonb('part_a').$type<EwayPartA>().notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
  },
  (t) => [
    uniqueIndex('eway_bills_active_order_uq')
      .on(t.orderId)
      .where(sql`${t.status} = 'Active'`),
    index('eway_bills_order_ix').on(t.orderId),
  ],
);

/**
 * The offline e-way bill provider's register (docs/e-way-bills.md): what the portal keeps of each
 * bill it numbered. In the database, so that every instance of the shop sees the same.
 */
export const offlineEwayBills = pgTable(
  'offline_eway_bills',
  {
    number: varchar('number', { length: 12 }).primaryKey(),
    supplierGstin: varchar('supplier_gstin', { length: 15 }).notNull(),
    documentNumber: varchar('document_number', { length: 16 }).notNull(),
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    generatedAt: timestamp('generated_at', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    // The portal numbers one live bill per supplier's document.
    uniqueIndex('offline_eway_bills_document_uq')
      .on(t.supplierGstin, t.documentNumber)
      .where(sql`${t.cancelledAt} is null`),
  ],
);
