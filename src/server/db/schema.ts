// The shop's tables. Money is integer paise (docs/money.md); weights are kilograms.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});
const kg = (name: string) => numeric(name, { precision: 10, scale: 3, mode: 'number' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

// ---------------------------------------------------------------- accounts

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }),
    phone: varchar('phone', { length: 10 }).notNull(),
    passwordHash: text('password_hash'),
    /** Pipe-separated, as in the access token (docs/accounts-and-security.md): "SuperAdmin|Admin", "User". */
    roles: varchar('roles', { length: 100 }).notNull().default('User'),
    /** Bumped when the profile changes: tokens carrying an older value are refused. */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_phone_uq').on(t.phone), check('users_phone_ck', sql`${t.phone} ~ '^[6-9][0-9]{9}$'`)],
);

export const otps = pgTable(
  'otps',
  {
    id: serial('id').primaryKey(),
    phone: varchar('phone', { length: 10 }).notNull(),
    purpose: varchar('purpose', { length: 16 }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    /** Set when a validated OTP may be used once more by the step that follows (signup, profile). */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('otps_phone_created_ix').on(t.phone, t.createdAt)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** All tokens of one login share a family; reuse of a rotated one revokes the family. */
    familyId: uuid('family_id').notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_uq').on(t.tokenHash),
    index('refresh_tokens_family_ix').on(t.familyId),
    index('refresh_tokens_user_ix').on(t.userId),
  ],
);

/** Fixed-window counters shared by every app instance (login and OTP limits). */
export const rateCounters = pgTable(
  'rate_counters',
  {
    key: varchar('key', { length: 200 }).notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    phone: varchar('phone', { length: 10 }).notNull(),
    addressTitle: varchar('address_title', { length: 100 }).notNull(),
    addressLine1: varchar('address_line1', { length: 200 }).notNull(),
    addressLine2: varchar('address_line2', { length: 200 }),
    taluk: varchar('taluk', { length: 100 }).notNull(),
    city: varchar('city', { length: 100 }).notNull(),
    state: varchar('state', { length: 100 }).notNull(),
    pinCode: varchar('pin_code', { length: 6 }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('addresses_user_ix').on(t.userId)],
);

// ---------------------------------------------------------------- catalogue

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    /** The category page's address: /c/<slug> (docs/finding-products.md). */
    slug: varchar('slug', { length: 100 }).notNull(),
    /** A sentence or two shown under the category page's heading. */
    description: text('description').notNull().default(''),
  },
  (t) => [uniqueIndex('categories_name_uq').on(t.name), uniqueIndex('categories_slug_uq').on(t.slug)],
);

/** Who makes a product: every published product has one; brand pages live at /brand/<slug>. */
export const brands = pgTable(
  'brands',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 60 }).notNull(),
    slug: varchar('slug', { length: 80 }).notNull(),
  },
  (t) => [uniqueIndex('brands_name_uq').on(sql`lower(${t.name})`), uniqueIndex('brands_slug_uq').on(t.slug)],
);

/**
 * What shoppers filter and compare a category's products by (docs/finding-products.md): one of a
 * list of values, several of a list, a number with its unit, or yes/no.
 */
export const specifications = pgTable(
  'specifications',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    /** The specification's name in addresses and in the API: Spec.<key>. */
    key: varchar('key', { length: 40 }).notNull(),
    name: varchar('name', { length: 60 }).notNull(),
    kind: varchar('kind', { length: 8 }).notNull(),
    unit: varchar('unit', { length: 12 }),
    /** The values a product may have, in the order shoppers see them (lists only). */
    options: jsonb('options').$type<string[]>().notNull().default([]),
    sortOrder: integer('sort_order').notNull().default(0),
    isFilter: boolean('is_filter').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('specifications_key_uq').on(t.categoryId, t.key), check('specifications_kind_ck', sql`${t.kind} in ('one', 'many', 'number', 'yesno')`)],
);

