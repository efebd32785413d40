// Order rules both sides apply (docs/orders.md): what a customer may do and where an admin may
// move an order. The server enforces them; the screens only offer what they allow.
import { ORDER_STATUSES } from './constants';
import type { OrderStatusName } from './schemas/orders';

/**
 * The statuses of an order that was paid and still stands: an order becomes Ordered only through a
 * settled payment, and moves on from there; Cancelled and Failed ones are not sales.
 */
export const SOLD_STATUSES = ['Ordered', 'Shipped', 'Delivered', 'Completed'] as const satisfies readonly OrderStatusName[];

const seq = (s: OrderStatusName) => ORDER_STATUSES.find((x) => x.Name === s)!.SeqId;
const FINAL: OrderStatusName[] = ['Delivered', 'Completed', 'Cancelled', 'Failed'];
/** Set by a settled payment (Ordered) or by the end of the return window (Completed), never by an admin. */
const SET_BY_THE_SHOP_ITSELF: OrderStatusName[] = ['Ordered', 'Completed'];

/**
 * Statuses an admin may set from `current`. Ordered is reached only through a settled payment, so
 * an unpaid (Pending) order can only be cancelled; Completed is reached only when the return window
 * has passed, never by hand. Otherwise an order moves forward (Shipped, Delivered) or is cancelled.
 */
export function adminTargets(current: OrderStatusName): OrderStatusName[] {
  if (FINAL.includes(current)) return [];
  if (current === 'Pending') return ['Cancelled'];
  const forward = ORDER_STATUSES.filter((s) => s.SeqId > seq(current) && !SET_BY_THE_SHOP_ITSELF.includes(s.Name)).map((s) => s.Name as OrderStatusName);
  return [...forward, 'Cancelled'];
}

export function customerActions(order: { Status: OrderStatusName; PaymentStatus: 'Pending' | 'Completed' | 'Failed' }) {
  const pending = order.Status === 'Pending';
  const closed = order.Status === 'Cancelled' || order.Status === 'Failed';
  return {
    verifyPayment: pending && order.PaymentStatus === 'Pending',
    payNow: pending,
    cancel: !['Delivered', 'Completed', 'Cancelled', 'Failed'].includes(order.Status),
    track: !pending && !closed,
    invoice: !pending && !closed,
  };
}

/** Why a customer may not cancel, or null when they may. */
export function cancelRefusal(status: OrderStatusName): string | null {
  if (status === 'Delivered' || status === 'Completed') return 'You cannot cancel a delivered order';
  if (status === 'Cancelled') return 'This order is already cancelled';
  if (status === 'Failed') return 'This order has expired and cannot be cancelled';
  return null;
}
