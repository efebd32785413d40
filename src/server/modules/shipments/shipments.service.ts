// Fulfilment (docs/fulfilment.md): paid orders booked with the shipping aggregator in bulk, their
// labels and manifest, cancelling before pickup, the courier's scans moving shipments and orders,
// failed delivery attempts and parcels returned to the seller.
import { timingSafeEqual, createHash } from 'node:crypto';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../lib/tokens';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { isUniqueViolation } from '../../db/unique-violation';
import type { Page } from '../../db/paging';
import { toPaise, toRupees } from '@shared/money';
import { SHIPPING_BOX_CM, SHOP } from '@shared/constants';
import { paths } from '@shared/paths';
import { indiaDate, dayTimeText, dayText } from '@shared/india-time';
import type { TrackingStep } from '@shared/schemas/orders';
import {
  SHIPMENT_MESSAGES as M,
  SHIPMENT_STATE_LABELS as LABEL,
  type BookShipmentsBody,
  type DeliveryAttemptBody,
  type NdrActionBody,
  type PackageDims,
  type QueueOrder,
  type QueueState,
  type Scan,
  type Shipment,
  type ShipmentState,
  type ShopperShipment,
  type TrackingWebhookBody,
} from '@shared/schemas/shipments';
import * as orders from '../orders';
import { enqueueOrderMessage } from '../messages';
import { findInvoice } from '../documents';
import { FulfilmentError, type AggregatorOrder, type LabelData, type TrackingUpdate } from '../../providers/shipping/fulfilment';
import { stateOfCode } from '../../providers/shipping/status-codes';
import { joinPdfs, slipsPdf, type PackingSlip } from '../../providers/shipping/documents-pdf';
import * as repo from './shipments.repo';
import * as eway from './eway-bills.service';
import { activeBillsOf } from './eway-bills.repo';

type Logger = { warn: (o: object, msg: string) => void; info: (o: object, msg: string) => void; error: (o: object, msg: string) => void };

/** A booking taken for sending is left to its asker this long; after it, a new ask takes it over. */
const BOOKING_LEASE_MS = 2 * 60_000;
const BEING_BOOKED = 'This order is being booked right now. Refresh the list in a minute.';
const AGGREGATOR_DOWN = 'The shipping aggregator could not be reached. Please try booking this order again.';

const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

/** The link to the shopper's order, where a failed attempt can be answered. */
export const orderPageLink = (ctx: AppContext, orderId: string) => `${ctx.config.publicUrl}${paths.order(orderId)}`;

// ---------------------------------------------------------------- views

async function describe(db: Db, rows: repo.ShipmentRow[]): Promise<Shipment[]> {
  const ids = rows.map((r) => r.id);
  const orderIds = rows.map((r) => r.orderId);
  const [scans, ndrs, codes, bills] = await Promise.all([
    repo.scansOf(db, ids),
    repo.ndrsOf(db, ids),
    orders.orderCodesOf(db, orderIds),
    activeBillsOf(db, orderIds),
  ]);
  const out: Shipment[] = [];
  for (const s of rows) {
    const ndr = ndrs.filter((n) => n.shipmentId === s.id).at(-1);
    out.push({
      ShipmentId: s.id,
      OrderId: s.orderId,
      OrderCode: codes.get(s.orderId) ?? '',
      State: s.state as ShipmentState,
      CourierName: s.courierName,
      Awb: s.awb ?? '',
      TrackingUrl: s.trackingUrl ?? '',
      LabelUrl: `/api/Admin/shipments/${s.id}/label`,
      PickupDate: s.pickupDate,
      ExpectedDeliveryDate: s.expectedDeliveryDate,
      BookedAt: (s.bookedAt ?? s.createdAt).toISOString(),
      Cost: toRupees(s.costPaise),
      PaidShipping: toRupees(s.paidShippingPaise),
      Package: { WeightKg: s.weightKg, LengthCm: s.lengthCm, BreadthCm: s.breadthCm, HeightCm: s.heightCm },
      Scans: scans
        .filter((x) => x.shipmentId === s.id)
        .map((x): Scan => ({ At: x.at.toISOString(), State: x.state as ShipmentState, Code: x.code, Description: x.description, Location: x.location })),
      Ndr: ndr
        ? {
            Reason: ndr.reason,
            Attempts: ndr.attempts,
            OpenedAt: ndr.openedAt.toISOString(),
            ShopperChoice: ndr.shopperChoice ?? null,
            AdminAction: ndr.adminAction ?? null,
          }
        : null,
      Rto: s.rtoInitiatedAt
        ? {
            InitiatedAt: s.rtoInitiatedAt.toISOString(),
            ReceivedAt: isoOrNull(s.rtoReceivedAt),
            Refund: s.rtoRefundPaise === null ? null : toRupees(s.rtoRefundPaise),
          }
        : null,
      EwayBill: ((b) => (b ? eway.billView(b) : null))(bills.find((b) => b.orderId === s.orderId)),
    });
  }
  return out;
}

