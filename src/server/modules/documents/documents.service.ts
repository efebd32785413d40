// A GST document as a message carries it: looked up from the attachment the outbox row names.
import type { Uses } from '../../context';
import type { MessageAttachment } from '../../db/schema';
import * as repo from './documents.repo';
import { invoicePdfOf } from './invoice.service';
import { creditNotePdfOf } from './credit-note.service';

/** What this file touches of the app's context. */
type Ctx = Uses<'config' | 'db'>;

/** The PDF a message carries: the order's invoice, or the credit note of its cancellation or of a return; null when there is none. */
export async function attachedDocument(ctx: Ctx, a: MessageAttachment): Promise<{ pdf: Buffer; number: string } | null> {
  const order = await repo.findOrder(ctx.db, a.orderId);
  if (!order) return null;
  if (a.kind === 'invoice') return invoicePdfOf(ctx, order);
  const note = a.returnId === null ? await repo.findCreditNote(ctx.db, order.id, null) : await repo.findCreditNoteOfReturn(ctx.db, a.returnId);
  if (!note) return null;
  return creditNotePdfOf(ctx, order, note);
}
