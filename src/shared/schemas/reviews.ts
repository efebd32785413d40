// Ratings and reviews (docs/reviews.md): what a shopper writes, what everyone reads, what an admin decides.
import { z } from 'zod';
import { idSchema, pagingSchema } from './common';
import { REVIEW_SORTS } from '../review-sorts';

export const REVIEW_TITLE_MAX = 100;
export const REVIEW_TEXT_MAX = 2000;
export const REVIEW_REASON_MAX = 300;
export const REVIEW_PHOTOS_MAX = 3;
/** How many reviews (new or edited) one shopper may send in a day. */
export const REVIEWS_PER_DAY = 10;

export const REVIEW_STATUSES = ['Pending', 'Approved', 'Rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export { type ReviewSort } from '../review-sorts';

export const REVIEW_MESSAGES = {
  ratingRequired: 'Choose from 1 to 5 stars',
  titleRequired: 'Please give your review a title',
  textRequired: 'Please write your review',
  notReceived: 'You can review a product once an order of yours with it has been delivered',
  alreadyReviewed: 'You have already reviewed this product; edit your review instead',
  noReview: 'You have not reviewed this product yet',
  reviewNotFound: 'Review not found',
  tooManyToday: `You can send at most ${REVIEWS_PER_DAY} reviews a day; please try again tomorrow`,
  tooManyPhotos: `A review can have at most ${REVIEW_PHOTOS_MAX} photos`,
  ownReviewHelpful: 'You cannot mark your own review as helpful',
  alreadyHelpful: 'You have already marked this review as helpful',
  reasonRequired: 'Please say why the review is rejected; the shopper is told',
  statusInvalid: 'Status must be Approved or Rejected',
  submitted: 'Thank you! Your review will appear once it has been checked',
  approved: 'Review approved',
  rejected: 'Review rejected; the shopper has been told why',
  updated: 'Your review has been changed; it will appear again once it has been checked',
  noPhotos: 'Choose at least one photo (JPG or PNG)',
  photosAdded: 'Photos added; they will appear with your review once it has been checked',
  photoNotFound: 'Photo not found',
  helpfulThanks: 'Thank you for your feedback',
  notApproved: 'Only published reviews can be marked as helpful',
} as const;

/** Plain text only: tags are refused rather than stripped, so that what is shown is what was written. */
const plainText = (required: string, max: number) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, `At most ${max} characters`)
    .refine((s) => !/<[a-zA-Z/!?]/.test(s), 'Please write plain text, without HTML');

export const reviewBody = z.object({
  Rating: z.coerce
    .number({ error: REVIEW_MESSAGES.ratingRequired })
    .int(REVIEW_MESSAGES.ratingRequired)
    .min(1, REVIEW_MESSAGES.ratingRequired)
    .max(5, REVIEW_MESSAGES.ratingRequired),
  Title: plainText(REVIEW_MESSAGES.titleRequired, REVIEW_TITLE_MAX),
  Text: plainText(REVIEW_MESSAGES.textRequired, REVIEW_TEXT_MAX),
});
export type ReviewBody = z.infer<typeof reviewBody>;

export const productReviewsParams = z.object({ productId: idSchema });
export const reviewParams = z.object({ reviewId: idSchema });

export const productReviewsQuery = pagingSchema.extend({
  Sort: z
    .enum(REVIEW_SORTS, { error: `Sort must be one of ${REVIEW_SORTS.join(', ')}` })
    .optional()
    .default('helpful'),
  /** Only the reviews with this many stars (the histogram's bars). */
  Rating: z.coerce.number().int().min(1, 'Rating must be from 1 to 5').max(5, 'Rating must be from 1 to 5').optional(),
});

/**
 * A photo's address is `/${FilePath}/${FileName}` and its WebP copies replace ".jpg" with "-320.webp"
 * (as product images): a public address for an approved review's photo, a signed one that expires
 * within the hour, for its author and admins, while the review is not approved.
 */
export const reviewPhotoSchema = z.object({ Id: z.number(), FilePath: z.string(), FileName: z.string() });