const one = async (db: Db, row: repo.ShipmentRow) => (await describe(db, [row]))[0];

// ---------------------------------------------------------------- the queue

function packageOf(weightKg: number): PackageDims {
  return {
    WeightKg: Math.max(0.05, Math.round(weightKg * 1000) / 1000),
    LengthCm: SHIPPING_BOX_CM.length,
    BreadthCm: SHIPPING_BOX_CM.breadth,
    HeightCm: SHIPPING_BOX_CM.height,
  };
}

export async function readyToShip(
  ctx: AppContext,
  f: { state?: QueueState; courier?: string; from?: string; to?: string },
  page: Page,
): Promise<{ Items: QueueOrder[]; Total: number }> {
  const rows = await repo.queue(ctx.db, f, page);
  const value = (r: repo.QueueRow) => r.items_total_paise - r.discount_paise + r.shipping_cost_paise;
  const ewayOf = await eway.ewayStatuses(
    ctx,
    rows.map((r) => ({ orderId: r.id, deliveryState: r.delivery_address.State, valuePaise: value(r) })),
  );
  return {
    Total: rows[0]?.total ?? 0,
    Items: rows.map((r) => ({
      OrderId: r.id,
      OrderCode: r.order_code,
      OrderDate: new Date(r.created_at).toISOString(),
      CustomerName: `${r.first_name} ${r.last_name}`,
      City: r.delivery_address.City,
      State: r.delivery_address.State,
      PinCode: r.delivery_address.PinCode,
      CourierName: r.courier_name,
      ShippingCost: toRupees(r.shipping_cost_paise),
      Package: packageOf(r.weight_kg),
      ItemCount: r.item_count,
      Total: toRupees(value(r)),
      LastError: r.last_error,
      EwayBill: ewayOf.get(r.id)!,
    })),
  };
}

export async function courierChoices(ctx: AppContext, orderId: string) {
  const order = await orders.findOrder(ctx.db, orderId);
  if (!order) throw notFound(M.orderNotFound);
  const weight = packageOf(await repo.parcelWeight(ctx.db, orderId));
  const quotes = await quotesFor(ctx, order.deliveryAddress.PinCode, weight);
  return {
    PaidShipping: toRupees(order.shippingCostPaise),
    Couriers: quotes
      .map((q) => ({
        CourierName: q.courier_name,
        Cost: q.rate,
        EstimatedDeliveryDays: q.estimated_delivery_days,
        Chosen: q.courier_name === order.courierName,
      }))
      .sort((a, b) => a.Cost - b.Cost),
  };
}

async function quotesFor(ctx: AppContext, pinCode: string, p: PackageDims) {
  try {
    return await ctx.shipping.serviceability({
      pickupPinCode: ctx.config.pickupPinCode,
      deliveryPinCode: pinCode,
      weightKg: p.WeightKg,
      cod: 0,
      box: { length: p.LengthCm, breadth: p.BreadthCm, height: p.HeightCm },
    });
  } catch (err) {
    throw Object.assign(new AppError(503, 'The courier rates could not be fetched. Please try again in a minute.'), { cause: err });
  }
}

// ---------------------------------------------------------------- booking

