// The catalogue: categories, brands, specifications, products, their variants, pictures, descriptions
// and features, the search words, and the home page's banners.
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
  primaryKey,
  serial,
  text,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { tsvector, kg, createdAt, updatedAt } from './columns';

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
    /** A few sentences shown under the brand page's heading (docs/specifications.md). */
    description: text('description').notNull().default(''),
    /** The brand's logo, a stored picture (uploads/brands/<id>), or none. */
    logoFilePath: varchar('logo_file_path', { length: 200 }),
    logoFileName: varchar('logo_file_name', { length: 200 }),
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
