// E-way bills' admin calls (docs/e-way-bills.md): the states' limits, generating the bills of orders
// in the ready-to-ship queue, an order's bill, and cancelling it. Thin: schema in, service call, answer out.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  cancelEwayBillBody,
  ewayStateLimitBody,
  ewayStateLimitSchema,
  ewayStateLimitsAnswer,
  ewayStateParam,
  ewayStatusSchema,
  generateEwayBillsAnswer,
  generateEwayBillsBody,
} from '@shared/schemas/eway-bills';
import { orderIdParam } from '@shared/schemas/shipments';
import { adminOnly } from '../../plugins/auth';
import * as eway from './eway-bills.service';

export async function adminEwayBillRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  adminOnly(app);

  app.get(
    '/Admin/eway-bills/limits',
    {
      schema: {
        operationId: 'listEwayBillLimits',
        summary: "Each state's limit for a consignment within it, above which an e-way bill is needed, with its source",
        response: { 200: ewayStateLimitsAnswer },
      },
    },
    async () => eway.listStateLimits(app.ctx),
  );

  app.put(
    '/Admin/eway-bills/limits/:state',
    {
      schema: {
        operationId: 'saveEwayBillLimit',
        summary: "Change a state's e-way bill limit within it (rupees; null: none needed) and its source",
        params: ewayStateParam,
        body: ewayStateLimitBody,
        response: { 200: ewayStateLimitSchema },
      },
    },
    async (req) => eway.saveStateLimit(app.ctx, req.user!, req.params.state, req.body),
  );

  app.post(
    '/Admin/eway-bills/generate',
    {
      schema: {
        operationId: 'generateEwayBills',
        summary: 'Generate the e-way bills of paid orders over their limit, from their tax invoices; each order on its own',
        body: generateEwayBillsBody,
        response: { 200: generateEwayBillsAnswer },
      },
    },
    async (req) => eway.generateEwayBills(app.ctx, req.user!, req.body),
  );

  app.get(
    '/Admin/order-shipments/:orderId/eway-bill',
    {
      schema: {
        operationId: 'getOrderEwayBill',
        summary: "Whether an order's consignment needs an e-way bill, and the one it has",
        params: orderIdParam,
        response: { 200: ewayStatusSchema },
      },
    },
    async (req) => eway.orderEwayStatus(app.ctx, req.params.orderId),
  );

  app.post(
    '/Admin/order-shipments/:orderId/eway-bill/cancel',
    {
      schema: {
        operationId: 'cancelOrderEwayBill',
        summary: "Cancel an order's e-way bill (within 24 hours of it, before its parcel is booked); it leaves the invoice",
        refusals: {
          409: 'The order has no e-way bill, its parcel is booked, or the bill is older than 24 hours',
          503: 'The e-way bill system could not be reached; try again',
        },
        params: orderIdParam,
        body: cancelEwayBillBody,
        response: { 200: ewayStatusSchema },
      },
    },
    async (req) => eway.cancelEwayBill(app.ctx, req.user!, req.params.orderId, req.body),
  );
}