export async function bookShipments(ctx: AppContext, body: BookShipmentsBody, log?: Logger) {
  // The same order twice in one ask is booked once.
  const seen = new Set<string>();
  const wanted = body.Orders.filter((o) => (seen.has(o.OrderId) ? false : (seen.add(o.OrderId), true)));
  // Nothing can go when every order asked for lacks the e-way bill its value needs: refused as a whole.
  const missing = await missingEwayBills(
    ctx,
    wanted.map((o) => o.OrderId),
  );
  if (missing.length && missing.length === wanted.length)
    throw conflict(
      missing.length === 1 ? missing[0] : `None of these ${missing.length} orders can be booked yet: each needs its e-way bill first. ${missing[0]}`,
    );
  // A few workers take the orders in turn: at most SHIPMENT_BOOKING_CONCURRENCY bookings at once.
  const Results: BookResult[] = new Array(wanted.length);
  let next = 0;
  const worker = async () => {
    while (next < wanted.length) {
      const i = next++;
      Results[i] = await bookOne(ctx, wanted[i], log);
    }
  };
  await Promise.all(Array.from({ length: Math.min(ctx.config.fulfilment.bookingConcurrency, wanted.length) }, worker));
  return { Results };
}

/** The sentences of the orders among these that need an e-way bill and have none. */
async function missingEwayBills(ctx: AppContext, orderIds: string[]): Promise<string[]> {
  const out: string[] = [];
  for (const id of orderIds) {
    const order = await orders.findOrder(ctx.db, id);
    if (!order || order.status !== 'Ordered') continue;
    const live = await repo.liveShipmentOf(ctx.db, id);
    if (live && !repo.NOT_BOOKED.includes(live.state)) continue;
    const status = await eway.ewayStatusOfOrder(ctx, order);
    if (status.Message) out.push(`${order.orderCode}: ${status.Message}`);
  }
  return out;
}

type BookResult = { OrderId: string; OrderCode: string; Booked: boolean; Shipment?: Shipment; Error?: string };

