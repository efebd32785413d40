// The only code of the admin catalogue that talks to Drizzle: products, variants, images,
// descriptions and features, as the admin screens change them.
import { pageSql, type Page } from '../../db/paging';
import { listCards, type CardRow } from '../catalogue/catalogue.repo';
import { and, asc, count, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../db/client';
import type { ProductDeclarationColumns } from '../../db/schema';
import { banners, categories, orderItems, productDescriptions, productFeatures, productImages, products, productVariants } from '../../db/schema';

type Conn = Db | Tx;

export type { Page } from '../../db/paging';

/** LIKE pattern for "contains", with the pattern characters of the text taken literally. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// ---------------------------------------------------------------- categories

export const listCategories = (db: Conn) => db.select().from(categories).orderBy(asc(categories.name));

export async function categoryExists(db: Conn, id: number): Promise<boolean> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id)).limit(1);
  return !!row;
}

// ---------------------------------------------------------------- products

/** The product declarations' columns (docs/declarations.md). */
export type DeclarationColumns = ProductDeclarationColumns;

export type ProductValues = Pick<typeof products.$inferInsert, 'productCode' | 'name' | 'location' | 'hsnCode' | 'taxRate' | 'description' | 'categoryId'> &
  Partial<DeclarationColumns> & { brandId?: number };

export async function findProductRow(db: Conn, id: number) {
  const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1);
  return row ?? null;
}

/** Another product that already uses this code, compared without regard to case. */
export async function productCodeTaken(db: Conn, code: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(sql`upper(${products.productCode}) = upper(${code})`, exceptId ? ne(products.id, exceptId) : undefined))
    .limit(1);
  return !!row;
}

export async function insertProduct(db: Conn, values: ProductValues): Promise<number> {
  const [row] = await db
    .insert(products)
    .values({ ...values, isPublished: false })
    .returning({ id: products.id });
  return row.id;
}

export async function updateProduct(db: Conn, id: number, values: ProductValues, now: Date): Promise<void> {
  await db
    .update(products)
    .set({ ...values, updatedAt: now })
    .where(eq(products.id, id));
}

export async function setPublished(db: Conn, id: number, published: boolean, now: Date): Promise<void> {
  await db.update(products).set({ isPublished: published, updatedAt: now }).where(eq(products.id, id));
}

/** Deletes a product; its variants, images, descriptions, features and cart lines go with it. Order lines keep their snapshot. */
export async function deleteProduct(db: Conn, id: number): Promise<boolean> {
  const rows = await db.delete(products).where(eq(products.id, id)).returning({ id: products.id });
  return rows.length > 0;
}

export type AdminProductRow = CardRow & { total: number };

/** Every product, published or not, newest first, with its list image and default variant. */
export async function listProducts(db: Conn, searchText: string | undefined, page: Page): Promise<AdminProductRow[]> {
  const filter = searchText ? sql`(p.product_code ilike ${containsPattern(searchText)} or p.name ilike ${containsPattern(searchText)})` : sql`true`;
  return listCards(db as Db, filter, sql`p.id desc`, page);
}

/** What publishing needs to know (the validation rules). */
export async function publishReadiness(db: Conn, productId: number) {
  const [row] = await queryRows<{ variants: number; defaults: number; without_images: number; product_images: number; descriptions: number }>(
    db as Db,
    sql`select
          (select count(*)::int from product_variants v where v.product_id = ${productId}) as variants,
          (select count(*)::int from product_variants v where v.product_id = ${productId} and v.is_default) as defaults,
          (select count(*)::int from product_variants v where v.product_id = ${productId}
             and not exists (select 1 from product_images i where i.variant_id = v.id)) as without_images,
          (select count(*)::int from product_images i where i.product_id = ${productId} and i.variant_id is null) as product_images,
          (select count(*)::int from product_descriptions d where d.product_id = ${productId}) as descriptions`,
  );
  return row;
}

// ---------------------------------------------------------------- images

export const productImagesOf = (db: Conn, productId: number) =>
  db
    .select()
    .from(productImages)
    .where(and(eq(productImages.productId, productId), isNull(productImages.variantId)))
    .orderBy(asc(productImages.sortOrder), asc(productImages.id));

export const variantImagesOf = (db: Conn, variantIds: number[]) =>
  variantIds.length
    ? db.select().from(productImages).where(inArray(productImages.variantId, variantIds)).orderBy(asc(productImages.sortOrder), asc(productImages.id))
    : Promise.resolve([] as (typeof productImages.$inferSelect)[]);

