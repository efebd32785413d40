// Configuration is environment variables, parsed and checked once at start.
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { gstinCheckCharacter, gstinProblem } from '@shared/gst';
import { PHONEPE_PAGE_SECONDS, PHONEPE_PRODUCTION } from './phonepe-limits';
import { envSchema, type Env } from './settings';

/** The demo seller on tax invoices outside production (a made-up GSTIN with a valid check character). */
export const DEMO_SELLER = {
  name: 'Swara Audio & Electronics',
  address: 'No. 14, Officers Line, Near Vellore Fort, Vellore, Tamil Nadu 632001',
  gstin: '33ABCDE1234F1Z7',
  state: 'Tamil Nadu',
} as const;

/** The demo Grievance Officer named on the contact page outside production. */
export const DEMO_GRIEVANCE_OFFICER = {
  name: 'Meena Subramanian',
  designation: 'Grievance Officer',
  phone: '+91 94430 12345',
  email: 'grievance@swaraaudio.in',
} as const;

/** The demo SuperAdmin the README documents, used outside production only. */
export const DEMO_ADMIN = { phone: '9876543210', password: 'Admin@12345' } as const;

/** The messages a shopper gets about an order (docs/order-messages.md). */
export type OrderMessageKind =
  | 'OrderConfirmed'
  | 'OrderShipped'
  | 'OrderDelivered'
  | 'OrderCancelled'
  | 'ReturnUpdated'
  | 'RefundPaid'
  | 'ComplaintReceived'
  | 'ComplaintAnswered'
  | 'ComplaintResolved'
  | 'ReviewRequest'
  | 'ReviewApproved'
  | 'ReviewRejected'
  | 'BackInStock'
  | 'OutForDelivery'
  | 'DeliveryAttemptFailed'
  | 'ReturnedToSeller';

/** PhonePe's settings (docs/configuration.md): the client's credentials, its addresses and the webhook's username and password. */
export interface PhonePeSettings {
  clientId: string;
  clientSecret: string;
  clientVersion: string;
  /** e.g. https://api.phonepe.com/apis/pg (production) or https://api-preprod.phonepe.com/apis/pg-sandbox */
  baseUrl: string;
  /** e.g. https://api.phonepe.com/apis/identity-manager; the sandbox uses baseUrl for both. */
  authUrl: string;
  webhookUsername?: string;
  webhookPassword?: string;
}

