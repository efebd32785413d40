// E-invoices' admin calls (docs/e-invoicing.md): the list of those whose IRN is pending (or in
// another status), an order's e-invoice, and one more try now. Thin: schema in, service call, answer out.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { einvoiceListAnswer, einvoiceListQuery, einvoiceOrderParam, orderEinvoiceAnswer } from '@shared/schemas/einvoices';
import { noBody } from '@shared/schemas/common';
import { adminOnly } from '../../plugins/auth';
import * as einvoice from './einvoice.service';

export async function adminEinvoiceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  adminOnly(app);

  app.get(
    '/Admin/einvoices',
    {
      schema: {
        operationId: 'listEinvoices',
        summary: 'B2B invoices by their e-invoice status: IRN pending (the default), registered, cancelled',
        querystring: einvoiceListQuery,
        response: { 200: einvoiceListAnswer },
      },
    },
    async (req) => einvoice.listEinvoices(app.ctx, req.query.Status),
  );

  app.get(
    '/Admin/orders/:orderId/einvoice',
    {
      schema: {
        operationId: 'getOrderEinvoice',
        summary: "An order's e-invoice: its status, IRN and acknowledgement, or the portal's last refusal",
        params: einvoiceOrderParam,
        response: { 200: orderEinvoiceAnswer },
      },
    },
    async (req) => einvoice.orderEinvoice(app.ctx, req.params.orderId),
  );

  app.post(
    '/Admin/orders/:orderId/einvoice/retry',
    {
      schema: {
        operationId: 'retryOrderEinvoice',
        summary: "Ask the e-invoice portal now for an order whose IRN (or the IRN's cancellation) is pending",
        refusals: { 404: 'The order has no e-invoice waiting, or e-invoicing is off' },
        params: einvoiceOrderParam,
        body: noBody,
        response: { 200: orderEinvoiceAnswer },
      },
    },
    async (req) => einvoice.retryOrderEinvoice(app.ctx, req.params.orderId),
  );
}
