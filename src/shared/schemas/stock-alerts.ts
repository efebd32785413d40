// "Notify me" when a sold-out variant is back (docs/stock-alerts.md).
import { z } from 'zod';
import { idSchema, otpSchema, phoneSchema } from './common';
import { optionalEmailSchema } from './accounts';

export const STOCK_ALERT_MESSAGES = {
  targetRequired: 'Give a phone number or an e-mail address to be told',
  otpRequired: 'Please enter the OTP sent to your phone',
  inStock: 'This item is in stock; you can order it now',
  variantNotFound: 'Product not found',
  created: "We'll let you know as soon as it is back in stock",
  alreadyWaiting: 'You will already be told when it is back in stock',
  cancelled: 'You will no longer be told about this item',
  alertNotFound: 'Alert not found',
  alreadySent: 'This alert has already been sent',
} as const;

/**
 * The call's fields. The server reads the body with these and refuses a body with neither phone nor
 * e-mail itself, after the variant is found, so that a variant that names nothing answers 404.
 */
export const stockAlertFields = z.object({
  VariantId: idSchema,
  PhoneNumber: phoneSchema.optional(),
  Email: optionalEmailSchema,
  /** A guest's phone is confirmed by an OTP sent to it first. */
  Otp: otpSchema.optional(),
});
export type StockAlertFields = z.infer<typeof stockAlertFields>;
export const stockAlertBody = stockAlertFields.refine((b) => Boolean(b.PhoneNumber) || Boolean(b.Email), {
  message: STOCK_ALERT_MESSAGES.targetRequired,
  path: ['PhoneNumber'],
});

export const stockAlertParams = z.object({ alertId: idSchema });

export const stockAlertSchema = z.object({
  Id: z.number(),
  VariantId: z.number(),
  ProductId: z.number(),
  ProductName: z.string(),
  VariantTitle: z.string(),
  Status: z.enum(['Waiting', 'Sent', 'Cancelled']),
  PhoneNumber: z.string().nullable(),
  Email: z.string().nullable(),
  CreatedAt: z.string(),
  SentAt: z.string().nullable(),
});
export type StockAlert = z.infer<typeof stockAlertSchema>;
export const myStockAlertsAnswer = z.object({ Items: z.array(stockAlertSchema) });

/** POST public/stock-alerts: asking again while an alert waits is no error (AlreadyWaiting). */
export const stockAlertAnswer = z.object({ Status: z.literal(true), Message: z.string(), AlreadyWaiting: z.boolean() });
export type StockAlertAnswer = z.infer<typeof stockAlertAnswer>;
export const cancelStockAlertAnswer = z.object({ Status: z.literal(true), Message: z.string() });

/** The admin's count of waiting alerts, per variant that has any. */
export const waitingStockAlertsAnswer = z.object({ Items: z.array(z.object({ VariantId: z.number(), Waiting: z.number() })) });
export type WaitingStockAlerts = z.infer<typeof waitingStockAlertsAnswer>;
