// What a received return pays back (docs/returns.md): worked out from what was paid for each
// returned unit, the order's charges, and what is left of the order's money.
import type { Db } from '../../db/client';
import type { GstDocumentLine } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { partOf } from '@shared/discount';
import { chargesOfRow, chargesRefundedOnReturn, chargesTotal } from '@shared/order-charges';
import { RETURN_MESSAGES as M, SELLER_FAULT_REASONS, type ReturnReason } from '@shared/schemas/returns';
import * as orderRepo from '../orders';
import type { OrderRow } from '../orders';
import { chargeLines, invoiceLine } from '../documents';
import * as repo from './returns.repo';

/**
 * What a received return pays back: each returned unit at what was paid for it, and the order's
 * charges as their entries say (shipping: once, when the reason is the shop's fault). A line returned in parts pays back,
 * over all its returns, exactly what was paid for it: each return takes the difference between
 * the rounded share of everything refunded for the line so far, and of that before it.
 */
export async function computeRefund(db: Db, ret: repo.ReturnRow): Promise<{ total: number; charges: number; order: OrderRow; lines: GstDocumentLine[] }> {
  const order = await orderRepo.findOrder(db, ret.orderId);
  const paid = order && (await orderRepo.settlingPayment(db, order));
  if (!order || !paid) throw badRequest(M.nothingPaid);
  const others = (await repo.returnsOfOrder(db, ret.orderId)).filter((r) => r.id !== ret.id && r.refundPaise !== null);
  const refundedUnits = new Map<number, number>();
  for (const item of await repo.itemsOfReturns(
    db,
    others.map((r) => r.id),
  ))
    refundedUnits.set(item.orderItemId, (refundedUnits.get(item.orderItemId) ?? 0) + item.quantity);
  let items = 0;
  const lines: GstDocumentLine[] = [];
  const bought = new Map((await orderRepo.itemsOf(db, [ret.orderId])).map((i) => [i.id, i]));
  for (const item of await repo.itemsOfReturns(db, [ret.id])) {
    const before = refundedUnits.get(item.orderItemId) ?? 0;
    // What was paid for the units, after the coupon's share; the credit note shows that share too.
    const amount = partOf(item.totalPaise - item.discountPaise, item.boughtQuantity, before, item.quantity);
    const discount = partOf(item.discountPaise, item.boughtQuantity, before, item.quantity);
    items += amount;
    lines.push(invoiceLine(bought.get(item.orderItemId)!, item.quantity, amount, discount));
  }
  // The order's charges given back by this return (shipping, for the shop's fault, once per order).
  const chargesDone = others.some((r) => r.shippingRefundPaise > 0);
  const charges = chargesRefundedOnReturn(chargesOfRow(order), SELLER_FAULT_REASONS.includes(ret.reason as ReturnReason), chargesDone);
  const chargesPaise = chargesTotal(charges);
  // Never more than is left of the order's money, over all its payments and refunds (a
  // cancellation refund would have taken it all), nor of the payment that paid for the order.
  const refundedBefore = others.reduce((s, r) => s + (r.refundPaise ?? 0), 0) + (paid.refundStatus ? (paid.refundAmountPaise ?? 0) : 0);
  const left = Math.min(await orderRepo.leftToRefund(db, ret.orderId, ret.id), paid.amountPaise - refundedBefore);
  const total = Math.max(0, Math.min(items + chargesPaise, left));
  lines.push(...chargeLines(order, charges));
  return { total, charges: Math.min(chargesPaise, total), order, lines };
}