export interface Config {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** Whether the busiest statements are prepared on each PostgreSQL connection (off behind a pooler that cannot keep them). */
  preparedStatements: boolean;
  /** PostgreSQL connections each instance keeps open (DATABASE_POOL_SIZE). */
  poolSize: number;
  jwtSecret: string;
  admin?: { phone: string; password: string };
  seedDemo: boolean;
  /** Each outside service's provider with its own settings, which exist exactly when it is the one chosen. */
  sms: { provider: 'console' } | { provider: 'msg91'; baseUrl: string; authKey: string; templateId: string };
  payment: { provider: 'sandbox' } | ({ provider: 'phonepe' } & PhonePeSettings);
  shipping:
    { provider: 'table'; simulatorMinutes: number } | { provider: 'shiprocket'; baseUrl: string; email: string; password: string; pickupLocation: string };
  /** Fulfilment (docs/fulfilment.md): the webhook's token, the poll's quiet time, the bulk booking's width. */
  fulfilment: { webhookToken?: string; pollMinutes: number; bookingConcurrency: number };
  /** E-way bills (docs/e-way-bills.md): the transporter's GSTIN or TRANSIN put on each bill, when set. */
  ewayBill: { transporterId?: string };
  /**
   * E-invoicing (docs/e-invoicing.md): whether B2B invoices are registered with the Invoice
   * Registration Portal, and through whom: the offline portal, or a GST Suvidha Provider's API.
   */
  einvoice:
    | { enabled: boolean; provider: 'offline'; signingKey?: string }
    | { enabled: boolean; provider: 'gsp'; gsp: { baseUrl: string; clientId: string; clientSecret: string; username: string; password: string } };
  pincode: { provider: 'offline' } | { provider: 'online'; baseUrl: string };
  /** Where uploaded pictures are kept (docs/storage.md): files under DATA_DIR, or an S3-compatible bucket. */
  storage:
    | { provider: 'local' }
    | {
        provider: 's3';
        bucket: string;
        region: string;
        /** An S3-compatible service (MinIO, Cloudflare R2): addressed path-style. Unset: Amazon S3. */
        endpoint?: string;
        /** Unset: the AWS SDK's usual credentials (environment, profile, instance role). */
        credentials?: { accessKeyId: string; secretAccessKey: string };
        /** A CDN in front of the bucket, without a trailing slash; public pictures are addressed there. */
        assetBaseUrl?: string;
        /** How long a private photo's signed bucket address is good for. */
        signedUrlSeconds: number;
      };
  pickupPinCode: string;
  /**
   * The shop's address as shoppers reach it, without a trailing slash: every address a shopper or a
   * search engine is sent to (the payment gateway's return address, canonical links, link previews,
   * the sitemap) starts with it, never with a request's Host header. PUBLIC_URL; required in
   * production, http://HOST:PORT elsewhere.
   */
  publicUrl: string;
  /** Behind a reverse proxy: take the client address from X-Forwarded-For (per-address limits). */
  trustProxy: boolean;
  /**
   * Caches in front of the shop (docs/cdn.md): public pages and catalogue answers may be kept by a
   * shared cache for `sMaxAge` seconds and served stale for `staleWhileRevalidate` more; the public
   * addresses a catalogue change touches are POSTed to `purgeUrl` when it is set.
   */
  cdn: { sMaxAge: number; staleWhileRevalidate: number; purgeUrl?: string; purgeToken?: string };
  /**
   * After SIGTERM, how long the instance goes on serving with /readyz answering 503, so that a load
   * balancer checking readiness stops sending before the instance closes.
   */
  drainSeconds: number;
  paymentHoldMinutes: number;
  /**
   * How long after a refresh token was exchanged the same token is accepted once more, answered with the
   * same new pair (docs/accounts-and-security.md); 0 turns the grace off.
   */
  refreshGraceSeconds: number;
  /** How often the background sweep checks pending payments, expires unpaid orders and retries refunds. */
  paymentSweepSeconds: number;
  seller: { name: string; address: string; gstin: string; state: string };
  /** The Grievance Officer a shopper can complain to, named on the contact page. */
  grievanceOfficer: { name: string; designation: string; phone: string; email: string };
  logLevel: Env['LOG_LEVEL'];
  /** The bearer token /metrics asks for; unset, /metrics answers 404. */
  metricsToken?: string;
  /** Order e-mails: through SMTP_URL, or written to DATA_DIR/outbox/mail without it. */
  mail: { smtpUrl?: string; from: string };
  /**
   * Whether this instance sends order messages. Off, they still go into the outbox with their change
   * and wait there for an instance that sends (a copy of real data that must not reach real shoppers).
   */
  sendOrderMessages: boolean;
  /** MSG91 DLT template ids of the order messages, by kind. */
  smsTemplates: Record<OrderMessageKind, string | undefined>;
  /** Days after delivery before the review request goes out. */
  reviewRequestDays: number;
}

export class ConfigError extends Error {}

