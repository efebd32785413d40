// Coupons and their uses (docs/offers.md), carts, and orders with their lines, payments and status
// history (docs/orders.md); the sandbox gateway's transactions.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { DeliveryAddress } from '@shared/schemas/orders';
import type { BuyerBusiness } from '@shared/schemas/business';
import { createdAt, updatedAt, statusChange } from './columns';
import { users } from './accounts';
import { products, productVariants } from './catalogue';

export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    /** Letters and digits as the admin typed them; matched without regard to case. */
    code: varchar('code', { length: 20 }).notNull(),
    /** Percent | Flat */
    kind: varchar('kind', { length: 8 }).notNull(),
    /** Percent: hundredths of a percent (1000 = 10 %). Flat: paise. */
    value: integer('value').notNull(),
    maxDiscountPaise: bigint('max_discount_paise', { mode: 'number' }),
    minCartValuePaise: bigint('min_cart_value_paise', { mode: 'number' }).notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    usageLimit: integer('usage_limit'),
    perShopperLimit: integer('per_shopper_limit'),
    /** Empty: every line counts. Otherwise only lines of these categories. */
    categoryIds: integer('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    isActive: boolean('is_active').notNull().default(true),
    /** Orders holding a use now (paid, or unpaid within their hold); taken with the stock. */
    usedCount: integer('used_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('coupons_code_uq').on(sql`upper(${t.code})`),
    check('coupons_value_ck', sql`${t.value} > 0`),
    check('coupons_used_ck', sql`${t.usedCount} >= 0 and (${t.usageLimit} is null or ${t.usedCount} <= ${t.usageLimit})`),
  ],
);

