// Column types and defaults the tables share. Money is integer paise (docs/money.md); weights are kilograms.
import { customType, numeric, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});
export const kg = (name: string) => numeric(name, { precision: 10, scale: 3, mode: 'number' });
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** A status change of an order or a return: from and to, who made it (customer, admin, system or gateway), and when. */
export const statusChange = () => ({
  fromStatus: varchar('from_status', { length: 16 }),
  toStatus: varchar('to_status', { length: 16 }).notNull(),
  changedBy: uuid('changed_by'),
  actor: varchar('actor', { length: 16 }).notNull(),
  note: text('note'),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});