/** A product's values of its category's specifications: one row a value (several for "several of a list"). */
export const productSpecs = pgTable(
  'product_specs',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    specificationId: integer('specification_id')
      .notNull()
      .references(() => specifications.id, { onDelete: 'cascade' }),
    value: varchar('value', { length: 100 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.specificationId, t.value] }), index('product_specs_value_ix').on(t.specificationId, t.value)],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    productCode: varchar('product_code', { length: 50 }).notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    location: varchar('location', { length: 100 }).notNull(),
    hsnCode: varchar('hsn_code', { length: 8 }).notNull(),
    taxRate: numeric('tax_rate', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    description: text('description').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    /** Required to publish; a draft may have none yet. */
    brandId: integer('brand_id').references((): AnyPgColumn => brands.id),
    isPublished: boolean('is_published').notNull().default(false),
    // What the packaged-commodity rules ask an online seller to show for every product
    // (docs/declarations.md). Optional while a product is a draft; all required to publish it.
    /** Manufacturer | Packer | Importer: whose name and address follow. */
    declarantKind: varchar('declarant_kind', { length: 12 }),
    declarantName: varchar('declarant_name', { length: 200 }),
    declarantAddress: text('declarant_address'),
    countryOfOrigin: varchar('country_of_origin', { length: 60 }),
    /** The common or generic name of the commodity, e.g. "Wireless headphones". */
    genericName: varchar('generic_name', { length: 100 }),
    /** Net quantity in number or pairs, e.g. "1 N" or "1 pair". */
    netQuantity: varchar('net_quantity', { length: 40 }),
    /** Month and year of manufacture (or of import, for imported goods): "2026-09". */
    madeOn: varchar('made_on', { length: 7 }),
    consumerCarePhone: varchar('consumer_care_phone', { length: 20 }),
    consumerCareEmail: varchar('consumer_care_email', { length: 254 }),
    /** Weighted document for full-text search, kept current by the catalogue service. */
    searchVector: tsvector('search_vector'),
    /** Lower-cased name, code and category for trigram (typo) matching. */
    searchText: text('search_text').notNull().default(''),
    /**
     * The approved reviews' count and average stars (two decimals), kept by the reviews service in
     * the moderation's transaction so that lists, filters and sorts never compute them per request.
     */
    ratingCount: integer('rating_count').notNull().default(0),
    ratingAverage: numeric('rating_average', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('products_code_uq').on(sql`upper(${t.productCode})`),
    index('products_category_ix').on(t.categoryId),
    index('products_brand_ix').on(t.brandId),
    index('products_published_ix').on(t.isPublished, t.id),
    index('products_search_ix').using('gin', t.searchVector),
    index('products_trgm_ix').using('gin', sql`${t.searchText} gin_trgm_ops`),
    check('products_tax_rate_ck', sql`${t.taxRate} >= 0 and ${t.taxRate} <= 100`),
  ],
);

/** The declaration columns of a product (docs/declarations.md). */
export type ProductDeclarationColumns = Pick<
  typeof products.$inferSelect,
  | 'declarantKind'
  | 'declarantName'
  | 'declarantAddress'
  | 'countryOfOrigin'
  | 'genericName'
  | 'netQuantity'
  | 'madeOn'
  | 'consumerCarePhone'
  | 'consumerCareEmail'
>;

export const productVariants = pgTable(
  'product_variants',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 10 }).notNull(),
    metrixWeight: kg('metrix_weight').notNull(),
    productWeight: kg('product_weight').notNull(),
    pricePaise: bigint('price_paise', { mode: 'number' }).notNull(),
    /** Maximum retail price, all taxes included: never below the selling price (docs/offers.md). */
    mrpPaise: bigint('mrp_paise', { mode: 'number' }).notNull(),
    stock: integer('stock').notNull().default(0),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('product_variants_product_ix').on(t.productId),
    index('product_variants_stock_ix').on(t.stock),
    check('product_variants_stock_ck', sql`${t.stock} >= 0`),
    check('product_variants_price_ck', sql`${t.pricePaise} > 0`),
    check('product_variants_mrp_ck', sql`${t.mrpPaise} >= ${t.pricePaise}`),
    check('product_variants_weight_ck', sql`${t.metrixWeight} > 0 and ${t.productWeight} > 0`),
  ],
);

/** Product images (variant_id null) and variant images share one table. */
export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    filePath: varchar('file_path', { length: 200 }).notNull(),
    fileName: varchar('file_name', { length: 200 }).notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('product_images_product_ix').on(t.productId), index('product_images_variant_ix').on(t.variantId)],
);

export const productDescriptions = pgTable(
  'product_descriptions',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    description: text('description').notNull().default(''),
    filePath: varchar('file_path', { length: 200 }),
    fileName: varchar('file_name', { length: 200 }),
    createdAt: createdAt(),
  },
  (t) => [index('product_descriptions_product_ix').on(t.productId)],
);

export const productFeatures = pgTable(
  'product_features',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    itemType: varchar('item_type', { length: 100 }).notNull(),
    itemValue: varchar('item_value', { length: 500 }).notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('product_features_product_ix').on(t.productId)],
);

/** Every word of product names and categories: the vocabulary that typos are corrected against. */
export const searchWords = pgTable(
  'search_words',
  {
    word: varchar('word', { length: 100 }).primaryKey(),
  },
  (t) => [index('search_words_trgm_ix').using('gin', sql`${t.word} gin_trgm_ops`)],
);

export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    filePath: varchar('file_path', { length: 200 }).notNull(),
    fileName: varchar('file_name', { length: 200 }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    seqId: integer('seq_id').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('banners_active_seq_ix').on(t.isActive, t.seqId)],
);

// ---------------------------------------------------------------- reviews, wishlist, stock alerts (docs/reviews.md, docs/wishlist.md, docs/stock-alerts.md)

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

// ---------------------------------------------------------------- coupons (docs/offers.md)

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

// ---------------------------------------------------------------- cart

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

// ---------------------------------------------------------------- orders and payments

