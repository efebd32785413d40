// What a courier's scans do to an order (docs/fulfilment.md), by the same rules as an admin's
// update: an order moves forward only (Ordered, Shipped, Delivered), never past Delivered and never
// out of Cancelled. A parcel that came back to the seller ends the order: its stock comes back and
// what was paid is refunded less the forward shipping, against a GST credit note of its items.
import type { Db } from '../../db/client';
import type { SellerSnapshot } from '../../db/schema';
import { adminTargets } from '@shared/order-rules';
import type { OrderStatusName } from '@shared/schemas/orders';
import * as repo from './orders.repo';
import { releaseStock } from './payments.service';
import { issueCreditNote } from './credit-note.service';
import { wholeLine } from './invoice.service';
import { enqueueOrderMessage } from '../messages/messages.service';
import { messageAmount } from '../messages/message-texts';

export interface CourierMove {
  to: 'Shipped' | 'Delivered';
  /** The courier's scan time: the shipped date, or the delivered date. */
  at: Date;
  awb: string;
  courierName: string;
  trackingUrl: string;
}

/**
 * Moves the order as the courier's scan says, inside the caller's transaction, with the message the
 * shopper gets. A Delivered scan of an order never marked Shipped marks it shipped first. Answers
 * whether the order moved (false: it is already there or past it, or cancelled).
 */
export async function moveOrderByCourier(db: Db, orderId: string, move: CourierMove, now: Date): Promise<boolean> {
  const order = await repo.findOrder(db, orderId, { forUpdate: true });
  if (!order) return false;
  let from = order.status as OrderStatusName;
  if (!adminTargets(from).includes(move.to)) return false;
  const note = `${move.courierName} scan, AWB ${move.awb}`;
  if (from === 'Ordered') {
    await repo.updateOrder(db, order.id, { status: 'Shipped', trackingNumber: move.awb, courierName: move.courierName, shippedDate: move.at, updatedAt: now });
    await repo.recordStatus(db, { orderId: order.id, from, to: 'Shipped', by: null, actor: 'system', note, at: now });
    await enqueueOrderMessage(db, order, {
      kind: 'OrderShipped',
      event: order.id,
      vars: { orderCode: order.orderCode, courier: move.courierName, trackingId: move.awb, trackingUrl: move.trackingUrl },
      now,
    });
    from = 'Shipped';
  }
  if (move.to === 'Delivered') {
    await repo.updateOrder(db, order.id, { status: 'Delivered', deliveredDate: move.at, updatedAt: now });
    await repo.recordStatus(db, { orderId: order.id, from, to: 'Delivered', by: null, actor: 'system', note, at: now });
    await enqueueOrderMessage(db, order, { kind: 'OrderDelivered', event: order.id, vars: { orderCode: order.orderCode }, now });
  }
  return true;
}

/**
 * The admin confirmed that a returned parcel is back: the order is cancelled as returned to the
 * seller, its units go back on the shelf, and the payment is refunded less the forward shipping
 * with a credit note of the items. Answers the payment to refund after the commit (sendRefund),
 * and the rupee amounts told to the shopper.
 */
export async function closeReturnedOrder(
  db: Db,
  orderId: string,
  o: { now: Date; seller: SellerSnapshot; by: string },
): Promise<{ refund: repo.PaymentRow | null; refundPaise: number; keptPaise: number }> {
  const order = await repo.findOrder(db, orderId, { forUpdate: true });
  if (!order) return { refund: null, refundPaise: 0, keptPaise: 0 };
  const from = order.status as OrderStatusName;
  if (from === 'Cancelled') return { refund: null, refundPaise: 0, keptPaise: 0 };
  await releaseStock(db, order, o.now);
  const paid = await repo.settlingPayment(db, order);
  const left = paid && !paid.refundStatus ? Math.min(paid.amountPaise, await repo.leftToRefund(db, order.id)) : 0;
  // The forward shipping was spent on the parcel's trip: the shop keeps it.
  const refundPaise = Math.max(0, left - order.shippingCostPaise);
  let refund: repo.PaymentRow | null = null;
  if (paid && refundPaise > 0) {
    const set = {
      refundStatus: 'Pending',
      refundAmountPaise: refundPaise,
      refundReason: 'Returned to seller: refunded less the forward shipping',
      updatedAt: o.now,
    };
    await repo.updatePayment(db, paid.id, set);
    refund = { ...paid, ...set };
    const items = await repo.itemsOf(db, [order.id]);
    await issueCreditNote(db, order, { returnId: null, reason: 'Returned to seller (undelivered)', lines: items.map(wholeLine), now: o.now, seller: o.seller });
  }
  await repo.updateOrder(db, order.id, { status: 'Cancelled', holdExpiresAt: null, updatedAt: o.now });
  await repo.recordStatus(db, {
    orderId: order.id,
    from,
    to: 'Cancelled',
    by: o.by,
    actor: 'admin',
    note: `Returned to seller; refund Rs. ${messageAmount(refundPaise)}, forward shipping Rs. ${messageAmount(order.shippingCostPaise)} kept`,
    at: o.now,
  });
  await enqueueOrderMessage(db, order, {
    kind: 'ReturnedToSeller',
    event: order.id,
    vars: { orderCode: order.orderCode, refund: messageAmount(refundPaise), shipping: messageAmount(order.shippingCostPaise) },
    ...(refundPaise > 0 ? { attachment: { kind: 'credit-note' as const, orderId: order.id, returnId: null } } : {}),
    now: o.now,
  });
  return { refund, refundPaise, keptPaise: left - refundPaise };
}
