import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { PaymentGateway } from './payment-gateway';
import { PhonePeGateway } from './phonepe-gateway';
import { SandboxGateway } from './sandbox-gateway';

const PHONEPE_PRODUCTION = { baseUrl: 'https://api.phonepe.com/apis/pg', authUrl: 'https://api.phonepe.com/apis/identity-manager' };

export function createPaymentGateway(config: Config, db: Db, now: () => Date): PaymentGateway {
  if (config.paymentProvider === 'sandbox') return new SandboxGateway(db, now);
  const e = config.raw;
  return new PhonePeGateway({
    clientId: e.PHONEPE_CLIENT_ID!,
    clientSecret: e.PHONEPE_CLIENT_SECRET!,
    clientVersion: e.PHONEPE_CLIENT_VERSION,
    baseUrl: e.PHONEPE_BASE_URL ?? PHONEPE_PRODUCTION.baseUrl,
    authUrl: e.PHONEPE_AUTH_URL ?? e.PHONEPE_BASE_URL ?? PHONEPE_PRODUCTION.authUrl,
    webhookUsername: e.PHONEPE_WEBHOOK_USERNAME,
    webhookPassword: e.PHONEPE_WEBHOOK_PASSWORD,
    now,
  });
}
