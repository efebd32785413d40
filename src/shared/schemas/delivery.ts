// The product page's delivery estimate (docs/shipping.md, "Delivery estimate on the product page").
import { z } from 'zod';
import { idSchema, pinCodeSchema } from './common';

export const DELIVERY_MAX_QUANTITY = 100;

export const deliveryEstimateQuery = z.object({
  PinCode: pinCodeSchema,
  VariantId: idSchema,
  Quantity: z.coerce
    .number({ error: 'Invalid Quantity' })
    .int('Invalid Quantity')
    .min(1, 'Invalid Quantity')
    .max(DELIVERY_MAX_QUANTITY, `Quantity must be at most ${DELIVERY_MAX_QUANTITY}`)
    .default(1),
});

export const deliveryEstimateAnswer = z.object({
  PinCode: z.string(),
  /** The pin code's district and state. */
  Place: z.object({ District: z.string(), State: z.string() }),
  /** False when no courier serves the pin code; Message then says so, and the fields below are null. */
  Deliverable: z.boolean(),
  Message: z.string().nullable(),
  /** Kilograms quoted: the larger of metrix and product weight, times the quantity. */
  WeightKg: z.number(),
  /** The cheapest shipping charge in rupees (as checkout shows it) and its courier. */
  ShippingCharge: z.number().nullable(),
  CourierName: z.string().nullable(),
  /** yyyy-mm-dd, India time: the courier's estimate plus the shop's processing days. */
  EarliestDate: z.string().nullable(),
  LatestDate: z.string().nullable(),
  /** "Thu, 3 Dec – Mon, 7 Dec". */
  DateRange: z.string().nullable(),
});
export type DeliveryEstimate = z.infer<typeof deliveryEstimateAnswer>;

/** The refusal when no courier serves a pin code. */
export const notDeliverableMessage = (pinCode: string) => `This product cannot be delivered to ${pinCode}.`;
