// Background work: every minute (PAYMENT_SWEEP_SECONDS), pending payments are checked with the
// gateway, unpaid orders past their hold release their stock and their lines go back to the cart,
// and refunds the gateway did not confirm (cancellations and returns) are asked again (docs/orders.md,
// docs/returns.md), delivered orders past their return window with no open return are Completed,
// order messages that could not be sent are tried again (not on an instance with
// SEND_ORDER_MESSAGES false), waiting back-in-stock alerts of variants in stock again are told
// (docs/stock-alerts.md), the dashboard's running totals are folded (docs/dashboard.md), and,
// every quarter of an hour, return photo files that no return names are removed (docs/returns.md);
// shoppers of orders delivered a few days ago are asked to review what they bought (docs/reviews.md),
// and parcels move: the simulator's scans, and the aggregator asked after quiet shipments (docs/fulfilment.md);
// B2B invoices whose e-invoice registration failed are registered, and cancelled orders' IRNs cancelled (docs/e-invoicing.md).
// Safe with several instances: each order is claimed with FOR UPDATE SKIP LOCKED.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { sweepPayments } from './modules/orders';
import { completeOrders, retryReturnRefunds, ORPHAN_AGE_MS, sweepOrphanReturnPhotos } from './modules/returns';
import { sendDueMessages } from './modules/messages';
import { foldDayTotals } from './modules/dashboard';
import { sendBackInStockAlerts } from './modules/stock-alerts';
import { requestReviews } from './modules/reviews';
import { pollQuietShipments, runSimulatorClock } from './modules/shipments';
import { retryEinvoices } from './modules/documents';

export default fp(async function jobs(app: FastifyInstance) {
  // Order messages go out as soon as the change that wrote them commits; what fails waits in the
  // outbox for the sweep (docs/order-messages.md).
  let sending: Promise<void> | null = null;
  let again = false;
  const sends = app.ctx.config.sendOrderMessages;
  const sendMessages = async () => {
    // An instance that does not send leaves its messages in the outbox for one that does.
    if (!sends) return;
    try {
      const r = await sendDueMessages(app.ctx);
      if (r.sent || r.failed) app.log.info(r, 'order messages');
    } catch (err) {
      app.log.error({ err }, 'sending order messages failed');
    }
  };
  app.ctx.wakeMessages = () => {
    if (!sends) return;
    if (sending) {
      again = true;
      return;
    }
    sending = (async () => {
      do {
        again = false;
        await sendMessages();
      } while (again);
      sending = null;
    })();
  };
  let photosSweptAt = 0;
  const sweepPhotos = async () => {
    if (Date.now() - photosSweptAt < ORPHAN_AGE_MS) return;
    photosSweptAt = Date.now();
    const removed = await sweepOrphanReturnPhotos(app.ctx);
    if (removed) app.log.info({ removed }, 'return photo files no return names were removed');
  };
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const r = await sweepPayments(app.ctx);
      if (r.expired || r.checked) app.log.info(r, 'payment sweep');
      const refunds = await retryReturnRefunds(app.ctx);
      if (refunds) app.log.info({ refunds }, 'return refunds asked again');
      const completed = await completeOrders(app.ctx);
      if (completed) app.log.info({ completed }, 'orders completed after their return window');
      const asked = await requestReviews(app.ctx);
      if (asked) app.log.info({ asked }, 'shoppers asked to review their orders');
      // Whatever brought a variant's stock back (an edit, an import, a return, a released hold).
      const alerts = await sendBackInStockAlerts(app.ctx);
      if (alerts) app.log.info({ alerts }, 'back-in-stock alerts sent');
      // Parcels: the offline simulator's clock, then the aggregator asked after shipments it went quiet on (docs/fulfilment.md).
      const scanned = await runSimulatorClock(app.ctx, app.log);
      if (scanned) app.log.info({ scanned }, 'simulated courier scans');
      const polled = await pollQuietShipments(app.ctx, app.log);
      if (polled) app.log.info({ polled }, 'shipments caught up by asking the aggregator');
      // B2B invoices whose registration with the e-invoice portal failed, and IRNs of cancelled orders (docs/e-invoicing.md).
      const einvoices = await retryEinvoices(app.ctx);
      if (einvoices.registered || einvoices.cancelled || einvoices.waiting) app.log.info(einvoices, 'e-invoices asked again');
      await sendMessages();
      await foldDayTotals(app.ctx);
      await sweepPhotos();
    } catch (err) {
      app.log.error({ err }, 'payment sweep failed');
    } finally {
      running = false;
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(tick, app.ctx.config.paymentSweepSeconds * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await sending;
  });
});
