// The only code that touches wishlist_items.
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { products, wishlistItems } from '../../db/schema';

/** The shopper's saved products, newest first (the same moment: the larger id first). */
export async function savedOf(db: Db | Tx, userId: string): Promise<{ productId: number; createdAt: Date }[]> {
  return db
    .select({ productId: wishlistItems.productId, createdAt: wishlistItems.createdAt })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.productId));
}

/**
 * Holds the shopper's row until the transaction ends: two saves of one shopper at once count their
 * list one after the other, so that neither takes it past its limit.
 */
export async function lockOwner(tx: Tx, userId: string): Promise<void> {
  await tx.execute(sql`select id from users where id = ${userId} for update`);
}

export async function countOf(tx: Tx, userId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(wishlistItems).where(eq(wishlistItems.userId, userId));
  return Number(row?.n ?? 0);
}

export async function holds(tx: Tx, userId: string, productId: number): Promise<boolean> {
  const [row] = await tx
    .select({ productId: wishlistItems.productId })
    .from(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
  return !!row;
}

/** Saves the products (a product saved already keeps its moment); `at` in the order given, newest first. */
export async function insertSaved(tx: Tx, userId: string, saved: { productId: number; at: Date }[]): Promise<void> {
  if (saved.length === 0) return;
  await tx
    .insert(wishlistItems)
    .values(saved.map((s) => ({ userId, productId: s.productId, createdAt: s.at })))
    .onConflictDoNothing();
}

export async function deleteSaved(db: Db, userId: string, productId: number): Promise<void> {
  await db.delete(wishlistItems).where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
}

/** Whether a product of that id exists, published or not. */
export async function productExists(db: Db, productId: number): Promise<boolean> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  return !!row;
}
