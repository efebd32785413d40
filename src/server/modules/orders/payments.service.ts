// Payments settle once, from answers the server fetched itself. Unpaid orders release
// their stock when their hold runs out. Cancelling a paid order asks for a full refund.
import type { Uses } from '../../context';
import type { AuthUser } from '../../lib/tokens';
import { notFound } from '../../lib/errors';
import { CHECKOUT_MESSAGES as M, PAYMENT_REFUND_MESSAGES as R, type PaymentValidation } from '@shared/schemas/orders';
import type { PaymentStatus, RefundResult } from '../../providers/payment/payment-gateway';
import type { Db } from '../../db/client';
import * as repo from './orders.repo';
import { returnUnits, takeStock } from '../inventory';
import { orderNotFound, visible } from './order-access';
import { enqueueOrderMessage, messageAmount } from '../messages';
import { issueInvoiceNumber, registerOrderEinvoice } from '../documents';
import { restoreLines, takeBackLines } from '../cart';
import { releaseUse, retakeUse } from '../coupons';
import { countPaymentOutcome } from '../../lib/metrics';

/** What this file touches of the app's context. */
type Ctx = Uses<'config' | 'db' | 'einvoices' | 'now' | 'payments' | 'pincodes' | 'wakeMessages'>;

export type SettleOutcome = 'completed' | 'failed' | 'pending' | 'unchanged' | 'amount-mismatch' | 'refunded-late';

/** Something the gateway said about an order, in its history; the status stays as it is. */
const gatewayNote = (db: Db, order: repo.OrderRow, note: string, at: Date) =>
  repo.recordStatus(db, { orderId: order.id, from: order.status, to: order.status, by: null, actor: 'gateway', note, at });

/** Puts an order's units back on the shelf, once, and gives back the coupon use it held. */
export async function releaseStock(db: Db, order: repo.OrderRow, now: Date) {
  await releaseUse(db, order.id, now);
  if (order.stockReleased) return;
  await returnUnits(db, await repo.itemsOf(db, [order.id]));
  await repo.updateOrder(db, order.id, { stockReleased: true });
}

/**
 * Applies a gateway's answer about one payment. The same answer twice changes nothing; a
 * COMPLETED answer for a different amount is not accepted.
 */
export async function applyGatewayAnswer(ctx: Ctx, transactionId: string, answer: PaymentStatus): Promise<SettleOutcome> {
  const now = ctx.now();
  let refundAfter: repo.PaymentRow | null = null;
  let orderId: string | null = null;
  const outcome = await ctx.db.transaction(async (tx): Promise<SettleOutcome> => {
    const payment = await repo.findPaymentByTransaction(tx, transactionId, { forUpdate: true });
    if (!payment) throw notFound('Payment not found');
    if (payment.status !== 'Pending') return 'unchanged';
    const order = (await repo.findOrder(tx, payment.orderId, { forUpdate: true }))!;
    orderId = order.id;

    if (answer.state === 'PENDING') return 'pending';
    if (answer.state === 'FAILED') {
      await repo.updatePayment(tx, payment.id, {
        status: 'Failed',
        settledAt: now,
        updatedAt: now,
        providerReference: answer.providerReference ?? payment.providerReference,
      });
      await gatewayNote(tx, order, `Payment ${transactionId} failed`, now);
      return 'failed';
    }
    if (answer.amountPaise !== payment.amountPaise) {
      await repo.recordStatus(tx, {
        orderId: order.id,
        from: order.status,
        to: order.status,
        by: null,
        actor: 'gateway',
        note: `Payment ${transactionId} refused: gateway amount ${answer.amountPaise} paise differs from ${payment.amountPaise} paise`,
        at: now,
      });
      return 'amount-mismatch';
    }
    await repo.updatePayment(tx, payment.id, {
      status: 'Completed',
      settledAt: now,
      updatedAt: now,
      providerReference: answer.providerReference ?? payment.providerReference,
    });

    const paid = { ...payment, status: 'Completed' };
    const amount = messageAmount(payment.amountPaise);
    if (order.status === 'Pending') {
      await settleOrder(ctx, tx, order, paid, now);
      return 'completed';
    }
    if (order.status === 'Failed' && order.settlingPaymentId === null) {
      // Expired, then paid after all: placed if its stock and its coupon's use can still be had.
      const refusal = await reclaimExpired(tx, order, amount);
      if (!refusal) {
        await takeBackLines(tx, order.userId, await repo.itemsOf(tx, [order.id]), order.couponId);
        await settleOrder(ctx, tx, order, paid, now);
        return 'completed';
      }
      refundAfter = await refundInFull(tx, order, paid, refusal, now);
      return 'refunded-late';
    }
    // The order was paid by another payment already, or cancelled: this money goes back whole.
    refundAfter = await refundInFull(tx, order, paid, order.settlingPaymentId !== null ? R.alreadyPaid(amount) : R.afterCancel(amount), now);
    return 'refunded-late';
  });
  countPaymentOutcome(outcome);
  // The invoice is registered with the e-invoice portal after the commit, before the confirmation
  // goes out with it; a registration that fails leaves the IRN pending, never the sale.
  if (outcome === 'completed' && orderId) await registerOrderEinvoice(ctx, orderId);
  if (outcome === 'completed') ctx.wakeMessages();
  if (refundAfter) await sendRefund(ctx, refundAfter);
  return outcome;
}

