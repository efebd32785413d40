// The only code that reads and writes stock_alerts (docs/stock-alerts.md).
import { and, desc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, productVariants, stockAlerts } from '../../db/schema';

export type AlertRow = typeof stockAlerts.$inferSelect;

/** A variant of a published product, with what an alert needs of it. */
export async function findPublishedVariant(db: Db, variantId: number) {
  const [row] = await db
    .select({ id: productVariants.id, stock: productVariants.stock, productId: products.id })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(productVariants.id, variantId), eq(products.isPublished, true)));
  return row ?? null;
}

/**
 * Writes a waiting alert unless one already waits for this variant and phone or e-mail (the
 * partial unique indexes decide, so two requests at once write one): null when one waits.
 */
export async function insertWaitingAlert(
  db: Db,
  a: { variantId: number; userId: string | null; phoneNumber: string | null; email: string | null; now: Date },
): Promise<AlertRow | null> {
  const [row] = await db
    .insert(stockAlerts)
    .values({ variantId: a.variantId, userId: a.userId, phoneNumber: a.phoneNumber, email: a.email, status: 'Waiting', createdAt: a.now })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

const described = {
  id: stockAlerts.id,
  variantId: stockAlerts.variantId,
  productId: products.id,
  productName: products.name,
  variantTitle: productVariants.title,
  status: stockAlerts.status,
  phoneNumber: stockAlerts.phoneNumber,
  email: stockAlerts.email,
  createdAt: stockAlerts.createdAt,
  sentAt: stockAlerts.sentAt,
};

/** A shopper's alerts that were not cancelled, newest first. */
export async function alertsOfUser(db: Db, userId: string) {
  return db
    .select(described)
    .from(stockAlerts)
    .innerJoin(productVariants, eq(productVariants.id, stockAlerts.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(stockAlerts.userId, userId), ne(stockAlerts.status, 'Cancelled')))
    .orderBy(desc(stockAlerts.createdAt), desc(stockAlerts.id));
}

export async function findAlert(db: Db, id: number): Promise<AlertRow | null> {
  const [row] = await db.select().from(stockAlerts).where(eq(stockAlerts.id, id));
  return row ?? null;
}

/** Cancels the alert if it still waits: false when it was sent (or cancelled) first. */
export async function cancelWaiting(db: Db, id: number, userId: string): Promise<boolean> {
  const rows = await db
    .update(stockAlerts)
    .set({ status: 'Cancelled' })
    .where(and(eq(stockAlerts.id, id), eq(stockAlerts.userId, userId), eq(stockAlerts.status, 'Waiting')))
    .returning({ id: stockAlerts.id });
  return rows.length > 0;
}

/**
 * Takes up to `limit` waiting alerts whose variant is in stock and whose product is published,
 * locked for the caller's transaction; alerts another transaction holds are skipped, so two
 * instances never take the same one.
 */
export async function takeDueAlerts(db: Db, limit: number) {
  return db
    .select({
      id: stockAlerts.id,
      variantId: stockAlerts.variantId,
      phoneNumber: stockAlerts.phoneNumber,
      email: stockAlerts.email,
      productId: products.id,
      productName: products.name,
      variantTitle: productVariants.title,
    })
    .from(stockAlerts)
    .innerJoin(productVariants, eq(productVariants.id, stockAlerts.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(stockAlerts.status, 'Waiting'), gt(productVariants.stock, 0), eq(products.isPublished, true)))
    .orderBy(stockAlerts.id)
    .limit(limit)
    .for('update', { of: stockAlerts, skipLocked: true });
}

/** Marks taken alerts sent; answers the ids that still waited (all of them, as they are locked). */
export async function markSent(db: Db, ids: number[], now: Date): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db
    .update(stockAlerts)
    .set({ status: 'Sent', sentAt: now })
    .where(and(inArray(stockAlerts.id, ids), eq(stockAlerts.status, 'Waiting')))
    .returning({ id: stockAlerts.id });
  return rows.map((r) => r.id);
}

/** How many alerts wait, per variant that has any (the admin's inventory). */
export async function waitingCounts(db: Db): Promise<{ variantId: number; waiting: number }[]> {
  return db
    .select({ variantId: stockAlerts.variantId, waiting: sql<number>`count(*)::int` })
    .from(stockAlerts)
    .where(eq(stockAlerts.status, 'Waiting'))
    .groupBy(stockAlerts.variantId);
}
