// Ratings and reviews (docs/reviews.md): a shopper who received a product reviews it once (and
// edits that review), an admin approves or rejects each version, everyone reads the approved ones.
// Every change that can move a product's rating locks the product's row first, then the review's,
// and recomputes the product's rating_count and rating_average in the same transaction.
import type { Uses } from '../../context';
import type { Db } from '../../db/client';
import { pageOf } from '../../db/paging';
import type { AuthUser } from '../../lib/tokens';
import { badRequest, conflict, notFound, unauthorized } from '../../lib/errors';
import { prepareImage, removeImage, writeImage, type PreparedImage, type StoredImage } from '../../lib/images';
import { IMAGE_MESSAGES } from '@shared/images';
import { isAdmin, PHOTO_MAX_PIXELS } from '@shared/constants';
import {
  REVIEW_MESSAGES as M,
  REVIEW_PHOTOS_MAX,
  REVIEWS_PER_DAY,
  type AdminReview,
  type MyReview,
  type ProductReviewsAnswer,
  type ReviewBody,
  type ReviewEligibility,
  type ReviewSort,
  type ReviewStatus,
} from '@shared/schemas/reviews';
import { PRODUCT_NOT_FOUND } from '../catalogue';
import { recordChange } from '../audit';
import { enqueueOrderMessage } from '../messages';
import { giveBack, reserve, countRecent, type RateRule } from '../accounts';
import * as repo from './reviews.repo';
import { parsePhotoName, reviewPhotoFolder, reviewPhotoKey, reviewPhotoRef, signatureAllows } from './review-photos';

/** What this file touches of the app's context. */
type Ctx = Uses<'config' | 'db' | 'now' | 'sleep' | 'storage' | 'wakeMessages'>;

/** Reviews sent (new or edited) by one shopper in a day, counted in the shared rate counters. */
export const REVIEWS_PER_DAY_RULE: RateRule = { name: 'reviews-user', limit: REVIEWS_PER_DAY, windowSeconds: 24 * 60 * 60, message: M.tooManyToday };

/** Photos are what a phone takes, no more. */
const PHOTO_LIMIT = { maxPixels: PHOTO_MAX_PIXELS, tooLarge: IMAGE_MESSAGES.tooManyPixels(PHOTO_MAX_PIXELS, 'photo') };

/** The public list's page when the caller names none. */
export const REVIEWS_PAGE_SIZE = 10;

/** Where the product's reviews are on its page; the messages link there. */
export const productReviewsLink = (ctx: Ctx, productId: number) => `${ctx.config.publicUrl}/product/${productId}#reviews`;
/** The shopper's own reviews (the rejected message sends them there to edit). */
export const myReviewsLink = (ctx: Ctx) => `${ctx.config.publicUrl}/account/reviews`;

/** "Asha K.": the first name and the initial of the last. */
export function authorName(firstName: string, lastName: string): string {
  const first = firstName.trim();
  const initial = lastName.trim().charAt(0).toUpperCase();
  return [first, initial ? `${initial}.` : ''].filter(Boolean).join(' ') || 'A shopper';
}

function photoRefs(ctx: Ctx, review: repo.ReviewRow, photos: repo.ReviewPhotoRow[]) {
  return photos.filter((p) => p.reviewId === review.id).map((p) => reviewPhotoRef(ctx, p, review.status === 'Approved'));
}

function mine(ctx: Ctx, review: repo.ReviewRow, productName: string, photos: repo.ReviewPhotoRow[]): MyReview {
  return {
    Id: review.id,
    ProductId: review.productId,
    ProductName: productName,
    Rating: review.rating,
    Title: review.title,
    Text: review.text,
    Status: review.status as ReviewStatus,
    Reason: review.reason,
    CreatedAt: review.createdAt.toISOString(),
    UpdatedAt: review.updatedAt.toISOString(),
    Photos: photoRefs(ctx, review, photos),
  };
}

async function publishedProduct(db: Db, productId: number) {
  const product = await repo.findProduct(db, productId);
  if (!product || !product.isPublished) throw notFound(PRODUCT_NOT_FOUND);
  return product;
}

// ---------------------------------------------------------------- what everyone reads

