// Admin calls of specifications and brands (docs/specifications.md). Thin: schema in, service call, answer out.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOnly } from '../../plugins/auth';
import { brandInfoSchema } from '@shared/schemas/catalogue';
import {
  ADMIN_MESSAGES,
  brandFormSchema,
  COMPLETENESS_PRODUCTS_MAX,
  idParams,
  okSchema,
  specificationCompletenessQuery,
  specificationCompletenessSchema,
  specificationInputSchema,
  specificationSchema,
  specificationsQuery,
} from '@shared/schemas/admin-catalogue';
import { readUpload, registerUploads, uploadForm } from '../../lib/uploads';
import * as specs from './specifications.service';

export default async function specificationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Admin or SuperAdmin, checked as the request arrives, before the body is read.
  adminOnly(app);
  // A brand's logo comes as the one file of a multipart form.
  await registerUploads(app, { maxFiles: 1 });

  app.get(
    '/Admin/specifications',
    {
      schema: {
        operationId: 'listSpecifications',
        summary: "The specifications of every category, or of one, in each category's order",
        querystring: specificationsQuery,
        response: { 200: z.array(specificationSchema) },
      },
    },
    async (req) => specs.listSpecifications(app.ctx, req.query.CategoryId),
  );

  app.get(
    '/Admin/specifications/completeness',
    {
      schema: {
        operationId: 'specificationCompleteness',
        summary: 'Per category and specification, the published products without a value of it',
        description: `Every category (or the one named by CategoryId), with its published products and, for each of its specifications, how many of them have no value of it and the first ${COMPLETENESS_PRODUCTS_MAX} of those (id, name, code), in id order.`,
        refusals: { 404: 'No category has this id' },
        querystring: specificationCompletenessQuery,
        response: { 200: specificationCompletenessSchema },
      },
    },
    async (req) => specs.completeness(app.ctx, req.query.CategoryId),
  );

  app.post(
    '/Admin/specifications',
    {
      schema: {
        operationId: 'createSpecification',
        summary: 'Add a specification to a category',
        refusals: { 409: 'The category already has a specification with this key' },
        body: specificationInputSchema,
        response: { 200: specificationSchema },
      },
    },
    async (req) => specs.createSpecification(app.ctx, req.user!, req.body),
  );

  app.put(
    '/Admin/specifications/:id',
    {
      schema: {
        operationId: 'updateSpecification',
        summary: 'Change a specification',
        description: "A change that products' values would not fit (their kind, category, or a value they have) is refused with 400.",
        refusals: { 409: 'The category already has a specification with this key' },
        params: idParams,
        body: specificationInputSchema,
        response: { 200: specificationSchema },
      },
    },
    async (req) => specs.updateSpecification(app.ctx, req.user!, req.params.id, req.body),
  );

  app.delete(
    '/Admin/specifications/:id',
    {
      schema: {
        operationId: 'deleteSpecification',
        summary: "Delete a specification, with every product's value of it",
        params: idParams,
        response: { 200: okSchema },
      },
    },
    async (req) => {
      await specs.deleteSpecification(app.ctx, req.user!, req.params.id);
      return { Status: true as const, Message: 'Specification deleted' };
    },
  );

  app.get(
    '/Admin/brands',
    {
      schema: {
        operationId: 'listAdminBrands',
        summary: 'Every brand, with how many products (published or not) carry it',
        response: { 200: z.array(brandInfoSchema) },
      },
    },
    async () => specs.listBrands(app.ctx),
  );

  app.put(
    '/Admin/brands/:id',
    {
      schema: {
        operationId: 'updateBrand',
        summary: "Change a brand's description and logo",
        description:
          "A multipart form: Description (plain text, empty for none), and the logo as one JPEG or PNG file part, or RemoveLogo=true to take it away. Without either, the logo stays. The brand's page (/brand/<slug>) shows both, and the logo is its link preview's picture.",
        params: idParams,
        ...uploadForm(brandFormSchema),
        response: { 200: brandInfoSchema },
      },
    },
    async (req) => {
      const { fields, files } = await readUpload(req, { tooManyFiles: ADMIN_MESSAGES.oneLogo });
      return specs.updateBrand(app.ctx, req.user!, req.params.id, fields, files);
    },
  );
}