/** Books one order: idempotent by its key, so a booking asked again after a lost answer finds the same AWB. */
export async function bookOne(ctx: AppContext, ask: BookShipmentsBody['Orders'][number], log?: Logger): Promise<BookResult> {
  const now = ctx.now();
  const order = await orders.findOrder(ctx.db, ask.OrderId);
  if (!order) return { OrderId: ask.OrderId, OrderCode: '', Booked: false, Error: M.orderNotFound };
  const base = { OrderId: order.id, OrderCode: order.orderCode };
  let row: repo.ShipmentRow;
  try {
    const taken = await ctx.db.transaction(async (tx): Promise<BookResult | repo.ShipmentRow> => {
      // The order row is locked as a cancellation locks it: a booking starts before it, or sees it.
      const fresh = (await orders.findOrder(tx, order.id, { forUpdate: true }))!;
      const live = await repo.liveShipmentOf(tx, order.id, { forUpdate: true });
      if (live && !repo.NOT_BOOKED.includes(live.state)) return { ...base, Booked: true, Shipment: await one(tx, live) };
      if (fresh.status !== 'Ordered') return { ...base, Booked: false, Error: M.notBookable };
      if (live?.state === 'Booking' && now.getTime() - live.updatedAt.getTime() < BOOKING_LEASE_MS) return { ...base, Booked: false, Error: BEING_BOOKED };
      const pkg =
        ask.Package ??
        (live ? { WeightKg: live.weightKg, LengthCm: live.lengthCm, BreadthCm: live.breadthCm, HeightCm: live.heightCm } : null) ??
        packageOf(await repo.parcelWeight(tx, order.id));
      const courierName = ask.CourierName ?? live?.courierName ?? fresh.courierName;
      if (orders.isLocalCourier(courierName)) return { ...base, Booked: false, Error: localCourierMessage(courierName) };
      const needs = await eway.ewayStatusOfOrder(ctx, fresh, tx);
      if (needs.Message) return { ...base, Booked: false, Error: needs.Message };
      const fields = {
        state: 'Booking',
        courierName,
        weightKg: pkg.WeightKg,
        lengthCm: pkg.LengthCm,
        breadthCm: pkg.BreadthCm,
        heightCm: pkg.HeightCm,
        paidShippingPaise: fresh.shippingCostPaise,
        updatedAt: now,
      };
      if (live) return repo.updateShipment(tx, live.id, fields);
      const n = (await repo.cancelledCount(tx, order.id)) + 1;
      return repo.insertShipment(tx, {
        ...fields,
        orderId: order.id,
        idempotencyKey: `${order.orderCode}-${n}`,
        provider: ctx.config.shipping.provider,
        createdAt: now,
      });
    });
    if (!('id' in taken)) return taken;
    row = taken;
  } catch (err) {
    if (isUniqueViolation(err)) return { ...base, Booked: false, Error: BEING_BOOKED };
    throw err;
  }

  const f = ctx.fulfilment;
  try {
    const items = await orders.itemsOf(ctx.db, [order.id]);
    let agg: AggregatorOrder;
    if (row.aggregatorShipmentId && row.aggregatorOrderId && row.awb) {
      agg = { orderId: row.aggregatorOrderId, shipmentId: row.aggregatorShipmentId, awb: row.awb, courierName: row.courierName };
    } else {
      const user = await orders.findUser(ctx.db, order.userId);
      const a = order.deliveryAddress;
      agg = await f.createOrder({
        key: row.idempotencyKey,
        orderCode: order.orderCode,
        orderDate: order.createdAt,
        pickupPinCode: ctx.config.pickupPinCode,
        consignee: {
          name: `${a.FirstName} ${a.LastName}`.trim(),
          phone: a.PhoneNumber,
          email: user?.email ?? null,
          addressLine1: a.AddressLine1,
          addressLine2: [a.AddressLine2, a.Taluk].filter(Boolean).join(', ') || null,
          city: a.City,
          state: a.State,
          pinCode: a.PinCode,
        },
        items: items.map((i) => ({
          name: `${i.productName} (${i.variantName})`,
          sku: i.productCode,
          units: i.quantity,
          sellingPrice: toRupees(Math.round((i.totalPaise - i.discountPaise) / i.quantity)),
          hsn: i.hsnCode,
          taxRate: i.taxRate,
        })),
        subTotal: toRupees(order.itemsTotalPaise - order.discountPaise),
        shippingCharges: toRupees(order.shippingCostPaise),
        parcel: { weightKg: row.weightKg, lengthCm: row.lengthCm, breadthCm: row.breadthCm, heightCm: row.heightCm },
        ewayBillNo: (await activeBillsOf(ctx.db, [order.id]))[0]?.number ?? null,
      });
      row = await repo.updateShipment(ctx.db, row.id, { aggregatorOrderId: agg.orderId, aggregatorShipmentId: agg.shipmentId });
    }
    const awb = await f.assignAwb(agg, row.courierName);
    let cost = awb.cost;
    if (cost === null) {
      const quotes = await quotesFor(ctx, order.deliveryAddress.PinCode, {
        WeightKg: row.weightKg,
        LengthCm: row.lengthCm,
        BreadthCm: row.breadthCm,
        HeightCm: row.heightCm,
      }).catch(() => []);
      cost = quotes.find((q) => q.courier_name === awb.courierName)?.rate ?? 0;
    }
    row = await repo.updateShipment(ctx.db, row.id, {
      awb: awb.awb,
      courierName: awb.courierName,
      trackingUrl: awb.trackingUrl,
      expectedDeliveryDate: awb.expectedDeliveryDate,
      costPaise: toPaise(cost),
    });
    const pickupDate = await f.requestPickup([agg.shipmentId]);
    const done = await repo.moveShipment(ctx.db, row.id, ['Booking', 'BookingFailed'], {
      state: 'Booked',
      pickupDate,
      bookedAt: ctx.now(),
      lastHeardAt: ctx.now(),
      lastError: null,
      updatedAt: ctx.now(),
    });
    const final = done ?? (await repo.findShipment(ctx.db, row.id))!;
    return { ...base, Booked: true, Shipment: await one(ctx.db, final) };
  } catch (err) {
    const words = adminWords(err, row.courierName, order.deliveryAddress.PinCode);
    if (!(err instanceof FulfilmentError)) log?.error({ err, orderId: order.id }, 'booking a shipment failed');
    await repo.moveShipment(ctx.db, row.id, ['Booking'], { state: 'BookingFailed', lastError: words, updatedAt: ctx.now() });
    return { ...base, Booked: false, Error: words };
  }
}

