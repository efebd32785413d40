// The server quotes shipping for the caller's cart and address (docs/shipping.md).
import type { Uses } from '../../context';
import { LOCAL_COURIER_DAYS, LOCAL_COURIER_RATES, SHIPPING_BOX_CM, SHIPPING_MARKUP, SHIPPING_ROUND_TO } from '@shared/constants';
import { CHECKOUT_MESSAGES, type ShippingOption } from '@shared/schemas/orders';
import type { CourierQuote } from '../../providers/shipping/shipping-provider';
import { unavailable } from '../../lib/errors';
import { addDays, indiaDate } from '@shared/india-time';

/** What this file touches of the app's context. */
type Ctx = Uses<'config' | 'now' | 'shipping'>;

export const LOCAL_STATE = 'Tamil Nadu';
export const LOCAL_COURIERS = [
  { name: 'Vellore Local Express', rating: 4.4 },
  { name: 'Tamil Nadu Parcel Service', rating: 4.1 },
];

/** The shop's own local couriers are not booked through the shipping aggregator. */
export const isLocalCourier = (courierName: string) => LOCAL_COURIERS.some((c) => c.name === courierName);

/** Rate shown = courier rate + 20 %, rounded up to the next 10. */
export function shownRate(rate: number): number {
  return Math.ceil((rate * (1 + SHIPPING_MARKUP)) / SHIPPING_ROUND_TO - 1e-9) * SHIPPING_ROUND_TO;
}

/** Tamil Nadu local couriers: a per-kg rate by weight band (50 under 3 kg, 40 under 5 kg, 30 from 5 kg). */
export function localCourierRate(weightKg: number): number {
  const band = LOCAL_COURIER_RATES.find((b) => weightKg < b.below)!;
  return band.perKg * Math.max(weightKg, 0.5);
}

export function shippingWeight(totalMetrixKg: number, totalProductKg: number): number {
  return Math.max(totalMetrixKg, totalProductKg);
}

export async function quoteShipping(ctx: Ctx, dest: { pinCode: string; state: string }, weightKg: number): Promise<ShippingOption[]> {
  let quotes: CourierQuote[];
  try {
    quotes = await ctx.shipping.serviceability({
      pickupPinCode: ctx.config.pickupPinCode,
      deliveryPinCode: dest.pinCode,
      weightKg: Math.round(weightKg * 1000) / 1000,
      cod: 0,
      box: SHIPPING_BOX_CM,
    });
  } catch (err) {
    // An aggregator error or time-out: the shopper can try again; the cause goes to the log.
    throw unavailable(CHECKOUT_MESSAGES.shippingRatesUnavailable, err);
  }
  // Days count from today's date in India.
  const today = indiaDate(ctx.now());
  const options: ShippingOption[] = quotes
    .filter((q) => q.is_surface)
    .map((q) => ({
      courier_name: q.courier_name,
      rate: shownRate(q.rate),
      rating: q.rating,
      is_surface: true,
      estimated_delivery_days: q.estimated_delivery_days,
      // The courier's own estimate when the aggregator gives one.
      estimated_delivery_date: q.etd ?? addDays(today, q.estimated_delivery_days),
    }));
  if (dest.state === LOCAL_STATE) {
    for (const c of LOCAL_COURIERS) {
      options.push({
        courier_name: c.name,
        rate: shownRate(localCourierRate(weightKg)),
        rating: c.rating,
        is_surface: true,
        estimated_delivery_days: LOCAL_COURIER_DAYS,
        estimated_delivery_date: addDays(today, LOCAL_COURIER_DAYS),
      });
    }
  }
  return options.sort((a, b) => a.rate - b.rate || a.estimated_delivery_days - b.estimated_delivery_days || a.courier_name.localeCompare(b.courier_name));
}
