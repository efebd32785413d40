// Fulfilment: shipments booked with the shipping aggregator, their labels, scans, failed delivery
// attempts and returns to the seller (docs/fulfilment.md). Shared by the routes and the screens.
import { z } from 'zod';
import { DAY_MESSAGE, PHONE_PATTERN, daySchema, pagingSchema, uuidSchema } from './common';
import { ewayBillSchema, ewayStatusSchema } from './eway-bills';

/** Where a parcel is, in the shop's words; the aggregator's status codes map onto these (docs/fulfilment.md). */
export const SHIPMENT_STATES = [
  'Booked',
  'PickedUp',
  'InTransit',
  'OutForDelivery',
  'Delivered',
  'DeliveryFailed',
  'ReturningToSeller',
  'ReturnedToSeller',
  'RtoReceived',
  'Cancelled',
] as const;
export const shipmentStateSchema = z.enum(SHIPMENT_STATES, { error: 'Unknown shipment state' });
export type ShipmentState = z.infer<typeof shipmentStateSchema>;

/** The admin's words for each state (chips, filters). */
export const SHIPMENT_STATE_LABELS: Record<ShipmentState, string> = {
  Booked: 'Booked',
  PickedUp: 'Picked up',
  InTransit: 'In transit',
  OutForDelivery: 'Out for delivery',
  Delivered: 'Delivered',
  DeliveryFailed: 'Delivery attempted',
  ReturningToSeller: 'Returning to seller',
  ReturnedToSeller: 'Returned',
  RtoReceived: 'Return received',
  Cancelled: 'Cancelled',
};

export const SHIPMENT_MESSAGES = {
  chooseOrders: 'Choose at least one order to book',
  tooManyOrders: 'Book at most 100 orders at a time',
  chooseShipments: 'Choose at least one shipment',
  tooManyShipments: 'Print at most 100 shipments at a time',
  weight: 'Weight must be between 0.05 and 100 kg',
  dimension: 'Each side of the box must be between 1 and 200 cm',
  courier: 'Please choose a courier',
  ndrAction: 'Choose to re-attempt the delivery or return the parcel to the seller',
  attemptChoice: 'Please confirm a new delivery attempt',
  addressLine: 'The address line must be 3 to 200 characters',
  dateInPast: 'Choose a date from today on',
  shipmentNotFound: 'Shipment not found',
  orderNotFound: 'Order not found',
  cannotCancelAfterPickup: 'This parcel has been picked up by the courier, so its booking can no longer be cancelled.',
  alreadyCancelled: 'This booking is already cancelled.',
  noOpenAttempt: 'There is no failed delivery attempt waiting for an answer on this order.',
  notReturned: 'This parcel has not come back to the seller yet, so its receipt cannot be confirmed.',
  alreadyReceived: 'The return of this parcel has already been confirmed.',
  notBookable: 'Only paid orders that are not yet shipped can be booked.',
  parcelWithCourier:
    'The parcel of this order is already with the courier, so the order can no longer be cancelled. It can be refused at the door, or returned once delivered.',
  parcelBeingBooked: 'The parcel of this order is being booked with the courier right now. Please try again in a minute.',
  followsScans: "This order's parcel is booked with the courier: its status follows the courier's scans. Cancel the booking first to ship it another way.",
} as const;

export const packageSchema = z.object({
  WeightKg: z.coerce.number({ error: SHIPMENT_MESSAGES.weight }).min(0.05, SHIPMENT_MESSAGES.weight).max(100, SHIPMENT_MESSAGES.weight),
  LengthCm: z.coerce.number({ error: SHIPMENT_MESSAGES.dimension }).min(1, SHIPMENT_MESSAGES.dimension).max(200, SHIPMENT_MESSAGES.dimension),
  BreadthCm: z.coerce.number({ error: SHIPMENT_MESSAGES.dimension }).min(1, SHIPMENT_MESSAGES.dimension).max(200, SHIPMENT_MESSAGES.dimension),
  HeightCm: z.coerce.number({ error: SHIPMENT_MESSAGES.dimension }).min(1, SHIPMENT_MESSAGES.dimension).max(200, SHIPMENT_MESSAGES.dimension),
});
export type PackageDims = z.infer<typeof packageSchema>;

// ---- the admin's queue and booking

/** Where an order in the ready-to-ship queue stands: never tried, or refused by the last booking. */
export const QUEUE_STATES = ['NotBooked', 'BookingFailed'] as const;
export type QueueState = (typeof QUEUE_STATES)[number];
export const QUEUE_STATE_LABELS: Record<QueueState, string> = { NotBooked: 'Not booked yet', BookingFailed: 'Could not be booked' };