/** The aggregator's reason in the admin's words. */
/** An order sent with one of the shop's own local couriers is handed over outside the aggregator. */
const localCourierMessage = (courier: string) =>
  `${courier} is the shop's own local courier and is not booked through the aggregator. Choose another courier, or hand the parcel over yourself and mark the order Shipped on its page.`;

function adminWords(err: unknown, courier: string, pinCode: string): string {
  if (err instanceof FulfilmentError) {
    if (/not\s+serviceable|does not deliver|no courier/i.test(err.message) && !err.message.includes(pinCode))
      return `${courier} does not deliver to pin code ${pinCode}. Choose another courier for this order.`;
    return err.message;
  }
  return AGGREGATOR_DOWN;
}

// ---------------------------------------------------------------- printing

async function labelDataOf(ctx: AppContext, rows: repo.ShipmentRow[]): Promise<{ labels: LabelData[]; slips: PackingSlip[] }> {
  const labels: LabelData[] = [];
  const slips: PackingSlip[] = [];
  for (const s of rows) {
    const order = (await orders.findOrder(ctx.db, s.orderId))!;
    const items = await orders.itemsOf(ctx.db, [order.id]);
    const invoice = await findInvoice(ctx.db, order.id);
    const a = order.deliveryAddress;
    const consignee = {
      name: `${a.FirstName} ${a.LastName}`.trim(),
      phone: a.PhoneNumber,
      email: null,
      addressLine1: a.AddressLine1,
      addressLine2: [a.AddressLine2, a.Taluk].filter(Boolean).join(', ') || null,
      city: a.City,
      state: a.State,
      pinCode: a.PinCode,
    };
    labels.push({
      awb: s.awb ?? '',
      courierName: s.courierName,
      orderCode: order.orderCode,
      orderDate: order.createdAt,
      consignee,
      parcel: { weightKg: s.weightKg, lengthCm: s.lengthCm, breadthCm: s.breadthCm, heightCm: s.heightCm },
      contents: items.map((i) => `${i.productName} (${i.variantName}) x ${i.quantity}`),
      value: toRupees(order.itemsTotalPaise - order.discountPaise + order.shippingCostPaise),
      shipper: { name: ctx.config.seller.name, address: ctx.config.seller.address, gstin: ctx.config.seller.gstin, pinCode: ctx.config.pickupPinCode },
    });
    slips.push({
      orderCode: order.orderCode,
      orderDate: order.createdAt,
      awb: s.awb ?? '',
      courierName: s.courierName,
      invoiceNumber: invoice?.invoiceNumber ?? null,
      shipTo: [consignee.name, consignee.addressLine1, consignee.addressLine2 ?? '', `${a.City}, ${a.State} ${a.PinCode}`, `Phone ${a.PhoneNumber}`].filter(
        Boolean,
      ),
      items: items.map((i) => ({ name: `${i.productName} (${i.variantName})`, code: i.productCode, quantity: i.quantity })),
      shopName: `${SHOP.name} · ${ctx.config.seller.name}`,
    });
  }
  return { labels, slips };
}