/** One use of a coupon by one order; released (and the use given back) when the order never happens. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('coupon_redemptions_order_uq').on(t.orderId), index('coupon_redemptions_user_ix').on(t.couponId, t.userId)],
);

export const carts = pgTable(
  'carts',
  {
    /** Random and unguessable: holding a guest cart id is what gives access to it (docs/cart.md). */
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The coupon the shopper applied; checked again whenever the cart is priced (docs/offers.md). */
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('carts_user_uq').on(t.userId)],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('cart_items_cart_variant_uq').on(t.cartId, t.variantId), check('cart_items_qty_ck', sql`${t.quantity} > 0`)],
);

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderCode: varchar('order_code', { length: 32 }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** Pending | Ordered | Shipped | Delivered | Completed | Failed | Cancelled (docs/orders.md). */
    status: varchar('status', { length: 16 }).notNull().default('Pending'),
    /** The lines at their prices, before any coupon. */
    itemsTotalPaise: bigint('items_total_paise', { mode: 'number' }).notNull(),
    /** The coupon's discount, spread over the lines (order_items.discount_paise adds up to it). */
    discountPaise: bigint('discount_paise', { mode: 'number' }).notNull().default(0),
    couponId: integer('coupon_id').references(() => coupons.id),
    couponCode: varchar('coupon_code', { length: 20 }),
    shippingCostPaise: bigint('shipping_cost_paise', { mode: 'number' }).notNull(),
    courierName: varchar('courier_name', { length: 100 }).notNull(),
    trackingNumber: varchar('tracking_number', { length: 100 }),
    shippedDate: timestamp('shipped_date', { withTimezone: true }),
    deliveredDate: timestamp('delivered_date', { withTimezone: true }),
    /** A copy of the address chosen at checkout, as the order's answers show it. */
    deliveryAddress: jsonb('delivery_address').$type<DeliveryAddress>().notNull(),
    /** The buyer's GSTIN, legal name and registered address when the shopper asked for a GST invoice. */
    buyerBusiness: jsonb('buyer_business').$type<BuyerBusiness>(),
    /** An unpaid order releases its stock after this moment (docs/checkout-and-payments.md). */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    stockReleased: boolean('stock_released').notNull().default(false),
    /**
     * The payment that paid for the order (docs/checkout-and-payments.md): a cancellation and every
     * return refund against it. Any other payment of the order that completes is refunded in full.
     */
    settlingPaymentId: integer('settling_payment_id').references((): AnyPgColumn => payments.id),
    /** When the "how was it?" message was written to the outbox; null until then (docs/reviews.md). */
    reviewRequestedAt: timestamp('review_requested_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_code_uq').on(t.orderCode),
    index('orders_user_created_ix').on(t.userId, t.createdAt),
    index('orders_status_created_ix').on(t.status, t.createdAt),
    /** The orders of a date range, with their status (the orders export, docs/gst-returns.md). */
    index('orders_created_ix').on(t.createdAt, t.status, t.itemsTotalPaise, t.discountPaise, t.shippingCostPaise),
    index('orders_hold_ix').on(t.holdExpiresAt),
    /** Delivered orders still owed a review request (docs/reviews.md). */
    index('orders_review_due_ix')
      .on(t.deliveredDate)
      .where(sql`${t.reviewRequestedAt} is null and ${t.status} in ('Delivered', 'Completed')`),
    check('orders_amounts_ck', sql`${t.itemsTotalPaise} >= 0 and ${t.shippingCostPaise} >= 0`),
    check('orders_discount_ck', sql`${t.discountPaise} >= 0 and ${t.discountPaise} <= ${t.itemsTotalPaise}`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id'),
    variantId: integer('variant_id'),
    productCode: varchar('product_code', { length: 50 }).notNull(),
    productName: varchar('product_name', { length: 200 }).notNull(),
    variantName: varchar('variant_name', { length: 10 }).notNull(),
    productLocation: varchar('product_location', { length: 100 }).notNull(),
    hsnCode: varchar('hsn_code', { length: 8 }).notNull(),
    taxRate: numeric('tax_rate', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    quantity: integer('quantity').notNull(),
    pricePaise: bigint('price_paise', { mode: 'number' }).notNull(),
    /** price × quantity, before the coupon. */
    totalPaise: bigint('total_paise', { mode: 'number' }).notNull(),
    /** This line's share of the order's coupon discount; the line was paid totalPaise - discountPaise. */
    discountPaise: bigint('discount_paise', { mode: 'number' }).notNull().default(0),
    imageFilePath: varchar('image_file_path', { length: 200 }),
    imageFileName: varchar('image_file_name', { length: 200 }),
  },
  (t) => [
    index('order_items_order_ix').on(t.orderId),
    check('order_items_qty_ck', sql`${t.quantity} > 0`),
    check('order_items_discount_ck', sql`${t.discountPaise} >= 0 and ${t.discountPaise} <= ${t.totalPaise}`),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Our merchant transaction id, shown in /payment/status/{transactionId}. */
    transactionId: varchar('transaction_id', { length: 64 }).notNull(),
    provider: varchar('provider', { length: 32 }).notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    /** Pending | Completed | Failed */
    status: varchar('status', { length: 16 }).notNull().default('Pending'),
    providerReference: varchar('provider_reference', { length: 128 }),
    refundStatus: varchar('refund_status', { length: 16 }),
    refundAmountPaise: bigint('refund_amount_paise', { mode: 'number' }),
    refundReference: varchar('refund_reference', { length: 128 }),
    /** Why the payment is refunded, in the words the shopper is shown. */
    refundReason: text('refund_reason'),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_transaction_uq').on(t.transactionId),
    index('payments_order_ix').on(t.orderId),
    index('payments_status_ix').on(t.status, t.createdAt),
  ],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    ...statusChange(),
  },
  (t) => [index('order_status_history_order_ix').on(t.orderId, t.changedAt)],
);

/** Gapless invoice numbers per financial year (docs/gst-invoices.md). */
export const sandboxTransactions = pgTable('sandbox_transactions', {
  transactionId: varchar('transaction_id', { length: 64 }).primaryKey(),
  amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
  redirectUrl: text('redirect_url').notNull(),
  /** PENDING | COMPLETED | FAILED */
  state: varchar('state', { length: 16 }).notNull().default('PENDING'),
  refundedPaise: bigint('refunded_paise', { mode: 'number' }).notNull().default(0),
  /** The page takes no answer after this moment (the order's hold ends then); a payment still open is then FAILED. */
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  createdAt: createdAt(),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
});
