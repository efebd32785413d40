import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { PaymentGateway } from './payment-gateway';
import { PhonePeGateway } from './phonepe-gateway';
import { SandboxGateway } from './sandbox-gateway';

export function createPaymentGateway(config: Config, db: Db, now: () => Date): PaymentGateway {
  if (config.payment.provider === 'sandbox') return new SandboxGateway(db, now);
  const { provider: _, ...settings } = config.payment;
  return new PhonePeGateway({ ...settings, now });
}
