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

  app.post('/public/cart/additem', { schema: { body: addItemBody, response: { 200: addItemAnswer } } }, async (req) => {
    const id = await cart.addItem(app.ctx, req.user, req.body);
    return { Status: true as const, Message: 'Item added to cart', Id: id };
  });

  app.delete('/public/cart/removeitem', { schema: { querystring: removeItemQuery, response: { 200: okAnswer } } }, async (req) => {
    await cart.removeItem(app.ctx, req.user, req.query);
    return { Status: true as const, Message: 'Item removed from cart' };
  });

  app.put('/public/cart/updatequantity', { schema: { body: updateQuantityBody, response: { 200: okAnswer } } }, async (req) => {
    await cart.updateQuantity(app.ctx, req.user, req.body);
    return { Status: true as const, Message: 'Quantity updated' };
  });

  app.get('/public/cart/getitems', { schema: { querystring: getItemsQuery, response: { 200: cartSchema } } }, async (req) =>
    cart.getCart(app.ctx, req.user, req.query.UserCartId),
  );

  app.post('/public/cart/coupon', { schema: { body: applyCouponBody, response: { 200: okAnswer } } }, async (req) => ({
    Status: true as const,
    Message: await cart.applyCoupon(app.ctx, req.user, req.body),
  }));

  app.delete('/public/cart/coupon', { schema: { querystring: removeCouponQuery, response: { 200: okAnswer } } }, async (req) => {
    await cart.removeCoupon(app.ctx, req.user, req.query.UserCartId);
    return { Status: true as const, Message: COUPON_MESSAGES.removed };
  });

  app.post(
    '/public/cart/MapUserCart',
    { preHandler: app.requireUser, schema: { querystring: mapUserCartQuery, response: { 200: mapCartAnswer } } },
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
