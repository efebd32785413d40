// Comparing products (public). Thin: schema in, service call, answer out.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { compareAnswerSchema, compareQuery } from '@shared/schemas/catalogue';
import { describedAnswer } from '../../lib/api-description';
import { sendKept } from '../../lib/http-cache';
import * as compare from './compare.service';

export default async function compareRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // The answer is JSON text already checked against its schema: sent as it is.
  app.get(
    '/public/compare',
    {
      schema: {
        operationId: 'compareProducts',
        summary: 'Up to four published products of one category side by side, with their specifications',
        querystring: compareQuery,
        response: describedAnswer({ 200: compareAnswerSchema }),
        refusals: { 404: 'One of the ids names no product for sale' },
      },
    },
    async (req, reply) => sendKept(reply, await compare.comparisonJson(app.ctx, req.query.Ids)),
  );
}
