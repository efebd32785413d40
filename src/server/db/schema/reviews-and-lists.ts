// Reviews, the wishlist and back-in-stock alerts (docs/reviews.md, docs/wishlist.md, docs/stock-alerts.md)
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { users } from './accounts';
import { products, productVariants } from './catalogue';

/** A shopper's review of a product they received: one per product and shopper, moderated before it shows. */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 1 to 5 stars. */
    rating: integer('rating').notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    text: text('text').notNull(),
    /** Pending | Approved | Rejected; an edit makes it Pending again. */
    status: varchar('status', { length: 10 }).notNull().default('Pending'),
    /** Why an admin rejected it, told to the shopper. */
    reason: varchar('reason', { length: 300 }),
    helpfulCount: integer('helpful_count').notNull().default(0),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    moderatedBy: uuid('moderated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('reviews_product_user_uq').on(t.productId, t.userId),
    index('reviews_product_status_ix').on(t.productId, t.status, t.helpfulCount),
    index('reviews_status_created_ix').on(t.status, t.createdAt),
    index('reviews_user_ix').on(t.userId, t.createdAt),
    check('reviews_rating_ck', sql`${t.rating} between 1 and 5`),
    check('reviews_status_ck', sql`${t.status} in ('Pending', 'Approved', 'Rejected')`),
  ],
);

export const reviewPhotos = pgTable(
  'review_photos',
  {
    id: serial('id').primaryKey(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    filePath: varchar('file_path', { length: 200 }).notNull(),
    fileName: varchar('file_name', { length: 200 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('review_photos_review_ix').on(t.reviewId)],
);

/** "Helpful", once per signed-in shopper and review. */
export const reviewHelpful = pgTable(
  'review_helpful',
  {
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] })],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

/** "Tell me when it is back": one message to a phone or an e-mail when the variant has stock again. */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: serial('id').primaryKey(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    /** The signed-in shopper who asked, if any. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    phoneNumber: varchar('phone_number', { length: 10 }),
    email: varchar('email', { length: 254 }),
    /** Waiting | Sent | Cancelled */
    status: varchar('status', { length: 10 }).notNull().default('Waiting'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('stock_alerts_waiting_ix')
      .on(t.variantId)
      .where(sql`${t.status} = 'Waiting'`),
    uniqueIndex('stock_alerts_phone_uq')
      .on(t.variantId, t.phoneNumber)
      .where(sql`${t.status} = 'Waiting' and ${t.phoneNumber} is not null`),
    uniqueIndex('stock_alerts_email_uq')
      .on(t.variantId, sql`lower(${t.email})`)
      .where(sql`${t.status} = 'Waiting' and ${t.email} is not null`),
    index('stock_alerts_user_ix').on(t.userId),
    check('stock_alerts_target_ck', sql`${t.phoneNumber} is not null or ${t.email} is not null`),
    check('stock_alerts_status_ck', sql`${t.status} in ('Waiting', 'Sent', 'Cancelled')`),
  ],
);
