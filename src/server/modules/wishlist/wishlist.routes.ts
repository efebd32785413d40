// The wishlist calls (docs/wishlist.md). Thin: schema in, service call, answer out. Each signed-in
// shopper works on their own list only: every call names the caller's id, never one from the request.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { statusAnswer } from '@shared/schemas/accounts';
import {
  wishlistAddBody,
  wishlistAnswer,
  wishlistCardsAnswer,
  wishlistCardsQuery,
  wishlistMergeBody,
  wishlistParams,
  WISHLIST_MAX,
} from '@shared/schemas/wishlist';
import * as wishlist from './wishlist.service';

export default async function wishlistRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signedIn = { onRequest: app.requireUser };

  app.get(
    '/wishlist',
    {
      ...signedIn,
      schema: {
        operationId: 'getWishlist',
        summary: "The shopper's saved products as cards, newest first",
        description: 'Products no longer for sale stay saved but are left out.',
        response: { 200: wishlistAnswer },
      },
    },
    async (req) => wishlist.list(app.ctx, req.user!.id),
  );

  app.post(
    '/wishlist',
    {
      ...signedIn,
      schema: {
        operationId: 'addToWishlist',
        summary: 'Save a product to the wishlist; saving it again keeps one entry',
        body: wishlistAddBody,
        response: { 200: statusAnswer },
        refusals: { 409: `The wishlist holds ${WISHLIST_MAX} products already` },
      },
    },
    async (req) => wishlist.add(app.ctx, req.user!.id, req.body.ProductId),
  );

  app.delete(
    '/wishlist/:productId',
    {
      ...signedIn,
      schema: {
        operationId: 'removeFromWishlist',
        summary: 'Take a product off the wishlist',
        params: wishlistParams,
        response: { 200: statusAnswer },
      },
    },
    async (req) => wishlist.remove(app.ctx, req.user!.id, req.params.productId),
  );

  app.post(
    '/wishlist/merge',
    {
      ...signedIn,
      schema: {
        operationId: 'mergeWishlist',
        summary: "Bring a guest's wishlist (newest first) into the account at sign-in",
        description: `Products not for sale are dropped; the list keeps at most ${WISHLIST_MAX}. Answers the whole list.`,
        body: wishlistMergeBody,
        response: { 200: wishlistAnswer },
      },
    },
    async (req) => wishlist.merge(app.ctx, req.user!.id, req.body.ProductIds),
  );

  app.get(
    '/public/wishlist/cards',
    {
      schema: {
        operationId: 'getWishlistCards',
        summary: "A guest's saved products as cards, in the order asked",
        description: 'Unknown products and products not for sale are left out.',
        querystring: wishlistCardsQuery,
        response: { 200: wishlistCardsAnswer },
      },
    },
    async (req) => wishlist.guestCards(app.ctx, req.query.Ids),
  );
}
