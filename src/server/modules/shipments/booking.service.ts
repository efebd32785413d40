// Booking paid orders with the shipping aggregator (docs/fulfilment.md): the ready-to-ship queue, the
// couriers an order may go with, and bulk booking, idempotent per order.
import type { Uses } from '../../context';
import { AppError, conflict, notFound } from '../../lib/errors';
import { isUniqueViolation } from '../../db/unique-violation';
import type { Page } from '../../db/paging';
import { toPaise, toRupees } from '@shared/money';
import { SHIPPING_BOX_CM } from '@shared/constants';
import { SHIPMENT_MESSAGES as M, type BookShipmentsBody, type PackageDims, type QueueOrder, type QueueState, type Shipment } from '@shared/schemas/shipments';
import * as orders from '../orders';
import { FulfilmentError, type AggregatorOrder } from '../../providers/shipping/fulfilment';
import * as repo from './shipments.repo';
import * as eway from './eway-bills.service';
import { activeBillsOf } from './eway-bills.repo';
import { type Logger, one } from './shipment-views';

/** What this file touches of the app's context. */
type Ctx = Uses<'config' | 'db' | 'ewayBills' | 'fulfilment' | 'now' | 'pincodes' | 'shipping'>;

/** A booking taken for sending is left to its asker this long; after it, a new ask takes it over. */
export const BOOKING_LEASE_MS = 2 * 60_000;
const BEING_BOOKED = 'This order is being booked right now. Refresh the list in a minute.';
export const AGGREGATOR_DOWN = 'The shipping aggregator could not be reached. Please try booking this order again.';

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
  ctx: Ctx,
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

export async function courierChoices(ctx: Ctx, orderId: string) {
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

async function quotesFor(ctx: Ctx, pinCode: string, p: PackageDims) {
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

export async function bookShipments(ctx: Ctx, body: BookShipmentsBody, log?: Logger) {
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
async function missingEwayBills(ctx: Ctx, orderIds: string[]): Promise<string[]> {
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
export async function bookOne(ctx: Ctx, ask: BookShipmentsBody['Orders'][number], log?: Logger): Promise<BookResult> {
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