/** A review as everyone reads it (approved only). */
export const publicReviewSchema = z.object({
  Id: z.number(),
  Rating: z.number(),
  Title: z.string(),
  Text: z.string(),
  /** First name and the initial of the last: "Asha K." */
  AuthorName: z.string(),
  VerifiedPurchase: z.boolean(),
  CreatedAt: z.string(),
  HelpfulCount: z.number(),
  Photos: z.array(reviewPhotoSchema),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

/** Count of approved reviews with 1..5 stars: Histogram[0] is one star, Histogram[4] five. */
export const ratingSummarySchema = z.object({ Average: z.number(), Count: z.number(), Histogram: z.array(z.number()).length(5) });
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

export const productReviewsAnswer = z.object({
  Items: z.array(publicReviewSchema),
  TotalCount: z.number(),
  Summary: ratingSummarySchema,
});
export type ProductReviewsAnswer = z.infer<typeof productReviewsAnswer>;

/** A shopper's own review, whatever its status. */
export const myReviewSchema = z.object({
  Id: z.number(),
  ProductId: z.number(),
  ProductName: z.string(),
  Rating: z.number(),
  Title: z.string(),
  Text: z.string(),
  Status: z.enum(REVIEW_STATUSES),
  Reason: z.string().nullable(),
  CreatedAt: z.string(),
  UpdatedAt: z.string(),
  Photos: z.array(reviewPhotoSchema),
});
export type MyReview = z.infer<typeof myReviewSchema>;
export const myReviewsAnswer = z.object({ Items: z.array(myReviewSchema) });

export const adminReviewsQuery = pagingSchema.extend({
  Status: z.enum(REVIEW_STATUSES, { error: 'Status must be Pending, Approved or Rejected' }).optional(),
  Rating: z.coerce.number().int().min(1, 'Rating must be from 1 to 5').max(5, 'Rating must be from 1 to 5').optional(),
  ProductId: idSchema.optional(),
});

export const adminReviewSchema = myReviewSchema.extend({
  AuthorName: z.string(),
  PhoneNumber: z.string(),
  VerifiedPurchase: z.boolean(),
  HelpfulCount: z.number(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;
export const adminReviewsAnswer = z.object({ Items: z.array(adminReviewSchema), TotalCount: z.number() });

export const moderateReviewBody = z
  .object({
    Status: z.enum(['Approved', 'Rejected'], { error: REVIEW_MESSAGES.statusInvalid }),
    Reason: z.string().trim().max(REVIEW_REASON_MAX, `At most ${REVIEW_REASON_MAX} characters`).optional(),
  })
  .refine((b) => b.Status === 'Approved' || (b.Reason ?? '').length > 0, { message: REVIEW_MESSAGES.reasonRequired, path: ['Reason'] });

export const reviewSubmitAnswer = z.object({ Status: z.literal(true), Message: z.string(), Review: myReviewSchema });
export const moderateReviewAnswer = z.object({ Status: z.literal(true), Message: z.string(), Review: adminReviewSchema });
export const reviewPhotosAnswer = z.object({ Status: z.literal(true), Message: z.string(), Photos: z.array(reviewPhotoSchema) });
export const reviewHelpfulAnswer = z.object({ Status: z.literal(true), Message: z.string(), HelpfulCount: z.number() });

/** The signed-in shopper's own reviews, or only their review of one product. */
export const myReviewsQuery = z.object({ ProductId: idSchema.optional() });

/** Whether the signed-in shopper may write a review of the product now, and if not, why. */
export const reviewEligibilityAnswer = z.object({
  CanReview: z.boolean(),
  /** The sentence that says why not (null when they may). */
  Reason: z.string().nullable(),
  /** Their review of the product, when they wrote one (edit it instead). */
  ReviewId: z.number().nullable(),
});
export type ReviewEligibility = z.infer<typeof reviewEligibilityAnswer>;

/** "Helpful" says nothing more than the review's id: its body is empty (or none). */
export const reviewHelpfulBody = z.object({}).optional();

/**
 * One file of a review photo: "photo.jpg" or "photo-320.webp" when public, "<expires>.<signature>.jpg"
 * (or "-320.webp") when signed. The name is read by the service: an unknown one is not found.
 */
export const reviewPhotoFileParams = z.object({
  reviewId: idSchema,
  photoId: idSchema,
  name: z.string().max(100).describe('photo.jpg, photo-<width>.webp, or the signed name an address from the API carries'),
});