export const shipmentQueueQuery = pagingSchema.extend({
  State: z.enum(QUEUE_STATES, { error: `State is one of ${QUEUE_STATES.join(', ')}` }).optional(),
  Courier: z.string().trim().max(100).optional(),
  From: daySchema.optional(),
  To: daySchema.optional(),
});

export const queueOrderSchema = z.object({
  OrderId: z.string(),
  OrderCode: z.string(),
  OrderDate: z.string(),
  CustomerName: z.string(),
  City: z.string(),
  State: z.string(),
  PinCode: z.string(),
  /** The courier the shopper chose at checkout. */
  CourierName: z.string(),
  /** What the shopper paid for shipping, in rupees. */
  ShippingCost: z.number(),
  Package: packageSchema,
  ItemCount: z.number(),
  Total: z.number(),
  /** Why the last booking of this order failed, in the admin's words; null when never tried or booked. */
  LastError: z.string().nullable(),
  /** Whether the consignment needs an e-way bill before booking, and the one it has (docs/e-way-bills.md). */
  EwayBill: ewayStatusSchema,
});
export type QueueOrder = z.infer<typeof queueOrderSchema>;
export const shipmentQueueAnswer = z.object({ Items: z.array(queueOrderSchema), Total: z.number() });

export const orderIdParam = z.object({ orderId: uuidSchema });
export const shipmentIdParam = z.object({ shipmentId: uuidSchema });

export const courierChoiceSchema = z.object({
  CourierName: z.string(),
  /** What the courier charges the shop, in rupees (before the shop's markup). */
  Cost: z.number(),
  EstimatedDeliveryDays: z.number(),
  /** The courier the shopper chose and paid for. */
  Chosen: z.boolean(),
});
export const courierChoicesAnswer = z.object({ Couriers: z.array(courierChoiceSchema), PaidShipping: z.number() });

export const bookShipmentsBody = z.object({
  Orders: z
    .array(
      z.object({
        OrderId: uuidSchema,
        CourierName: z.string().trim().min(1, SHIPMENT_MESSAGES.courier).max(100).optional(),
        Package: packageSchema.optional(),
      }),
      { error: SHIPMENT_MESSAGES.chooseOrders },
    )
    .min(1, SHIPMENT_MESSAGES.chooseOrders)
    .max(100, SHIPMENT_MESSAGES.tooManyOrders),
});
export type BookShipmentsBody = z.infer<typeof bookShipmentsBody>;

export const scanSchema = z.object({
  /** ISO 8601 moment of the courier's scan. */
  At: z.string(),
  State: shipmentStateSchema,
  /** The aggregator's own status code. */
  Code: z.string(),
  Description: z.string(),
  Location: z.string(),
});
export type Scan = z.infer<typeof scanSchema>;

export const attemptChoiceSchema = z.object({
  Choice: z.enum(['Reattempt', 'ReturnToSeller']),
  Date: z.string().nullable().optional(),
  PhoneNumber: z.string().nullable().optional(),
  AddressLine: z.string().nullable().optional(),
  At: z.string(),
});

export const ndrSchema = z.object({
  /** The courier's reason for the failed attempt. */
  Reason: z.string(),
  Attempts: z.number(),
  OpenedAt: z.string(),
  /** What the shopper asked for through their order page. */
  ShopperChoice: attemptChoiceSchema.nullable(),
  /** What the admin told the courier. */
  AdminAction: attemptChoiceSchema.nullable(),
});

export const rtoSchema = z.object({
  InitiatedAt: z.string(),
  ReceivedAt: z.string().nullable(),
  /** Rupees refunded to the shopper: what they paid less the forward shipping; null until the receipt is confirmed. */
  Refund: z.number().nullable(),
});

export const shipmentSchema = z.object({
  ShipmentId: z.string(),
  OrderId: z.string(),
  OrderCode: z.string(),
  State: shipmentStateSchema,
  CourierName: z.string(),
  Awb: z.string(),
  TrackingUrl: z.string(),
  /** The admin's link to this shipment's label PDF. */
  LabelUrl: z.string(),
  PickupDate: z.string().nullable(),
  ExpectedDeliveryDate: z.string().nullable(),
  BookedAt: z.string(),
  /** What the courier charges the shop, in rupees. */
  Cost: z.number(),
  /** What the shopper paid for shipping, in rupees. */
  PaidShipping: z.number(),
  Package: packageSchema,
  /** Newest first. */
  Scans: z.array(scanSchema),
  Ndr: ndrSchema.nullable(),
  Rto: rtoSchema.nullable(),
  /** The e-way bill the parcel travels with, when its value needs one. */
  EwayBill: ewayBillSchema.nullable(),
});
export type Shipment = z.infer<typeof shipmentSchema>;

