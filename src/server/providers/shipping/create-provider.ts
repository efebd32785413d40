import type { Config } from '../../config';
import type { ShippingProvider } from './shipping-provider';
import { ShiprocketProvider } from './shiprocket-provider';
import { TableShippingProvider } from './table-provider';

export function createShippingProvider(config: Config, now: () => Date): ShippingProvider {
  if (config.shipping.provider === 'table') return new TableShippingProvider();
  const { baseUrl, email, password } = config.shipping;
  return new ShiprocketProvider({ baseUrl, email, password, now });
}
