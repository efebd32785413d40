// What every service needs, built once per app: configuration, database, providers, clock.
import { setTimeout as delay } from 'node:timers/promises';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { TokenService } from './lib/tokens';
import { CatalogueCache } from './modules/catalogue/catalogue-cache';
import { createSmsProvider, type SmsProvider } from './providers/sms/sms-provider';
import { createPincodeProvider, type PincodeProvider } from './providers/pincode/pincode-provider';
import { createPaymentGateway } from './providers/payment/create-gateway';
import type { PaymentGateway } from './providers/payment/payment-gateway';
import { createShippingProvider } from './providers/shipping/create-provider';
import type { ShippingProvider } from './providers/shipping/shipping-provider';

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
  /** Pin code directory and lookup (docs/pincodes-and-images.md): offline or online. */
  pincodes: PincodeProvider;
  /** Payments: the sandbox (docs/checkout-and-payments.md) or PhonePe. */
  payments: PaymentGateway;
  /** Courier serviceability (docs/shipping.md): the offline table or Shiprocket. */
  shipping: ShippingProvider;
  /** Cached catalogue answers, dropped on every change the database announces. */
  cache: CatalogueCache;
}

export function createContext(config: Config, database: Database, overrides: Partial<AppContext> = {}): AppContext {
  const now = overrides.now ?? (() => new Date());
  return {
    config,
    database,
    db: database.db,
    tokens: new TokenService(config.jwtSecret),
    now,
    sleep: overrides.sleep ?? ((ms) => delay(ms)),
    sms: overrides.sms ?? createSmsProvider(config, now),
    pincodes: overrides.pincodes ?? createPincodeProvider(config),
    payments: overrides.payments ?? createPaymentGateway(config, database.db, now),
    shipping: overrides.shipping ?? createShippingProvider(config, now),
    cache: overrides.cache ?? new CatalogueCache(),
    ...overrides,
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
