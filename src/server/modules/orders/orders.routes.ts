// Orders and payment calls, and the shipping options (docs/shipping.md). Thin: schema in, service call, answer out.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pagingSchema } from '@shared/schemas/common';
import {
  adminOrderRow,
  adminOrdersParams,
  orderIdParams,
  orderSchema,
  paymentInitiateAnswer,
  paymentInitiateBody,
  paymentValidateAnswer,
  shippingOption,
  shippingOptionsQuery,
  statusUpdateAnswer,
  statusUpdateBody,
  transactionIdParams,
  CHECKOUT_MESSAGES,
} from '@shared/schemas/orders';
import { requireUser } from '../../plugins/auth';
import { describedAnswer } from '../../lib/api-description';
import * as checkout from './checkout.service';
import * as orders from './orders.service';
import { validatePayment } from './payments.service';
import { pdfFileName } from '../documents';
import { getCreditNotePdf, getInvoicePdf } from './order-documents';
import { returnIdParams } from '@shared/schemas/returns';
import { pageOf } from '../../db/paging';
import { pageAnswer } from '../../lib/page-answer';
import type { ParcelGuard } from './parcel-guard';

/** `parcels`: what a booked parcel says of a status change (the shipments module's guard). */
export default async function orderRoutes(fastify: FastifyInstance, opts: { parcels?: ParcelGuard }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const user = app.requireUser;

  app.get(
    '/order/shipping-options',
    {
      preHandler: user,
      schema: {
        operationId: 'listShippingOptions',
        summary: 'The couriers and their rates for an address',
        refusals: { 503: 'The courier rates could not be fetched; try again' },
        querystring: shippingOptionsQuery,
        response: { 200: z.array(shippingOption) },
      },
    },
    async (req) => checkout.shippingOptions(app.ctx, req.user!, req.query.AddressId),
  );

  app.post(
    '/order/payment-initiate',
    {
      preHandler: requireUser(CHECKOUT_MESSAGES.loginRequired),
      schema: {
        operationId: 'initiatePayment',
        summary: 'Place an order from the cart and start its payment',
        refusals: { 409: 'An unpaid order waits to be paid first', 503: 'The courier rates or the payment gateway could not be reached; try again' },
        body: paymentInitiateBody,
        response: { 200: paymentInitiateAnswer },
      },
    },
    async (req) => checkout.initiatePayment(app.ctx, req.user!, req.body, app.ctx.config.publicUrl),
  );

  app.get(
    '/order/payment-reinitiate/:orderId',
    {
      preHandler: user,
      schema: {
        operationId: 'reinitiatePayment',
        summary: 'Start the payment of a pending order again',
        description:
          'The path is the one the shop has always served. Written as a pattern it looks like /api/order/{orderId}/status and /api/order/{orderId}/returns, ' +
          'but it never meets them: an order id is a uuid, so payment-reinitiate is never an order id, and status or returns never one either.',
        refusals: { 409: 'The order is already paid, or has expired', 503: 'The payment gateway could not be reached; try again' },
        params: orderIdParams,
        response: { 200: paymentInitiateAnswer },
      },
    },
    async (req) => checkout.reinitiatePayment(app.ctx, req.user!, req.params.orderId, app.ctx.config.publicUrl),
  );

  app.get(
    '/Order/payment-validate/:transactionId',
    {
      preHandler: user,
      schema: {
        operationId: 'validatePayment',
        summary: "Ask the gateway for a payment's result",
        params: transactionIdParams,
        response: { 200: paymentValidateAnswer },
      },
    },
    async (req) => validatePayment(app.ctx, req.user!, req.params.transactionId),
  );

  app.get(
    '/order/status/pending',
    {
      preHandler: user,
      schema: { operationId: 'listPendingOrders', summary: "The shopper's orders that wait for payment", response: { 200: z.array(orderSchema) } },
    },
    async (req) => orders.pendingOrders(app.ctx, req.user!),
  );
  app.get(
    '/order/myorders',
    { preHandler: user, schema: { operationId: 'listMyOrders', summary: "The shopper's orders", response: { 200: z.array(orderSchema) } } },
    async (req) => orders.myOrders(app.ctx, req.user!),
  );

  const invoicePdf = describedAnswer({
    200: { description: 'The GST tax invoice, a PDF file', content: { 'application/pdf': { schema: z.file().mime('application/pdf') } } },
  });
  const sendPdf = (reply: FastifyReply, { pdf, number }: { pdf: Buffer; number: string }) =>
    reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${pdfFileName(number)}"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  app.get(
    '/Order/invoice/download/:orderId',
    { preHandler: user, schema: { operationId: 'downloadInvoice', summary: "An order's GST tax invoice (PDF)", params: orderIdParams, response: invoicePdf } },
    async (req, reply) => sendPdf(reply, await getInvoicePdf(app.ctx, req.user!, req.params.orderId)),
  );

  const creditNotePdf = describedAnswer({
    200: { description: 'The GST credit note, a PDF file', content: { 'application/pdf': { schema: z.file().mime('application/pdf') } } },
  });
  app.get(
    '/Order/credit-note/download/:returnId',
    {
      preHandler: user,
      schema: { operationId: 'downloadReturnCreditNote', summary: "A return's GST credit note (PDF)", params: returnIdParams, response: creditNotePdf },
    },
    async (req, reply) => sendPdf(reply, await getCreditNotePdf(app.ctx, req.user!, { returnId: req.params.returnId })),
  );
  app.get(
    '/Order/credit-note/download/order/:orderId',
    {
      preHandler: user,
      schema: { operationId: 'downloadOrderCreditNote', summary: "A cancelled order's GST credit note (PDF)", params: orderIdParams, response: creditNotePdf },
    },
    async (req, reply) => sendPdf(reply, await getCreditNotePdf(app.ctx, req.user!, { orderId: req.params.orderId })),
  );

  app.get(
    '/order/:orderId',
    {
      preHandler: user,
      schema: { operationId: 'getOrder', summary: 'One order, with its lines, address and payment', params: orderIdParams, response: { 200: orderSchema } },
    },
    async (req) => orders.getOrder(app.ctx, req.user!, req.params.orderId),
  );

  app.patch(
    '/order/:orderId/status',
    {
      preHandler: user,
      schema: {
        operationId: 'updateOrderStatus',
        summary: 'Cancel an order, or (admins) move it to its next status',
        params: orderIdParams,
        body: statusUpdateBody,
        response: { 200: statusUpdateAnswer },
        refusals: {
          403: 'A shopper asked for a status other than Cancelled: only admins move an order on',
          409: "The order's parcel is with the courier or being booked, or its status follows the courier's scans",
          503: 'The aggregator could not be reached to release the booking; try again',
        },
      },
    },
    async (req) => {
      const { notice } = await orders.updateStatus(app.ctx, req.user!, req.params.orderId, req.body, opts.parcels);
      return { Status: true as const, Message: CHECKOUT_MESSAGES.statusUpdated, Notice: notice };
    },
  );

  app.get(
    '/admin/order/status/:status',
    {
      preHandler: app.requireAdmin,
      schema: {
        operationId: 'listAdminOrders',
        summary: 'Orders by status, for admins',
        params: adminOrdersParams,
        querystring: pagingSchema,
        response: { 200: z.array(adminOrderRow) },
      },
    },
    async (req, reply) => pageAnswer(reply, await orders.adminOrders(app.ctx, req.params.status, pageOf(req.query))),
  );
}
