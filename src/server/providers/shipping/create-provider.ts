import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { ShippingProvider } from './shipping-provider';
import type { Fulfilment } from './fulfilment';
import { ShiprocketProvider } from './shiprocket-provider';
import { TableShippingProvider } from './table-provider';
import { FulfilmentSimulator } from './fulfilment-simulator';

export function createShippingProvider(config: Config, now: () => Date): ShippingProvider {
  if (config.shipping.provider === 'table') return new TableShippingProvider();
  const { baseUrl, email, password, pickupLocation } = config.shipping;
  return new ShiprocketProvider({ baseUrl, email, password, pickupLocation, now });
}

/**
 * Who books the parcels (docs/fulfilment.md): the Shiprocket adapter that also quotes (one login for
 * both), or the offline simulator with SHIPPING_PROVIDER table.
 */
export function createFulfilment(
  config: Config,
  db: Db,
  now: () => Date,
  shipping: ShippingProvider,
): { fulfilment: Fulfilment; simulator?: FulfilmentSimulator } {
  if (config.shipping.provider === 'shiprocket') {
    if (shipping instanceof ShiprocketProvider) return { fulfilment: shipping };
    const { baseUrl, email, password, pickupLocation } = config.shipping;
    return { fulfilment: new ShiprocketProvider({ baseUrl, email, password, pickupLocation, now }) };
  }
  const simulator = new FulfilmentSimulator({
    db,
    now,
    clockMinutes: config.shipping.simulatorMinutes,
    pickupPinCode: config.pickupPinCode,
    publicUrl: config.publicUrl,
  });
  return { fulfilment: simulator, simulator };
}
