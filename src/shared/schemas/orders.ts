// Orders, payments and shipping (docs/checkout-and-payments.md, docs/orders.md, docs/shipping.md).
import { z } from 'zod';
import { idSchema, uuidSchema } from './common';
import { ORDER_CHARGES, type OrderCharge } from '../order-charges';
import { ADMIN_ORDER_MESSAGES, CHECKOUT_MESSAGES, PAYMENT_REFUND_MESSAGES } from '../messages';
import { buyerBusinessSchema } from './business';
import { postalAddressFields } from './accounts';

export { CHECKOUT_MESSAGES, ADMIN_ORDER_MESSAGES, PAYMENT_REFUND_MESSAGES };

export const orderStatusSchema = z.enum(['Pending', 'Ordered', 'Shipped', 'Delivered', 'Completed', 'Failed', 'Cancelled']);
export type OrderStatusName = z.infer<typeof orderStatusSchema>;
/** The configured order statuses, each with its place in the sequence (0: outside it). */
export const orderStatusListSchema = z.array(z.object({ Id: z.number().int(), Name: orderStatusSchema, SeqId: z.number().int() }));

export const shippingOption = z.object({
  courier_name: z.string(),
  /** Rupees shown to the shopper: courier rate + 20 %, rounded up to the next 10. */
  rate: z.number(),
  rating: z.number(),
  is_surface: z.boolean(),
  estimated_delivery_days: z.number(),
  estimated_delivery_date: z.string(),
});
export type ShippingOption = z.infer<typeof shippingOption>;
export const shippingOptionsQuery = z.object({ AddressId: idSchema });

export const paymentInitiateBody = z.object({
  CartId: z.string().uuid('Cart is empty'),
  ShippingAddressId: idSchema,
  CourierName: z.string().trim().min(1, 'Please choose a shipping partner').max(100),
  ShippingCost: z.coerce.number().min(0).max(1_000_000),
  /** "Use a GST invoice": one of the shopper's saved businesses, named on the tax invoice (docs/gst-invoices.md). */
  BusinessDetailsId: idSchema.nullish(),
});
export type PaymentInitiateBody = z.infer<typeof paymentInitiateBody>;
export const paymentInitiateAnswer = z.object({
  Status: z.boolean(),
  redirectUrl: z.string().nullable(),
  Message: z.string(),
  OrderId: z.string().optional(),
  TransactionId: z.string().optional(),
});
export type PaymentInitiateAnswer = z.infer<typeof paymentInitiateAnswer>;

export const paymentState = z.enum(['COMPLETED', 'FAILED', 'PENDING']);
export const paymentValidateAnswer = z.object({
  state: paymentState,
  orderCode: z.string(),
  paymentOrderId: z.string(),
  /** Paise (the business constants: divided by 100 for display). */
  amount: z.number(),
  orderId: z.string(),
  transactionId: z.string(),
  /** Set when this payment is given back in full (it came after the order was paid, cancelled or could no longer be placed): why. */
  Notice: z.string().nullable(),
});
export type PaymentValidation = z.infer<typeof paymentValidateAnswer>;

/** The delivery address as the order keeps it (a copy of the saved address at checkout), and as its answers show it. */
export const deliveryAddressSchema = z.object({
  FirstName: z.string(),
  LastName: z.string(),
  ...postalAddressFields,
  PhoneNumber: z.string(),
});
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>;

export const orderItemSchema = z.object({
  Id: z.number(),
  ProductId: z.number().nullable(),
  VariantId: z.number().nullable(),
  ProductCode: z.string(),
  ProductName: z.string(),
  VariantName: z.string(),
  ProductLocation: z.string(),
  Quantity: z.number(),
  Price: z.number(),
  /** Price × Quantity, before the coupon. */
  TotalPrice: z.number(),
  /** This line's share of the coupon discount; the line was paid TotalPrice - Discount. */
  Discount: z.number(),
  ItemImage: z.object({ FilePath: z.string(), FileName: z.string() }).nullable(),
});

export const statusHistorySchema = z.object({
  FromStatus: z.string().nullable(),
  ToStatus: z.string(),
  ChangedAt: z.string(),
  ChangedBy: z.string().nullable(),
  Actor: z.string(),
  Note: z.string().nullable(),
});

