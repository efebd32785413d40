// Reviews' queries (docs/reviews.md). The product's rating is recomputed here from its approved
// reviews, by one statement that every change of an approved review runs under the product's lock.
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { orderItems, orders, products, reviewHelpful, reviewPhotos, reviews, users } from '../../db/schema';
import type { Page } from '../../db/paging';
import type { ReviewSort, ReviewStatus } from '@shared/schemas/reviews';

export type ReviewRow = typeof reviews.$inferSelect;
export type ReviewPhotoRow = typeof reviewPhotos.$inferSelect;

/** Orders whose goods the shopper has: what makes a review "verified" and allowed. */
export const RECEIVED_STATUSES = ['Delivered', 'Completed'] as const;

/** Whether the user has an order that reached them with the product in it (any variant). */
export async function hasReceived(db: Db, userId: string, productId: number): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(and(eq(orders.userId, userId), inArray(orders.status, [...RECEIVED_STATUSES]), eq(orderItems.productId, productId)))
    .limit(1);
  return rows.length > 0;
}

/** `verified` for a review row: its author received its product. */
const verifiedSql = sql<boolean>`exists (select 1 from ${orders} o join ${orderItems} i on i.order_id = o.id
  where o.user_id = ${reviews.userId} and i.product_id = ${reviews.productId} and o.status in ('Delivered', 'Completed'))`;

export async function findProduct(db: Db, productId: number) {
  const [row] = await db
    .select({
      id: products.id,
      name: products.name,
      isPublished: products.isPublished,
      ratingCount: products.ratingCount,
      ratingAverage: products.ratingAverage,
    })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  return row ?? null;
}

/** Locks the product's row: every change that can move its rating takes this lock first, then the review's. */
export async function lockProduct(db: Db, productId: number): Promise<boolean> {
  return (await queryRows<{ id: number }>(db, sql`select id from products where id = ${productId} for update`)).length > 0;
}

export async function findReview(db: Db, reviewId: number, opts: { forUpdate?: boolean } = {}): Promise<ReviewRow | null> {
  const q = db.select().from(reviews).where(eq(reviews.id, reviewId)).limit(1);
  const [row] = opts.forUpdate ? await q.for('update') : await q;
  return row ?? null;
}

export async function findReviewOf(db: Db, productId: number, userId: string, opts: { forUpdate?: boolean } = {}): Promise<ReviewRow | null> {
  const q = db
    .select()
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.userId, userId)))
    .limit(1);
  const [row] = opts.forUpdate ? await q.for('update') : await q;
  return row ?? null;
}

/** The new review, or null when the shopper already has one of the product (the unique index decides). */
export async function insertReview(db: Db, values: typeof reviews.$inferInsert): Promise<ReviewRow | null> {
  const [row] = await db
    .insert(reviews)
    .values(values)
    .onConflictDoNothing({ target: [reviews.productId, reviews.userId] })
    .returning();
  return row ?? null;
}

export async function updateReview(db: Db, reviewId: number, set: Partial<typeof reviews.$inferInsert>): Promise<void> {
  await db.update(reviews).set(set).where(eq(reviews.id, reviewId));
}

/** The approved reviews' count and average (two decimals, rounded half up), as one SQL expression for the product and the list alike. */
const averageSql = (rating: SQL | typeof reviews.rating) => sql`coalesce(round(avg(${rating})::numeric, 2), 0)`;

/**
 * Sets the product's rating_count and rating_average from its approved reviews. Callers hold the
 * product's lock (lockProduct), so two changes at once each count what the other committed.
 * Writing the product row announces the change (the catalogue's trigger): cached pages and cards follow.
 */
export async function recomputeRating(db: Db, productId: number): Promise<void> {
  await db.execute(sql`update products p set rating_count = s.n, rating_average = s.average
    from (select count(*)::int as n, ${averageSql(sql`rating`)} as average from reviews where product_id = ${productId} and status = 'Approved') s
    where p.id = ${productId} and (p.rating_count <> s.n or p.rating_average <> s.average)`);
}

