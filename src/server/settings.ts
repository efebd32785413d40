// Every setting the shop reads from its environment, with its default and its check, in one schema;
// config.ts builds the shop's configuration from what it parses.
import { z } from 'zod';
import { PHONE_PATTERN } from '@shared/schemas/common';

const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Every setting the shop reads; .env.example and the table of docs/configuration.md list the same names. */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  DATABASE_PREPARED_STATEMENTS: bool.optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ADMIN_PHONE: z.string().regex(PHONE_PATTERN, 'must be 10 digits starting with 6-9').optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  SEED_DEMO: bool.optional(),
  SMS_PROVIDER: z.enum(['console', 'msg91']).optional(),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'phonepe']).optional(),
  SHIPPING_PROVIDER: z.enum(['table', 'shiprocket']).optional(),
  PINCODE_PROVIDER: z.enum(['offline', 'online']).default('offline'),
  SHOP_PICKUP_PINCODE: z
    .string()
    .regex(/^[1-9][0-9]{5}$/, 'must be a 6-digit pin code')
    .default('632001'),
  PUBLIC_URL: z.string().url().optional(),
  TRUST_PROXY: bool.optional(),
  // Caches in front of the shop (docs/cdn.md): how long a CDN may keep a public page, and serve it stale while it asks again.
  CDN_S_MAXAGE: z.coerce.number().int().min(0).max(31_536_000).default(60),
  CDN_STALE_WHILE_REVALIDATE: z.coerce.number().int().min(0).max(31_536_000).default(60),
  // Where the public addresses a catalogue change touches are POSTed ({"paths": [...]}), and the bearer token sent with them.
  CDN_PURGE_URL: z.string().url().optional(),
  CDN_PURGE_TOKEN: z.string().min(1).optional(),
  // Behind a load balancer: seconds an instance keeps serving after SIGTERM with /readyz at 503 (docs/operations.md, Running several instances).
  DRAIN_SECONDS: z.coerce.number().min(0).max(120).default(0),
  PAYMENT_HOLD_MINUTES: z.coerce.number().positive().default(15),
  PAYMENT_SWEEP_SECONDS: z.coerce.number().positive().default(60),
  // Seconds in which a just-rotated refresh token is accepted once more (a second tab refreshing at the same moment).
  REFRESH_GRACE_SECONDS: z.coerce.number().int().min(0).max(60).default(10),
  // The seller printed on tax invoices: required in production, the demo seller elsewhere.
  SELLER_NAME: z.string().min(1).optional(),
  SELLER_ADDRESS: z.string().min(1).optional(),
  SELLER_GSTIN: z.string().trim().toUpperCase().optional(),
  SELLER_STATE: z.string().min(1).optional(),
  // The Grievance Officer named on the contact page: required in production, the demo officer elsewhere.
  GRIEVANCE_NAME: z.string().trim().min(1).optional(),
  GRIEVANCE_DESIGNATION: z.string().trim().min(1).optional(),
  GRIEVANCE_PHONE: z.string().trim().min(1).optional(),
  GRIEVANCE_EMAIL: z.string().trim().email('must be an e-mail address').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  // Provider credentials: prefixed with the provider's name (docs/configuration.md).
  MSG91_AUTH_KEY: z.string().optional(),
  MSG91_TEMPLATE_ID: z.string().optional(),
  MSG91_BASE_URL: z.string().url().default('https://control.msg91.com'),
  // The DLT template of each order message (docs/order-messages.md); a kind without one is not sent by SMS.
  MSG91_TEMPLATE_ORDER_CONFIRMED: z.string().optional(),
  MSG91_TEMPLATE_ORDER_SHIPPED: z.string().optional(),
  MSG91_TEMPLATE_ORDER_DELIVERED: z.string().optional(),
  MSG91_TEMPLATE_ORDER_CANCELLED: z.string().optional(),
  MSG91_TEMPLATE_RETURN_UPDATED: z.string().optional(),
  MSG91_TEMPLATE_REFUND_PAID: z.string().optional(),
  MSG91_TEMPLATE_COMPLAINT_RECEIVED: z.string().optional(),
  MSG91_TEMPLATE_COMPLAINT_ANSWERED: z.string().optional(),
  MSG91_TEMPLATE_COMPLAINT_RESOLVED: z.string().optional(),
  MSG91_TEMPLATE_REVIEW_REQUEST: z.string().optional(),
  MSG91_TEMPLATE_REVIEW_APPROVED: z.string().optional(),
  MSG91_TEMPLATE_REVIEW_REJECTED: z.string().optional(),
  MSG91_TEMPLATE_BACK_IN_STOCK: z.string().optional(),
  MSG91_TEMPLATE_OUT_FOR_DELIVERY: z.string().optional(),
  MSG91_TEMPLATE_DELIVERY_ATTEMPT_FAILED: z.string().optional(),
  MSG91_TEMPLATE_RETURNED_TO_SELLER: z.string().optional(),
  // How many days after delivery a shopper is asked to review what they received (docs/reviews.md).
  REVIEW_REQUEST_DAYS: z.coerce.number().int().min(1).max(60).default(3),
  // E-mail: an SMTP server (smtp://user:pass@host:587, smtps://...), or unset: mails are written to DATA_DIR/outbox/mail.
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).optional(),
  // false: this instance writes order messages to the outbox but sends none (docs/order-messages.md).
  SEND_ORDER_MESSAGES: bool.optional(),
  PHONEPE_CLIENT_ID: z.string().optional(),
  PHONEPE_CLIENT_SECRET: z.string().optional(),
  PHONEPE_CLIENT_VERSION: z.string().default('1'),
  PHONEPE_BASE_URL: z.string().url().optional(),
  PHONEPE_AUTH_URL: z.string().url().optional(),
  PHONEPE_WEBHOOK_USERNAME: z.string().optional(),
  PHONEPE_WEBHOOK_PASSWORD: z.string().optional(),
  SHIPROCKET_EMAIL: z.string().optional(),
  SHIPROCKET_PASSWORD: z.string().optional(),
  SHIPROCKET_BASE_URL: z.string().url().default('https://apiv2.shiprocket.in'),
  // The pickup address's name in the Shiprocket panel (Settings, Pickup addresses) that parcels are booked from.
  SHIPROCKET_PICKUP_LOCATION: z.string().trim().min(1).default('Primary'),
  // Fulfilment (docs/fulfilment.md): the token the aggregator sends in x-api-key with each tracking update.
  SHIPPING_WEBHOOK_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  // Minutes without news after which a shipment's tracking is asked of the aggregator.
  SHIPMENT_POLL_MINUTES: z.coerce.number().min(1).max(1440).default(120),
  // The offline simulator's clock: minutes between two scans of a parcel; 0 stops it (tests move parcels themselves).
  SHIPPING_SIMULATOR_MINUTES: z.coerce.number().min(0).max(1440).optional(),
  // How many orders a bulk booking sends to the aggregator at once.
  SHIPMENT_BOOKING_CONCURRENCY: z.coerce.number().int().min(1).max(50).default(8),
  PINCODE_ONLINE_URL: z.string().url().default('https://api.postalpincode.in'),
  // E-way bills (docs/e-way-bills.md): the transporter named in Part B, who may fill in the vehicle: the courier aggregator's GSTIN or TRANSIN.
  EWAY_BILL_TRANSPORTER_ID: z.string().trim().toUpperCase().optional(),
  // E-invoicing (docs/e-invoicing.md): B2B invoices registered with the Invoice Registration Portal.
  EINVOICE_ENABLED: bool.optional(),
  EINVOICE_PROVIDER: z.enum(['offline', 'gsp']).default('offline'),
  // The offline portal's RSA private key (PEM) that signs QR codes; unset: one generated into DATA_DIR/secrets.
  EINVOICE_SIGNING_KEY: z.string().min(1).optional(),
  EINVOICE_GSP_URL: z.string().url().optional(),
  EINVOICE_GSP_CLIENT_ID: z.string().optional(),
  EINVOICE_GSP_CLIENT_SECRET: z.string().optional(),
  EINVOICE_GSP_USERNAME: z.string().optional(),
  EINVOICE_GSP_PASSWORD: z.string().optional(),
  // Where uploaded pictures are kept (docs/storage.md): DATA_DIR, or an S3-compatible bucket.
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_SIGNED_URL_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
  ASSET_BASE_URL: z
    .string()
    .regex(/^https?:\/\/[^/]/, 'must be an http:// or https:// address')
    .optional(),
});

export type Env = z.infer<typeof envSchema>;
