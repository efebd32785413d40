// The audit log (docs/audit-log.md), and the dashboard's running totals by India day (docs/dashboard.md).
import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';

/**
 * Every change an admin makes, written in the same transaction as the change. Rows are only ever
 * added: a trigger refuses to update or delete them.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The admin who made the change, and their name and phone as they were then. */
    adminId: uuid('admin_id'),
    adminName: varchar('admin_name', { length: 120 }).notNull(),
    adminPhone: varchar('admin_phone', { length: 15 }),
    /** What was changed: product, variant, image, description, feature, banner, inventory, order, return, coupon, complaint, user, import. */
    kind: varchar('kind', { length: 16 }).notNull(),
    /** created | updated | deleted | published | unpublished | status | imported … */
    action: varchar('action', { length: 24 }).notNull(),
    /** The changed record's id or code, as the admin screens name it. */
    entity: varchar('entity', { length: 64 }).notNull(),
    summary: text('summary').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
  },
  (t) => [index('audit_log_at_ix').on(t.at), index('audit_log_kind_at_ix').on(t.kind, t.at), index('audit_log_admin_at_ix').on(t.adminId, t.at)],
);

/**
 * The dashboard's running totals of the orders by the India day they were placed and their status now
 * (docs/dashboard.md). Database triggers on orders and returns write a row of changes (+1 order in
 * one status, -1 in the one it left) in the transaction of every change, without touching any other
 * row; reading the dashboard folds those rows into one row a day and status (`folded`). The sums of
 * all rows of a day are right whether folded or not.
 */
export const orderDayTotals = pgTable(
  'order_day_totals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    day: date('day').notNull(),
    status: varchar('status', { length: 16 }).notNull(),
    orders: integer('orders').notNull(),
    /** What the shoppers paid: the lines less the coupon, plus shipping. */
    paidPaise: bigint('paid_paise', { mode: 'number' }).notNull(),
    /** What the gateway confirmed it paid back for the orders' returns. */
    refundedPaise: bigint('refunded_paise', { mode: 'number' }).notNull(),
    folded: boolean('folded').notNull().default(false),
  },
  (t) => [
    uniqueIndex('order_day_totals_folded_uq')
      .on(t.day, t.status)
      .where(sql`folded`),
    index('order_day_totals_day_ix').on(t.day, t.status, t.orders, t.paidPaise, t.refundedPaise),
    index('order_day_totals_unfolded_ix')
      .on(t.id)
      .where(sql`not folded`),
  ],
);

/** The same for the orders' lines, by day, the order's status now and product code: the best sellers (docs/dashboard.md). */
export const productDayTotals = pgTable(
  'product_day_totals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    day: date('day').notNull(),
    status: varchar('status', { length: 16 }).notNull(),
    productCode: varchar('product_code', { length: 50 }).notNull(),
    productId: integer('product_id'),
    productName: varchar('product_name', { length: 200 }).notNull(),
    units: integer('units').notNull(),
    /** What the lines were paid: price × units less their share of the coupon. */
    paise: bigint('paise', { mode: 'number' }).notNull(),
    folded: boolean('folded').notNull().default(false),
  },
  (t) => [
    uniqueIndex('product_day_totals_folded_uq')
      .on(t.day, t.status, t.productCode)
      .where(sql`folded`),
    index('product_day_totals_day_ix').on(t.day, t.status),
    index('product_day_totals_unfolded_ix')
      .on(t.id)
      .where(sql`not folded`),
  ],
);
