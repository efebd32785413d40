// Who may see an order and what belongs to it (its payments, invoice, credit notes, returns): its
// shopper, or an admin. Anyone else is told the order does not exist, in the same words as for an
// order that truly does not, so that no one learns that another's order exists
// (docs/accounts-and-security.md).
import type { Db } from '../../db/client';
import type { AuthUser } from '../../lib/tokens';
import { notFound } from '../../lib/errors';
import { maySee } from '../../lib/ownership';
import { CHECKOUT_MESSAGES } from '@shared/messages';
import * as repo from './orders.repo';

/** The answer for an order that does not exist or that the caller may not see. */
export const orderNotFound = () => notFound(CHECKOUT_MESSAGES.orderNotFound);

/** The order itself when `user` may see it (their own, or any for an admin); otherwise the 404. */
export function visible<T extends { userId: string }>(order: T | null | undefined, user: AuthUser): T {
  if (!order || !maySee(user, order.userId)) throw orderNotFound();
  return order;
}

/** The order itself when it is the caller's own (a shopper's step, which staff do not take for them); otherwise the 404. */
export function own<T extends { userId: string }>(order: T | null | undefined, user: AuthUser): T {
  if (!order || order.userId !== user.id) throw orderNotFound();
  return order;
}

/** An order `user` may see, looked up by its id (locked with `forUpdate`). */
export async function visibleOrder(db: Db, user: AuthUser, orderId: string, o: { forUpdate?: boolean } = {}) {
  return visible(await repo.findOrder(db, orderId, o), user);
}

/** The caller's own order, looked up by its id (locked with `forUpdate`). */
export async function ownOrder(db: Db, user: AuthUser, orderId: string, o: { forUpdate?: boolean } = {}) {
  return own(await repo.findOrder(db, orderId, o), user);
}
