// The delivery estimate on the product page (docs/shipping.md): the cart's shipping rules for one
// variant and quantity, sent to a pin code, plus the shop's processing days.
import { and, eq } from 'drizzle-orm';
import type { Uses } from '../../context';
import { products, productVariants } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { MESSAGES } from '@shared/messages';
import { ORDER_PROCESSING_WORKING_DAYS } from '@shared/constants';
import { addWorkingDays, dateRangeText } from '@shared/delivery-dates';
import { indiaDate } from '@shared/india-time';
import { notDeliverableMessage, type DeliveryEstimate } from '@shared/schemas/delivery';
import type { ShippingOption } from '@shared/schemas/orders';
import { quoteShipping, shippingWeight } from '../orders';
import { shelf as makeShelf } from '../../lib/catalogue-cache';
import type { LRUCache } from 'lru-cache';

/** What this file touches of the app's context. */
type Ctx = Uses<'config' | 'db' | 'now' | 'pincodes' | 'shipping'>;

/** How long a quote for a pin code and weight is kept, and how many are kept at once. */
export const ESTIMATE_TTL_MS = 10 * 60_000;
export const ESTIMATE_MAX_ENTRIES = 2_000;

/**
 * Quotes by pin code and weight: the cheapest option, or null when no courier serves the pin code.
 * A shelf like the catalogue cache's (a bounded LRU with expiry), one per app; failures are not kept.
 */
const quotes = new WeakMap<Ctx, LRUCache<string, { cheapest: ShippingOption | null }>>();

function quoteCache(ctx: Ctx) {
  let shelf = quotes.get(ctx);
  if (!shelf) quotes.set(ctx, (shelf = makeShelf(ESTIMATE_TTL_MS, ESTIMATE_MAX_ENTRIES)));
  return shelf;
}

const kg = (n: number) => Math.round(n * 1000) / 1000;

async function variantWeight(ctx: Ctx, variantId: number, quantity: number): Promise<number> {
  const [row] = await ctx.db
    .select({ metrix: productVariants.metrixWeight, weight: productVariants.productWeight })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(productVariants.id, variantId), eq(products.isPublished, true)));
  if (!row) throw notFound('Product not found');
  return kg(shippingWeight(row.metrix * quantity, row.weight * quantity));
}

export async function deliveryEstimate(ctx: Ctx, q: { PinCode: string; VariantId: number; Quantity: number }): Promise<DeliveryEstimate> {
  const [place] = await ctx.pincodes.lookup(q.PinCode);
  if (!place) throw badRequest(MESSAGES.invalidPinCode);
  const weightKg = await variantWeight(ctx, q.VariantId, q.Quantity);

  const shelf = quoteCache(ctx);
  const key = `${q.PinCode}|${weightKg}`;
  const now = ctx.now();
  let cheapest = shelf.get(key)?.cheapest;
  if (cheapest === undefined) {
    // The same rules as the cart's shipping options, cheapest first.
    const [first] = await quoteShipping(ctx, { pinCode: q.PinCode, state: place.state }, weightKg);
    cheapest = first ?? null;
    shelf.set(key, { cheapest });
  }

  const base = { PinCode: q.PinCode, Place: { District: place.district, State: place.state }, WeightKg: weightKg };
  if (!cheapest) {
    return {
      ...base,
      Deliverable: false,
      Message: notDeliverableMessage(q.PinCode),
      ShippingCharge: null,
      CourierName: null,
      EarliestDate: null,
      LatestDate: null,
      DateRange: null,
    };
  }
  // The courier's date counts from handing over; the shop packs first, 3 to 5 working days.
  // A courier date already past (an old aggregator answer) counts from today.
  const today = indiaDate(now);
  const courierDate = cheapest.estimated_delivery_date > today ? cheapest.estimated_delivery_date : today;
  const earliest = addWorkingDays(courierDate, ORDER_PROCESSING_WORKING_DAYS.min);
  const latest = addWorkingDays(courierDate, ORDER_PROCESSING_WORKING_DAYS.max);
  return {
    ...base,
    Deliverable: true,
    Message: null,
    ShippingCharge: cheapest.rate,
    CourierName: cheapest.courier_name,
    EarliestDate: earliest,
    LatestDate: latest,
    DateRange: dateRangeText(earliest, latest),
  };
}
