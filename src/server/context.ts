// What every service needs, built once per app: configuration, database, providers, clock.
import { setTimeout as delay } from 'node:timers/promises';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { TokenService } from './lib/tokens';
import { CatalogueCache } from './lib/catalogue-cache';
import { SearchIndex, EnglishForms, createCatalogueSearch, type CatalogueSearch } from './modules/catalogue/engine';
import type { SmsProvider } from './providers/sms/sms-provider';
import { createSmsProvider } from './providers/sms/create-provider';
import { createMailProvider, type MailProvider } from './providers/mail/mail-provider';
import type { PincodeProvider } from './providers/pincode/pincode-provider';
import { createPincodeProvider } from './providers/pincode/create-provider';
import { createPaymentGateway } from './providers/payment/create-gateway';
import type { PaymentGateway } from './providers/payment/payment-gateway';
import { createFulfilment, createShippingProvider } from './providers/shipping/create-provider';
import type { Fulfilment } from './providers/shipping/fulfilment';
import type { FulfilmentSimulator } from './providers/shipping/fulfilment-simulator';
import type { ShippingProvider } from './providers/shipping/shipping-provider';
import type { EwayBillProvider } from './providers/eway-bill/eway-bill-provider';
import { createEwayBillProvider } from './providers/eway-bill/create-provider';
import type { EinvoiceProvider } from './providers/einvoice/einvoice-provider';
import { createEinvoiceProvider } from './providers/einvoice/create-provider';
import { createStorage, usePublicAddresses, type Storage } from './lib/storage';
import { offlineGstinVerifier, type GstinVerifier } from './providers/gstin/gstin-verifier';

export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  tokens: TokenService;
  /** The current time; tests replace it to move the clock. */
  now: () => Date;
  /** Waits; tests replace it so that deliberate delays (the sign-in slowdown) cost no time. */
  sleep: (ms: number) => Promise<void>;
  /** SMS delivery: the console outbox (docs/accounts-and-security.md) or MSG91. */
  sms: SmsProvider;
  /** Order e-mails (docs/order-messages.md): SMTP, or .eml files in DATA_DIR/outbox/mail. */
  mail: MailProvider;
  /** Asks for the order messages just committed to be sent now; the sweep sends them otherwise. */
  wakeMessages: () => void;
  /** Pin code directory and lookup (docs/pincodes-and-images.md): offline or online. */
  pincodes: PincodeProvider;
  /** Buyers' GSTINs checked before they are saved (docs/gst-invoices.md): offline, the only one so far. */
  gstin: GstinVerifier;
  /** Payments: the sandbox (docs/checkout-and-payments.md) or PhonePe. */
  payments: PaymentGateway;
  /** Courier serviceability (docs/shipping.md): the offline table or Shiprocket. */
  shipping: ShippingProvider;
  /** Booking, printing and tracking parcels (docs/fulfilment.md): the offline simulator or Shiprocket. */
  fulfilment: Fulfilment;
  /** The offline simulator when it is the one booking: its clock, and the tests' hand on it. */
  simulator?: FulfilmentSimulator;
  /** E-way bills (docs/e-way-bills.md): the offline system that checks and numbers them. */
  ewayBills: EwayBillProvider;
  /** E-invoices (docs/e-invoicing.md): the offline portal, or a GST Suvidha Provider's API. */
  einvoices: EinvoiceProvider;
  /** Uploaded pictures (docs/storage.md): files under DATA_DIR or objects in an S3-compatible bucket. */
  storage: Storage;
  /** Cached catalogue answers, dropped on every change the database announces. */
  cache: CatalogueCache;
  /** The published products' search documents in memory (docs/catalogue.md), read again on every change announced. */
  searchIndex: SearchIndex;
  /** The catalogue's words, filters, counts and orders behind one face (docs/finding-products.md): today the facet index in memory. */
  catalogueSearch: CatalogueSearch;
  /** The english forms of the words shoppers type: known, or guessed and checked by the database (docs/catalogue.md). */
  english: EnglishForms;
}

export function createContext(config: Config, database: Database, overrides: Partial<AppContext> = {}): AppContext {
  const now = overrides.now ?? (() => new Date());
  const storage = overrides.storage ?? createStorage(config);
  const shipping = overrides.shipping ?? createShippingProvider(config, now);
  const booking = overrides.fulfilment
    ? { fulfilment: overrides.fulfilment, simulator: overrides.simulator }
    : createFulfilment(config, database.db, now, shipping);
  usePublicAddresses(storage);
  return {
    config,
    database,
    db: database.db,
    tokens: new TokenService(config.jwtSecret),
    now,
    sleep: overrides.sleep ?? ((ms) => delay(ms)),
    sms: overrides.sms ?? createSmsProvider(config, now),
    mail: overrides.mail ?? createMailProvider(config, now),
    // Nothing until the background jobs run (src/server/jobs.ts): tests send messages themselves.
    wakeMessages: () => {},
    pincodes: overrides.pincodes ?? createPincodeProvider(config),
    gstin: overrides.gstin ?? offlineGstinVerifier,
    payments: overrides.payments ?? createPaymentGateway(config, database.db, now),
    shipping,
    ...booking,
    ewayBills: overrides.ewayBills ?? createEwayBillProvider(config, database.db, now),
    einvoices: overrides.einvoices ?? createEinvoiceProvider(config, database.db, now),
    storage,
    cache: overrides.cache ?? new CatalogueCache(),
    searchIndex: overrides.searchIndex ?? new SearchIndex(database.db),
    english: overrides.english ?? new EnglishForms(),
    catalogueSearch: overrides.catalogueSearch ?? createCatalogueSearch(database.db, now),
    ...overrides,
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

/**
 * What one file of the modules touches of the context, named once at its top (`type Ctx =
 * Uses<'db' | 'now'>`): reading a service tells which parts of the app it reaches, and the compiler
 * holds it to that.
 */
export type Uses<K extends keyof AppContext> = Pick<AppContext, K>;
