// A shopper's businesses for GST invoices ("Use a GST invoice"): their own only.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { statusAnswer } from '@shared/schemas/accounts';
import {
  businessDetailsBody,
  businessDetailsIdQuery,
  businessDetailsSavedAnswer,
  businessDetailsSchema,
  updateBusinessDetailsBody,
} from '@shared/schemas/business';
import * as business from './business.service';

export default async function businessDetailsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signedIn = { onRequest: app.requireUser };

  app.get(
    '/Account/BusinessDetails',
    {
      ...signedIn,
      schema: {
        operationId: 'listBusinessDetails',
        summary: "The signed-in shopper's businesses for GST invoices",
        response: { 200: z.array(businessDetailsSchema) },
      },
    },
    async (req) => business.list(app.ctx, req.user!.id),
  );

  app.post(
    '/Account/BusinessDetails',
    {
      ...signedIn,
      schema: {
        operationId: 'createBusinessDetails',
        summary: 'Save a business (GSTIN, legal name, registered address) for GST invoices',
        description: 'The GSTIN is checked before it is saved: its form, its check character and its state code against the registered address.',
        body: businessDetailsBody,
        response: { 200: businessDetailsSavedAnswer },
      },
    },
    async (req) => business.create(app.ctx, req.user!.id, req.body),
  );

  app.put(
    '/Account/BusinessDetails',
    {
      ...signedIn,
      schema: {
        operationId: 'updateBusinessDetails',
        summary: 'Change a saved business',
        body: updateBusinessDetailsBody,
        response: { 200: businessDetailsSavedAnswer },
      },
    },
    async (req) => business.update(app.ctx, req.user!.id, req.body.Id, req.body),
  );

  app.delete(
    '/Account/BusinessDetails',
    {
      ...signedIn,
      schema: {
        operationId: 'deleteBusinessDetails',
        summary: 'Delete a saved business',
        querystring: businessDetailsIdQuery,
        response: { 200: statusAnswer },
      },
    },
    async (req) => business.remove(app.ctx, req.user!.id, req.query.Id),
  );
}
