// The only code that touches coupons and their uses (docs/offers.md).
import { and, count, desc, eq, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import type { Page } from '../../db/paging';
import { carts, categories, couponRedemptions, coupons } from '../../db/schema';

export type CouponRow = typeof coupons.$inferSelect;
export type CouponValues = Omit<typeof coupons.$inferInsert, 'id' | 'usedCount' | 'createdAt'>;

export async function findCoupon(db: Db, id: number): Promise<CouponRow | null> {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id)).limit(1);
  return row ?? null;
}

export async function findCouponByCode(db: Db, code: string): Promise<CouponRow | null> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(sql`upper(${coupons.code}) = ${code.toUpperCase()}`)
    .limit(1);
  return row ?? null;
}

/**
 * How many uses of a coupon a shopper holds: uses taken by their orders and not given back. The one
 * place this is counted; a query may pass columns (the cart's coupon and owner) or values.
 */
export const heldUses = (couponId: SQL | number, userId: SQL | string) =>
  sql<number>`(select count(*)::int from coupon_redemptions r where r.coupon_id = ${couponId} and r.user_id = ${userId} and r.released_at is null)`;

/** A coupon with the caller's own uses of it. */
export async function couponWithUses(db: Db, id: number, userId: string | null): Promise<{ coupon: CouponRow; mine: number } | null> {
  const mine = userId ? heldUses(id, userId) : sql<number>`0`;
  const [row] = await db.select({ coupon: coupons, mine }).from(coupons).where(eq(coupons.id, id)).limit(1);
  return row ? { coupon: row.coupon, mine: Number(row.mine) } : null;
}

export async function usesBy(db: Db, couponId: number, userId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`select ${heldUses(couponId, userId)} as n`);
  return Number(row?.n ?? 0);
}

export async function listCoupons(db: Db, search: string | null, page: Page): Promise<{ rows: CouponRow[]; total: number }> {
  const where = search ? ilike(coupons.code, `%${search.replace(/[%_\\]/g, (c) => `\\${c}`)}%`) : undefined;
  const q = db.select().from(coupons).where(where).orderBy(desc(coupons.createdAt), desc(coupons.id));
  const rows = page.limit === null ? await q : await q.limit(page.limit).offset(page.offset);
  const [total] = await db.select({ n: count() }).from(coupons).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function insertCoupon(db: Db, values: CouponValues): Promise<CouponRow> {
  const [row] = await db.insert(coupons).values(values).returning();
  return row!;
}

export async function updateCoupon(db: Db, id: number, values: Partial<CouponValues>): Promise<CouponRow | null> {
  const [row] = await db.update(coupons).set(values).where(eq(coupons.id, id)).returning();
  return row ?? null;
}

export async function countCategories(db: Db, ids: number[]): Promise<number> {
  if (!ids.length) return 0;
  const [row] = await db.select({ n: count() }).from(categories).where(inArray(categories.id, ids));
  return Number(row?.n ?? 0);
}

export async function setCartCoupon(db: Db, cartId: string, couponId: number | null) {
  await db.update(carts).set({ couponId }).where(eq(carts.id, cartId));
}

/**
 * Takes one use of a coupon for an order, in the order's transaction: the row lock makes paying
 * shoppers take the last uses one at a time, and the limit is checked by the same statement.
 * Answers false when the coupon is used up (or was switched off).
 */
export async function takeUse(db: Db, couponId: number, use: { userId: string; orderId: string; at: Date }): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update coupons set used_count = used_count + 1
        where id = ${couponId} and is_active and (usage_limit is null or used_count < usage_limit)
        returning id`,
  );
  if (!rows.length) return false;
  await db.insert(couponRedemptions).values({ couponId, userId: use.userId, orderId: use.orderId, createdAt: use.at });
  return true;
}

/** Gives back the use an order holds (it expired or was cancelled); a second call changes nothing. */
export async function releaseUse(db: Db, orderId: string, at: Date): Promise<void> {
  const released = await db
    .update(couponRedemptions)
    .set({ releasedAt: at })
    .where(and(eq(couponRedemptions.orderId, orderId), isNull(couponRedemptions.releasedAt)))
    .returning({ couponId: couponRedemptions.couponId });
  for (const r of released)
    await db
      .update(coupons)
      .set({ usedCount: sql`${coupons.usedCount} - 1` })
      .where(eq(coupons.id, r.couponId));
}

/**
 * An expired order paid after all takes back the use it gave up, within the coupon's limits as they
 * are now: uses in all and the shopper's own (switched off or past its dates, the coupon still
 * honours an order it was given to). Answers why not, or null when the use is taken.
 */
export async function retakeUse(db: Db, orderId: string): Promise<'used-up' | 'used-by-shopper' | null> {
  const [use] = await db.select().from(couponRedemptions).where(eq(couponRedemptions.orderId, orderId)).limit(1);
  if (!use || use.releasedAt === null) return null;
  const rows = await queryRows<{ by_shopper: boolean; in_all: boolean }>(
    db,
    sql`select (per_shopper_limit is null or ${heldUses(use.couponId, use.userId)} < per_shopper_limit) as by_shopper,
               (usage_limit is null or used_count < usage_limit) as in_all
        from coupons where id = ${use.couponId} for update`,
  );
  const room = rows[0];
  if (!room?.in_all) return 'used-up';
  if (!room.by_shopper) return 'used-by-shopper';
  await db
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(eq(coupons.id, use.couponId));
  await db.update(couponRedemptions).set({ releasedAt: null }).where(eq(couponRedemptions.id, use.id));
  return null;
}
