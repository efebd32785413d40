// The admin catalogue's categories and products as the admin screens change them: the only code of
// these that talks to Drizzle.
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Page } from '../../db/paging';
import { listCards, type CardRow } from '../catalogue';
import { queryRows, type Db, type Tx } from '../../db/client';
import { type ProductDeclarationColumns, categories, products } from '../../db/schema';
import { containsPattern } from '../../db/like-pattern';

type Conn = Db | Tx;

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
