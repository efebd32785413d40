// Failed delivery attempts and parcels returned to the seller (docs/fulfilment.md), and the shopper's
// view of their parcel and its tracking steps.
import type { Uses } from '../../context';
import type { AuthUser } from '../../lib/tokens';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { indiaDate, dayTimeText, dayText } from '@shared/india-time';
import type { TrackingStep } from '@shared/schemas/orders';
import {
  SHIPMENT_MESSAGES as M,
  SHIPMENT_STATE_LABELS as LABEL,
  type DeliveryAttemptBody,
  type NdrActionBody,
  type Shipment,
  type ShipmentState,
  type ShopperShipment,
} from '@shared/schemas/shipments';
import * as orders from '../orders';
import { FulfilmentError } from '../../providers/shipping/fulfilment';
import * as repo from './shipments.repo';
import { type Logger, describe, one } from './shipment-views';
import { applyTracking } from './tracking.service';

/** What this file touches of the app's context. */
type Ctx = Uses<'config' | 'db' | 'einvoices' | 'fulfilment' | 'now' | 'payments' | 'pincodes' | 'wakeMessages'>;

// ---------------------------------------------------------------- failed attempts and returns

async function liveForAction(ctx: Ctx, id: string) {
  const s = await repo.findShipment(ctx.db, id);
  if (!s || repo.NOT_BOOKED.includes(s.state)) throw notFound(M.shipmentNotFound);
  return s;
}

async function tellCourier(ctx: Ctx, s: repo.ShipmentRow, action: NdrActionBody | (DeliveryAttemptBody & { Action: 'Reattempt' })) {
  try {
    await ctx.fulfilment.ndrAction(s.awb!, { action: action.Action, phone: action.PhoneNumber, addressLine: action.AddressLine, date: action.Date });
  } catch (err) {
    if (err instanceof FulfilmentError && !err.retryable) throw conflict(err.message);
    throw Object.assign(new AppError(503, 'The shipping aggregator could not be reached. Please try again in a minute.'), { cause: err });
  }
}

function checkDate(ctx: Ctx, date: string | undefined) {
  if (date && date < indiaDate(ctx.now())) throw badRequest(M.dateInPast);
}

export async function adminNdrAction(ctx: Ctx, id: string, body: NdrActionBody, log?: Logger): Promise<Shipment> {
  checkDate(ctx, body.Date);
  const s = await liveForAction(ctx, id);
  const ndr = await repo.openNdr(ctx.db, s.id);
  if (s.state !== 'DeliveryFailed' || !ndr) throw conflict(M.noOpenAttempt);
  await tellCourier(ctx, s, body);
  await repo.setNdrChoice(ctx.db, ndr.id, {
    adminAction: {
      Choice: body.Action,
      Date: body.Date ?? null,
      PhoneNumber: body.PhoneNumber ?? null,
      AddressLine: body.AddressLine ?? null,
      At: ctx.now().toISOString(),
    },
  });
  // The courier's answer (a return booked at once) is read back now rather than at the next poll.
  try {
    await applyTracking(ctx, await ctx.fulfilment.track(s.awb!), log);
  } catch (err) {
    log?.warn({ err, awb: s.awb }, 'reading a shipment back after an NDR action failed');
  }
  return one(ctx.db, (await repo.findShipment(ctx.db, s.id))!);
}

export async function rtoReceived(ctx: Ctx, user: AuthUser, id: string): Promise<Shipment> {
  const now = ctx.now();
  const s0 = await liveForAction(ctx, id);
  if (s0.state === 'RtoReceived') throw conflict(M.alreadyReceived);
  const result = await ctx.db.transaction(async (tx) => {
    const s = (await repo.findShipment(tx, id, { forUpdate: true }))!;
    if (s.state === 'RtoReceived') throw conflict(M.alreadyReceived);
    if (s.state !== 'ReturnedToSeller') throw conflict(M.notReturned);
    const closed = await orders.closeReturnedOrder(tx, s.orderId, { now, seller: ctx.config.seller, by: user.id });
    const row = await repo.updateShipment(tx, s.id, { state: 'RtoReceived', rtoReceivedAt: now, rtoRefundPaise: closed.refundPaise, updatedAt: now });
    return { row, refund: closed.refund };
  });
  ctx.wakeMessages();
  if (result.refund) await orders.sendRefund(ctx, result.refund);
  return one(ctx.db, result.row);
}

// ---------------------------------------------------------------- the shopper

async function shopperView(ctx: Ctx, s: repo.ShipmentRow): Promise<ShopperShipment> {
  const [full] = await describe(ctx.db, [s]);
  const ndr = await repo.openNdr(ctx.db, s.id);
  const lastNdr = full.Ndr;
  return {
    CourierName: full.CourierName,
    Awb: full.Awb,
    TrackingUrl: full.TrackingUrl,
    ExpectedDeliveryDate: full.ExpectedDeliveryDate,
    State: full.State,
    Scans: full.Scans,
    DeliveryAttempt:
      s.state === 'DeliveryFailed' && lastNdr
        ? {
            Reason: lastNdr.Reason,
            At: lastNdr.OpenedAt,
            CanRespond: !!ndr && !ndr.shopperChoice && !ndr.adminAction,
            Response: lastNdr.ShopperChoice,
          }
        : null,
  };
}