async function printable(ctx: AppContext, ids: string[]): Promise<repo.ShipmentRow[]> {
  const rows = await repo.shipmentsByIds(ctx.db, ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const ordered = ids.map((id) => byId.get(id)).filter((r): r is repo.ShipmentRow => !!r);
  if (ordered.length !== new Set(ids).size) throw notFound(M.shipmentNotFound);
  const unbooked = ordered.find((r) => !r.awb || r.state === 'Cancelled' || repo.NOT_BOOKED.includes(r.state));
  if (unbooked) throw conflict('Only booked shipments with an AWB can be printed; a cancelled or unbooked one was chosen.');
  return [...new Map(ordered.map((r) => [r.id, r])).values()];
}

/**
 * The chosen shipments' labels as the aggregator prints them (the courier's own, with its barcodes),
 * then the shop's packing slips, in one PDF.
 */
export async function labelsAndSlips(ctx: AppContext, ids: string[]): Promise<Buffer> {
  const rows = await printable(ctx, ids);
  const { labels, slips } = await labelDataOf(ctx, rows);
  const printed = await fromAggregator(() => ctx.fulfilment.labelPdf(aggregatorIds(rows), labels));
  return joinPdfs([printed, await slipsPdf(slips)]);
}

/** One shipment's label as the aggregator prints it. */
export async function labelOf(ctx: AppContext, id: string): Promise<Buffer> {
  const rows = await printable(ctx, [id]);
  const { labels } = await labelDataOf(ctx, rows);
  return fromAggregator(() => ctx.fulfilment.labelPdf(aggregatorIds(rows), labels));
}

export async function manifest(ctx: AppContext, ids: string[]): Promise<Buffer> {
  const rows = await printable(ctx, ids);
  const { labels } = await labelDataOf(ctx, rows);
  return fromAggregator(() => ctx.fulfilment.manifestPdf(aggregatorIds(rows), labels));
}

const aggregatorIds = (rows: repo.ShipmentRow[]) => rows.map((r) => r.aggregatorShipmentId ?? '');

/** A document the aggregator makes: its refusal is the admin's sentence, its silence a 503. */
async function fromAggregator(make: () => Promise<Buffer>): Promise<Buffer> {
  try {
    return await make();
  } catch (err) {
    if (err instanceof FulfilmentError && !err.retryable) throw conflict(err.message);
    throw Object.assign(new AppError(503, 'The shipping aggregator could not be reached to print. Please try again.'), { cause: err });
  }
}

// ---------------------------------------------------------------- cancelling

/** Releases a parcel's AWB at the aggregator; its refusal is the admin's sentence. */
async function releaseAtAggregator(ctx: AppContext, s: repo.ShipmentRow) {
  try {
    await ctx.fulfilment.cancel(s.awb!, s.aggregatorOrderId ?? '');
  } catch (err) {
    if (err instanceof FulfilmentError && !err.retryable) throw conflict(err.message);
    throw Object.assign(new AppError(503, AGGREGATOR_DOWN.replace('booking', 'cancelling')), { cause: err });
  }
}

export async function cancelShipment(ctx: AppContext, id: string): Promise<Shipment> {
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

/**
 * What a booked parcel says of a change of its order's status (handed to the order routes): a
 * cancellation releases a booking not yet picked up and is refused once the courier has the parcel;
 * Shipped and Delivered by hand are refused while a booking stands, since the scans set them.
 */
export const parcelGuard: orders.ParcelGuard = {
  async beforeChange(ctx, orderId, to) {
    const live = await repo.liveShipmentOf(ctx.db, orderId);
    if (!live || live.state === 'Delivered' || live.state === 'RtoReceived') return;
    if (to !== 'Cancelled') {
      if (!repo.NOT_BOOKED.includes(live.state)) throw conflict(M.followsScans);
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
    if (!live || live.state === 'BookingFailed' || live.state === 'Delivered' || live.state === 'RtoReceived') return null;
    if (to !== 'Cancelled') return repo.NOT_BOOKED.includes(live.state) ? null : M.followsScans;
    return live.state === 'Booking' ? M.parcelBeingBooked : M.parcelWithCourier;
  },
};

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
export async function applyTracking(ctx: AppContext, update: TrackingUpdate, log?: Logger): Promise<TrackingOutcome> {
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
  ctx: AppContext,
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
export function webhookTokenMatches(ctx: AppContext, given: string | undefined): boolean {
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
export async function receiveWebhook(ctx: AppContext, body: TrackingWebhookBody, log: Logger) {
  const outcome = await applyTracking(ctx, updateOfWebhook(body, ctx.now()), log);
  if (outcome === 'unknown') log.warn({ awb: body.awb }, 'a tracking update for an AWB the shop did not book');
  return { Status: true, Message: outcome === 'unknown' ? 'Unknown AWB' : outcome === 'applied' ? 'Updated' : 'No change' };
}

/**
 * The poll: shipments on their way that nothing was heard of for SHIPMENT_POLL_MINUTES are asked of
 * the aggregator, each by one instance only. Answers how many moved.
 */
export async function pollQuietShipments(ctx: AppContext, log?: Logger, limit = 25): Promise<number> {
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
export async function runSimulatorClock(ctx: AppContext, log?: Logger): Promise<number> {
  const sim = ctx.simulator;
  if (!sim) return 0;
  let moved = 0;
  for (const update of await sim.tick()) if ((await applyTracking(ctx, update, log)) === 'applied') moved += 1;
  return moved;
}

// ---------------------------------------------------------------- failed attempts and returns

async function liveForAction(ctx: AppContext, id: string) {
  const s = await repo.findShipment(ctx.db, id);
  if (!s || repo.NOT_BOOKED.includes(s.state)) throw notFound(M.shipmentNotFound);
  return s;
}

async function tellCourier(ctx: AppContext, s: repo.ShipmentRow, action: NdrActionBody | (DeliveryAttemptBody & { Action: 'Reattempt' })) {
  try {
    await ctx.fulfilment.ndrAction(s.awb!, { action: action.Action, phone: action.PhoneNumber, addressLine: action.AddressLine, date: action.Date });
  } catch (err) {
    if (err instanceof FulfilmentError && !err.retryable) throw conflict(err.message);
    throw Object.assign(new AppError(503, 'The shipping aggregator could not be reached. Please try again in a minute.'), { cause: err });
  }
}

function checkDate(ctx: AppContext, date: string | undefined) {
  if (date && date < indiaDate(ctx.now())) throw badRequest(M.dateInPast);
}

export async function adminNdrAction(ctx: AppContext, id: string, body: NdrActionBody, log?: Logger): Promise<Shipment> {
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

export async function rtoReceived(ctx: AppContext, user: AuthUser, id: string): Promise<Shipment> {
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

// ---------------------------------------------------------------- lists

export async function listShipments(ctx: AppContext, f: { state?: string; courier?: string; from?: string; to?: string }, page: Page) {
  const { ids, total } = await repo.list(ctx.db, f, page);
  const rows = await repo.shipmentsByIds(ctx.db, ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return { Items: await describe(ctx.db, ids.map((i) => byId.get(i)!).filter(Boolean)), Total: total };
}

export async function actionNeeded(ctx: AppContext) {
  return { Items: await describe(ctx.db, await repo.actionNeeded(ctx.db)) };
}

/** The admin order detail's shipment panel: the live shipment, or the last cancelled one, or null. */
export async function shipmentOfOrder(ctx: AppContext, orderId: string): Promise<Shipment | null> {
  if (!(await orders.findOrder(ctx.db, orderId))) throw notFound(M.orderNotFound);
  const live = await repo.liveShipmentOf(ctx.db, orderId);
  if (!live || repo.NOT_BOOKED.includes(live.state)) return null;
  return one(ctx.db, live);
}

// ---------------------------------------------------------------- the shopper

async function shopperView(ctx: AppContext, s: repo.ShipmentRow): Promise<ShopperShipment> {
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

export async function shopperShipment(ctx: AppContext, user: AuthUser, orderId: string): Promise<ShopperShipment | null> {
  await orders.visibleOrder(ctx.db, user, orderId);
  const live = await repo.liveShipmentOf(ctx.db, orderId);
  if (!live || repo.NOT_BOOKED.includes(live.state)) return null;
  return shopperView(ctx, live);
}

export async function answerDeliveryAttempt(ctx: AppContext, user: AuthUser, orderId: string, body: DeliveryAttemptBody): Promise<ShopperShipment> {
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
export async function trackingSteps(ctx: AppContext, user: AuthUser, orderId: string): Promise<TrackingStep[]> {
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
