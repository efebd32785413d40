// The only code that talks to Drizzle for shipments, their scans and failed delivery attempts.
import { and, asc, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/client';
import { shipmentNdrs, shipmentScans, shipments, type AttemptChoice } from '../../db/schema';
import { pageSql, type Page } from '../../db/paging';
import { startOfIndiaDay, addDays } from '@shared/india-time';
import type { QueueState } from '@shared/schemas/shipments';

export type ShipmentRow = typeof shipments.$inferSelect;
export type ScanRow = typeof shipmentScans.$inferSelect;
export type NdrRow = typeof shipmentNdrs.$inferSelect;

/** A shipment that is not cancelled; Booking and BookingFailed are not booked yet. */
export const NOT_BOOKED = ['Booking', 'BookingFailed'];

export async function liveShipmentOf(db: Db, orderId: string, o: { forUpdate?: boolean } = {}): Promise<ShipmentRow | null> {
  const q = db
    .select()
    .from(shipments)
    .where(and(eq(shipments.orderId, orderId), sql`${shipments.state} <> 'Cancelled'`))
    .limit(1);
  const [row] = o.forUpdate ? await q.for('update') : await q;
  return row ?? null;
}

export async function cancelledCount(db: Db, orderId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(shipments)
    .where(and(eq(shipments.orderId, orderId), eq(shipments.state, 'Cancelled')));
  return Number(row?.n ?? 0);
}

export async function insertShipment(db: Db, values: typeof shipments.$inferInsert): Promise<ShipmentRow> {
  const [row] = await db.insert(shipments).values(values).returning();
  return row;
}

export async function updateShipment(db: Db, id: string, set: Partial<typeof shipments.$inferInsert>): Promise<ShipmentRow> {
  const [row] = await db.update(shipments).set(set).where(eq(shipments.id, id)).returning();
  return row;
}

/** A booking row moved from one state to another only if it is still in `from`: two askers never both win. */
export async function moveShipment(db: Db, id: string, from: string[], set: Partial<typeof shipments.$inferInsert>): Promise<ShipmentRow | null> {
  const [row] = await db
    .update(shipments)
    .set(set)
    .where(and(eq(shipments.id, id), inArray(shipments.state, from)))
    .returning();
  return row ?? null;
}

export async function findShipment(db: Db, id: string, o: { forUpdate?: boolean } = {}): Promise<ShipmentRow | null> {
  const q = db.select().from(shipments).where(eq(shipments.id, id)).limit(1);
  const [row] = o.forUpdate ? await q.for('update') : await q;
  return row ?? null;
}

export async function findByAwb(db: Db, awb: string, o: { forUpdate?: boolean } = {}): Promise<ShipmentRow | null> {
  const q = db
    .select()
    .from(shipments)
    .where(and(eq(shipments.awb, awb), sql`${shipments.state} <> 'Cancelled'`))
    .limit(1);
  const [row] = o.forUpdate ? await q.for('update') : await q;
  return row ?? null;
}

export async function shipmentsByIds(db: Db, ids: string[]): Promise<ShipmentRow[]> {
  if (!ids.length) return [];
  return db.select().from(shipments).where(inArray(shipments.id, ids));
}

export async function scansOf(db: Db, shipmentIds: string[]): Promise<ScanRow[]> {
  if (!shipmentIds.length) return [];
  return db.select().from(shipmentScans).where(inArray(shipmentScans.shipmentId, shipmentIds)).orderBy(desc(shipmentScans.at), desc(shipmentScans.id));
}

/** Keeps a scan once: the same scan again (a replayed webhook) answers false. */
export async function insertScan(db: Db, v: typeof shipmentScans.$inferInsert): Promise<boolean> {
  const rows = await db.insert(shipmentScans).values(v).onConflictDoNothing().returning({ id: shipmentScans.id });
  return rows.length > 0;
}

export async function ndrsOf(db: Db, shipmentIds: string[]): Promise<NdrRow[]> {
  if (!shipmentIds.length) return [];
  return db.select().from(shipmentNdrs).where(inArray(shipmentNdrs.shipmentId, shipmentIds)).orderBy(asc(shipmentNdrs.id));
}

export async function openNdr(db: Db, shipmentId: string, o: { forUpdate?: boolean } = {}): Promise<NdrRow | null> {
  const q = db
    .select()
    .from(shipmentNdrs)
    .where(and(eq(shipmentNdrs.shipmentId, shipmentId), isNull(shipmentNdrs.closedAt)))
    .limit(1);
  const [row] = o.forUpdate ? await q.for('update') : await q;
  return row ?? null;
}

/** Opens a failed attempt, or counts one more on the open one. */
export async function recordNdr(db: Db, shipmentId: string, reason: string, at: Date) {
  const open = await openNdr(db, shipmentId, { forUpdate: true });
  if (open) {
    await db
      .update(shipmentNdrs)
      .set({ attempts: open.attempts + 1, reason, shopperChoice: null, adminAction: null })
      .where(eq(shipmentNdrs.id, open.id));
    return;
  }
  const attempts = (await ndrsOf(db, [shipmentId])).length + 1;
  await db.insert(shipmentNdrs).values({ shipmentId, reason, attempts, openedAt: at });
}

export async function setNdrChoice(db: Db, id: number, set: { shopperChoice?: AttemptChoice; adminAction?: AttemptChoice; closedAt?: Date }) {
  await db.update(shipmentNdrs).set(set).where(eq(shipmentNdrs.id, id));
}

export async function closeNdr(db: Db, shipmentId: string, at: Date) {
  await db
    .update(shipmentNdrs)
    .set({ closedAt: at })
    .where(and(eq(shipmentNdrs.shipmentId, shipmentId), isNull(shipmentNdrs.closedAt)));
}

export interface QueueRow {
  id: string;
  order_code: string;
  created_at: Date | string;
  first_name: string;
  last_name: string;
  delivery_address: { City: string; State: string; PinCode: string };
  courier_name: string;
  shipping_cost_paise: number;
  items_total_paise: number;
  discount_paise: number;
  item_count: number;
  weight_kg: number;
  last_error: string | null;
  total: number;
}

/** Paid orders (Ordered) without a booked shipment, oldest first, with the last booking's error. */
export async function queue(db: Db, f: { state?: QueueState; courier?: string; from?: string; to?: string }, page: Page): Promise<QueueRow[]> {
  const state =
    f.state === 'BookingFailed' ? sql`and s.state = 'BookingFailed'` : f.state === 'NotBooked' ? sql`and (s.id is null or s.state = 'Booking')` : sql``;
  const courier = f.courier ? sql`and o.courier_name = ${f.courier}` : sql``;
  const from = f.from ? sql`and o.created_at >= ${startOfIndiaDay(f.from).toISOString()}` : sql``;
  const to = f.to ? sql`and o.created_at < ${startOfIndiaDay(addDays(f.to, 1)).toISOString()}` : sql``;
  return queryRows<QueueRow>(
    db,
    sql`select o.id, o.order_code, o.created_at, u.first_name, u.last_name, o.delivery_address, o.courier_name,
               o.shipping_cost_paise::float8 as shipping_cost_paise, o.items_total_paise::float8 as items_total_paise,
               o.discount_paise::float8 as discount_paise,
               (select coalesce(sum(quantity), 0) from order_items i where i.order_id = o.id)::int as item_count,
               (select coalesce(greatest(sum(coalesce(v.metrix_weight, 0) * i.quantity), sum(coalesce(v.product_weight, 0) * i.quantity)), 0)
                  from order_items i left join product_variants v on v.id = i.variant_id where i.order_id = o.id)::float8 as weight_kg,
               s.last_error,
               count(*) over ()::int as total
          from orders o
          join users u on u.id = o.user_id
          left join shipments s on s.order_id = o.id and s.state <> 'Cancelled'
         where o.status = 'Ordered' and (s.id is null or s.state in ('Booking', 'BookingFailed'))
           ${state} ${courier} ${from} ${to}
         order by o.created_at asc, o.id asc
         ${pageSql(page)}`,
  );
}

/** An order's parcel weight: the larger of its items' total metrix and product weights. */
export async function parcelWeight(db: Db, orderId: string): Promise<number> {
  const [row] = await queryRows<{ w: number }>(
    db,
    sql`select coalesce(greatest(sum(coalesce(v.metrix_weight, 0) * i.quantity), sum(coalesce(v.product_weight, 0) * i.quantity)), 0)::float8 as w
          from order_items i left join product_variants v on v.id = i.variant_id where i.order_id = ${orderId}`,
  );
  return Number(row?.w ?? 0);
}

export async function list(db: Db, f: { state?: string; courier?: string; from?: string; to?: string }, page: Page) {
  const conds = [sql`s.state not in ('Booking', 'BookingFailed')`];
  if (f.state) conds.push(sql`s.state = ${f.state}`);
  if (f.courier) conds.push(sql`s.courier_name = ${f.courier}`);
  if (f.from) conds.push(sql`s.booked_at >= ${startOfIndiaDay(f.from).toISOString()}`);
  if (f.to) conds.push(sql`s.booked_at < ${startOfIndiaDay(addDays(f.to, 1)).toISOString()}`);
  const rows = await queryRows<{ id: string; total: number }>(
    db,
    sql`select s.id, count(*) over ()::int as total from shipments s where ${sql.join(conds, sql` and `)}
         order by s.booked_at desc nulls last, s.id ${pageSql(page)}`,
  );
  return { ids: rows.map((r) => r.id), total: rows[0]?.total ?? 0 };
}

export async function actionNeeded(db: Db): Promise<ShipmentRow[]> {
  return db.select().from(shipments).where(eq(shipments.state, 'DeliveryFailed')).orderBy(asc(shipments.updatedAt));
}

/**
 * Takes up to `limit` shipments on their way that nothing was heard of since `before`, each for one
 * instance only: it is marked heard now in the same short transaction (FOR UPDATE SKIP LOCKED).
 */
export async function claimQuiet(db: Db, before: Date, now: Date, limit: number): Promise<ShipmentRow[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(shipments)
      .where(
        and(
          inArray(shipments.state, ['Booked', 'PickedUp', 'InTransit', 'OutForDelivery', 'DeliveryFailed', 'ReturningToSeller']),
          or(isNull(shipments.lastHeardAt), lt(shipments.lastHeardAt, before)),
        ),
      )
      .orderBy(asc(shipments.lastHeardAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (rows.length)
      await tx
        .update(shipments)
        .set({ lastHeardAt: now })
        .where(
          inArray(
            shipments.id,
            rows.map((r) => r.id),
          ),
        );
    return rows;
  });
}
