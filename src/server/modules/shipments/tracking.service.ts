// The courier's scans (docs/fulfilment.md): applied from the webhook, the poll and the simulator's
// clock, each kept once, moving the shipment and its order forward only.
import { timingSafeEqual, createHash } from 'node:crypto';
import type { Uses } from '../../context';
import type { Db } from '../../db/client';
import { indiaDate } from '@shared/india-time';
import { type ShipmentState, type TrackingWebhookBody } from '@shared/schemas/shipments';
import * as orders from '../orders';
import { enqueueOrderMessage } from '../messages';
import { type TrackingUpdate } from '../../providers/shipping/fulfilment';
import { stateOfCode } from '../../providers/shipping/status-codes';
import * as repo from './shipments.repo';
import { type Logger, orderPageLink } from './shipment-views';

/** What this file touches of the app's context. */
type Ctx = Uses<'config' | 'db' | 'fulfilment' | 'now' | 'simulator' | 'wakeMessages'>;

// ---------------------------------------------------------------- tracking

/** Whether a courier's scan may move a shipment from one state to another (docs/fulfilment.md). */
export function mayMove(from: string, to: ShipmentState): boolean {
  if (from === to) return false;
  // Ends: delivered, cancelled, back at the seller (only the admin's receipt moves it on).
  if (['Delivered', 'Cancelled', 'ReturnedToSeller', 'RtoReceived', 'Booking', 'BookingFailed'].includes(from)) return false;
  if (to === 'RtoReceived') return false;
  if (to === 'Booked') return false;
  if (to === 'Cancelled') return from === 'Booked';
  // A parcel on its way back never turns forward again.
  if (from === 'ReturningToSeller') return to === 'ReturnedToSeller';
  return true;
}

export type TrackingOutcome = 'applied' | 'unchanged' | 'unknown';

/**
 * Applies what the aggregator says of a parcel (a webhook, a poll, the simulator's clock): every
 * scan is kept once, and the shipment moves only to the state of its newest scan, never back.
 */
export async function applyTracking(ctx: Ctx, update: TrackingUpdate, log?: Logger): Promise<TrackingOutcome> {
  const now = ctx.now();
  let moved = false;
  const outcome = await ctx.db.transaction(async (tx): Promise<TrackingOutcome> => {
    const s = await repo.findByAwb(tx, update.awb, { forUpdate: true });
    if (!s) return 'unknown';
    const scans = [...update.scans].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
    let added = 0;
    for (const scan of scans) {
      const state = stateOfCode(scan.code);
      if (!state) {
        log?.info({ awb: update.awb, code: scan.code, label: scan.label }, 'a tracking status that changes nothing');
        continue;
      }
      const at = new Date(scan.at);
      if (Number.isNaN(at.getTime())) continue;
      if (
        await repo.insertScan(tx, {
          shipmentId: s.id,
          at,
          code: String(scan.code),
          state,
          description: scan.activity || scan.label,
          location: scan.location,
          createdAt: now,
        })
      )
        added += 1;
    }
    const newest = scans.filter((x) => stateOfCode(x.code) && !Number.isNaN(Date.parse(x.at))).at(-1);
    const set: Partial<repo.ShipmentRow> = { lastHeardAt: now };
    if (update.expectedDeliveryDate && /^\d{4}-\d{2}-\d{2}$/.test(update.expectedDeliveryDate)) set.expectedDeliveryDate = update.expectedDeliveryDate;
    if (!newest || !added) {
      await repo.updateShipment(tx, s.id, set);
      return 'unchanged';
    }
    const at = new Date(newest.at);
    const to = stateOfCode(newest.code)!;
    // An older scan arriving late is kept in the history but moves nothing.
    if (s.lastScanAt && at.getTime() < s.lastScanAt.getTime()) {
      await repo.updateShipment(tx, s.id, set);
      return 'unchanged';
    }
    set.lastScanAt = at;
    if (!mayMove(s.state, to)) {
      await repo.updateShipment(tx, s.id, set);
      return 'unchanged';
    }
    set.state = to;
    set.updatedAt = now;
    await enterState(ctx, tx, s, to, { at, scans, reason: newest.activity || newest.label, now, set });
    await repo.updateShipment(tx, s.id, set);
    moved = true;
    return 'applied';
  });
  if (moved) ctx.wakeMessages();
  return outcome;
}

async function enterState(
  ctx: Ctx,
  tx: Db,
  s: repo.ShipmentRow,
  to: ShipmentState,
  o: { at: Date; scans: TrackingUpdate['scans']; reason: string; now: Date; set: Partial<repo.ShipmentRow> },
) {
  const order = (await orders.findOrder(tx, s.orderId))!;
  const move = { awb: s.awb!, courierName: s.courierName, trackingUrl: s.trackingUrl ?? '' };
  const pickup = o.scans.find((x) => ['PickedUp', 'InTransit'].includes(stateOfCode(x.code) ?? ''));
  const shippedAt = pickup ? new Date(pickup.at) : o.at;
  if (['PickedUp', 'InTransit', 'OutForDelivery', 'DeliveryFailed'].includes(to)) {
    if (!s.pickupDate || s.state === 'Booked') o.set.pickupDate = indiaDate(shippedAt);
    await orders.moveOrderByCourier(tx, s.orderId, { ...move, to: 'Shipped', at: shippedAt }, o.now);
  }
  if (to === 'OutForDelivery') {
    await enqueueOrderMessage(tx, order, {
      kind: 'OutForDelivery',
      event: `${s.id}:${o.at.toISOString()}`,
      vars: { orderCode: order.orderCode, courier: s.courierName, trackingId: s.awb!, trackingUrl: s.trackingUrl ?? '' },
      now: o.now,
    });
  }
  if (to === 'Delivered') {
    await orders.moveOrderByCourier(tx, s.orderId, { ...move, to: 'Delivered', at: o.at }, o.now);
    await repo.closeNdr(tx, s.id, o.now);
  }
  if (to === 'DeliveryFailed') {
    await repo.recordNdr(tx, s.id, o.reason, o.at);
    const ndr = await repo.openNdr(tx, s.id);
    await enqueueOrderMessage(tx, order, {
      kind: 'DeliveryAttemptFailed',
      event: `${s.id}:${ndr?.attempts ?? 1}`,
      vars: { orderCode: order.orderCode, courier: s.courierName, reason: o.reason, link: orderPageLink(ctx, order.id) },
      now: o.now,
    });
  }
  if (to === 'ReturningToSeller' || to === 'ReturnedToSeller') {
    if (!s.rtoInitiatedAt) o.set.rtoInitiatedAt = o.at;
    await repo.closeNdr(tx, s.id, o.now);
  }
  if (to === 'Cancelled') await repo.closeNdr(tx, s.id, o.now);
}

