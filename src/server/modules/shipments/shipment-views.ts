// Shipments as the admin's screens and lists see them (docs/fulfilment.md): each with its order code,
// scans, failed attempt and return.
import type { Uses } from '../../context';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { Page } from '../../db/paging';
import { toRupees } from '@shared/money';
import { paths } from '@shared/paths';
import { SHIPMENT_MESSAGES as M, type Scan, type Shipment, type ShipmentState } from '@shared/schemas/shipments';
import * as orders from '../orders';
import * as repo from './shipments.repo';
import * as eway from './eway-bills.service';
import { activeBillsOf } from './eway-bills.repo';

/** What this file touches of the app's context. */
type Ctx = Uses<'config' | 'db'>;

export type Logger = { warn: (o: object, msg: string) => void; info: (o: object, msg: string) => void; error: (o: object, msg: string) => void };

const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

/** The link to the shopper's order, where a failed attempt can be answered. */
export const orderPageLink = (ctx: Ctx, orderId: string) => `${ctx.config.publicUrl}${paths.order(orderId)}`;

// ---------------------------------------------------------------- views

export async function describe(db: Db, rows: repo.ShipmentRow[]): Promise<Shipment[]> {
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

export const one = async (db: Db, row: repo.ShipmentRow) => (await describe(db, [row]))[0];

// ---------------------------------------------------------------- lists

export async function listShipments(ctx: Ctx, f: { state?: string; courier?: string; from?: string; to?: string }, page: Page) {
  const { ids, total } = await repo.list(ctx.db, f, page);
  const rows = await repo.shipmentsByIds(ctx.db, ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return { Items: await describe(ctx.db, ids.map((i) => byId.get(i)!).filter(Boolean)), Total: total };
}

export async function actionNeeded(ctx: Ctx) {
  return { Items: await describe(ctx.db, await repo.actionNeeded(ctx.db)) };
}

/** The admin order detail's shipment panel: the live shipment, or the last cancelled one, or null. */
export async function shipmentOfOrder(ctx: Ctx, orderId: string): Promise<Shipment | null> {
  if (!(await orders.findOrder(ctx.db, orderId))) throw notFound(M.orderNotFound);
  const live = await repo.liveShipmentOf(ctx.db, orderId);
  if (!live || repo.NOT_BOOKED.includes(live.state)) return null;
  return one(ctx.db, live);
}