export const bookResultSchema = z.object({
  OrderId: z.string(),
  OrderCode: z.string(),
  Booked: z.boolean(),
  Shipment: shipmentSchema.optional(),
  /** Why it could not be booked, in the admin's words. */
  Error: z.string().optional(),
});
export const bookShipmentsAnswer = z.object({ Results: z.array(bookResultSchema) });

export const shipmentsQuery = pagingSchema.extend({
  State: shipmentStateSchema.optional(),
  Courier: z.string().trim().max(100).optional(),
  From: daySchema.optional(),
  To: daySchema.optional(),
});
export const shipmentsAnswer = z.object({ Items: z.array(shipmentSchema), Total: z.number() });
export const actionNeededAnswer = z.object({ Items: z.array(shipmentSchema) });
export const orderShipmentAnswer = shipmentSchema.nullable();

export const shipmentIdsBody = z.object({
  ShipmentIds: z
    .array(uuidSchema, { error: SHIPMENT_MESSAGES.chooseShipments })
    .min(1, SHIPMENT_MESSAGES.chooseShipments)
    .max(100, SHIPMENT_MESSAGES.tooManyShipments),
});

const optionalPhone = z
  .string()
  .trim()
  .regex(PHONE_PATTERN, 'Phone number must be 10 digits and start with 6-9')
  .or(z.literal(''))
  .nullish()
  .transform((v) => (v ? v : undefined));
const optionalAddressLine = z
  .string()
  .trim()
  .min(3, SHIPMENT_MESSAGES.addressLine)
  .max(200, SHIPMENT_MESSAGES.addressLine)
  .or(z.literal(''))
  .nullish()
  .transform((v) => (v ? v : undefined));
const optionalDay = z.iso
  .date({ error: DAY_MESSAGE })
  .or(z.literal(''))
  .nullish()
  .transform((v) => (v ? v : undefined));

export const ndrActionBody = z.object({
  Action: z.enum(['Reattempt', 'ReturnToSeller'], { error: SHIPMENT_MESSAGES.ndrAction }),
  PhoneNumber: optionalPhone,
  AddressLine: optionalAddressLine,
  Date: optionalDay,
});
export type NdrActionBody = z.infer<typeof ndrActionBody>;

// ---- the shopper's side

export const shopperShipmentSchema = z.object({
  CourierName: z.string(),
  Awb: z.string(),
  TrackingUrl: z.string(),
  ExpectedDeliveryDate: z.string().nullable(),
  State: shipmentStateSchema,
  Scans: z.array(scanSchema),
  DeliveryAttempt: z
    .object({
      Reason: z.string(),
      At: z.string(),
      /** The shopper may still ask for a new attempt. */
      CanRespond: z.boolean(),
      Response: attemptChoiceSchema.nullable(),
    })
    .nullable(),
});
export type ShopperShipment = z.infer<typeof shopperShipmentSchema>;
export const shopperShipmentAnswer = shopperShipmentSchema.nullable();

export const deliveryAttemptBody = z.object({
  Choice: z.literal('Reattempt', { error: SHIPMENT_MESSAGES.attemptChoice }),
  Date: optionalDay,
  PhoneNumber: optionalPhone,
  AddressLine: optionalAddressLine,
});
export type DeliveryAttemptBody = z.infer<typeof deliveryAttemptBody>;

// ---- the aggregator's tracking webhook (its own field names)

export const trackingWebhookBody = z
  .object({
    awb: z.union([z.string(), z.number()]).transform(String),
    current_status: z.string().optional(),
    current_status_id: z.coerce.number().optional(),
    shipment_status: z.string().optional(),
    shipment_status_id: z.coerce.number().optional(),
    current_timestamp: z.string().optional(),
    etd: z.string().nullish(),
    scans: z
      .array(
        z
          .object({
            date: z.string(),
            activity: z.string().nullish(),
            location: z.string().nullish(),
            'sr-status': z.union([z.string(), z.number()]).nullish(),
            'sr-status-label': z.string().nullish(),
          })
          .loose(),
      )
      .optional(),
  })
  .loose();
export type TrackingWebhookBody = z.infer<typeof trackingWebhookBody>;
export const trackingWebhookAnswer = z.object({ Status: z.boolean(), Message: z.string() });
