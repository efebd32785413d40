// A product's variants (price, MRP, stock and the default one), as the admin screens change them.
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../db/client';
import { productVariants } from '../../db/schema';

type Conn = Db | Tx;

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
