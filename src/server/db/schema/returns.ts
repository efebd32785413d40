// Returns (docs/returns.md); the sandbox gateway's refunds.
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, serial, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, statusChange } from './columns';
import { users } from './accounts';
import { orders, orderItems } from './orders';

export const returns = pgTable(
  'returns',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** Requested | Approved | Rejected | Received | Refunded */
    status: varchar('status', { length: 16 }).notNull().default('Requested'),
    reason: varchar('reason', { length: 40 }).notNull(),
    comment: text('comment'),
    rejectionReason: text('rejection_reason'),
    /** Computed by the server when the items are received; what the gateway is asked to pay back. */
    refundPaise: bigint('refund_paise', { mode: 'number' }),
    /** The part of refundPaise that is the order's charges (shipping: refunded once, for the shop's fault; docs/order-charges.md). */
    shippingRefundPaise: bigint('shipping_refund_paise', { mode: 'number' }).notNull().default(0),
    /** Pending (asked, not confirmed) | Completed | Failed */
    refundStatus: varchar('refund_status', { length: 16 }),
    refundReference: varchar('refund_reference', { length: 128 }),
    resaleable: boolean('resaleable'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('returns_order_ix').on(t.orderId),
    index('returns_status_created_ix').on(t.status, t.createdAt),
    index('returns_refund_ix').on(t.refundStatus),
    check('returns_refund_ck', sql`${t.refundPaise} is null or ${t.refundPaise} >= 0`),
  ],
);

export const returnItems = pgTable(
  'return_items',
  {
    id: serial('id').primaryKey(),
    returnId: integer('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    index('return_items_return_ix').on(t.returnId),
    index('return_items_order_item_ix').on(t.orderItemId),
    check('return_items_qty_ck', sql`${t.quantity} > 0`),
  ],
);

export const returnHistory = pgTable(
  'return_history',
  {
    id: serial('id').primaryKey(),
    returnId: integer('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    ...statusChange(),
  },
  (t) => [index('return_history_return_ix').on(t.returnId, t.changedAt)],
);

/** Up to three photos a shopper sends with a return, checked and stored like admin uploads. */
export const returnPhotos = pgTable(
  'return_photos',
  {
    id: serial('id').primaryKey(),
    returnId: integer('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    filePath: varchar('file_path', { length: 200 }).notNull(),
    fileName: varchar('file_name', { length: 200 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('return_photos_return_ix').on(t.returnId)],
);

/** The sandbox gateway's refunds by their merchant refund id: asking twice refunds once, as a real gateway does. */
export const sandboxRefunds = pgTable('sandbox_refunds', {
  refundId: varchar('refund_id', { length: 64 }).primaryKey(),
  transactionId: varchar('transaction_id', { length: 64 }).notNull(),
  amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
  createdAt: createdAt(),
});
