// Cancelling a booking before pickup, and what a booked parcel says of its order's status
// (docs/fulfilment.md).
import type { Uses } from '../../context';
import { AppError, conflict, notFound } from '../../lib/errors';
import { SHIPMENT_MESSAGES as M, type Shipment } from '@shared/schemas/shipments';
import * as orders from '../orders';
import { FulfilmentError } from '../../providers/shipping/fulfilment';
import * as repo from './shipments.repo';
import { AGGREGATOR_DOWN, BOOKING_LEASE_MS } from './booking.service';
import { one } from './shipment-views';

/** What this file touches of the app's context. */
type Ctx = Uses<'db' | 'fulfilment' | 'now'>;

// ---------------------------------------------------------------- cancelling

/** Releases a parcel's AWB at the aggregator; its refusal is the admin's sentence. */
async function releaseAtAggregator(ctx: Ctx, s: repo.ShipmentRow) {
  try {
    await ctx.fulfilment.cancel(s.awb!, s.aggregatorOrderId ?? '');
  } catch (err) {
    if (err instanceof FulfilmentError && !err.retryable) throw conflict(err.message);
    throw Object.assign(new AppError(503, AGGREGATOR_DOWN.replace('booking', 'cancelling')), { cause: err });
  }
}

export async function cancelShipment(ctx: Ctx, id: string): Promise<Shipment> {
  const s = await repo.findShipment(ctx.db, id);
  if (!s || repo.NOT_BOOKED.includes(s.state)) throw notFound(M.shipmentNotFound);
  if (s.state === 'Cancelled') throw conflict(M.alreadyCancelled);
  if (s.state !== 'Booked') throw conflict(M.cannotCancelAfterPickup);
  await releaseAtAggregator(ctx, s);
  const row = await repo.moveShipment(ctx.db, id, ['Booked'], { state: 'Cancelled', updatedAt: ctx.now() });
  if (!row) throw conflict(M.cannotCancelAfterPickup);
  return one(ctx.db, row);
}

// ---------------------------------------------------------------- the order's status and its parcel

/** States of a parcel the courier has: from the pickup scan until it is delivered or back at the seller. */
const WITH_THE_COURIER = ['PickedUp', 'InTransit', 'OutForDelivery', 'DeliveryFailed', 'ReturningToSeller', 'ReturnedToSeller'];

/** A parcel delivered, or back at the shop and received: it no longer has a say in its order's status. */
const PARCEL_DONE = ['Delivered', 'RtoReceived'];

/** Shipped or Delivered set by hand is refused once a booking is made: the courier's scans set them. */
const handSetRefusal = (state: string): string | null => (repo.NOT_BOOKED.includes(state) ? null : M.followsScans);

/**
 * What a booked parcel says of a change of its order's status (handed to the order routes): a
 * cancellation releases a booking not yet picked up and is refused once the courier has the parcel;
 * Shipped and Delivered by hand are refused while a booking stands, since the scans set them.
 */
export const parcelGuard: orders.ParcelGuard = {
  async beforeChange(ctx, orderId, to) {
    const live = await repo.liveShipmentOf(ctx.db, orderId);
    if (!live || PARCEL_DONE.includes(live.state)) return;
    if (to !== 'Cancelled') {
      if (handSetRefusal(live.state)) throw conflict(M.followsScans);
      return;
    }
    if (WITH_THE_COURIER.includes(live.state)) throw conflict(M.parcelWithCourier);
    const now = ctx.now();
    if (live.state === 'Booking' && now.getTime() - live.updatedAt.getTime() < BOOKING_LEASE_MS) throw conflict(M.parcelBeingBooked);
    if (live.state === 'Booked') {
      await cancelShipment(ctx, live.id);
      return;
    }
    // A booking that failed, or one whose asker went away: whatever AWB it reached is released.
    if (live.awb) await releaseAtAggregator(ctx, live);
    await repo.moveShipment(ctx.db, live.id, ['Booking', 'BookingFailed'], { state: 'Cancelled', updatedAt: now });
  },
  async refusal(tx, orderId, to) {
    const live = await repo.liveShipmentOf(tx, orderId);
    if (!live || live.state === 'BookingFailed' || PARCEL_DONE.includes(live.state)) return null;
    if (to !== 'Cancelled') return handSetRefusal(live.state);
    return live.state === 'Booking' ? M.parcelBeingBooked : M.parcelWithCourier;
  },
};
