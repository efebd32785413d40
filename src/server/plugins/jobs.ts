// Background work: every minute, pending payments are checked with the gateway and unpaid
// orders past their hold release their stock (D10, D11). Safe with several instances: each
// order is claimed with FOR UPDATE SKIP LOCKED.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { sweepPayments } from '../modules/orders/payments.service';

export const SWEEP_EVERY_MS = 60_000;

export default fp(async function jobs(app: FastifyInstance) {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const r = await sweepPayments(app.ctx);
      if (r.expired || r.checked) app.log.info(r, 'payment sweep');
    } catch (err) {
      app.log.error({ err }, 'payment sweep failed');
    } finally {
      running = false;
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(tick, SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
});
