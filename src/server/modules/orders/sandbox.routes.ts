// The sandbox gateway's payment page, served by this server and clearly marked as a test.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formatInvoiceAmount } from '@shared/money';
import { SHOP } from '@shared/constants';
import { paths } from '@shared/paths';
import { SandboxGateway } from '../../providers/payment/sandbox-gateway';
import { notFound } from '../../lib/errors';
import { escapeHtml as escape, sandboxPage as page } from '../../lib/sandbox-page';

export default async function sandboxRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const gateway = app.ctx.payments;
  if (!(gateway instanceof SandboxGateway) || app.ctx.config.isProduction) return;
  const params = z.object({ transactionId: z.string().min(1).max(64) });

  app.get('/sandbox/pay/:transactionId', { schema: { params } }, async (req, reply) => {
    const tx = await gateway.find(req.params.transactionId);
    if (!tx) throw notFound('Unknown test payment');
    const id = escape(tx.transactionId);
    const body =
      !gateway.isOpen(tx) && tx.state === 'PENDING'
        ? `<span class="badge">TEST PAYMENT</span><h1>This payment has expired</h1>
<p class="muted">The time to pay for this order has run out.</p><p><a href="${escape(paths.paymentStatus(tx.transactionId))}">See the payment status</a></p>`
        : tx.state === 'PENDING'
          ? `<span class="badge">TEST PAYMENT: no money moves</span>
<h1>${escape(SHOP.name)} sandbox gateway</h1><p class="muted">Choose what the payment gateway should answer.</p>
<div class="amount">₹${formatInvoiceAmount(tx.amountPaise)}</div>
<dl><dt>Transaction</dt><dd>${id}</dd></dl>
<form method="post" action="/sandbox/pay/${id}" class="row">
<button class="pay" name="outcome" value="success" type="submit">Pay</button>
<button class="fail" name="outcome" value="failure" type="submit">Fail</button></form>`
          : `<span class="badge">TEST PAYMENT</span><h1>Already ${tx.state === 'COMPLETED' ? 'paid' : 'failed'}</h1>
<p class="muted">An outcome can be chosen once.</p><p><a href="${escape(paths.paymentStatus(tx.transactionId))}">See the payment status</a></p>`;
    return reply.type('text/html').header('cache-control', 'no-store').send(page('Test payment', body));
  });

  app.post('/sandbox/pay/:transactionId', { schema: { params, body: z.object({ outcome: z.enum(['success', 'failure']) }) } }, async (req, reply) => {
    const result = await gateway.decide(req.params.transactionId, req.body.outcome);
    if (result === 'unknown') throw notFound('Unknown test payment');
    // Back to the shop; the shop then asks the gateway itself (docs/checkout-and-payments.md).
    return reply.redirect(paths.paymentStatus(req.params.transactionId), 303);
  });
}
