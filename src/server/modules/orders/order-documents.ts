// The GST documents of an order (docs/gst-invoices.md) as its shopper, or an admin, downloads them:
// who may see the order is decided here, the documents themselves in modules/documents.
import type { Uses } from '../../context';
import type { AuthUser } from '../../lib/tokens';
import { notFound } from '../../lib/errors';
import { CREDIT_NOTE_MISSING, creditNotePdfOf, findCreditNote, findCreditNoteOfReturn, invoicePdfOf } from '../documents';
import * as repo from './orders.repo';
import { visible, visibleOrder } from './order-access';

/** What this file touches of the app's context. */
type Ctx = Uses<'config' | 'db'>;

/** The invoice of an order its owner (or an admin) may download. */
export async function getInvoicePdf(ctx: Ctx, user: AuthUser, orderId: string): Promise<{ pdf: Buffer; number: string }> {
  return invoicePdfOf(ctx, await visibleOrder(ctx.db, user, orderId));
}

/** A credit note its order's owner (or an admin) may download: of a return, or (returnId null) of the order's cancellation. */
export async function getCreditNotePdf(ctx: Ctx, user: AuthUser, which: { returnId: number } | { orderId: string }): Promise<{ pdf: Buffer; number: string }> {
  const lookup = () => ('returnId' in which ? findCreditNoteOfReturn(ctx.db, which.returnId) : findCreditNote(ctx.db, which.orderId, null));
  const found = await lookup();
  const order = visible(found ? await repo.findOrder(ctx.db, found.orderId) : 'orderId' in which ? await repo.findOrder(ctx.db, which.orderId) : null, user);
  if (!found) throw notFound(CREDIT_NOTE_MISSING);
  return creditNotePdfOf(ctx, order, found, lookup);
}
