// Accounts: users, their OTPs, sign-ins (refresh tokens), rate counters and saved addresses.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }),
    phone: varchar('phone', { length: 10 }).notNull(),
    passwordHash: text('password_hash'),
    /** Pipe-separated, as in the access token (docs/accounts-and-security.md): "SuperAdmin|Admin", "User". */
    roles: varchar('roles', { length: 100 }).notNull().default('User'),
    /** Bumped when the profile changes: tokens carrying an older value are refused. */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_phone_uq').on(t.phone), check('users_phone_ck', sql`${t.phone} ~ '^[6-9][0-9]{9}$'`)],
);

export const otps = pgTable(
  'otps',
  {
    id: serial('id').primaryKey(),
    phone: varchar('phone', { length: 10 }).notNull(),
    purpose: varchar('purpose', { length: 16 }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    /** Set when a validated OTP may be used once more by the step that follows (signup, profile). */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('otps_phone_created_ix').on(t.phone, t.createdAt)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** All tokens of one login share a family; reuse of a rotated one revokes the family. */
    familyId: uuid('family_id').notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    /** When the rotated token was accepted once more, within the grace window (another tab refreshing at the same moment). */
    graceUsedAt: timestamp('grace_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_uq').on(t.tokenHash),
    index('refresh_tokens_family_ix').on(t.familyId),
    index('refresh_tokens_user_ix').on(t.userId),
  ],
);

/** Fixed-window counters shared by every app instance (login and OTP limits). */
export const rateCounters = pgTable(
  'rate_counters',
  {
    key: varchar('key', { length: 200 }).notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    phone: varchar('phone', { length: 10 }).notNull(),
    addressTitle: varchar('address_title', { length: 100 }).notNull(),
    addressLine1: varchar('address_line1', { length: 200 }).notNull(),
    addressLine2: varchar('address_line2', { length: 200 }),
    taluk: varchar('taluk', { length: 100 }).notNull(),
    city: varchar('city', { length: 100 }).notNull(),
    state: varchar('state', { length: 100 }).notNull(),
    pinCode: varchar('pin_code', { length: 6 }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('addresses_user_ix').on(t.userId)],
);

/**
 * A shopper's businesses for GST invoices (docs/gst-invoices.md): a GSTIN checked before it is
 * saved, the legal name and the registered address. One is chosen per order, which keeps a copy.
 */
export const businessDetails = pgTable(
  'business_details',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gstin: varchar('gstin', { length: 15 }).notNull(),
    legalName: varchar('legal_name', { length: 200 }).notNull(),
    addressLine1: varchar('address_line1', { length: 200 }).notNull(),
    addressLine2: varchar('address_line2', { length: 200 }),
    city: varchar('city', { length: 100 }).notNull(),
    state: varchar('state', { length: 100 }).notNull(),
    pinCode: varchar('pin_code', { length: 6 }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('business_details_user_gstin_uq').on(t.userId, t.gstin)],
);
