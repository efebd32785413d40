// Admin configuration calls: banners. The public list (GET /Config/Banner) lives in
// the catalogue module; admins read all banners there with ?All=true.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminOnly } from '../../plugins/auth';
import { z } from 'zod';
import { bannerSchema } from '@shared/schemas/catalogue';
import { ADMIN_MESSAGES, bannerActiveSchema, bannerFormSchema, idParams, okSchema } from '@shared/schemas/admin-catalogue';
import { readUpload, registerUploads, uploadForm } from '../../lib/uploads';
import * as banners from './admin-banners.service';

/** The banner's name comes as Name or as FileName: one of the two is required. */
const bannerUploadFields = bannerFormSchema.partial().extend({
  Name: bannerFormSchema.shape.Name.optional().describe("The banner's name; required unless FileName carries it"),
  FileName: z.string().optional().describe('The same as Name, when Name is not given'),
});

export default async function adminBannerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Admin or SuperAdmin only, checked before any upload is read.
  adminOnly(app);
  await registerUploads(app);

  app.post(
    '/Config/Banner',
    {
      schema: {
        operationId: 'uploadBanner',
        summary: 'Upload a banner image',
        ...uploadForm(bannerUploadFields),
        response: { 200: okSchema.extend({ Banners: z.array(bannerSchema) }) },
      },
    },
    async (req) => {
      const { fields, files } = await readUpload(req);
      // Some clients send the banner's name as FileName; either field is accepted.
      const created = await banners.uploadBanners(app.ctx, req.user!, fields.Name ?? fields.FileName, files);
      return { Status: true as const, Message: ADMIN_MESSAGES.bannerUploaded, Banners: created };
    },
  );

  app.delete(
    '/Config/Banner/:id',
    { schema: { operationId: 'deleteBanner', summary: 'Delete a banner', params: idParams, response: { 200: okSchema } } },
    async (req) => {
      await banners.deleteBanner(app.ctx, req.user!, req.params.id);
      return { Status: true as const, Message: ADMIN_MESSAGES.bannerDeleted };
    },
  );

  app.put(
    '/Config/Banner/Active/:id',
    {
      schema: {
        operationId: 'setBannerActive',
        summary: 'Show or hide a banner, and set its place',
        params: idParams,
        body: bannerActiveSchema,
        response: { 200: bannerSchema },
      },
    },
    async (req) => banners.setActive(app.ctx, req.user!, req.params.id, req.body.IsActive, req.body.SeqId),
  );
}
