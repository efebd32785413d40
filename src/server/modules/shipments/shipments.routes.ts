// Fulfilment's routes (docs/fulfilment.md): the admin's queue, booking, printing, cancelling,
// failed attempts and returns; the shopper's shipment and tracking; the aggregator's webhook.
// Thin: schema in, service call, answer out.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { noBody } from '@shared/schemas/common';
import { z } from 'zod';
import { orderIdParams, trackingStepSchema } from '@shared/schemas/orders';
import {
  actionNeededAnswer,
  bookShipmentsAnswer,
  bookShipmentsBody,
  courierChoicesAnswer,
  deliveryAttemptBody,
  ndrActionBody,
  orderIdParam,
  orderShipmentAnswer,
  shipmentIdParam,
  shipmentIdsBody,
  shipmentQueueAnswer,
  shipmentQueueQuery,
  shipmentSchema,
  shipmentsAnswer,
  shipmentsQuery,
  shopperShipmentAnswer,
  trackingWebhookAnswer,
  trackingWebhookBody,
} from '@shared/schemas/shipments';
import { adminOnly } from '../../plugins/auth';
import { describedAnswer } from '../../lib/api-description';
import { AppError } from '../../lib/errors';
import { SPECIFIC_CODES } from '@shared/refusal';
import { pageOf } from '../../db/paging';
import * as views from './shipment-views';
import * as attempts from './attempts.service';
import * as booking from './booking.service';
import * as cancelling from './cancelling.service';
import * as printing from './printing.service';
import * as tracking from './tracking.service';

const pdfAnswer = (description: string) =>
  describedAnswer({ 200: { description, content: { 'application/pdf': { schema: z.file().mime('application/pdf') } } } });

const sendPdf = (reply: FastifyReply, pdf: Buffer, name: string) =>
  reply.type('application/pdf').header('content-disposition', `inline; filename="${name}"`).header('cache-control', 'private, no-store').send(pdf);

/** The Shipments page's filters (state, courier, days booked or ordered) from its query, as the services take them. */
const filtersOf = <State>(q: { State?: State; Courier?: string; From?: string; To?: string }) => ({
  state: q.State,
  courier: q.Courier,
  from: q.From,
  to: q.To,
});

/** The shopper's side and the aggregator's webhook. */
export async function shipmentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const user = app.requireUser;

  app.get(
    '/order/trackinginfo/:orderId',
    {
      preHandler: user,
      schema: {
        operationId: 'getTrackingInfo',
        summary: "An order's steps so far, from the courier's scans once booked",
        params: orderIdParams,
        response: { 200: z.array(trackingStepSchema) },
      },
    },
    async (req) => attempts.trackingSteps(app.ctx, req.user!, req.params.orderId),
  );

  app.get(
    '/order/:orderId/shipment',
    {
      preHandler: user,
      schema: {
        operationId: 'getOrderShipment',
        summary: "An order's parcel: courier, AWB, scans and a failed attempt to answer",
        params: orderIdParam,
        response: { 200: shopperShipmentAnswer },
      },
    },
    async (req) => attempts.shopperShipment(app.ctx, req.user!, req.params.orderId),
  );

  app.post(
    '/order/:orderId/delivery-attempt',
    {
      preHandler: user,
      schema: {
        operationId: 'answerDeliveryAttempt',
        summary: 'Ask for a new delivery attempt after a failed one',
        refusals: { 409: 'No failed attempt waits for an answer', 503: 'The aggregator could not be reached; try again' },
        params: orderIdParam,
        body: deliveryAttemptBody,
        response: { 200: shopperShipmentAnswer.unwrap() },
      },
    },
    async (req) => attempts.answerDeliveryAttempt(app.ctx, req.user!, req.params.orderId, req.body),
  );

  app.post(
    '/shipping/tracking-webhook',
    {
      // Checked once the body is read and found to be the aggregator's shape, before anything is done with it.
      preHandler: async (req) => {
        if (!tracking.webhookTokenMatches(app.ctx, req.headers['x-api-key'] as string | undefined)) {
          req.log.warn({ ip: req.ip }, 'a tracking webhook with a wrong or missing token was refused');
          throw new AppError(401, 'Invalid token', SPECIFIC_CODES.webhookTokenInvalid);
        }
      },
      schema: {
        operationId: 'receiveTrackingUpdate',
        summary: "The shipping aggregator's tracking update (x-api-key: SHIPPING_WEBHOOK_TOKEN)",
        refusals: { 401: 'The x-api-key token is wrong or missing' },
        body: trackingWebhookBody,
        response: { 200: trackingWebhookAnswer },
      },
    },
    async (req) => tracking.receiveWebhook(app.ctx, req.body, req.log),
  );
}

