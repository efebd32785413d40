// Cart (public) calls: guests by cart id, signed-in shoppers on their own cart (docs/cart.md).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addItemAnswer,
  addItemBody,
  cartSchema,
  getItemsQuery,
  mapCartAnswer,
  mapUserCartQuery,
  okAnswer,
  removeItemQuery,
  updateQuantityBody,
} from '@shared/schemas/cart';
import { applyCouponBody, COUPON_MESSAGES, removeCouponQuery } from '@shared/schemas/coupons';
import * as cart from './cart.service';

export default async function cartRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/public/cart/additem',
    { schema: { operationId: 'addCartItem', summary: 'Add a variant to the cart', body: addItemBody, response: { 200: addItemAnswer } } },
    async (req) => {
      const id = await cart.addItem(app.ctx, req.user, req.body);
      return { Status: true as const, Message: 'Item added to cart', Id: id };
    },
  );

  app.delete(
    '/public/cart/removeitem',
    { schema: { operationId: 'removeCartItem', summary: 'Remove a line from the cart', querystring: removeItemQuery, response: { 200: okAnswer } } },
    async (req) => {
      await cart.removeItem(app.ctx, req.user, req.query);
      return { Status: true as const, Message: 'Item removed from cart' };
    },
  );

  app.put(
    '/public/cart/updatequantity',
    { schema: { operationId: 'updateCartQuantity', summary: "Change a cart line's quantity", body: updateQuantityBody, response: { 200: okAnswer } } },
    async (req) => {
      await cart.updateQuantity(app.ctx, req.user, req.body);
      return { Status: true as const, Message: 'Quantity updated' };
    },
  );

  app.get(
    '/public/cart/getitems',
    {
      schema: {
        operationId: 'getCart',
        summary: 'The cart, with its prices, coupon and totals',
        querystring: getItemsQuery,
        response: { 200: cartSchema },
        refusals: { 404: 'A guest named a cart id that names no cart (CART_NOT_FOUND)' },
      },
    },
    async (req) => cart.getCart(app.ctx, req.user, req.query.UserCartId),
  );

  app.post(
    '/public/cart/coupon',
    {
      schema: {
        operationId: 'applyCoupon',
        summary: 'Apply a coupon code to the cart',
        refusals: { 404: 'No cart has that UserCartId' },
        body: applyCouponBody,
        response: { 200: okAnswer },
      },
    },
    async (req) => ({
      Status: true as const,
      Message: await cart.applyCoupon(app.ctx, req.user, req.body),
    }),
  );

  app.delete(
    '/public/cart/coupon',
    {
      schema: {
        operationId: 'removeCoupon',
        summary: 'Take the coupon off the cart',
        refusals: { 404: 'The cart has no coupon' },
        querystring: removeCouponQuery,
        response: { 200: okAnswer },
      },
    },
    async (req) => {
      await cart.removeCoupon(app.ctx, req.user, req.query.UserCartId);
      return { Status: true as const, Message: COUPON_MESSAGES.removed };
    },
  );

  app.post(
    '/public/cart/MapUserCart',
    {
      preHandler: app.requireUser,
      schema: {
        operationId: 'mapUserCart',
        summary: "Merge a guest's cart into the signed-in shopper's",
        querystring: mapUserCartQuery,
        response: { 200: mapCartAnswer },
      },
    },
    async (req) => {
      const { capped, couponNote } = await cart.mapUserCart(app.ctx, req.user!, req.query.UserCartId);
      const Message = [
        capped.length
          ? `Your cart has been updated. Some quantities were reduced to the stock available: ${capped.map((c) => `${c.ProductName} (${c.VariantTitle}) now ${c.Quantity}`).join(', ')}`
          : 'Your cart has been updated',
        couponNote,
      ]
        .filter(Boolean)
        .join('. ');
      return { Status: true as const, Message, Capped: capped, CouponNote: couponNote };
    },
  );
}
