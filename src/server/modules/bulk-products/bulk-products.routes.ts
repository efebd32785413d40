// Products in bulk as CSV, for admins (docs/bulk-products.md). Thin: the file in, a service call, the answer out.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refusal } from '@shared/refusal';
import {
  BULK_MESSAGES,
  IMPORT_FILE_FIELD,
  IMPORT_MAX_BYTES,
  importApplyAnswer,
  importPreviewAnswer,
  importRefusedAnswer,
  type ImportRefusal,
} from '@shared/schemas/bulk-products';
import { adminOnly } from '../../plugins/auth';
import { describedAnswer, multipartBody } from '../../lib/api-description';
import { badRequest } from '../../lib/errors';
import * as bulk from './bulk-products.service';
import { exportCsv, exportFileName } from './catalogue-export';
import type { Upload } from './import-file';

const csvDownload = describedAnswer({
  200: {
    description: 'The catalogue, one row per variant: Product Code, Product Name, Variant, Price, MRP, Stock, HSN, Tax Rate, Category, Published',
    content: { 'text/csv': { schema: z.string() } },
  },
});

const importForm = multipartBody(
  z.object({
    [IMPORT_FILE_FIELD]: z.file().describe(`The CSV file, as exported (at most ${IMPORT_MAX_BYTES / 1024 / 1024} MB)`),
  }),
);

/** The uploaded CSV file, read as it arrives. */
async function csvUpload(req: FastifyRequest): Promise<Upload> {
  if (!req.isMultipart()) throw badRequest('The request is not multipart/form-data');
  const part = await req.file();
  if (!part) throw badRequest(BULK_MESSAGES.noFile);
  if (part.fieldname !== IMPORT_FILE_FIELD) {
    part.file.resume();
    throw badRequest(BULK_MESSAGES.noFile);
  }
  return { stream: part.file, truncated: () => part.file.truncated };
}

const refused = (reply: FastifyReply, r: { message: string; refusals: ImportRefusal[] }) =>
  reply.status(400).send({ ...refusal(400, r.message), Refusals: r.refusals });

export default async function bulkProductsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  adminOnly(app);
  // Multipart is parsed in this scope only, one file of at most IMPORT_MAX_BYTES.
  await app.register(multipart, {
    limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 10, fieldSize: 1000, parts: 11 },
    throwFileSizeLimit: true,
  });

  app.get(
    '/Admin/products/export.csv',
    { schema: { operationId: 'exportProducts', summary: 'Every variant as a CSV file', response: csvDownload } },
    async (_req, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportFileName(app.ctx)}"`)
        .header('cache-control', 'private, no-store')
        .send(exportCsv(app.ctx)),
  );

  app.post(
    '/Admin/products/import/preview',
    {
      schema: {
        operationId: 'previewProductImport',
        summary: 'Check a CSV import and show what it would change',
        ...importForm,
        response: { 200: importPreviewAnswer, 400: importRefusedAnswer },
      },
    },
    async (req, reply) => {
      const result = await bulk.preview(app.ctx, await csvUpload(req));
      return result.ok ? result.answer : refused(reply, result);
    },
  );

  app.post(
    '/Admin/products/import/apply',
    {
      schema: {
        operationId: 'applyProductImport',
        summary: 'Apply a CSV import, all rows or none',
        ...importForm,
        response: { 200: importApplyAnswer, 400: importRefusedAnswer },
      },
    },
    async (req, reply) => {
      const result = await bulk.apply(app.ctx, req.user!, await csvUpload(req));
      return result.ok ? result.answer : refused(reply, result);
    },
  );
}