/** Parses the environment; throws ConfigError naming the first wrong variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const input: Record<string, string> = {};
  for (const [k, v] of Object.entries(source)) if (v !== undefined && v !== '') input[k] = v;
  const parsed = envSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue.path[0]);
    // Rules without a message of their own already name the variable ("PORT must be a number").
    throw new ConfigError(`Configuration error: ${issue.message.startsWith(name) ? issue.message : `${name} ${issue.message}`}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const dataDir = path.resolve(e.DATA_DIR);

  if (isProduction) {
    if (!e.JWT_SECRET) throw new ConfigError('Configuration error: JWT_SECRET is required in production');
    if (!e.ADMIN_PHONE) throw new ConfigError('Configuration error: ADMIN_PHONE is required in production');
    if (!e.ADMIN_PASSWORD) throw new ConfigError('Configuration error: ADMIN_PASSWORD is required in production');
    if (e.PAYMENT_PROVIDER === 'sandbox') throw new ConfigError('Configuration error: PAYMENT_PROVIDER sandbox is refused in production');
    // No made-up identity on a real invoice, and no offline rate table unless it is chosen.
    for (const name of ['SELLER_NAME', 'SELLER_ADDRESS', 'SELLER_GSTIN', 'SELLER_STATE'] as const) {
      if (!e[name]) throw new ConfigError(`Configuration error: ${name} is required in production (it is printed on tax invoices)`);
    }
    // A shopper's complaint must reach a real person.
    for (const name of ['GRIEVANCE_NAME', 'GRIEVANCE_DESIGNATION', 'GRIEVANCE_PHONE', 'GRIEVANCE_EMAIL'] as const) {
      if (!e[name]) throw new ConfigError(`Configuration error: ${name} is required in production (the contact page names the Grievance Officer)`);
    }
    if (!e.SHIPPING_PROVIDER)
      throw new ConfigError('Configuration error: SHIPPING_PROVIDER is required in production: shiprocket, or table for the offline rate table');
    // A request's Host header is whatever the sender wrote: never the start of an address a shopper is sent to.
    if (!e.PUBLIC_URL)
      throw new ConfigError(
        'Configuration error: PUBLIC_URL is required in production: the address shoppers use, e.g. https://swaraaudio.in (payment return addresses, canonical links and the sitemap start with it)',
      );
  }
  const seller = {
    name: e.SELLER_NAME ?? DEMO_SELLER.name,
    address: e.SELLER_ADDRESS ?? DEMO_SELLER.address,
    gstin: e.SELLER_GSTIN ?? DEMO_SELLER.gstin,
    state: e.SELLER_STATE ?? DEMO_SELLER.state,
  };
  const gstinWrong = gstinProblem(seller.gstin, seller.state);
  if (gstinWrong) throw new ConfigError(`Configuration error: SELLER_GSTIN ${gstinWrong}`);
  const refuse = (message: string): never => {
    throw new ConfigError(`Configuration error: ${message}`);
  };
  const payment: Config['payment'] =
    (e.PAYMENT_PROVIDER ?? (isProduction ? 'phonepe' : 'sandbox')) === 'sandbox'
      ? { provider: 'sandbox' }
      : {
          provider: 'phonepe',
          clientId: e.PHONEPE_CLIENT_ID ?? refuse('PHONEPE_CLIENT_ID and PHONEPE_CLIENT_SECRET are required for PAYMENT_PROVIDER phonepe'),
          clientSecret: e.PHONEPE_CLIENT_SECRET ?? refuse('PHONEPE_CLIENT_ID and PHONEPE_CLIENT_SECRET are required for PAYMENT_PROVIDER phonepe'),
          clientVersion: e.PHONEPE_CLIENT_VERSION,
          baseUrl: e.PHONEPE_BASE_URL ?? PHONEPE_PRODUCTION.baseUrl,
          // PhonePe's sandbox answers both at one address.
          authUrl: e.PHONEPE_AUTH_URL ?? e.PHONEPE_BASE_URL ?? PHONEPE_PRODUCTION.authUrl,
          webhookUsername: e.PHONEPE_WEBHOOK_USERNAME,
          webhookPassword: e.PHONEPE_WEBHOOK_PASSWORD,
        };
  // PhonePe keeps a payment page open at least 5 minutes: a shorter hold would let it take a
  // payment for an order whose stock had gone back (docs/checkout-and-payments.md).
  if (payment.provider === 'phonepe' && e.PAYMENT_HOLD_MINUTES * 60 < PHONEPE_PAGE_SECONDS.shortest) {
    refuse(
      `PAYMENT_HOLD_MINUTES must be at least ${PHONEPE_PAGE_SECONDS.shortest / 60} with PAYMENT_PROVIDER phonepe (PhonePe keeps its payment page open that long)`,
    );
  }
  const sms: Config['sms'] =
    (e.SMS_PROVIDER ?? (isProduction ? 'msg91' : 'console')) === 'console'
      ? { provider: 'console' }
      : {
          provider: 'msg91',
          baseUrl: e.MSG91_BASE_URL,
          authKey: e.MSG91_AUTH_KEY ?? refuse('MSG91_AUTH_KEY and MSG91_TEMPLATE_ID are required for SMS_PROVIDER msg91'),
          templateId: e.MSG91_TEMPLATE_ID ?? refuse('MSG91_AUTH_KEY and MSG91_TEMPLATE_ID are required for SMS_PROVIDER msg91'),
        };
  const shipping: Config['shipping'] =
    (e.SHIPPING_PROVIDER ?? 'table') === 'table'
      ? { provider: 'table', simulatorMinutes: e.SHIPPING_SIMULATOR_MINUTES ?? (e.NODE_ENV === 'development' ? 2 : 0) }
      : {
          provider: 'shiprocket',
          baseUrl: e.SHIPROCKET_BASE_URL,
          pickupLocation: e.SHIPROCKET_PICKUP_LOCATION,
          email: e.SHIPROCKET_EMAIL ?? refuse('SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD are required for SHIPPING_PROVIDER shiprocket'),
          password: e.SHIPROCKET_PASSWORD ?? refuse('SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD are required for SHIPPING_PROVIDER shiprocket'),
        };
  const pincode: Config['pincode'] = e.PINCODE_PROVIDER === 'online' ? { provider: 'online', baseUrl: e.PINCODE_ONLINE_URL } : { provider: 'offline' };
  const storage = storageOf(e, refuse);
  if (e.EWAY_BILL_TRANSPORTER_ID && !/^[0-9]{2}[A-Z0-9]{10}[1-9A-Z][A-Z][0-9A-Z]$/.test(e.EWAY_BILL_TRANSPORTER_ID))
    refuse("EWAY_BILL_TRANSPORTER_ID must be the transporter's 15-character GSTIN or TRANSIN");
  if (e.EWAY_BILL_TRANSPORTER_ID && gstinCheckCharacter(e.EWAY_BILL_TRANSPORTER_ID.slice(0, 14)) !== e.EWAY_BILL_TRANSPORTER_ID[14])
    refuse('EWAY_BILL_TRANSPORTER_ID has a wrong check character (its last character): check it for a typing error');
  const einvoice = einvoiceOf(e, isProduction, refuse);

  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    preparedStatements: e.DATABASE_PREPARED_STATEMENTS ?? true,
    poolSize: e.DATABASE_POOL_SIZE,
    jwtSecret: e.JWT_SECRET ?? localSecret(dataDir),
    admin:
      e.ADMIN_PHONE && e.ADMIN_PASSWORD
        ? { phone: e.ADMIN_PHONE, password: e.ADMIN_PASSWORD }
        : isProduction
          ? undefined
          : { phone: e.ADMIN_PHONE ?? DEMO_ADMIN.phone, password: e.ADMIN_PASSWORD ?? DEMO_ADMIN.password },
    seedDemo: e.SEED_DEMO ?? !isProduction,
    sms,
    payment,
    shipping,
    fulfilment: { webhookToken: e.SHIPPING_WEBHOOK_TOKEN, pollMinutes: e.SHIPMENT_POLL_MINUTES, bookingConcurrency: e.SHIPMENT_BOOKING_CONCURRENCY },
    ewayBill: { transporterId: e.EWAY_BILL_TRANSPORTER_ID },
    einvoice,
    pincode,
    storage,
    pickupPinCode: e.SHOP_PICKUP_PINCODE,
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, '') ?? localUrl(e.HOST, e.PORT),
    trustProxy: e.TRUST_PROXY ?? false,
    cdn: { sMaxAge: e.CDN_S_MAXAGE, staleWhileRevalidate: e.CDN_STALE_WHILE_REVALIDATE, purgeUrl: e.CDN_PURGE_URL, purgeToken: e.CDN_PURGE_TOKEN },
    drainSeconds: e.DRAIN_SECONDS,
    paymentHoldMinutes: e.PAYMENT_HOLD_MINUTES,
    refreshGraceSeconds: e.REFRESH_GRACE_SECONDS,
    paymentSweepSeconds: e.PAYMENT_SWEEP_SECONDS,
    seller,
    grievanceOfficer: {
      name: e.GRIEVANCE_NAME ?? DEMO_GRIEVANCE_OFFICER.name,
      designation: e.GRIEVANCE_DESIGNATION ?? DEMO_GRIEVANCE_OFFICER.designation,
      phone: e.GRIEVANCE_PHONE ?? DEMO_GRIEVANCE_OFFICER.phone,
      email: e.GRIEVANCE_EMAIL ?? DEMO_GRIEVANCE_OFFICER.email,
    },
    logLevel: e.LOG_LEVEL,
    metricsToken: e.METRICS_TOKEN,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM ?? `"${seller.name}" <orders@${e.PUBLIC_URL ? new URL(e.PUBLIC_URL).hostname : 'localhost'}>` },
    sendOrderMessages: e.SEND_ORDER_MESSAGES ?? true,
    smsTemplates: {
      OrderConfirmed: e.MSG91_TEMPLATE_ORDER_CONFIRMED,
      OrderShipped: e.MSG91_TEMPLATE_ORDER_SHIPPED,
      OrderDelivered: e.MSG91_TEMPLATE_ORDER_DELIVERED,
      OrderCancelled: e.MSG91_TEMPLATE_ORDER_CANCELLED,
      ReturnUpdated: e.MSG91_TEMPLATE_RETURN_UPDATED,
      RefundPaid: e.MSG91_TEMPLATE_REFUND_PAID,
      ComplaintReceived: e.MSG91_TEMPLATE_COMPLAINT_RECEIVED,
      ComplaintAnswered: e.MSG91_TEMPLATE_COMPLAINT_ANSWERED,
      ComplaintResolved: e.MSG91_TEMPLATE_COMPLAINT_RESOLVED,
      ReviewRequest: e.MSG91_TEMPLATE_REVIEW_REQUEST,
      ReviewApproved: e.MSG91_TEMPLATE_REVIEW_APPROVED,
      ReviewRejected: e.MSG91_TEMPLATE_REVIEW_REJECTED,
      BackInStock: e.MSG91_TEMPLATE_BACK_IN_STOCK,
      OutForDelivery: e.MSG91_TEMPLATE_OUT_FOR_DELIVERY,
      DeliveryAttemptFailed: e.MSG91_TEMPLATE_DELIVERY_ATTEMPT_FAILED,
      ReturnedToSeller: e.MSG91_TEMPLATE_RETURNED_TO_SELLER,
    },
    reviewRequestDays: e.REVIEW_REQUEST_DAYS,
  };
}

/** The e-invoicing settings: the GSP's exist exactly when it is the provider chosen. */
function einvoiceOf(e: Env, isProduction: boolean, refuse: (message: string) => never): Config['einvoice'] {
  const enabled = e.EINVOICE_ENABLED ?? false;
  if (e.EINVOICE_PROVIDER === 'offline') {
    // An offline IRN is not the portal's: no real invoice may carry one.
    if (enabled && isProduction)
      refuse(
        'EINVOICE_PROVIDER offline is refused in production with EINVOICE_ENABLED (its IRNs are not registered with the portal): set EINVOICE_PROVIDER gsp',
      );
    return { enabled, provider: 'offline', signingKey: e.EINVOICE_SIGNING_KEY };
  }
  const need =
    'EINVOICE_GSP_URL, EINVOICE_GSP_CLIENT_ID, EINVOICE_GSP_CLIENT_SECRET, EINVOICE_GSP_USERNAME and EINVOICE_GSP_PASSWORD are required for EINVOICE_PROVIDER gsp';
  return {
    enabled,
    provider: 'gsp',
    gsp: {
      baseUrl: (e.EINVOICE_GSP_URL ?? refuse(need)).replace(/\/+$/, ''),
      clientId: e.EINVOICE_GSP_CLIENT_ID ?? refuse(need),
      clientSecret: e.EINVOICE_GSP_CLIENT_SECRET ?? refuse(need),
      username: e.EINVOICE_GSP_USERNAME ?? refuse(need),
      password: e.EINVOICE_GSP_PASSWORD ?? refuse(need),
    },
  };
}