/**
 * The payment paid for the order: it is Ordered, the payment is recorded as the one that settled it
 * (every later refund goes against it), the tax invoice is numbered and the shopper told.
 */
async function settleOrder(ctx: Ctx, tx: Db, order: repo.OrderRow, payment: repo.PaymentRow, now: Date) {
  await repo.updateOrder(tx, order.id, { status: 'Ordered', settlingPaymentId: payment.id, holdExpiresAt: null, stockReleased: false, updatedAt: now });
  await repo.recordStatus(tx, {
    orderId: order.id,
    from: order.status,
    to: 'Ordered',
    by: null,
    actor: 'gateway',
    note: `Payment ${payment.transactionId} completed`,
    at: now,
  });
  await issueInvoiceNumber(tx, order.id, now, ctx.config.seller, { einvoice: ctx.config.einvoice.enabled });
  await enqueueOrderMessage(tx, order, {
    kind: 'OrderConfirmed',
    event: order.id,
    vars: { orderCode: order.orderCode, amount: messageAmount(payment.amountPaise) },
    attachment: { kind: 'invoice', orderId: order.id },
    now,
  });
}

/**
 * A completed payment that did not pay for its order is given back whole, with the reason the
 * shopper is shown; recorded in the order's history. The caller asks the gateway after the commit.
 */
async function refundInFull(tx: Db, order: repo.OrderRow, payment: repo.PaymentRow, reason: string, now: Date): Promise<repo.PaymentRow> {
  const set = { refundStatus: 'Pending', refundAmountPaise: payment.amountPaise, refundReason: reason, updatedAt: now };
  await repo.updatePayment(tx, payment.id, set);
  await gatewayNote(tx, order, `Payment ${payment.transactionId} is refunded in full: ${reason}`, now);
  return { ...payment, ...set };
}

/**
 * An expired order paid after all takes its stock again, and its coupon's use, as the checkout
 * took them: each with a conditional update, so a unit or a use sold meanwhile to someone else is
 * never sold twice. All or nothing: when anything is missing, what was taken goes back, and the
 * answer is why, in the shopper's words (the payment is then refunded in full).
 */
async function reclaimExpired(db: Db, order: repo.OrderRow, amount: string): Promise<string | null> {
  const items = await repo.itemsOf(db, [order.id]);
  const taken: repo.OrderItemRow[] = [];
  const missing: string[] = [];
  if (order.stockReleased) {
    for (const item of items) {
      if (item.variantId && (await takeStock(db, item.variantId, item.quantity))) taken.push(item);
      else missing.push(`${item.productName} (${item.variantName})`);
    }
  }
  let refusal = missing.length ? R.soldOut(amount, missing.join(', ')) : null;
  if (!refusal && order.couponCode) {
    const why = await retakeUse(db, order.id);
    if (why) refusal = why === 'used-up' ? R.couponUsedUp(amount, order.couponCode) : R.couponUsedByYou(amount, order.couponCode);
  }
  if (refusal) await returnUnits(db, taken);
  return refusal;
}

/**
 * The gateway's word on a refund. One it has taken (Requested) is only asked about, never asked for
 * again. One it may not have seen (Pending after a first try whose answer was lost) is looked up
 * first, and asked for only when the gateway does not know it.
 */
export async function refundAnswer(
  ctx: Ctx,
  req: { transactionId: string; refundId: string; amountPaise: number },
  o: { refundStatus: string | null; retry: boolean },
): Promise<RefundResult> {
  if (o.refundStatus === 'Requested') return ctx.payments.refundStatus(req.refundId);
  if (o.retry) {
    const known = await ctx.payments.refundStatus(req.refundId).catch(() => null);
    if (known) return known;
  }
  return ctx.payments.refund(req);
}

/** A refund's status as the shop keeps it: Completed, Failed, or Requested while the gateway works on it. */
export const refundStatusOf = (r: RefundResult) => (r.state === 'COMPLETED' ? 'Completed' : r.state === 'FAILED' ? 'Failed' : 'Requested');