/** Each charge of an order in rupees, a field per entry of ORDER_CHARGES (ShippingCost). */
const chargeFields = Object.fromEntries(ORDER_CHARGES.map((c) => [c.answerField, z.number()])) as { [C in OrderCharge as C['answerField']]: z.ZodNumber };

export const orderSchema = z.object({
  OrderId: z.string(),
  OrderCode: z.string(),
  OrderDate: z.string(),
  Status: orderStatusSchema,
  /** Items total in rupees before any coupon; the order total is TotalAmount - Discount + its charges (orderTotal). */
  TotalAmount: z.number(),
  /** The coupon's discount in rupees (0 without one), and its code. */
  Discount: z.number(),
  CouponCode: z.string().nullable(),
  ...chargeFields,
  CourierName: z.string(),
  TrackingNumber: z.string().nullable(),
  ShippedDate: z.string().nullable(),
  DeliveredDate: z.string().nullable(),
  DeliveryAddress: deliveryAddressSchema,
  /** The buyer's business named on the tax invoice (a GST invoice for a registered business); null for a consumer's order. */
  BuyerBusiness: buyerBusinessSchema.nullable(),
  Payment: z.object({
    PaymentStatus: z.enum(['Pending', 'Completed', 'Failed']),
    PaymentOrderId: z.string().nullable(),
    TransactionId: z.string().nullable(),
    RefundStatus: z.string().nullable(),
  }),
  Items: z.array(orderItemSchema),
  InvoiceNumber: z.string().nullable(),
  /** For an order never placed (expired or cancelled unpaid): where its items went, said to the shopper. */
  Notice: z.string().nullable(),
  CustomerName: z.string().optional(),
  CustomerPhone: z.string().optional(),
  History: z.array(statusHistorySchema).optional(),
});
export type Order = z.infer<typeof orderSchema>;

export const trackingStepSchema = z.object({
  Status: z.enum(['done', 'current', 'upcoming', 'cancelled']),
  Label: z.string(),
  Description: z.string(),
});
export type TrackingStep = z.infer<typeof trackingStepSchema>;

export const orderIdParams = z.object({ orderId: uuidSchema });
export const transactionIdParams = z.object({ transactionId: z.string().trim().min(1).max(64) });

const optionalText = z
  .string()
  .trim()
  .max(100)
  .nullish()
  .transform((v) => (v ? v : null));
/** A day (YYYY-MM-DD) or a moment (ISO 8601 with its offset); empty or left out, null. */
const optionalDate = z
  .union([z.iso.datetime({ offset: true }), z.iso.date(), z.literal('')], { error: 'Invalid date' })
  .nullish()
  .transform((v) => (v ? new Date(v) : null));

/** PATCH /order/{orderId}/status: the customer's cancel, or an admin's update (empty values null). */
export const statusUpdateBody = z.object({
  OrderId: uuidSchema.optional(),
  Status: orderStatusSchema,
  TrackingId: optionalText,
  CourierName: optionalText,
  ShippedDate: optionalDate,
  DeliveredDate: optionalDate,
});
/** Its answer; Notice says where the items of a cancelled unpaid order went (or null). */
export const statusUpdateAnswer = z.object({ Status: z.literal(true), Message: z.string(), Notice: z.string().nullable() });
/** The admin's order list by status: All, or one status, written in any letter case. */
export const ADMIN_ORDER_FILTERS = ['All', ...orderStatusSchema.options] as const;
export const adminOrdersParams = z.object({
  status: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().charAt(0).toUpperCase() + v.trim().slice(1).toLowerCase() : v),
    z.enum(ADMIN_ORDER_FILTERS, { error: 'Unknown order status' }),
  ),
});

export const adminOrderRow = z.object({
  OrderId: z.string(),
  OrderCode: z.string(),
  OrderDate: z.string(),
  CustomerName: z.string(),
  PhoneNumber: z.string(),
  CourierName: z.string(),
  TrackingNumber: z.string().nullable(),
  TotalAmount: z.number(),
  Discount: z.number(),
  ...chargeFields,
  /** What the shopper pays: TotalAmount - Discount + its charges (orderTotal). */
  Total: z.number(),
  Status: orderStatusSchema,
  PaymentStatus: z.string(),
  /** What was paid back and confirmed by the gateway: refunds of returns, or of the whole payment on cancelling. */
  Refunded: z.number(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRow>;
