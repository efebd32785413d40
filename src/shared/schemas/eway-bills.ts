// E-way bills (docs/e-way-bills.md): the states' limits the admin edits, and the bills generated for
// orders from the shipments queue. Shared by the routes and the admin screens.
import { z } from 'zod';
import { MAX_DISTANCE_KM } from '../eway-bills';
import { uuidSchema } from './common';

export const EWAY_MESSAGES = {
  limit: 'The limit must be a whole number of rupees from 0 to 10,00,00,000, or empty when the state asks no e-way bill within it',
  source: 'Say where the limit comes from (the state notification), in 3 to 300 characters',
  stateNotFound: 'No such state in the e-way bill limits',
  chooseOrders: 'Choose at least one order',
  tooManyOrders: 'Generate at most 100 e-way bills at a time',
  vehicle: 'A vehicle number is written as the registration plate, e.g. TN23AB1234',
  distance: `The distance must be a whole number of km from 1 to ${MAX_DISTANCE_KM.toLocaleString('en-IN')}`,
  orderNotFound: 'Order not found',
  notPaid: 'An e-way bill is generated for a paid order that is not yet shipped.',
  notNeeded: 'This consignment is within its limit and needs no e-way bill.',
  noInvoice: 'This order has no tax invoice yet, so its e-way bill cannot be generated.',
  noActiveBill: 'This order has no e-way bill to cancel.',
  booked: 'This order is booked with the courier: cancel the booking before cancelling its e-way bill.',
  cancelReason: 'Choose why the e-way bill is cancelled',
  providerDown: 'The e-way bill system could not be reached. Please try again in a minute.',
} as const;

// ---- the states' limits

export const ewayStateLimitSchema = z.object({
  State: z.string(),
  /** Rupees; null: the state asks no e-way bill for goods moving within it. */
  Limit: z.number().nullable(),
  Source: z.string(),
  UpdatedAt: z.string(),
  /** The seller's own state: the one row the shop's consignments within a state follow. */
  SellerState: z.boolean(),
});
export type EwayStateLimit = z.infer<typeof ewayStateLimitSchema>;
export const ewayStateLimitsAnswer = z.object({ Items: z.array(ewayStateLimitSchema), InterStateLimit: z.number() });

export const ewayStateParam = z.object({ state: z.string().trim().min(2).max(60) });

export const ewayStateLimitBody = z.object({
  Limit: z.number({ error: EWAY_MESSAGES.limit }).int(EWAY_MESSAGES.limit).min(0, EWAY_MESSAGES.limit).max(100_000_000, EWAY_MESSAGES.limit).nullable(),
  Source: z.string({ error: EWAY_MESSAGES.source }).trim().min(3, EWAY_MESSAGES.source).max(300, EWAY_MESSAGES.source),
});
export type EwayStateLimitBody = z.infer<typeof ewayStateLimitBody>;

// ---- the bills

export const ewayBillSchema = z.object({
  /** The portal's 12-digit number. */
  Number: z.string(),
  GeneratedAt: z.string(),
  /** End of the bill's validity (midnight ending its last day); null when the transporter has yet to fill Part B. */
  ValidUntil: z.string().nullable(),
  DistanceKm: z.number(),
  TransporterId: z.string().nullable(),
  VehicleNumber: z.string().nullable(),
  /** The consignment's value, GST included, in rupees. */
  Value: z.number(),
});
export type EwayBill = z.infer<typeof ewayBillSchema>;

/** What the queue and the order detail show of an order's e-way bill. */
export const ewayStatusSchema = z.object({
  /** Whether the consignment is over its limit. */
  Required: z.boolean(),
  /** Why it needs one and has none yet, in the admin's words; null otherwise. */
  Message: z.string().nullable(),
  Bill: ewayBillSchema.nullable(),
});
export type EwayStatus = z.infer<typeof ewayStatusSchema>;

const vehicle = z
  .string()
  .trim()
  .transform((v) => v.replace(/[\s-]/g, '').toUpperCase())
  .pipe(z.string().regex(/^([A-Z]{2}[0-9]{1,2}[A-Z]{0,3}[0-9]{4}|[0-9]{2}BH[0-9]{4}[A-Z]{1,2}|TM[0-9]{6}|DF[0-9]{6}|DC[0-9]{6})$/, EWAY_MESSAGES.vehicle))
  .or(z.literal(''))
  .nullish()
  .transform((v) => (v ? v : undefined));

export const generateEwayBillsBody = z.object({
  Orders: z
    .array(
      z.object({
        OrderId: uuidSchema,
        /** When known; otherwise the transporter fills Part B on the portal. */
        VehicleNumber: vehicle,
        /** Approximate road distance; without it the portal works it out from the pin codes. */
        DistanceKm: z
          .number({ error: EWAY_MESSAGES.distance })
          .int(EWAY_MESSAGES.distance)
          .min(1, EWAY_MESSAGES.distance)
          .max(MAX_DISTANCE_KM, EWAY_MESSAGES.distance)
          .optional(),
      }),
      { error: EWAY_MESSAGES.chooseOrders },
    )
    .min(1, EWAY_MESSAGES.chooseOrders)
    .max(100, EWAY_MESSAGES.tooManyOrders),
});
export type GenerateEwayBillsBody = z.infer<typeof generateEwayBillsBody>;

export const generateEwayBillsAnswer = z.object({
  Results: z.array(
    z.object({
      OrderId: z.string(),
      OrderCode: z.string(),
      Generated: z.boolean(),
      Bill: ewayBillSchema.optional(),
      /** Why none was generated, in the admin's words. */
      Error: z.string().optional(),
    }),
  ),
});

/** The portal's reasons for cancelling a bill (within 24 hours of its generation). */
export const EWAY_CANCEL_REASONS = { Duplicate: 1, OrderCancelled: 2, DataEntryMistake: 3, Other: 4 } as const;
export const cancelEwayBillBody = z.object({
  Reason: z.enum(['Duplicate', 'OrderCancelled', 'DataEntryMistake', 'Other'], { error: EWAY_MESSAGES.cancelReason }),
  Remarks: z.string().trim().max(100).optional(),
});
export type CancelEwayBillBody = z.infer<typeof cancelEwayBillBody>;
