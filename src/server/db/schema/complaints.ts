// Complaints (docs/complaints.md)
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { users } from './accounts';
import { orders } from './orders';

export const complaints = pgTable(
  'complaints',
  {
    id: serial('id').primaryKey(),
    /** Given to the shopper at once, by SMS: "GR-261124-0001". */
    ticketNumber: varchar('ticket_number', { length: 24 }).notNull(),
    /** The signed-in shopper, or null for a guest who confirmed their phone by OTP. */
    userId: uuid('user_id').references(() => users.id),
    name: varchar('name', { length: 100 }).notNull(),
    phone: varchar('phone', { length: 15 }).notNull(),
    orderId: uuid('order_id').references(() => orders.id),
    subject: varchar('subject', { length: 200 }).notNull(),
    description: text('description').notNull(),
    /** Open | Answered | Resolved */
    status: varchar('status', { length: 16 }).notNull().default('Open'),
    /** The shop's first answer: a complaint must be acknowledged within 48 hours. */
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    /** ... and resolved within one month. */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('complaints_ticket_uq').on(t.ticketNumber),
    index('complaints_user_ix').on(t.userId, t.createdAt),
    index('complaints_phone_ix').on(t.phone, t.createdAt),
    index('complaints_status_ix').on(t.status, t.createdAt),
  ],
);

/** Every reply and change of a complaint, with who and when. */
export const complaintReplies = pgTable(
  'complaint_replies',
  {
    id: serial('id').primaryKey(),
    complaintId: integer('complaint_id')
      .notNull()
      .references(() => complaints.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id'),
    /** customer | admin | system */
    actor: varchar('actor', { length: 16 }).notNull(),
    body: text('body').notNull(),
    /** The status the complaint moved to with this reply, if it moved. */
    toStatus: varchar('to_status', { length: 16 }),
    createdAt: createdAt(),
  },
  (t) => [index('complaint_replies_complaint_ix').on(t.complaintId, t.createdAt)],
);
