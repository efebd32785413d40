// The pictures of products and of their variants, as the admin screens change them.
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { productImages } from '../../db/schema';

type Conn = Db | Tx;

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

export const imagesOfVariant = (db: Conn, variantId: number) =>
  db.select({ filePath: productImages.filePath, fileName: productImages.fileName }).from(productImages).where(eq(productImages.variantId, variantId));
