// Order messages (docs/order-messages.md): written to the outbox in the same transaction as the
// change they tell of, sent after the commit, retried with backoff, and marked sent once.
import { and, eq, lte } from 'drizzle-orm';
import type { Uses } from '../../context';
import type { OrderMessageKind } from '../../config';
import type { Db } from '../../db/client';
import { outboxMessages, users, type MessageAttachment } from '../../db/schema';
import { attachedDocument, pdfFileName } from '../documents';
import { messageText } from './message-texts';

/** What this file touches of the app's context. */
type Ctx = Uses<'config' | 'db' | 'mail' | 'now' | 'sms'>;

/** After this many failed tries a message is given up (failed) and logged. */
export const MAX_ATTEMPTS = 10;
/** Waits between tries: 30 s, 1 min, 2 min, ... up to an hour. */
export const backoffMs = (attempts: number) => Math.min(30_000 * 2 ** (attempts - 1), 3_600_000);

/**
 * Writes a message about an order to the outbox, inside the caller's transaction: by SMS to the
 * shopper's phone, and by e-mail when they gave an address. The same event twice is written once.
 */
export async function enqueueOrderMessage(
  db: Db,
  order: { id: string; userId: string },
  m: { kind: OrderMessageKind; event: string; vars: Record<string, string>; attachment?: MessageAttachment; now: Date },
) {
  const [user] = await db.select({ phone: users.phone, email: users.email }).from(users).where(eq(users.id, order.userId));
  if (!user) return;
  const eventKey = `${m.kind}:${m.event}`;
  const rows = [{ channel: 'sms', recipient: user.phone }, ...(user.email ? [{ channel: 'mail', recipient: user.email }] : [])];
  await db
    .insert(outboxMessages)
    .values(
      rows.map((r) => ({
        eventKey,
        kind: m.kind,
        channel: r.channel,
        recipient: r.recipient,
        vars: m.vars,
        attachment: r.channel === 'mail' ? (m.attachment ?? null) : null,
        nextAttemptAt: m.now,
        createdAt: m.now,
      })),
    )
    .onConflictDoNothing();
}

/**
 * Writes an SMS to one phone to the outbox, inside the caller's transaction, for messages that are
 * not about an order of an account (a guest's complaint). The same event twice is written once.
 */
export async function enqueueSms(db: Db, phone: string, m: { kind: OrderMessageKind; event: string; vars: Record<string, string>; now: Date }) {
  await db
    .insert(outboxMessages)
    .values({
      eventKey: `${m.kind}:${m.event}`,
      kind: m.kind,
      channel: 'sms',
      recipient: phone,
      vars: m.vars,
      attachment: null,
      nextAttemptAt: m.now,
      createdAt: m.now,
    })
    .onConflictDoNothing();
}

/**
 * Writes an e-mail to one address to the outbox, inside the caller's transaction, for messages to
 * someone known only by that address (a guest's back-in-stock alert). The same event twice is written once.
 */
export async function enqueueMail(db: Db, email: string, m: { kind: OrderMessageKind; event: string; vars: Record<string, string>; now: Date }) {
  await db
    .insert(outboxMessages)
    .values({
      eventKey: `${m.kind}:${m.event}`,
      kind: m.kind,
      channel: 'mail',
      recipient: email,
      vars: m.vars,
      attachment: null,
      nextAttemptAt: m.now,
      createdAt: m.now,
    })
    .onConflictDoNothing();
}

/** How long a message taken for sending is kept from others: if the sender dies, it is tried again after this. */
const LEASE_MS = 5 * 60_000;

/**
 * Sends the messages that are due. Each is taken in a short transaction (FOR UPDATE SKIP LOCKED)
 * that moves its next attempt a lease ahead, so no other instance takes it while it is being
 * sent and no database lock is held during the call to the provider. Sent, it is marked sent; a
 * failure waits longer each time, and after MAX_ATTEMPTS the message is marked failed.
 */
export async function sendDueMessages(ctx: Ctx, limit = 20): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  for (let i = 0; i < limit; i++) {
    const now = ctx.now();
    const m = await ctx.db.transaction(async (tx) => {
      const [due] = await tx
        .select()
        .from(outboxMessages)
        .where(and(eq(outboxMessages.status, 'pending'), lte(outboxMessages.nextAttemptAt, now)))
        .orderBy(outboxMessages.id)
        .limit(1)
        .for('update', { skipLocked: true });
      if (due)
        await tx
          .update(outboxMessages)
          .set({ nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
          .where(eq(outboxMessages.id, due.id));
      return due ?? null;
    });
    if (!m) break;
    try {
      const reference = await deliver(ctx, m);
      await ctx.db
        .update(outboxMessages)
        .set({ status: 'sent', sentAt: ctx.now(), attempts: m.attempts + 1, reference, lastError: null })
        .where(eq(outboxMessages.id, m.id));
      sent += 1;
    } catch (err) {
      const attempts = m.attempts + 1;
      await ctx.db
        .update(outboxMessages)
        .set({
          attempts,
          status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
          nextAttemptAt: new Date(now.getTime() + backoffMs(attempts)),
          lastError: (err instanceof Error ? err.message : String(err)).slice(0, 1000),
        })
        .where(eq(outboxMessages.id, m.id));
      failed += 1;
    }
  }
  return { sent, failed };
}

async function deliver(ctx: Ctx, m: typeof outboxMessages.$inferSelect): Promise<string | null> {
  const kind = m.kind as OrderMessageKind;
  const text = messageText(kind, m.vars);
  if (m.channel === 'sms') {
    const receipt = await ctx.sms.send({ to: m.recipient, text: text.sms, template: { id: ctx.config.smsTemplates[kind], vars: m.vars } });
    return receipt.reference ?? receipt.provider;
  }
  const attachments = m.attachment ? await attachmentOf(ctx, m.attachment) : [];
  const receipt = await ctx.mail.send({ to: m.recipient, subject: text.subject, text: text.mail, attachments });
  return receipt.reference ?? receipt.provider;
}

async function attachmentOf(ctx: Ctx, a: MessageAttachment) {
  const document = await attachedDocument(ctx, a);
  return document ? [{ filename: pdfFileName(document.number), content: document.pdf, contentType: 'application/pdf' }] : [];
}
