// What the return screens offer, by the rules of docs/returns.md and src/shared/return-rules.ts.
// The server checks every one of them again; these only keep the screens from offering what it
// would refuse.
import { returnTargets, returnWindowEnd } from '@shared/return-rules';
import type { Order } from '@shared/schemas/orders';
import type { Return, ReturnStatus } from '@shared/schemas/returns';

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

/** What an admin may do with a return: the button for each status it may move to. */
export type ReturnAction = 'approve' | 'reject' | 'receive';
const ACTION_OF: Partial<Record<ReturnStatus, ReturnAction>> = { Approved: 'approve', Rejected: 'reject', Received: 'receive' };
export const adminActions = (status: ReturnStatus): ReturnAction[] => returnTargets(status).flatMap((to) => ACTION_OF[to] ?? []);