/** First product image of each product, for inventory rows whose variant has none. */
export async function firstProductImages(db: Conn, productIds: number[]) {
  if (!productIds.length) return [];
  return db
    .selectDistinctOn([productImages.productId])
    .from(productImages)
    .where(and(inArray(productImages.productId, productIds), isNull(productImages.variantId)))
    .orderBy(productImages.productId, asc(productImages.sortOrder), asc(productImages.id));
}

export async function insertImages(db: Conn, productId: number, variantId: number | null, files: { FilePath: string; FileName: string }[]) {
  if (!files.length) return [];
  const [{ next }] = await db
    .select({ next: sql<number>`coalesce(max(${productImages.sortOrder}) + 1, 0)::int` })
    .from(productImages)
    .where(and(eq(productImages.productId, productId), variantId === null ? isNull(productImages.variantId) : eq(productImages.variantId, variantId)));
  return db
    .insert(productImages)
    .values(files.map((f, i) => ({ productId, variantId, filePath: f.FilePath, fileName: f.FileName, sortOrder: next + i })))
    .returning();
}

export async function findImage(db: Conn, id: number) {
  const [row] = await db.select().from(productImages).where(eq(productImages.id, id)).limit(1);
  return row ?? null;
}

export async function deleteImage(db: Conn, id: number) {
  await db.delete(productImages).where(eq(productImages.id, id));
}

export const imagesOfProduct = (db: Conn, productId: number) =>
  db.select({ filePath: productImages.filePath, fileName: productImages.fileName }).from(productImages).where(eq(productImages.productId, productId));

/** Whether any row still names this stored file (see discardImageFiles). */
export async function isFileReferenced(db: Conn, filePath: string, fileName: string): Promise<boolean> {
  const checks = await Promise.all([
    db
      .select({ n: count() })
      .from(productImages)
      .where(and(eq(productImages.filePath, filePath), eq(productImages.fileName, fileName))),
    db
      .select({ n: count() })
      .from(productDescriptions)
      .where(and(eq(productDescriptions.filePath, filePath), eq(productDescriptions.fileName, fileName))),
    db
      .select({ n: count() })
      .from(banners)
      .where(and(eq(banners.filePath, filePath), eq(banners.fileName, fileName))),
    db
      .select({ n: count() })
      .from(orderItems)
      .where(and(eq(orderItems.imageFilePath, filePath), eq(orderItems.imageFileName, fileName))),
  ]);
  return checks.some(([r]) => r.n > 0);
}

// ---------------------------------------------------------------- variants

export type VariantValues = Pick<
  typeof productVariants.$inferInsert,
  'title' | 'metrixWeight' | 'productWeight' | 'pricePaise' | 'mrpPaise' | 'stock' | 'isDefault'
>;

export const variantsOfProduct = (db: Conn, productId: number) =>
  db.select().from(productVariants).where(eq(productVariants.productId, productId)).orderBy(asc(productVariants.id));

export async function findVariant(db: Conn, id: number) {
  const [row] = await db.select().from(productVariants).where(eq(productVariants.id, id)).limit(1);
  return row ?? null;
}

/** One default variant per product: making one the default clears the others. */
export async function clearDefault(db: Conn, productId: number, exceptId?: number) {
  await db
    .update(productVariants)
    .set({ isDefault: false })
    .where(and(eq(productVariants.productId, productId), eq(productVariants.isDefault, true), exceptId ? ne(productVariants.id, exceptId) : undefined));
}

export async function insertVariant(db: Conn, productId: number, values: VariantValues) {
  const [row] = await db
    .insert(productVariants)
    .values({ productId, ...values })
    .returning();
  return row;
}

export async function updateVariant(db: Conn, id: number, values: Partial<VariantValues>, now: Date) {
  const [row] = await db
    .update(productVariants)
    .set({ ...values, updatedAt: now })
    .where(eq(productVariants.id, id))
    .returning();
  return row ?? null;
}

export async function deleteVariant(db: Conn, id: number) {
  await db.delete(productVariants).where(eq(productVariants.id, id));
}

