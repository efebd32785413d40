// Fulfilment's tables (docs/fulfilment.md): the shop's shipments with their courier scans and failed
// delivery attempts, and the offline fulfilment simulator's own bookings. Money is integer paise.
import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, jsonb, numeric, pgTable, serial, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { orders } from './orders';

const cm = (name: string) => numeric(name, { precision: 6, scale: 1, mode: 'number' });

/** A choice about a failed delivery attempt: the shopper's, or what the admin told the courier. */
export interface AttemptChoice {
  Choice: 'Reattempt' | 'ReturnToSeller';
  Date?: string | null;
  PhoneNumber?: string | null;
  AddressLine?: string | null;
  At: string;
}

/**
 * One booking of an order with the aggregator. An order has at most one that is not Cancelled; a
 * cancelled booking stays for the record and the next one gets the next idempotency key.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Sent to the aggregator as its order id: asking again with it never books a second parcel. */
    idempotencyKey: varchar('idempotency_key', { length: 64 }).notNull(),
    /** Booking | BookingFailed while not booked, then a shipment state (src/shared/schemas/shipments.ts). */
    state: varchar('state', { length: 20 }).notNull(),
    provider: varchar('provider', { length: 16 }).notNull(),
    courierName: varchar('courier_name', { length: 100 }).notNull(),
    aggregatorOrderId: varchar('aggregator_order_id', { length: 64 }),
    aggregatorShipmentId: varchar('aggregator_shipment_id', { length: 64 }),
    awb: varchar('awb', { length: 40 }),
    trackingUrl: text('tracking_url'),
    /** What the courier charges the shop, and what the shopper paid for shipping. */
    costPaise: bigint('cost_paise', { mode: 'number' }).notNull().default(0),
    paidShippingPaise: bigint('paid_shipping_paise', { mode: 'number' }).notNull().default(0),
    weightKg: numeric('weight_kg', { precision: 10, scale: 3, mode: 'number' }).notNull(),
    lengthCm: cm('length_cm').notNull(),
    breadthCm: cm('breadth_cm').notNull(),
    heightCm: cm('height_cm').notNull(),
    pickupDate: date('pickup_date'),
    expectedDeliveryDate: date('expected_delivery_date'),
    /** Why the last booking attempt failed, in the admin's words. */
    lastError: text('last_error'),
    bookedAt: timestamp('booked_at', { withTimezone: true }),
    /** The moment of the newest courier scan applied: an older one never moves the shipment back. */
    lastScanAt: timestamp('last_scan_at', { withTimezone: true }),
    /** When the shop last heard of this shipment (a webhook, a poll, the booking): the poll asks after the quiet ones. */
    lastHeardAt: timestamp('last_heard_at', { withTimezone: true }),
    rtoInitiatedAt: timestamp('rto_initiated_at', { withTimezone: true }),
    rtoReceivedAt: timestamp('rto_received_at', { withTimezone: true }),
    rtoRefundPaise: bigint('rto_refund_paise', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shipments_key_uq').on(t.idempotencyKey),
    uniqueIndex('shipments_live_order_uq')
      .on(t.orderId)
      .where(sql`${t.state} <> 'Cancelled'`),
    uniqueIndex('shipments_awb_uq')
      .on(t.awb)
      .where(sql`${t.awb} is not null and ${t.state} <> 'Cancelled'`),
    index('shipments_state_ix').on(t.state, t.bookedAt),
    index('shipments_heard_ix').on(t.lastHeardAt),
  ],
);

/** The courier's scans of a shipment, each kept once. */
export const shipmentScans = pgTable(
  'shipment_scans',
  {
    id: serial('id').primaryKey(),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** The aggregator's status code, and the shop's state it maps to. */
    code: varchar('code', { length: 8 }).notNull(),
    state: varchar('state', { length: 20 }).notNull(),
    description: text('description').notNull(),
    location: text('location').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('shipment_scans_uq').on(t.shipmentId, t.at, t.code)],
);

/** A failed delivery attempt waiting for (or given) a decision. */
export const shipmentNdrs = pgTable(
  'shipment_ndrs',
  {
    id: serial('id').primaryKey(),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    attempts: integer('attempts').notNull().default(1),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    shopperChoice: jsonb('shopper_choice').$type<AttemptChoice>(),
    adminAction: jsonb('admin_action').$type<AttemptChoice>(),
  },
  (t) => [
    uniqueIndex('shipment_ndrs_open_uq')
      .on(t.shipmentId)
      .where(sql`${t.closedAt} is null`),
  ],
);

/** A scan the simulator has made, in the aggregator's words. */
export interface SimulatedScan {
  at: string;
  code: number;
  label: string;
  activity: string;
  location: string;
}

/**
 * The offline fulfilment simulator's side (docs/fulfilment.md): what an aggregator keeps of a
 * booking. Kept in the database so that every instance of the shop sees the same parcels.
 */
export const simulatedShipments = pgTable(
  'simulated_shipments',
  {
    id: serial('id').primaryKey(),
    /** The shop's order id for the aggregator (its idempotency key). */
    channelOrderId: varchar('channel_order_id', { length: 64 }).notNull(),
    awb: varchar('awb', { length: 40 }),
    courierName: varchar('courier_name', { length: 100 }),
    deliveryPinCode: varchar('delivery_pin_code', { length: 6 }).notNull(),
    deliveryCity: varchar('delivery_city', { length: 100 }).notNull(),
    /** The e-way bill the consignment travels with, as the booking gave it (docs/e-way-bills.md). */
    ewayBillNo: varchar('eway_bill_no', { length: 12 }),
    /** The aggregator's current status code (docs/fulfilment.md). */
    statusCode: integer('status_code').notNull(),
    scans: jsonb('scans').$type<SimulatedScan[]>().notNull().default([]),
    /** The status codes still to come, in order: each move of the clock takes the first. */
    plan: jsonb('plan').$type<number[]>().notNull().default([]),
    /** When the clock moves it on next; null when it does not move by itself. */
    nextScanAt: timestamp('next_scan_at', { withTimezone: true }),
    pickupDate: date('pickup_date'),
    etd: date('etd'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('simulated_shipments_channel_uq').on(t.channelOrderId),
    uniqueIndex('simulated_shipments_awb_uq').on(t.awb),
    index('simulated_shipments_due_ix').on(t.nextScanAt),
  ],
);