/** The storage settings, each present exactly when STORAGE names the kind that reads it. */
function storageOf(e: Env, refuse: (message: string) => never): Config['storage'] {
  if (e.STORAGE === 'local') {
    const stray = (['S3_BUCKET', 'S3_ENDPOINT', 'ASSET_BASE_URL'] as const).find((name) => e[name]);
    if (stray) refuse(`${stray} is read only with STORAGE s3; with STORAGE local (the default) pictures are kept under DATA_DIR`);
    return { provider: 'local' };
  }
  const bucket = e.S3_BUCKET ?? refuse('S3_BUCKET is required for STORAGE s3: the bucket that keeps product images, banners, return and review photos');
  if (!!e.S3_ACCESS_KEY_ID !== !!e.S3_SECRET_ACCESS_KEY) {
    refuse("S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together; set neither to use the AWS SDK's usual credentials (environment, profile, instance role)");
  }
  const endpoint = e.S3_ENDPOINT?.replace(/\/+$/, '');
  return {
    provider: 's3',
    bucket,
    region:
      e.S3_REGION ??
      (endpoint ? 'us-east-1' : refuse('S3_REGION is required for STORAGE s3 on Amazon S3 (e.g. ap-south-1); with S3_ENDPOINT it may be left unset')),
    endpoint,
    credentials: e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY } : undefined,
    assetBaseUrl: e.ASSET_BASE_URL?.replace(/\/+$/, ''),
    signedUrlSeconds: e.S3_SIGNED_URL_SECONDS,
  };
}

/** The shop's own address outside production: http://HOST:PORT, with localhost for a wildcard address (0.0.0.0, ::). */
function localUrl(host: string, port: number): string {
  const name = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/** Outside production the JWT key is generated once and kept in DATA_DIR (docs/configuration.md). */
function localSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secrets', 'jwt.key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  } catch (err) {
    // Another instance wrote it first: use theirs.
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  return readFileSync(file, 'utf8').trim();
}
