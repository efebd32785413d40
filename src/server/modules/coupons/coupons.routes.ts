// Coupon calls (docs/offers.md): the admins' list and form. Applying a code to a cart is a cart call.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminOnly } from '../../plugins/auth';
import { pageOf } from '../../db/paging';
import { adminCouponsAnswer, adminCouponsQuery, COUPON_MESSAGES, couponAnswer, couponFormSchema, couponIdParams } from '@shared/schemas/coupons';
import * as coupons from './coupons.service';

export default async function adminCouponRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  adminOnly(app);

  app.get(
    '/Admin/coupons',
    { schema: { operationId: 'listCoupons', summary: 'Coupons, with their uses', querystring: adminCouponsQuery, response: { 200: adminCouponsAnswer } } },
    async (req) => coupons.listCoupons(app.ctx, req.query.Search, pageOf(req.query)),
  );

  app.post(
    '/Admin/coupons',
    {
      schema: {
        operationId: 'createCoupon',
        summary: 'Create a coupon',
        refusals: { 409: 'Another coupon has that code' },
        body: couponFormSchema,
        response: { 200: couponAnswer },
      },
    },
    async (req) => ({
      Status: true as const,
      Message: COUPON_MESSAGES.created,
      Coupon: await coupons.createCoupon(app.ctx, req.user!, req.body),
    }),
  );

  app.put(
    '/Admin/coupons/:id',
    {
      schema: {
        operationId: 'updateCoupon',
        summary: 'Change a coupon',
        refusals: { 409: 'Another coupon has that code' },
        params: couponIdParams,
        body: couponFormSchema,
        response: { 200: couponAnswer },
      },
    },
    async (req) => ({
      Status: true as const,
      Message: COUPON_MESSAGES.updated,
      Coupon: await coupons.updateCoupon(app.ctx, req.user!, req.params.id, req.body),
    }),
  );
}