/** The approved reviews' histogram (index 0 is one star) and average, as the product's columns are computed. */
export async function ratingSummary(db: Db, productId: number): Promise<{ histogram: number[]; average: number; count: number }> {
  const rows = await db
    .select({ rating: reviews.rating, n: count() })
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.status, 'Approved')))
    .groupBy(reviews.rating);
  const [avg] = await db
    .select({ average: sql<string>`${averageSql(reviews.rating)}::text` })
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.status, 'Approved')));
  const histogram = [0, 0, 0, 0, 0];
  for (const r of rows) histogram[r.rating - 1] = Number(r.n);
  return { histogram, average: Number(avg?.average ?? 0), count: histogram.reduce((a, b) => a + b, 0) };
}

const ORDERS: Record<ReviewSort, SQL[]> = {
  helpful: [desc(reviews.helpfulCount), desc(reviews.createdAt), desc(reviews.id)],
  newest: [desc(reviews.createdAt), desc(reviews.id)],
  highest: [desc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
  lowest: [asc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
};

const authorColumns = { firstName: users.firstName, lastName: users.lastName, phone: users.phone };

/** A product's approved reviews, one page, with their authors' names and whether they received the product. */
export async function approvedReviews(db: Db, productId: number, o: { sort: ReviewSort; rating?: number; page: Page }) {
  const where = and(eq(reviews.productId, productId), eq(reviews.status, 'Approved'), o.rating ? eq(reviews.rating, o.rating) : undefined);
  const q = db
    .select({ review: reviews, ...authorColumns, verified: verifiedSql })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(where)
    .orderBy(...ORDERS[o.sort]);
  const [rows, [total]] = await Promise.all([
    o.page.limit === null ? q : q.limit(o.page.limit).offset(o.page.offset),
    db.select({ n: count() }).from(reviews).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** A shopper's reviews, newest first, with the products' names. */
export async function reviewsOfUser(db: Db, userId: string, productId?: number) {
  return db
    .select({ review: reviews, productName: products.name })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(and(eq(reviews.userId, userId), productId ? eq(reviews.productId, productId) : undefined))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
}

/** The admin's list: most recently written or edited first. */
export async function adminReviews(db: Db, f: { status?: ReviewStatus; rating?: number; productId?: number; id?: number }, page: Page) {
  const where = and(
    f.id ? eq(reviews.id, f.id) : undefined,
    f.status ? eq(reviews.status, f.status) : undefined,
    f.rating ? eq(reviews.rating, f.rating) : undefined,
    f.productId ? eq(reviews.productId, f.productId) : undefined,
  );
  const q = db
    .select({ review: reviews, productName: products.name, ...authorColumns, verified: verifiedSql })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(where)
    .orderBy(desc(reviews.updatedAt), desc(reviews.id));
  const [rows, [total]] = await Promise.all([
    page.limit === null ? q : q.limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(reviews).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function photosOf(db: Db, reviewIds: number[]): Promise<ReviewPhotoRow[]> {
  if (!reviewIds.length) return [];
  return db.select().from(reviewPhotos).where(inArray(reviewPhotos.reviewId, reviewIds)).orderBy(asc(reviewPhotos.id));
}

export async function countPhotos(db: Db, reviewId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(reviewPhotos).where(eq(reviewPhotos.reviewId, reviewId));
  return Number(row?.n ?? 0);
}

export async function insertPhotos(db: Db, values: (typeof reviewPhotos.$inferInsert)[]): Promise<void> {
  if (values.length) await db.insert(reviewPhotos).values(values);
}

/** One photo with its review's author and status, for the call that serves it. */
export async function findPhoto(db: Db, photoId: number) {
  const [row] = await db
    .select({ photo: reviewPhotos, userId: reviews.userId, status: reviews.status })
    .from(reviewPhotos)
    .innerJoin(reviews, eq(reviews.id, reviewPhotos.reviewId))
    .where(eq(reviewPhotos.id, photoId))
    .limit(1);
  return row ?? null;
}

/** Marks the review helpful for the user; false when they already had (the primary key decides). */
export async function addHelpful(db: Db, reviewId: number, userId: string, now: Date): Promise<number | null> {
  const [added] = await db
    .insert(reviewHelpful)
    .values({ reviewId, userId, createdAt: now })
    .onConflictDoNothing()
    .returning({ reviewId: reviewHelpful.reviewId });
  if (!added) return null;
  const [row] = await db
    .update(reviews)
    .set({ helpfulCount: sql`${reviews.helpfulCount} + 1` })
    .where(eq(reviews.id, reviewId))
    .returning({ n: reviews.helpfulCount });
  return row?.n ?? 0;
}