export async function productReviews(
  ctx: Ctx,
  productId: number,
  q: { Sort: ReviewSort; Rating?: number; Page?: number; PageSize?: number },
): Promise<ProductReviewsAnswer> {
  await publishedProduct(ctx.db, productId);
  const page = pageOf({ Page: q.Page, PageSize: q.PageSize ?? REVIEWS_PAGE_SIZE });
  const [{ rows, total }, summary] = await Promise.all([
    repo.approvedReviews(ctx.db, productId, { sort: q.Sort, rating: q.Rating, page }),
    repo.ratingSummary(ctx.db, productId),
  ]);
  const photos = await repo.photosOf(
    ctx.db,
    rows.map((r) => r.review.id),
  );
  return {
    Items: rows.map((r) => ({
      Id: r.review.id,
      Rating: r.review.rating,
      Title: r.review.title,
      Text: r.review.text,
      AuthorName: authorName(r.firstName, r.lastName),
      VerifiedPurchase: Boolean(r.verified),
      CreatedAt: r.review.createdAt.toISOString(),
      HelpfulCount: r.review.helpfulCount,
      Photos: photoRefs(ctx, r.review, photos),
    })),
    TotalCount: total,
    Summary: { Average: summary.average, Count: summary.count, Histogram: summary.histogram },
  };
}

// ---------------------------------------------------------------- the shopper's own

export async function myReviews(ctx: Ctx, user: AuthUser, productId?: number): Promise<{ Items: MyReview[] }> {
  const rows = await repo.reviewsOfUser(ctx.db, user.id, productId);
  const photos = await repo.photosOf(
    ctx.db,
    rows.map((r) => r.review.id),
  );
  return { Items: rows.map((r) => mine(ctx, r.review, r.productName, photos)) };
}

/** Whether the shopper may write a review of the product now; the reason is the refusal they would get. */
export async function eligibility(ctx: Ctx, user: AuthUser, productId: number): Promise<ReviewEligibility> {
  await publishedProduct(ctx.db, productId);
  const existing = await repo.findReviewOf(ctx.db, productId, user.id);
  if (existing) return { CanReview: false, Reason: M.alreadyReviewed, ReviewId: existing.id };
  if (!(await repo.hasReceived(ctx.db, user.id, productId))) return { CanReview: false, Reason: M.notReceived, ReviewId: null };
  if ((await countRecent(ctx, REVIEWS_PER_DAY_RULE, user.id)) >= REVIEWS_PER_DAY) return { CanReview: false, Reason: M.tooManyToday, ReviewId: null };
  return { CanReview: true, Reason: null, ReviewId: null };
}

/** Counts the review against the shopper's day first (refusing beyond it); given back if the review is refused for another reason. */
async function withinDailyLimit<T>(ctx: Ctx, user: AuthUser, work: () => Promise<T>): Promise<T> {
  const reservation = await reserve(ctx, REVIEWS_PER_DAY_RULE, user.id);
  try {
    return await work();
  } catch (err) {
    await giveBack(ctx, reservation);
    throw err;
  }
}

/** A new review, Pending until an admin approves it: only from a shopper who received the product, once per product. */
export async function createReview(ctx: Ctx, user: AuthUser, productId: number, body: ReviewBody): Promise<MyReview> {
  const product = await publishedProduct(ctx.db, productId);
  if (await repo.findReviewOf(ctx.db, productId, user.id)) throw conflict(M.alreadyReviewed);
  if (!(await repo.hasReceived(ctx.db, user.id, productId))) throw badRequest(M.notReceived);
  return withinDailyLimit(ctx, user, async () => {
    const now = ctx.now();
    // Two sends at once: the unique index keeps one, the other is told to edit instead.
    const row = await repo.insertReview(ctx.db, {
      productId,
      userId: user.id,
      rating: body.Rating,
      title: body.Title,
      text: body.Text,
      status: 'Pending',
      createdAt: now,
      updatedAt: now,
    });
    if (!row) throw conflict(M.alreadyReviewed);
    return mine(ctx, row, product.name, []);
  });
}

/**
 * Takes a review back to Pending after a change by its author (an edit, new photos): the reason of
 * a rejection goes, and an approved review leaves the product's rating until it is approved again.
 * Runs in the caller's transaction, which holds the product's and the review's locks.
 */
async function backToPending(tx: Db, review: repo.ReviewRow, set: Partial<repo.ReviewRow>, now: Date) {
  await repo.updateReview(tx, review.id, { ...set, status: 'Pending', reason: null, updatedAt: now });
  if (review.status === 'Approved') await repo.recomputeRating(tx, review.productId);
}