/** After the default variant went: the oldest remaining variant becomes the default. */
export async function defaultToOldest(db: Conn, productId: number) {
  await queryRows(
    db as Db,
    sql`update product_variants set is_default = true
        where id = (select id from product_variants where product_id = ${productId} order by id limit 1)
          and not exists (select 1 from product_variants where product_id = ${productId} and is_default)`,
  );
}

export async function countVariants(db: Conn, productId: number): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(productVariants).where(eq(productVariants.productId, productId));
  return n;
}

export const imagesOfVariant = (db: Conn, variantId: number) =>
  db.select({ filePath: productImages.filePath, fileName: productImages.fileName }).from(productImages).where(eq(productImages.variantId, variantId));

export interface InventoryDbRow {
  id: number;
  product_id: number;
  product_code: string;
  product_name: string;
  title: string;
  price_paise: number;
  mrp_paise: number;
  stock: number;
  total: number;
}

/**
 * Inventory rows. Threshold 10000 (or more) lists every variant, 0 the variants out of stock,
 * any other N those with stock below N. The product code matches anywhere, ignoring case.
 */
export async function listInventory(db: Conn, threshold: number, productCode: string | null, page: Page): Promise<InventoryDbRow[]> {
  const stockFilter = threshold >= 10000 ? sql`true` : threshold === 0 ? sql`v.stock = 0` : sql`v.stock < ${threshold}`;
  const codeFilter = productCode ? sql`p.product_code ilike ${containsPattern(productCode)}` : sql`true`;
  return queryRows<InventoryDbRow>(
    db as Db,
    sql`select v.id, v.product_id, p.product_code, p.name as product_name, v.title, v.price_paise::float8 as price_paise,
          v.mrp_paise::float8 as mrp_paise, v.stock,
          count(*) over ()::int as total
        from product_variants v join products p on p.id = v.product_id
        where ${stockFilter} and ${codeFilter}
        order by p.product_code, v.id ${pageSql(page)}`,
  );
}

// ---------------------------------------------------------------- descriptions

export const descriptionsOf = (db: Conn, productId: number) =>
  db.select().from(productDescriptions).where(eq(productDescriptions.productId, productId)).orderBy(asc(productDescriptions.id));

export async function findDescription(db: Conn, id: number) {
  const [row] = await db.select().from(productDescriptions).where(eq(productDescriptions.id, id)).limit(1);
  return row ?? null;
}

export async function insertDescriptions(db: Conn, rows: { productId: number; description: string; filePath: string | null; fileName: string | null }[]) {
  if (!rows.length) return [];
  return db.insert(productDescriptions).values(rows).returning();
}

export async function updateDescription(db: Conn, id: number, values: { description: string; filePath?: string | null; fileName?: string | null }) {
  const [row] = await db.update(productDescriptions).set(values).where(eq(productDescriptions.id, id)).returning();
  return row;
}

export async function deleteDescription(db: Conn, id: number) {
  await db.delete(productDescriptions).where(eq(productDescriptions.id, id));
}

export const descriptionFilesOf = (db: Conn, productId: number) =>
  db
    .select({ filePath: productDescriptions.filePath, fileName: productDescriptions.fileName })
    .from(productDescriptions)
    .where(and(eq(productDescriptions.productId, productId), isNotNull(productDescriptions.fileName)));

// ---------------------------------------------------------------- features

export const featuresOf = (db: Conn, productId: number) =>
  db.select().from(productFeatures).where(eq(productFeatures.productId, productId)).orderBy(asc(productFeatures.sortOrder), asc(productFeatures.id));

export async function findFeature(db: Conn, id: number) {
  const [row] = await db.select().from(productFeatures).where(eq(productFeatures.id, id)).limit(1);
  return row ?? null;
}

export async function insertFeature(db: Conn, productId: number, itemType: string, itemValue: string) {
  const [{ next }] = await db
    .select({ next: sql<number>`coalesce(max(${productFeatures.sortOrder}) + 1, 0)::int` })
    .from(productFeatures)
    .where(eq(productFeatures.productId, productId));
  const [row] = await db.insert(productFeatures).values({ productId, itemType, itemValue, sortOrder: next }).returning();
  return row;
}

export async function updateFeature(db: Conn, id: number, itemType: string, itemValue: string) {
  const [row] = await db.update(productFeatures).set({ itemType, itemValue }).where(eq(productFeatures.id, id)).returning();
  return row;
}

export async function deleteFeature(db: Conn, id: number) {
  await db.delete(productFeatures).where(eq(productFeatures.id, id));
}
