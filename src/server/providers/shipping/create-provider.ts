import type { Config } from '../../config';
import type { ShippingProvider } from './shipping-provider';
import { ShiprocketProvider } from './shiprocket-provider';
import { TableShippingProvider } from './table-provider';

export function createShippingProvider(config: Config, now: () => Date): ShippingProvider {
  if (config.shippingProvider === 'table') return new TableShippingProvider();
  return new ShiprocketProvider({
    baseUrl: config.raw.SHIPROCKET_BASE_URL,
    email: config.raw.SHIPROCKET_EMAIL!,
    password: config.raw.SHIPROCKET_PASSWORD!,
    now,
  });
}
