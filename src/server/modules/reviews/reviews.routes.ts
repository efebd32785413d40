// Ratings and reviews (docs/reviews.md): the public list, the shopper's own calls, and the admin's
// moderation. Thin: schema in, service call, answer out.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminReviewsAnswer,
  adminReviewsQuery,
  moderateReviewAnswer,
  moderateReviewBody,
  myReviewsAnswer,
  myReviewsQuery,
  productReviewsAnswer,
  productReviewsParams,
  productReviewsQuery,
  reviewBody,
  reviewEligibilityAnswer,
  reviewHelpfulAnswer,
  reviewHelpfulBody,
  reviewParams,
  reviewPhotoFileParams,
  reviewPhotosAnswer,
  reviewSubmitAnswer,
  REVIEW_MESSAGES,
  REVIEW_PHOTOS_MAX,
} from '@shared/schemas/reviews';
import { adminOnly } from '../../plugins/auth';
import { describedAnswer } from '../../lib/api-description';
import { readUpload, registerUploads, uploadForm } from '../../lib/uploads';
import * as reviews from './reviews.service';

/** An approved review's photo is cached a day: one taken down (the review rejected or edited) leaves caches within it. */
const PUBLIC_PHOTO_SECONDS = 24 * 60 * 60;

export async function reviewRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const user = app.requireUser;

  app.get(
    '/public/products/:productId/reviews',
    {
      schema: {
        operationId: 'listProductReviews',
        summary: "A published product's approved reviews, one page, with the stars' summary",
        description:
          'Items are sorted by Sort (most helpful first unless asked) and filtered by Rating; Summary counts every approved review. PageSize defaults to 10.',
        params: productReviewsParams,
        querystring: productReviewsQuery,
        response: { 200: productReviewsAnswer },
      },
    },
    async (req) => reviews.productReviews(app.ctx, req.params.productId, req.query),
  );

  app.get(
    '/reviews/mine',
    {
      preHandler: user,
      schema: {
        operationId: 'listMyReviews',
        summary: "The signed-in shopper's reviews, whatever their status (or their review of one product, with ProductId)",
        querystring: myReviewsQuery,
        response: { 200: myReviewsAnswer },
      },
    },
    async (req) => reviews.myReviews(app.ctx, req.user!, req.query.ProductId),
  );

  app.get(
    '/products/:productId/reviews/eligibility',
    {
      preHandler: user,
      schema: {
        operationId: 'getReviewEligibility',
        summary: 'Whether the signed-in shopper may review the product now, and if not, why',
        params: productReviewsParams,
        response: { 200: reviewEligibilityAnswer },
      },
    },
    async (req) => reviews.eligibility(app.ctx, req.user!, req.params.productId),
  );

  app.post(
    '/products/:productId/reviews',
    {
      preHandler: user,
      schema: {
        operationId: 'createReview',
        summary: 'Review a product the shopper received (once per product); it shows once approved',
        refusals: { 409: REVIEW_MESSAGES.alreadyReviewed, 429: REVIEW_MESSAGES.tooManyToday },
        params: productReviewsParams,
        body: reviewBody,
        response: { 200: reviewSubmitAnswer },
      },
    },
    async (req) => ({
      Status: true as const,
      Message: REVIEW_MESSAGES.submitted,
      Review: await reviews.createReview(app.ctx, req.user!, req.params.productId, req.body),
    }),
  );

  app.put(
    '/products/:productId/reviews',
    {
      preHandler: user,
      schema: {
        operationId: 'editReview',
        summary: "Change the signed-in shopper's review of the product; it is checked again before it shows",
        refusals: { 429: REVIEW_MESSAGES.tooManyToday },
        params: productReviewsParams,
        body: reviewBody,
        response: { 200: reviewSubmitAnswer },
      },
    },
    async (req) => ({
      Status: true as const,
      Message: REVIEW_MESSAGES.updated,
      Review: await reviews.editReview(app.ctx, req.user!, req.params.productId, req.body),
    }),
  );

  app.post(
    '/reviews/:reviewId/helpful',
    {
      preHandler: user,
      schema: {
        operationId: 'markReviewHelpful',
        summary: "Mark another shopper's approved review as helpful, once",
        refusals: { 409: REVIEW_MESSAGES.alreadyHelpful },
        params: reviewParams,
        body: reviewHelpfulBody,
        response: { 200: reviewHelpfulAnswer },
      },
    },
    async (req) => ({
      Status: true as const,
      Message: REVIEW_MESSAGES.helpfulThanks,
      HelpfulCount: await reviews.markHelpful(app.ctx, req.user!, req.params.reviewId),
    }),
  );

  // Photos: multipart, parsed in this scope only, each file proven a picture and re-encoded.
  await app.register(async (scope) => {
    await registerUploads(scope, { maxFiles: REVIEW_PHOTOS_MAX });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/reviews/:reviewId/photos',
      {
        preHandler: user,
        schema: {
          operationId: 'addReviewPhotos',
          summary: `Add photos (at most ${REVIEW_PHOTOS_MAX} in all) to the shopper's own review; it is checked again before it shows`,
          params: reviewParams,
          ...uploadForm(z.object({})),
          response: { 200: reviewPhotosAnswer },
        },
      },
      async (req) => {
        const { files } = await readUpload(req, { tooManyFiles: REVIEW_MESSAGES.tooManyPhotos });
        return { Status: true as const, Message: REVIEW_MESSAGES.photosAdded, Photos: await reviews.addPhotos(app.ctx, req.user!, req.params.reviewId, files) };
      },
    );
  });

  // One photo file. Described as a signed-in call: a signed address stands in for the author's or
  // an admin's token; an approved review's photos are public and cached.
  app.get(
    '/reviews/:reviewId/photos/:photoId/:name',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'getReviewPhoto',
        summary: 'A review photo: public once the review is approved, else by its signed address or to its author or an admin',
        params: reviewPhotoFileParams,
        response: describedAnswer({
          200: {
            description: 'The photo: the JPEG, or its WebP copy of the width named',
            content: { 'image/jpeg': { schema: z.file().mime('image/jpeg') }, 'image/webp': { schema: z.file().mime('image/webp') } },
          },
        }),
      },
    },
    async (req, reply) => {
      const found = await reviews.photoFile(app.ctx, req.user, req.params);
      if ('redirect' in found) return reply.header('cache-control', 'private, no-store').redirect(found.redirect, 302);
      return reply
        .type(found.type)
        .header('cache-control', found.isPublic ? `public, max-age=${PUBLIC_PHOTO_SECONDS}` : 'private, no-store')
        .header('content-disposition', 'inline')
        .send(found.bytes);
    },
  );
}

export async function adminReviewRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  adminOnly(app);

  app.get(
    '/Admin/reviews',
    {
      schema: {
        operationId: 'listAdminReviews',
        summary: 'Reviews by status, stars and product, most recently written or edited first',
        querystring: adminReviewsQuery,
        response: { 200: adminReviewsAnswer },
      },
    },
    async (req) => reviews.adminReviews(app.ctx, req.query),
  );

  app.patch(
    '/Admin/reviews/:reviewId',
    {
      schema: {
        operationId: 'moderateReview',
        summary: 'Approve a review, or reject it with the reason the shopper is told',
        params: reviewParams,
        body: moderateReviewBody,
        response: { 200: moderateReviewAnswer },
      },
    },
    async (req) => {
      const review = await reviews.moderate(app.ctx, req.user!, req.params.reviewId, req.body);
      return { Status: true as const, Message: req.body.Status === 'Approved' ? REVIEW_MESSAGES.approved : REVIEW_MESSAGES.rejected, Review: review };
    },
  );
}