/**
 * Asks the gateway for a refund of a settled payment, or, on the sweep's retry, what became of it,
 * and records the answer. A refund the gateway refuses is marked Failed with its reason in the
 * order's history, for an admin to see.
 */
export async function sendRefund(ctx: Ctx, payment: repo.PaymentRow, o: { retry?: boolean } = {}) {
  const amount = payment.refundAmountPaise ?? payment.amountPaise;
  let r: RefundResult;
  try {
    // One refund per payment, under the payment's own refund id: asking again after a lost answer
    // never pays twice (the gateway answers the refund it already made).
    r = await refundAnswer(
      ctx,
      { transactionId: payment.transactionId, refundId: `RF${payment.id}`, amountPaise: amount },
      { refundStatus: payment.refundStatus, retry: o.retry ?? false },
    );
  } catch {
    // Left as it was: the background job asks again.
    return;
  }
  const status = refundStatusOf(r);
  if (status === payment.refundStatus) return;
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await repo.updatePayment(tx, payment.id, { refundStatus: status, refundReference: r.reference, refundAmountPaise: amount, updatedAt: now });
    if (status !== 'Failed') return;
    const order = await repo.findOrder(tx, payment.orderId);
    if (!order) return;
    await gatewayNote(tx, order, `The payment gateway refused the refund of Rs. ${messageAmount(amount)}: ${r.error ?? 'no reason given'}`, now);
  });
}

/** GET payment-validate/{transactionId}: asks the gateway, applies its answer, reports the state. */
export async function validatePayment(ctx: Ctx, user: AuthUser, transactionId: string): Promise<PaymentValidation> {
  const payment = await repo.findPaymentByTransaction(ctx.db, transactionId);
  // A payment belongs to its order: one the caller may not see is answered as no order at all.
  if (!payment) throw orderNotFound();
  visible(await repo.findOrder(ctx.db, payment.orderId), user);
  if (payment.status === 'Pending') {
    let answer: PaymentStatus;
    try {
      answer = await ctx.payments.getStatus(transactionId);
    } catch {
      throw Object.assign(notFound(M.verificationFailed), { statusCode: 502 });
    }
    await applyGatewayAnswer(ctx, transactionId, answer);
  }
  const fresh = (await repo.findPaymentByTransaction(ctx.db, transactionId))!;
  const freshOrder = (await repo.findOrder(ctx.db, fresh.orderId))!;
  return {
    state: fresh.status === 'Completed' ? 'COMPLETED' : fresh.status === 'Failed' ? 'FAILED' : 'PENDING',
    orderCode: freshOrder.orderCode,
    paymentOrderId: fresh.providerReference ?? fresh.transactionId,
    amount: fresh.amountPaise,
    orderId: freshOrder.id,
    transactionId: fresh.transactionId,
    Notice: fresh.id !== freshOrder.settlingPaymentId && fresh.refundReason ? fresh.refundReason : null,
  };
}

/**
 * The background job: asks the gateway about payments still pending, expires unpaid orders whose
 * hold ran out (status Failed, stock released), and retries refunds that did not go through.
 */
export async function sweepPayments(ctx: Ctx): Promise<{ checked: number; expired: number }> {
  const now = ctx.now();
  let checked = 0;
  for (const { transaction_id } of await repo.pendingPaymentsOlderThan(ctx.db, new Date(now.getTime() - 60_000))) {
    try {
      const answer = await ctx.payments.getStatus(transaction_id);
      await applyGatewayAnswer(ctx, transaction_id, answer);
      checked += 1;
    } catch {
      // The gateway is unreachable or does not know it: try again next time.
    }
  }
  const expired = await ctx.db.transaction(async (tx) => {
    const claimed = await repo.claimExpiredOrders(tx, now);
    for (const { id } of claimed) {
      const order = (await repo.findOrder(tx, id))!;
      await releaseStock(tx, order, now);
      // Its payments stay Pending: a gateway that completes one later is still heard (late payment).
      await repo.updateOrder(tx, id, { status: 'Failed', updatedAt: now });
      const backInCart = await restoreLines(tx, order.userId, await repo.linesToRestore(tx, id), order.couponId);
      await repo.recordStatus(tx, {
        orderId: id,
        from: 'Pending',
        to: 'Failed',
        by: null,
        actor: 'system',
        note: `The payment was not completed in time. ${backInCart}`,
        at: now,
      });
    }
    return claimed.length;
  });
  for (const p of await repo.refundsToRetry(ctx.db)) await sendRefund(ctx, p, { retry: true });
  return { checked, expired };
}
