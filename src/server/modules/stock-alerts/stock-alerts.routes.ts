// Back-in-stock alerts (docs/stock-alerts.md): asking for one (guests too), the shopper's own list
// and cancelling, and the admin's count of waiting alerts. Thin: schema in, service call, answer out.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  cancelStockAlertAnswer,
  myStockAlertsAnswer,
  stockAlertAnswer,
  stockAlertFields,
  stockAlertParams,
  waitingStockAlertsAnswer,
  STOCK_ALERT_MESSAGES,
} from '@shared/schemas/stock-alerts';
import { adminOnly } from '../../plugins/auth';
import * as alerts from './stock-alerts.service';

async function shopperStockAlertRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const user = app.requireUser;

  // Open to guests: a phone is confirmed with an OTP instead of signing in.
  app.post(
    '/public/stock-alerts',
    {
      schema: {
        operationId: 'askForStockAlert',
        summary: 'Be told by SMS or e-mail when an out-of-stock variant is back',
        refusals: { 409: STOCK_ALERT_MESSAGES.inStock, 429: alerts.ALERTS_PER_IP.message },
        body: stockAlertFields,
        response: { 200: stockAlertAnswer },
      },
    },
    async (req) => alerts.askForAlert(app.ctx, req.user, req.body, req.ip),
  );

  app.get(
    '/stock-alerts/mine',
    {
      preHandler: user,
      schema: {
        operationId: 'listMyStockAlerts',
        summary: "The signed-in shopper's back-in-stock alerts, waiting and sent",
        response: { 200: myStockAlertsAnswer },
      },
    },
    async (req) => ({ Items: await alerts.myAlerts(app.ctx, req.user!) }),
  );

  app.delete(
    '/stock-alerts/:alertId',
    {
      preHandler: user,
      schema: {
        operationId: 'cancelStockAlert',
        summary: 'Cancel one of your waiting back-in-stock alerts',
        refusals: { 409: STOCK_ALERT_MESSAGES.alreadySent },
        params: stockAlertParams,
        response: { 200: cancelStockAlertAnswer },
      },
    },
    async (req) => {
      await alerts.cancelAlert(app.ctx, req.user!, req.params.alertId);
      return { Status: true as const, Message: STOCK_ALERT_MESSAGES.cancelled };
    },
  );
}

async function adminStockAlertRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  adminOnly(app);

  app.get(
    '/Admin/stock-alerts/waiting',
    {
      schema: {
        operationId: 'countWaitingStockAlerts',
        summary: 'How many back-in-stock alerts wait, per variant',
        response: { 200: waitingStockAlertsAnswer },
      },
    },
    async () => alerts.waitingCounts(app.ctx),
  );
}

/** Both parts, each in its own scope (adminOnly covers the admin part only). */
export default async function stockAlertRoutes(app: FastifyInstance) {
  await app.register(shopperStockAlertRoutes);
  await app.register(adminStockAlertRoutes);
}
