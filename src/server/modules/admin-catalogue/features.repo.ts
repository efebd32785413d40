// A product's features (type and value rows).
import { asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { productFeatures } from '../../db/schema';

type Conn = Db | Tx;

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