/** The shopper changes their review of the product: it is checked again before it shows. */
export async function editReview(ctx: Ctx, user: AuthUser, productId: number, body: ReviewBody): Promise<MyReview> {
  const product = await publishedProduct(ctx.db, productId);
  if (!(await repo.findReviewOf(ctx.db, productId, user.id))) throw notFound(M.noReview);
  const reviewId = await withinDailyLimit(ctx, user, () =>
    ctx.db.transaction(async (tx) => {
      await repo.lockProduct(tx, productId);
      const review = await repo.findReviewOf(tx, productId, user.id, { forUpdate: true });
      if (!review) throw notFound(M.noReview);
      await backToPending(tx, review, { rating: body.Rating, title: body.Title, text: body.Text }, ctx.now());
      return review.id;
    }),
  );
  const fresh = await repo.findReview(ctx.db, reviewId);
  return mine(ctx, fresh!, product.name, await repo.photosOf(ctx.db, [reviewId]));
}

/**
 * The author adds photos: at most REVIEW_PHOTOS_MAX in all, each proven a picture and re-encoded
 * (the image queue) before any is stored, counted again under the locks so uploads at once never
 * pass the limit together. New photos are a change to check: the review goes back to Pending.
 */
export async function addPhotos(ctx: Ctx, user: AuthUser, reviewId: number, files: Buffer[]) {
  if (files.length === 0) throw badRequest(M.noPhotos);
  if (files.length > REVIEW_PHOTOS_MAX) throw badRequest(M.tooManyPhotos);
  const review = await repo.findReview(ctx.db, reviewId);
  if (!review || review.userId !== user.id) throw notFound(M.reviewNotFound);
  if ((await repo.countPhotos(ctx.db, review.id)) + files.length > REVIEW_PHOTOS_MAX) throw badRequest(M.tooManyPhotos);
  const prepared: PreparedImage[] = [];
  for (const f of files) prepared.push(await prepareImage(f, PHOTO_LIMIT));
  const written: StoredImage[] = [];
  try {
    await ctx.db.transaction(async (tx) => {
      await repo.lockProduct(tx, review.productId);
      const locked = await repo.findReview(tx, review.id, { forUpdate: true });
      if (!locked) throw notFound(M.reviewNotFound);
      if ((await repo.countPhotos(tx, review.id)) + prepared.length > REVIEW_PHOTOS_MAX) throw badRequest(M.tooManyPhotos);
      for (const p of prepared) written.push(await writeImage(ctx.storage, reviewPhotoFolder(review.id), p));
      await repo.insertPhotos(
        tx,
        written.map((s) => ({ reviewId: review.id, filePath: s.FilePath, fileName: s.FileName, createdAt: ctx.now() })),
      );
      await backToPending(tx, locked, {}, ctx.now());
    });
  } catch (err) {
    await Promise.all(written.map((s) => removeImage(ctx.storage, s).catch(() => undefined)));
    throw err;
  }
  const fresh = (await repo.findReview(ctx.db, review.id))!;
  return photoRefs(ctx, fresh, await repo.photosOf(ctx.db, [review.id]));
}

/**
 * A photo's file: to anyone when its review is approved (public), otherwise to the holder of an
 * address signed for it, or to the author or an admin by their token. Anyone else: not found.
 */
export async function photoFile(
  ctx: Ctx,
  user: AuthUser | null,
  where: { reviewId: number; photoId: number; name: string },
): Promise<{ bytes: Buffer; type: string; isPublic: boolean } | { redirect: string }> {
  const asked = parsePhotoName(where.name);
  const found = asked && (await repo.findPhoto(ctx.db, where.photoId));
  const isPublic = Boolean(found && found.photo.reviewId === where.reviewId && found.status === 'Approved');
  const signed = Boolean(asked?.token && signatureAllows(ctx, where.photoId, asked.token));
  // A guest with neither a public photo nor a signed address is asked to sign in, whatever exists.
  if (!isPublic && !signed && !user) throw unauthorized();
  if (!asked || !found || found.photo.reviewId !== where.reviewId) throw notFound(M.photoNotFound);
  if (!isPublic && !signed && found.userId !== user!.id && !isAdmin(user!.roles)) throw notFound(M.photoNotFound);
  const key = reviewPhotoKey(found.photo, asked.width);
  if (!key) throw notFound(M.photoNotFound);
  // In a bucket, a photo not yet public is reached through a presigned address that expires soon;
  // an approved one is served here, so that taking it down stops it at once (decision record 030).
  const redirect = isPublic ? null : await ctx.storage.signedAddress(key);
  if (redirect) return { redirect };
  const bytes = await ctx.storage.get(key);
  if (!bytes) throw notFound(M.photoNotFound);
  return { bytes, type: asked.width ? 'image/webp' : 'image/jpeg', isPublic };
}