export async function adminShipmentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  adminOnly(app);

  app.get(
    '/Admin/shipments/queue',
    {
      schema: {
        operationId: 'listReadyToShip',
        summary: 'Paid orders waiting to be booked, oldest first',
        querystring: shipmentQueueQuery,
        response: { 200: shipmentQueueAnswer },
      },
    },
    async (req) => booking.readyToShip(app.ctx, filtersOf(req.query), pageOf(req.query)),
  );

  app.get(
    '/Admin/order-shipments/:orderId/couriers',
    {
      schema: {
        operationId: 'listCourierChoices',
        summary: "Couriers serving an order's parcel, with their cost against what the shopper paid",
        refusals: { 503: 'The courier rates could not be fetched; try again' },
        params: orderIdParam,
        response: { 200: courierChoicesAnswer },
      },
    },
    async (req) => booking.courierChoices(app.ctx, req.params.orderId),
  );

  app.post(
    '/Admin/shipments/book',
    {
      schema: {
        operationId: 'bookShipments',
        summary: 'Book paid orders with the aggregator: AWB and pickup',
        description: 'Each order is booked or refused on its own (the reason in its result); an order over its e-way bill limit without a bill is refused.',
        refusals: { 409: 'Every order asked for needs its e-way bill before it can be booked' },
        body: bookShipmentsBody,
        response: { 200: bookShipmentsAnswer },
      },
    },
    async (req) => booking.bookShipments(app.ctx, req.body, req.log),
  );

  app.get(
    '/Admin/shipments',
    {
      schema: {
        operationId: 'listShipments',
        summary: 'Booked shipments by state, courier and date',
        querystring: shipmentsQuery,
        response: { 200: shipmentsAnswer },
      },
    },
    async (req) => views.listShipments(app.ctx, filtersOf(req.query), pageOf(req.query)),
  );

  app.get(
    '/Admin/shipments/action-needed',
    { schema: { operationId: 'listFailedDeliveries', summary: 'Failed delivery attempts waiting for a decision', response: { 200: actionNeededAnswer } } },
    async () => views.actionNeeded(app.ctx),
  );

  app.post(
    '/Admin/shipments/labels',
    {
      schema: {
        operationId: 'printLabels',
        summary: 'Labels, then packing slips, of the chosen shipments in one PDF',
        refusals: { 404: 'A chosen shipment does not exist', 409: 'A chosen shipment is not booked' },
        body: shipmentIdsBody,
        response: pdfAnswer('One label page per shipment, then one packing slip page per shipment'),
      },
    },
    async (req, reply) => sendPdf(reply, await printing.labelsAndSlips(app.ctx, req.body.ShipmentIds), 'labels.pdf'),
  );

  app.post(
    '/Admin/shipments/manifest',
    {
      schema: {
        operationId: 'printManifest',
        summary: 'The pickup manifest of the chosen shipments (PDF)',
        refusals: { 404: 'A chosen shipment does not exist', 409: 'A chosen shipment is not booked' },
        body: shipmentIdsBody,
        response: pdfAnswer('The pickup manifest'),
      },
    },
    async (req, reply) => sendPdf(reply, await printing.manifest(app.ctx, req.body.ShipmentIds), 'manifest.pdf'),
  );

  app.get(
    '/Admin/shipments/:shipmentId/label',
    {
      schema: {
        operationId: 'printLabel',
        summary: "One shipment's label (PDF)",
        refusals: { 409: 'The shipment is not booked' },
        params: shipmentIdParam,
        response: pdfAnswer("The shipment's label"),
      },
    },
    async (req, reply) => sendPdf(reply, await printing.labelOf(app.ctx, req.params.shipmentId), `label-${req.params.shipmentId}.pdf`),
  );

  app.post(
    '/Admin/shipments/:shipmentId/cancel',
    {
      schema: {
        operationId: 'cancelShipment',
        summary: 'Cancel a booking before pickup: the AWB is released and the order goes back to the queue',
        refusals: { 409: 'The parcel has been picked up, or the booking is already cancelled', 503: 'The aggregator could not be reached; try again' },
        params: shipmentIdParam,
        body: noBody,
        response: { 200: shipmentSchema },
      },
    },
    async (req) => cancelling.cancelShipment(app.ctx, req.params.shipmentId),
  );

  app.post(
    '/Admin/shipments/:shipmentId/ndr',
    {
      schema: {
        operationId: 'actOnFailedDelivery',
        summary: 'Re-attempt a failed delivery (with a corrected phone or address line and a date) or return the parcel',
        refusals: { 409: 'No failed attempt is open', 503: 'The aggregator could not be reached; try again' },
        params: shipmentIdParam,
        body: ndrActionBody,
        response: { 200: shipmentSchema },
      },
    },
    async (req) => attempts.adminNdrAction(app.ctx, req.params.shipmentId, req.body, req.log),
  );

  app.post(
    '/Admin/shipments/:shipmentId/rto-received',
    {
      schema: {
        operationId: 'confirmReturnReceived',
        summary: 'Confirm a returned parcel is back: stock back, refund less the forward shipping, credit note',
        refusals: { 409: 'The parcel has not come back yet, or its receipt was confirmed already' },
        params: shipmentIdParam,
        body: noBody,
        response: { 200: shipmentSchema },
      },
    },
    async (req) => attempts.rtoReceived(app.ctx, req.user!, req.params.shipmentId),
  );

  app.get(
    '/Admin/order-shipments/:orderId',
    { schema: { operationId: 'getOrderShipmentForAdmin', summary: "An order's shipment panel", params: orderIdParam, response: { 200: orderShipmentAnswer } } },
    async (req) => views.shipmentOfOrder(app.ctx, req.params.orderId),
  );
}
