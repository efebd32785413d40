import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ORDER_STATUSES } from '@shared/constants';
import { orderStatusListSchema } from '@shared/schemas/orders';

export default async function configRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // The configured order statuses with their sequence.
  app.get('/config/orderstatus', { schema: { response: { 200: orderStatusListSchema } } }, async () =>
    ORDER_STATUSES.map((s) => ({ Id: s.Id, Name: s.Name, SeqId: s.SeqId })),
  );
}
