// PhonePe's callback: genuine only with Authorization = SHA-256(username:password). Even then the
// order changes only from the status the server asks PhonePe for itself (docs/checkout-and-payments.md).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PhonePeGateway } from '../../providers/payment/phonepe-gateway';
import { unauthorized } from '../../lib/errors';
import { applyGatewayAnswer } from './payments.service';
import * as repo from './orders.repo';

const webhookBody = z.object({
  event: z.string().max(100).optional(),
  payload: z.object({ merchantOrderId: z.string().min(1).max(64).optional(), originalMerchantOrderId: z.string().max(64).optional() }).passthrough(),
});

export default async function phonePeWebhookRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const gateway = app.ctx.payments;
  if (!(gateway instanceof PhonePeGateway)) return;

  app.post(
    '/order/phonepe/webhook',
    { schema: { operationId: 'receivePhonePeCallback', summary: "PhonePe's callback about a payment or refund", body: webhookBody } },
    async (req) => {
      if (!gateway.verifyWebhook(req.headers.authorization)) throw unauthorized('Invalid callback');
      const transactionId = req.body.payload.merchantOrderId ?? req.body.payload.originalMerchantOrderId;
      if (transactionId && (await repo.findPaymentByTransaction(app.ctx.db, transactionId))) {
        await applyGatewayAnswer(app.ctx, transactionId, await gateway.getStatus(transactionId));
      }
      return { Status: true, Message: 'ok' };
    },
  );
}
