// What the return screens offer, by the rules of docs/returns.md. The server checks every one of
// them again; these only keep the screens from offering what it would refuse.
import { POLICY } from '@shared/constants';
import type { Order } from '@shared/schemas/orders';
import type { Return, ReturnStatus } from '@shared/schemas/returns';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last moment a delivered order may be returned, or null when it has no delivery date. */
export function returnWindowEnd(deliveredDate: string | null): Date | null {
  if (!deliveredDate) return null;
  const delivered = new Date(deliveredDate);
  return Number.isNaN(delivered.getTime()) ? null : new Date(delivered.getTime() + POLICY.returnWindowDays * DAY_MS);
}

/** A return may be asked for a Delivered order until its return window closes. */
export function canRequestReturn(order: Pick<Order, 'Status' | 'DeliveredDate'>, now: number): boolean {
  const end = returnWindowEnd(order.DeliveredDate);
  return order.Status === 'Delivered' && end !== null && now <= end.getTime();
}

/** Returns can exist only on orders that were delivered. */
export const mayHaveReturns = (order: Pick<Order, 'Status'>) => order.Status === 'Delivered' || order.Status === 'Completed';

/**
 * Units of each order line the shopper may still send back: what was bought less what the
 * order's returns already hold, except rejected ones (a rejection gives its units back).
 */
export function unitsLeft(items: Pick<Order['Items'][number], 'Id' | 'Quantity'>[], returns: Pick<Return, 'Status' | 'Items'>[]): Map<number, number> {
  const taken = new Map<number, number>();
  for (const r of returns) {
    if (r.Status === 'Rejected') continue;
    for (const line of r.Items) taken.set(line.OrderItemId, (taken.get(line.OrderItemId) ?? 0) + line.Quantity);
  }
  return new Map(items.map((i) => [i.Id, Math.max(0, i.Quantity - (taken.get(i.Id) ?? 0))]));
}

/** What an admin may do with a return in each status: forward only. */
export type ReturnAction = 'approve' | 'reject' | 'receive';
const ACTIONS: Record<ReturnStatus, ReturnAction[]> = {
  Requested: ['approve', 'reject'],
  Approved: ['receive'],
  Rejected: [],
  Received: [],
  Refunded: [],
};
export const adminActions = (status: ReturnStatus): ReturnAction[] => ACTIONS[status];