export async function shopperShipment(ctx: Ctx, user: AuthUser, orderId: string): Promise<ShopperShipment | null> {
  await orders.visibleOrder(ctx.db, user, orderId);
  const live = await repo.liveShipmentOf(ctx.db, orderId);
  if (!live || repo.NOT_BOOKED.includes(live.state)) return null;
  return shopperView(ctx, live);
}

export async function answerDeliveryAttempt(ctx: Ctx, user: AuthUser, orderId: string, body: DeliveryAttemptBody): Promise<ShopperShipment> {
  checkDate(ctx, body.Date);
  const order = await orders.visibleOrder(ctx.db, user, orderId);
  if (order.userId !== user.id) throw notFound(M.orderNotFound);
  const s = await repo.liveShipmentOf(ctx.db, orderId);
  const ndr = s ? await repo.openNdr(ctx.db, s.id) : null;
  if (!s || s.state !== 'DeliveryFailed' || !ndr) throw conflict(M.noOpenAttempt);
  if (ndr.shopperChoice || ndr.adminAction) throw conflict('Your answer has been passed to the courier already.');
  await tellCourier(ctx, s, { ...body, Action: 'Reattempt' });
  await repo.setNdrChoice(ctx.db, ndr.id, {
    shopperChoice: {
      Choice: 'Reattempt',
      Date: body.Date ?? null,
      PhoneNumber: body.PhoneNumber ?? null,
      AddressLine: body.AddressLine ?? null,
      At: ctx.now().toISOString(),
    },
  });
  return shopperView(ctx, (await repo.findShipment(ctx.db, s.id))!);
}

/** GET order/trackinginfo: from the courier's scans once the order is booked; the order's own steps otherwise. */
export async function trackingSteps(ctx: Ctx, user: AuthUser, orderId: string): Promise<TrackingStep[]> {
  const steps = await orders.trackingInfo(ctx, user, orderId);
  const s = await repo.liveShipmentOf(ctx.db, orderId);
  if (!s || repo.NOT_BOOKED.includes(s.state) || s.state === 'RtoReceived') return steps;
  const scans = (await repo.scansOf(ctx.db, [s.id])).reverse();
  const first = (states: string[]) => scans.find((x) => states.includes(x.state));
  const last = (states: string[]) => [...scans].reverse().find((x) => states.includes(x.state));
  const when = (d: Date) => dayTimeText(d);
  const ordered = steps.find((x) => x.Label === 'Ordered') ?? { Status: 'done' as const, Label: 'Ordered', Description: 'Order placed and paid.' };
  const picked = first(['PickedUp', 'InTransit', 'OutForDelivery', 'Delivered', 'DeliveryFailed']);
  const transit = last(['InTransit']);
  const ofd = last(['OutForDelivery']);
  const delivered = last(['Delivered']);
  const failed = last(['DeliveryFailed']);
  const state = s.state as ShipmentState;
  const out: TrackingStep[] = [ordered];
  out.push({
    Status: 'done',
    Label: 'Shipped',
    Description: picked
      ? `Shipped with ${s.courierName}, tracking id ${s.awb}, picked up on ${dayText(picked.at)}.`
      : `Booked with ${s.courierName}, tracking id ${s.awb}${s.pickupDate ? `; pickup on ${dayText(new Date(`${s.pickupDate}T12:00:00+05:30`))}` : ''}.`,
  });
  const rto = ['ReturningToSeller', 'ReturnedToSeller'].includes(state);
  out.push({
    Status: transit || ofd || delivered || failed || rto ? 'done' : picked ? 'current' : 'upcoming',
    Label: LABEL.InTransit,
    Description: transit ? `${transit.description}, ${transit.location}, ${when(transit.at)}.` : 'On its way to you.',
  });
  if (rto) {
    if (failed) out.push({ Status: 'done', Label: LABEL.DeliveryFailed, Description: `${failed.description}, ${when(failed.at)}.` });
    const back = last(['ReturnedToSeller']);
    out.push({
      Status: back ? 'done' : 'current',
      Label: LABEL.ReturningToSeller,
      Description: 'The parcel could not be delivered and is going back to the seller. Your refund follows when it arrives.',
    });
    out.push({
      Status: back ? 'done' : 'upcoming',
      Label: LABEL.ReturnedToSeller,
      Description: back ? `Returned to the seller on ${dayText(back.at)}.` : 'Back with the seller.',
    });
    return out;
  }
  if (state === 'DeliveryFailed' && failed) {
    out.push({
      Status: 'current',
      Label: LABEL.DeliveryFailed,
      Description: `${failed.description}, ${when(failed.at)}. You can ask for a new attempt on this page.`,
    });
    out.push({ Status: 'upcoming', Label: 'Delivered', Description: 'On its way to you.' });
    return out;
  }
  out.push({
    Status: ofd && !delivered ? 'current' : ofd || delivered ? 'done' : 'upcoming',
    Label: LABEL.OutForDelivery,
    Description: ofd
      ? `Out for delivery, ${when(ofd.at)}.`
      : s.expectedDeliveryDate
        ? `Expected by ${dayText(new Date(`${s.expectedDeliveryDate}T12:00:00+05:30`))}.`
        : 'Soon.',
  });
  out.push({
    Status: delivered ? 'done' : 'upcoming',
    Label: 'Delivered',
    Description: delivered ? `Delivered on ${dayText(delivered.at)}.` : 'On its way to you.',
  });
  return out;
}
