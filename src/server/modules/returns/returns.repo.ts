// The returns tables (docs/returns.md).
import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import type { Page } from '../../db/paging';
import { orderItems, orders, returnHistory, returnItems, returnPhotos, returns, users } from '../../db/schema';

export type ReturnRow = typeof returns.$inferSelect;
export type ReturnHistoryRow = typeof returnHistory.$inferSelect;

export async function findReturn(db: Db, id: number, opts: { forUpdate?: boolean } = {}): Promise<ReturnRow | null> {
  const q = db.select().from(returns).where(eq(returns.id, id)).limit(1);
  const [row] = opts.forUpdate ? await q.for('update') : await q;
  return row ?? null;
}

export async function returnsOfOrder(db: Db, orderId: string): Promise<ReturnRow[]> {
  return db.select().from(returns).where(eq(returns.orderId, orderId)).orderBy(asc(returns.id));
}

/** Units of each order item already asked back in returns that were not rejected. */
export async function returnedUnits(db: Db, orderId: string, exceptReturnId?: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ orderItemId: returnItems.orderItemId, units: sql<number>`sum(${returnItems.quantity})::int` })
    .from(returnItems)
    .innerJoin(returns, eq(returns.id, returnItems.returnId))
    .where(and(eq(returns.orderId, orderId), ne(returns.status, 'Rejected'), exceptReturnId ? ne(returns.id, exceptReturnId) : undefined))
    .groupBy(returnItems.orderItemId);
  return new Map(rows.map((r) => [r.orderItemId, Number(r.units)]));
}

export async function insertReturn(db: Db, values: typeof returns.$inferInsert): Promise<ReturnRow> {
  const [row] = await db.insert(returns).values(values).returning();
  return row!;
}

export async function insertReturnItems(db: Db, values: (typeof returnItems.$inferInsert)[]) {
  if (values.length) await db.insert(returnItems).values(values);
}

export async function updateReturn(db: Db, id: number, set: Partial<ReturnRow>) {
  await db.update(returns).set(set).where(eq(returns.id, id));
}

export async function recordReturnStatus(
  db: Db,
  e: {
    returnId: number;
    from: string | null;
    to: string;
    by: string | null;
    actor: 'customer' | 'admin' | 'system' | 'gateway';
    note?: string | null;
    at: Date;
  },
) {
  await db
    .insert(returnHistory)
    .values({ returnId: e.returnId, fromStatus: e.from, toStatus: e.to, changedBy: e.by, actor: e.actor, note: e.note ?? null, changedAt: e.at });
}

export async function itemsOfReturns(db: Db, returnIds: number[]) {
  if (returnIds.length === 0) return [];
  return db
    .select({
      returnId: returnItems.returnId,
      orderItemId: returnItems.orderItemId,
      quantity: returnItems.quantity,
      productName: orderItems.productName,
      variantName: orderItems.variantName,
      variantId: orderItems.variantId,
      boughtQuantity: orderItems.quantity,
      totalPaise: orderItems.totalPaise,
      discountPaise: orderItems.discountPaise,
    })
    .from(returnItems)
    .innerJoin(orderItems, eq(orderItems.id, returnItems.orderItemId))
    .where(inArray(returnItems.returnId, returnIds))
    .orderBy(asc(returnItems.id));
}

export async function historyOfReturns(db: Db, returnIds: number[]): Promise<ReturnHistoryRow[]> {
  if (returnIds.length === 0) return [];
  return db.select().from(returnHistory).where(inArray(returnHistory.returnId, returnIds)).orderBy(asc(returnHistory.changedAt), asc(returnHistory.id));
}

/** Returns for the admin list, newest first, with the order code and the shopper's name and phone. */
export async function adminReturns(db: Db, status: string | null, page: Page) {
  const where = status ? eq(returns.status, status) : undefined;
  const q = db
    .select({ row: returns, orderCode: orders.orderCode, firstName: users.firstName, lastName: users.lastName, phone: users.phone })
    .from(returns)
    .innerJoin(orders, eq(orders.id, returns.orderId))
    .innerJoin(users, eq(users.id, returns.userId))
    .where(where)
    .orderBy(desc(returns.createdAt), desc(returns.id))
    .$dynamic();
  const [rows, [total]] = await Promise.all([
    page.limit === null ? q : q.limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(returns).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function orderCodes(db: Db, orderIds: string[]): Promise<Map<string, string>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db.select({ id: orders.id, code: orders.orderCode }).from(orders).where(inArray(orders.id, orderIds));
  return new Map(rows.map((r) => [r.id, r.code]));
}

/** Returns whose refund was asked of the gateway but not confirmed: the sweep asks again. */
export async function refundsToRetry(db: Db, limit = 20): Promise<ReturnRow[]> {
  return db
    .select()
    .from(returns)
    .where(and(eq(returns.status, 'Received'), inArray(returns.refundStatus, ['Pending', 'Requested'])))
    .limit(limit);
}

/**
 * Delivered orders delivered before `deliveredBefore` (their return window has closed) that have no
 * open return, locked for the caller's transaction; those another instance holds are skipped.
 */
export async function claimOrdersToComplete(db: Db, deliveredBefore: Date, limit = 50) {
  return queryRows<{ id: string }>(
    db,
    sql`select o.id from orders o
        where o.status = 'Delivered' and o.delivered_date < ${deliveredBefore}
          and not exists (select 1 from returns r where r.order_id = o.id and r.status in ('Requested', 'Approved', 'Received'))
        order by o.delivered_date limit ${limit} for update of o skip locked`,
  );
}

export async function photosOfReturns(db: Db, returnIds: number[]) {
  if (returnIds.length === 0) return [];
  return db.select().from(returnPhotos).where(inArray(returnPhotos.returnId, returnIds)).orderBy(asc(returnPhotos.id));
}

export async function insertReturnPhotos(db: Db, values: (typeof returnPhotos.$inferInsert)[]) {
  if (values.length) await db.insert(returnPhotos).values(values);
}

export async function countReturnPhotos(db: Db, returnId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(returnPhotos).where(eq(returnPhotos.returnId, returnId));
  return Number(row?.n ?? 0);
}

/** One photo with the order and shopper of its return, for the call that serves it. */
export async function findReturnPhoto(db: Db, photoId: number) {
  const [row] = await db
    .select({ photo: returnPhotos, orderId: returns.orderId, userId: returns.userId })
    .from(returnPhotos)
    .innerJoin(returns, eq(returns.id, returnPhotos.returnId))
    .where(eq(returnPhotos.id, photoId))
    .limit(1);
  return row ?? null;
}
