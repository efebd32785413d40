// The sandbox gateway's payment page, served by this server and clearly marked as a test.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formatInvoiceAmount } from '@shared/money';
import { SHOP } from '@shared/constants';
import { paths } from '@shared/paths';
import { SandboxGateway } from '../../providers/payment/sandbox-gateway';
import { notFound } from '../../lib/errors';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function page(title: string, body: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f5f6fa;color:#1a1f2e;display:grid;min-height:100vh;place-items:center}
.card{background:#fff;border:1px solid #dfe3ec;border-radius:14px;padding:28px;max-width:420px;width:calc(100% - 48px);box-shadow:0 8px 30px rgba(27,42,74,.08)}
.badge{display:inline-block;background:#fff4e5;color:#8a4b00;border:1px solid #f5c27a;border-radius:999px;padding:4px 12px;font-size:13px;font-weight:600}
h1{font-size:22px;margin:14px 0 4px}.muted{color:#545b6b;font-size:14px}.amount{font-size:34px;font-weight:800;margin:18px 0}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px;font-size:14px;margin:0 0 20px}dt{color:#545b6b}dd{margin:0;font-family:ui-monospace,monospace;word-break:break-all}
.row{display:flex;gap:12px}button{flex:1;border:0;border-radius:10px;padding:14px;font-size:16px;font-weight:700;cursor:pointer}
.pay{background:#1e7d45;color:#fff}.fail{background:#fff;color:#c62828;border:2px solid #c62828}
</style></head><body><main class="card">${body}</main></body></html>`;
}

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