/** "Helpful", once per signed-in shopper, on another's approved review; the count goes up in the same transaction. */
export async function markHelpful(ctx: Ctx, user: AuthUser, reviewId: number): Promise<number> {
  const review = await repo.findReview(ctx.db, reviewId);
  if (!review) throw notFound(M.reviewNotFound);
  if (review.status !== 'Approved') throw badRequest(M.notApproved);
  if (review.userId === user.id) throw badRequest(M.ownReviewHelpful);
  const n = await ctx.db.transaction((tx) => repo.addHelpful(tx, review.id, user.id, ctx.now()));
  if (n === null) throw conflict(M.alreadyHelpful);
  return n;
}

// ---------------------------------------------------------------- moderation

export async function adminReviews(
  ctx: Ctx,
  q: { Status?: ReviewStatus; Rating?: number; ProductId?: number; Page?: number; PageSize?: number; Id?: number },
): Promise<{ Items: AdminReview[]; TotalCount: number }> {
  const { rows, total } = await repo.adminReviews(ctx.db, { status: q.Status, rating: q.Rating, productId: q.ProductId, id: q.Id }, pageOf(q));
  const photos = await repo.photosOf(
    ctx.db,
    rows.map((r) => r.review.id),
  );
  return {
    Items: rows.map((r) => ({
      ...mine(ctx, r.review, r.productName, photos),
      AuthorName: `${r.firstName} ${r.lastName}`.trim(),
      PhoneNumber: r.phone,
      VerifiedPurchase: Boolean(r.verified),
      HelpfulCount: r.review.helpfulCount,
    })),
    TotalCount: total,
  };
}

/**
 * An admin approves a review, or rejects it with the reason the shopper is told. Under the
 * product's lock and the review's: the product's rating is recomputed, the decision written to the
 * audit log and the shopper's message to the outbox, all in one transaction. The same decision
 * again changes nothing; a decision on a later version (or a changed one) is told again.
 */
export async function moderate(ctx: Ctx, admin: AuthUser, reviewId: number, input: { Status: 'Approved' | 'Rejected'; Reason?: string }): Promise<AdminReview> {
  const found = await repo.findReview(ctx.db, reviewId);
  if (!found) throw notFound(M.reviewNotFound);
  const reason = input.Status === 'Rejected' ? (input.Reason ?? '').trim() : null;
  if (input.Status === 'Rejected' && !reason) throw badRequest(M.reasonRequired);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await repo.lockProduct(tx, found.productId);
    const review = await repo.findReview(tx, reviewId, { forUpdate: true });
    if (!review) throw notFound(M.reviewNotFound);
    if (review.status === input.Status && review.reason === reason) return;
    await repo.updateReview(tx, review.id, { status: input.Status, reason, moderatedAt: now, moderatedBy: admin.id });
    if (review.status === 'Approved' || input.Status === 'Approved') await repo.recomputeRating(tx, review.productId);
    const product = await repo.findProduct(tx, review.productId);
    const productName = product?.name ?? '';
    await recordChange(tx, admin, now, {
      kind: 'review',
      action: input.Status === 'Approved' ? 'approved' : 'rejected',
      entity: review.id,
      summary: `Review ${review.id} of ${productName}: ${review.status} to ${input.Status}${reason ? ` (${reason})` : ''}`,
      before: { Status: review.status, Reason: review.reason },
      after: { Status: input.Status, Reason: reason },
    });
    // One message per decision: the version decided on (updated_at) and the decision before it.
    const event = `${review.id}:${review.updatedAt.getTime()}:${review.moderatedAt?.getTime() ?? 0}`;
    await enqueueOrderMessage(
      tx,
      { id: String(review.id), userId: review.userId },
      input.Status === 'Approved'
        ? { kind: 'ReviewApproved', event, vars: { product: productName, reason: '', link: productReviewsLink(ctx, review.productId) }, now }
        : { kind: 'ReviewRejected', event, vars: { product: productName, reason: reason!, link: myReviewsLink(ctx) }, now },
    );
  });
  ctx.wakeMessages();
  return (await adminReviews(ctx, { Id: reviewId })).Items[0]!;
}