export interface DeliveryAddressSnapshot {
  FirstName: string;
  LastName: string;
  AddressLine1: string;
  AddressLine2: string | null;
  Taluk: string;
  City: string;
  State: string;
  PinCode: string;
  PhoneNumber: string;
}

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
    deliveryAddress: jsonb('delivery_address').$type<DeliveryAddressSnapshot>().notNull(),
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
    fromStatus: varchar('from_status', { length: 16 }),
    toStatus: varchar('to_status', { length: 16 }).notNull(),
    changedBy: uuid('changed_by'),
    /** system | customer | admin | gateway */
    actor: varchar('actor', { length: 16 }).notNull(),
    note: text('note'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_history_order_ix').on(t.orderId, t.changedAt)],
);

/** Gapless invoice numbers per financial year (docs/gst-invoices.md). */
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
    /** The rendered document, kept so that later downloads are byte-identical. */
    pdf: bytea('pdf'),
  },
  (t) => [uniqueIndex('invoices_order_uq').on(t.orderId), uniqueIndex('invoices_number_uq').on(t.invoiceNumber), index('invoices_issued_ix').on(t.issuedAt)],
);

/** The offline sandbox gateway's own book (docs/checkout-and-payments.md): what the "gateway" knows about each payment. */
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

// ---------------------------------------------------------------- returns (docs/returns.md)

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
    fromStatus: varchar('from_status', { length: 16 }),
    toStatus: varchar('to_status', { length: 16 }).notNull(),
    changedBy: uuid('changed_by'),
    /** customer | admin | system | gateway */
    actor: varchar('actor', { length: 16 }).notNull(),
    note: text('note'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
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

// ---------------------------------------------------------------- GST credit notes (docs/gst-invoices.md)

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

// ---------------------------------------------------------------- order messages (docs/order-messages.md)

/** Where to find a PDF sent with a message: the order's invoice, or the credit note of a return or a cancellation. */
export type MessageAttachment = { kind: 'invoice'; orderId: string } | { kind: 'credit-note'; orderId: string; returnId: number | null };

/**
 * The outbox: a message to a shopper, written in the same transaction as the change it tells
 * of, and sent after the commit by a job that marks it sent once.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    /** What it is about, once per channel: "OrderShipped:<orderId>". */
    eventKey: varchar('event_key', { length: 120 }).notNull(),
    kind: varchar('kind', { length: 32 }).notNull(),
    /** sms | mail */
    channel: varchar('channel', { length: 8 }).notNull(),
    recipient: varchar('recipient', { length: 254 }).notNull(),
    vars: jsonb('vars').$type<Record<string, string>>().notNull(),
    attachment: jsonb('attachment').$type<MessageAttachment>(),
    /** pending | sent | failed */
    status: varchar('status', { length: 8 }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    reference: varchar('reference', { length: 200 }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('outbox_messages_event_uq').on(t.eventKey, t.channel), index('outbox_messages_due_ix').on(t.status, t.nextAttemptAt)],
);

// ---------------------------------------------------------------- complaints (docs/complaints.md)

export const complaints = pgTable(
  'complaints',
  {
    id: serial('id').primaryKey(),
    /** Given to the shopper at once, by SMS: "GR-261124-0001". */
    ticketNumber: varchar('ticket_number', { length: 24 }).notNull(),
    /** The signed-in shopper, or null for a guest who confirmed their phone by OTP. */
    userId: uuid('user_id').references(() => users.id),
    name: varchar('name', { length: 100 }).notNull(),
    phone: varchar('phone', { length: 15 }).notNull(),
    orderId: uuid('order_id').references(() => orders.id),
    subject: varchar('subject', { length: 200 }).notNull(),
    description: text('description').notNull(),
    /** Open | Answered | Resolved */
    status: varchar('status', { length: 16 }).notNull().default('Open'),
    /** The shop's first answer: a complaint must be acknowledged within 48 hours. */
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    /** ... and resolved within one month. */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('complaints_ticket_uq').on(t.ticketNumber),
    index('complaints_user_ix').on(t.userId, t.createdAt),
    index('complaints_phone_ix').on(t.phone, t.createdAt),
    index('complaints_status_ix').on(t.status, t.createdAt),
  ],
);

/** Every reply and change of a complaint, with who and when. */
export const complaintReplies = pgTable(
  'complaint_replies',
  {
    id: serial('id').primaryKey(),
    complaintId: integer('complaint_id')
      .notNull()
      .references(() => complaints.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id'),
    /** customer | admin | system */
    actor: varchar('actor', { length: 16 }).notNull(),
    body: text('body').notNull(),
    /** The status the complaint moved to with this reply, if it moved. */
    toStatus: varchar('to_status', { length: 16 }),
    createdAt: createdAt(),
  },
  (t) => [index('complaint_replies_complaint_ix').on(t.complaintId, t.createdAt)],
);

// ---------------------------------------------------------------- audit log (docs/audit-log.md)

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

// ---------------------------------------------------------------- fulfilment (docs/fulfilment.md)

export * from './shipments-schema';
