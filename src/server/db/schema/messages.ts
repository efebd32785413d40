// Order messages (docs/order-messages.md)
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** Where to find a PDF sent with a message: the order's invoice, or the credit note of a return or a cancellation. */
export type MessageAttachment = { kind: 'invoice'; orderId: string } | { kind: 'credit-note'; orderId: string; returnId: number | null };

/**
 * The outbox: a message to a shopper, written in the same transaction as the change it tells
 * of, and sent after the commit by a job that marks it sent once.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    /** What it is about, once per channel: "OrderShipped:<orderId>". */
    eventKey: varchar('event_key', { length: 120 }).notNull(),
    kind: varchar('kind', { length: 32 }).notNull(),
    /** sms | mail */
    channel: varchar('channel', { length: 8 }).notNull(),
    recipient: varchar('recipient', { length: 254 }).notNull(),
    vars: jsonb('vars').$type<Record<string, string>>().notNull(),
    attachment: jsonb('attachment').$type<MessageAttachment>(),
    /** pending | sent | failed */
    status: varchar('status', { length: 8 }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    reference: varchar('reference', { length: 200 }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('outbox_messages_event_uq').on(t.eventKey, t.channel), index('outbox_messages_due_ix').on(t.status, t.nextAttemptAt)],
);
