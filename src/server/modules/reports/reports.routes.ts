// The admin's CSV exports (docs/gst-returns.md): GSTR-1 files of a month and the orders of a range of
// days. Thin: the query checked by its schema, the file made by the service, streamed as it is written.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { gstr1Params, gstr1Query, ordersExportQuery, type Gstr1File } from '@shared/schemas/reports';
import { adminOnly } from '../../plugins/auth';
import { describedAnswer } from '../../lib/api-description';
import type { CsvFile } from './csv-documents';
import { gstr1File } from './gstr1.service';
import { ordersFile } from './orders-export.service';

const csvAnswer = (description: string) => describedAnswer({ 200: { description, content: { 'text/csv': { schema: z.string() } } } });

const sendCsv = (reply: FastifyReply, { fileName, stream }: CsvFile) =>
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(stream);

export default async function reportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  adminOnly(app);
  app.get(
    '/Admin/reports/gstr1/:File',
    {
      schema: {
        operationId: 'downloadGstr1File',
        summary: "A month's GSTR-1 file as CSV",
        description:
          'One GSTR-1 file of a month (in India), as CSV: b2b, b2cs, b2cl, cdnr, cdnur, hsn(b2b), hsn(b2c), hsn (both HSN tables together), docs or credit-notes.',
        params: gstr1Params,
        querystring: gstr1Query,
        response: csvAnswer('The GSTR-1 file, CSV with a header line'),
      },
    },
    async (req, reply) => sendCsv(reply, await gstr1File(app.ctx, req.params.File.replace(/\.csv$/, '') as Gstr1File, req.query.Month)),
  );
  app.get(
    '/Admin/reports/orders.csv',
    {
      schema: {
        operationId: 'exportOrders',
        summary: 'Orders of a period as CSV',
        description: 'A row per order line of the orders placed from one day to another (in India, both included), as CSV.',
        querystring: ordersExportQuery,
        response: csvAnswer('The orders, CSV with a header line'),
      },
    },
    async (req, reply) => sendCsv(reply, ordersFile(app.ctx, req.query)),
  );
}