/** The aggregator's webhook token, compared in constant time. */
export function webhookTokenMatches(ctx: Ctx, given: string | undefined): boolean {
  const expected = ctx.config.fulfilment.webhookToken;
  if (!expected || !given) return false;
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/** The aggregator's tracking payload as an update of the shop's. */
export function updateOfWebhook(body: TrackingWebhookBody, now: Date): TrackingUpdate {
  const code = String(body.shipment_status_id ?? body.current_status_id ?? '');
  const scans = (body.scans ?? []).map((s) => ({
    at: aggregatorTime(s.date),
    code: String(s['sr-status'] ?? ''),
    label: s['sr-status-label'] ?? '',
    activity: s.activity ?? '',
    location: s.location ?? '',
  }));
  // A payload without scans still says where the parcel is now.
  if (!scans.some((s) => s.code === code) && code)
    scans.push({
      at: body.current_timestamp ? aggregatorTime(body.current_timestamp) : now.toISOString(),
      code,
      label: body.current_status ?? body.shipment_status ?? '',
      activity: body.current_status ?? body.shipment_status ?? '',
      location: '',
    });
  return {
    awb: body.awb,
    statusCode: code,
    statusLabel: body.current_status ?? '',
    scans,
    expectedDeliveryDate: body.etd ? aggregatorDay(body.etd) : null,
  };
}

/** The aggregator writes times in India's time without a zone ("2026-11-20 14:05:00", "20 11 2026 14:05:00"). */
export function aggregatorTime(text: string): string {
  const t = text.trim();
  if (/[zZ]|[+-]\d\d:?\d\d$/.test(t)) return new Date(t).toISOString();
  const ymd = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?/.exec(t);
  const dmy = /^(\d{2})[ -](\d{2})[ -](\d{4}) (\d{2}):(\d{2})(?::(\d{2}))?/.exec(t);
  const parts = ymd ? [ymd[1], ymd[2], ymd[3], ymd[4], ymd[5], ymd[6]] : dmy ? [dmy[3], dmy[2], dmy[1], dmy[4], dmy[5], dmy[6]] : null;
  if (!parts) return new Date(t).toISOString();
  return new Date(`${parts[0]}-${parts[1]}-${parts[2]}T${parts[3]}:${parts[4]}:${parts[5] ?? '00'}+05:30`).toISOString();
}

const aggregatorDay = (text: string): string | null => {
  const d = new Date(aggregatorTime(text.length <= 10 ? `${text} 00:00:00` : text));
  return Number.isNaN(d.getTime()) ? null : indiaDate(d);
};

/** The webhook: answers what it did; an unknown AWB is logged and answered 200 so the aggregator stops sending it. */
export async function receiveWebhook(ctx: Ctx, body: TrackingWebhookBody, log: Logger) {
  const outcome = await applyTracking(ctx, updateOfWebhook(body, ctx.now()), log);
  if (outcome === 'unknown') log.warn({ awb: body.awb }, 'a tracking update for an AWB the shop did not book');
  return { Status: true, Message: outcome === 'unknown' ? 'Unknown AWB' : outcome === 'applied' ? 'Updated' : 'No change' };
}

/**
 * The poll: shipments on their way that nothing was heard of for SHIPMENT_POLL_MINUTES are asked of
 * the aggregator, each by one instance only. Answers how many moved.
 */
export async function pollQuietShipments(ctx: Ctx, log?: Logger, limit = 25): Promise<number> {
  const now = ctx.now();
  const before = new Date(now.getTime() - ctx.config.fulfilment.pollMinutes * 60_000);
  const quiet = await repo.claimQuiet(ctx.db, before, now, limit);
  let moved = 0;
  for (const s of quiet) {
    try {
      const update = await ctx.fulfilment.track(s.awb!);
      if ((await applyTracking(ctx, update, log)) === 'applied') moved += 1;
    } catch (err) {
      log?.warn({ err, awb: s.awb }, 'asking the aggregator for a shipment failed');
    }
  }
  return moved;
}

/** The offline simulator's clock: parcels due to move are scanned, and the shop hears of it as from the webhook. */
export async function runSimulatorClock(ctx: Ctx, log?: Logger): Promise<number> {
  const sim = ctx.simulator;
  if (!sim) return 0;
  let moved = 0;
  for (const update of await sim.tick()) if ((await applyTracking(ctx, update, log)) === 'applied') moved += 1;
  return moved;
}
