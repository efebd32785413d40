// The product page's delivery estimate: public, no session needed.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { deliveryEstimateAnswer, deliveryEstimateQuery } from '@shared/schemas/delivery';
import { deliveryEstimate } from './delivery.service';

export default async function deliveryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/public/delivery-estimate',
    {
      schema: {
        operationId: 'estimateDelivery',
        summary: 'When a variant would arrive at a pin code',
        querystring: deliveryEstimateQuery,
        response: { 200: deliveryEstimateAnswer },
      },
    },
    async (req) => deliveryEstimate(app.ctx, req.query),
  );
}
