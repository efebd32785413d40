// Printing booked shipments (docs/fulfilment.md): labels as the aggregator makes them, the shop's
// packing slips, and the pickup manifest.
import type { Uses } from '../../context';
import { AppError, conflict, notFound } from '../../lib/errors';
import { toRupees } from '@shared/money';
import { SHOP } from '@shared/constants';
import { SHIPMENT_MESSAGES as M } from '@shared/schemas/shipments';
import * as orders from '../orders';
import { findInvoice } from '../documents';
import { FulfilmentError, type LabelData } from '../../providers/shipping/fulfilment';
import { joinPdfs, slipsPdf, type PackingSlip } from '../../providers/shipping/documents-pdf';
import * as repo from './shipments.repo';

/** What this file touches of the app's context. */
type Ctx = Uses<'config' | 'db' | 'fulfilment'>;

// ---------------------------------------------------------------- printing

async function labelDataOf(ctx: Ctx, rows: repo.ShipmentRow[]): Promise<{ labels: LabelData[]; slips: PackingSlip[] }> {
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

async function printable(ctx: Ctx, ids: string[]): Promise<repo.ShipmentRow[]> {
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
export async function labelsAndSlips(ctx: Ctx, ids: string[]): Promise<Buffer> {
  const rows = await printable(ctx, ids);
  const { labels, slips } = await labelDataOf(ctx, rows);
  const printed = await fromAggregator(() => ctx.fulfilment.labelPdf(aggregatorIds(rows), labels));
  return joinPdfs([printed, await slipsPdf(slips)]);
}

/** One shipment's label as the aggregator prints it. */
export async function labelOf(ctx: Ctx, id: string): Promise<Buffer> {
  const rows = await printable(ctx, [id]);
  const { labels } = await labelDataOf(ctx, rows);
  return fromAggregator(() => ctx.fulfilment.labelPdf(aggregatorIds(rows), labels));
}

export async function manifest(ctx: Ctx, ids: string[]): Promise<Buffer> {
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
