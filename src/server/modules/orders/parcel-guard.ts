// An order whose parcel is booked with the courier aggregator follows the courier, not the admin's
// hand (docs/fulfilment.md). The shipments module sits above this one, so it hands the order routes
// this guard when they are registered; without it (a shop that books nothing) every change goes on.
import type { Uses } from '../../context';
import type { Db } from '../../db/client';
import type { OrderStatusName } from '@shared/schemas/orders';

/** What this file touches of the app's context. */
type Ctx = Uses<'db' | 'fulfilment' | 'now'>;

export interface ParcelGuard {
  /**
   * Before the change's transaction, with the order found visible to the asker and the change
   * allowed by the order's rules. For a cancellation, a booking not yet picked up is released at
   * the aggregator. Throws an AppError with a sentence when the parcel decides instead.
   */
  beforeChange(ctx: Ctx, orderId: string, to: OrderStatusName): Promise<void>;
  /**
   * Inside the change's transaction, with the order row locked: the sentence that refuses the change
   * because a booking stands now (one made between the two calls), or null.
   */
  refusal(tx: Db, orderId: string, to: OrderStatusName): Promise<string | null>;
}

export const NO_PARCELS: ParcelGuard = {
  beforeChange: async () => {},
  refusal: async () => null,
};
