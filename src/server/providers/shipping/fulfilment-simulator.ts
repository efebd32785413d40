// The offline fulfilment simulator (docs/fulfilment.md): behaves as the aggregator does. It books
// parcels under the shop's key (the same key again answers the same parcel), assigns AWBs in the
// couriers' formats, draws labels and manifests, refuses what an aggregator refuses, and moves each
// parcel through the courier's scans: on a clock in development, by the tests' hand in tests. It
// keeps its parcels in the database, so several instances of the shop see the same ones.
import { and, asc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { simulatedShipments, type SimulatedScan } from '../../db/schema';
import { addDays, indiaDate } from '@shared/india-time';
import { isUniqueViolation } from '../../db/unique-violation';
import {
  FulfilmentError,
  type AggregatorOrder,
  type AssignedAwb,
  type CreateOrderRequest,
  type Fulfilment,
  type LabelData,
  type NdrInstruction,
  type TrackingUpdate,
} from './fulfilment';
import { AGGREGATOR_STATUS, CODE } from './status-codes';
import { labelsPdf, manifestPdf } from './documents-pdf';
import { TableShippingProvider, zoneOf } from './table-provider';

type Row = typeof simulatedShipments.$inferSelect;

/** The forward road of a parcel once picked up. */
const FORWARD = [CODE.pickedUp, CODE.inTransit, CODE.reachedDestination, CODE.outForDelivery];
/** On the clock, every tenth parcel fails its first attempt and every tenth (offset) is refused and returns: the demo shows both. Without it (tests) every parcel goes the delivering road unless told otherwise. */
export const DEMO_ROADS: Record<'deliver' | 'ndr' | 'rto', number[]> = {
  deliver: [...FORWARD, CODE.delivered],
  ndr: [...FORWARD, CODE.undelivered],
  rto: [...FORWARD, CODE.undelivered, CODE.rtoInitiated, CODE.rtoInTransit, CODE.rtoDelivered],
};
const roadOf = (id: number) => (id % 10 === 4 ? DEMO_ROADS.ndr : id % 10 === 7 ? DEMO_ROADS.rto : DEMO_ROADS.deliver);

/** Pin codes no surface courier reaches (islands): the simulator refuses them as the aggregator does. */
const NOT_BY_SURFACE = ['744', '682555'];

export const NDR_REASONS = [
  'Consignee not available, phone unreachable',
  'Address incomplete, consignee could not be located',
  'Consignee refused the delivery',
];

/** An AWB in the courier's own format, from the parcel's number. */
export function awbFor(courierName: string, id: number): string {
  const n = String(id).padStart(8, '0');
  const name = courierName.toLowerCase();
  if (name.includes('delhivery')) return `1490${String(81000000 + id).padStart(10, '0')}`;
  if (name.includes('dtdc')) return `D${String(70000000 + id).padStart(9, '0')}`;
  if (name.includes('xpressbees')) return `1520${String(12000000 + id).padStart(10, '0')}`;
  if (name.includes('blue dart')) return `7${String(7100000000 + id).padStart(10, '0')}`;
  if (name.includes('ekart')) return `SRTP${String(50000000 + id).padStart(10, '0')}`;
  return `SIM${n}`;
}

/** The parcel's page on the shop's own courier sandbox (served outside production), where its scans can be moved on by hand. */
export const SANDBOX_COURIER_PATH = '/sandbox/courier/';
export function trackingUrlOf(publicUrl: string, awb: string): string {
  return `${publicUrl}${SANDBOX_COURIER_PATH}${encodeURIComponent(awb)}`;
}

export interface SimulatorOptions {
  db: Db;
  now: () => Date;
  /** Minutes between two scans of a parcel on its own; 0: the clock is off (tests move parcels). */
  clockMinutes: number;
  pickupPinCode: string;
  pickupCity?: string;
  /** The shop's address: a parcel's tracking link is its page on the courier sandbox. */
  publicUrl: string;
}

export class FulfilmentSimulator implements Fulfilment {
  private readonly rates = new TableShippingProvider();
  /** Tests: the next call of this name does its work and then fails as a lost answer does. */
  private lostAnswers = new Map<string, number>();

  constructor(private readonly o: SimulatorOptions) {}

  private async find(where: ReturnType<typeof eq>): Promise<Row | null> {
    const [row] = await this.o.db.select().from(simulatedShipments).where(where).limit(1);
    return row ?? null;
  }

  private async byShipmentId(id: string): Promise<Row> {
    const row = await this.find(eq(simulatedShipments.id, Number(id)));
    if (!row) throw new FulfilmentError(`Shipment ${id} not found`);
    return row;
  }

  private async byAwb(awb: string): Promise<Row> {
    const row = await this.find(eq(simulatedShipments.awb, awb));
    if (!row) throw new FulfilmentError(`AWB ${awb} not found`);
    return row;
  }

  /** Tests: the next `times` calls to `method` do their work, then fail as a time-out does. */
  loseNextAnswer(method: 'createOrder' | 'assignAwb' | 'requestPickup', times = 1) {
    this.lostAnswers.set(method, times);
  }

  private lose(method: string) {
    const left = this.lostAnswers.get(method) ?? 0;
    if (left <= 0) return;
    this.lostAnswers.set(method, left - 1);
    throw new FulfilmentError('The shipping aggregator did not answer in time. Please try again.', true);
  }

  async createOrder(req: CreateOrderRequest): Promise<AggregatorOrder> {
    if (!/^[1-9][0-9]{5}$/.test(req.consignee.pinCode)) throw new FulfilmentError(`The delivery pin code ${req.consignee.pinCode} is not valid.`);
    try {
      await this.o.db.insert(simulatedShipments).values({
        channelOrderId: req.key,
        deliveryPinCode: req.consignee.pinCode,
        deliveryCity: req.consignee.city,
        ewayBillNo: req.ewayBillNo ?? null,
        statusCode: 0,
        createdAt: this.o.now(),
      });
    } catch (err) {
      // The same key again (a booking asked again): the aggregator answers the order it has.
      if (!isUniqueViolation(err)) throw err;
    }
    const row = (await this.find(eq(simulatedShipments.channelOrderId, req.key)))!;
    this.lose('createOrder');
    return { orderId: `SIM-${row.id}`, shipmentId: String(row.id), awb: row.awb, courierName: row.courierName };
  }

  async assignAwb(order: AggregatorOrder, courierName: string): Promise<AssignedAwb> {
    const row = await this.byShipmentId(order.shipmentId);
    if (row.statusCode === CODE.cancelled) throw new FulfilmentError('This shipment was cancelled.');
    const zone = zoneOf(this.o.pickupPinCode, row.deliveryPinCode);
    // Whether the courier serves the pin code, and in how many days (its charge is the rate table's, asked by the shop).
    const quote = (
      await this.rates.serviceability({
        pickupPinCode: this.o.pickupPinCode,
        deliveryPinCode: row.deliveryPinCode,
        weightKg: 0.5,
        cod: 0,
        box: { length: 24, breadth: 12, height: 8 },
      })
    ).find((q) => q.courier_name === courierName);
    if (!row.awb) {
      if (NOT_BY_SURFACE.some((p) => row.deliveryPinCode.startsWith(p)) && !courierName.toLowerCase().includes('air'))
        throw new FulfilmentError(`${courierName} does not deliver to pin code ${row.deliveryPinCode}: it is not serviceable by surface.`);
      if (!quote) throw new FulfilmentError(`${courierName} does not deliver to pin code ${row.deliveryPinCode} (${zone} zone).`);
      const etd = addDays(indiaDate(this.o.now()), quote.estimated_delivery_days + 1);
      // Set only if still unset: two askers at once get the same AWB.
      await this.o.db
        .update(simulatedShipments)
        .set({
          awb: awbFor(courierName, row.id),
          courierName,
          statusCode: CODE.awbAssigned,
          etd,
          plan: this.o.clockMinutes > 0 ? roadOf(row.id) : DEMO_ROADS.deliver,
        })
        .where(and(eq(simulatedShipments.id, row.id), sql`${simulatedShipments.awb} is null`));
    }
    const now = (await this.byShipmentId(order.shipmentId))!;
    this.lose('assignAwb');
    return {
      awb: now.awb!,
      courierName: now.courierName!,
      cost: null,
      trackingUrl: trackingUrlOf(this.o.publicUrl, now.awb!),
      expectedDeliveryDate: now.etd,
    };
  }

  async requestPickup(shipmentIds: string[]): Promise<string> {
    const now = this.o.now();
    // Booked before 2 pm India time: picked up today, otherwise tomorrow.
    const today = indiaDate(now);
    const hour = (now.getUTCHours() + 5 + (now.getUTCMinutes() + 30 >= 60 ? 1 : 0)) % 24;
    const pickupDate = hour < 14 ? today : addDays(today, 1);
    for (const id of shipmentIds) {
      const row = await this.byShipmentId(id);
      if (!row.awb) throw new FulfilmentError('Assign an AWB before asking for the pickup.');
      if (row.statusCode !== CODE.awbAssigned) continue;
      await this.o.db
        .update(simulatedShipments)
        .set({
          statusCode: CODE.pickupScheduled,
          pickupDate,
          nextScanAt: this.o.clockMinutes > 0 ? new Date(now.getTime() + this.o.clockMinutes * 60_000) : null,
        })
        .where(eq(simulatedShipments.id, row.id));
    }
    this.lose('requestPickup');
    return pickupDate;
  }

  async labelPdf(_shipmentIds: string[], labels: LabelData[]): Promise<Buffer> {
    return labelsPdf(labels);
  }

  async manifestPdf(_shipmentIds: string[], labels: LabelData[]): Promise<Buffer> {
    return manifestPdf(labels, this.o.now());
  }

  async cancel(awb: string): Promise<void> {
    const row = await this.byAwb(awb);
    if (row.statusCode === CODE.cancelled) return;
    if (row.scans.length > 0) throw new FulfilmentError('The courier has already picked this parcel up, so it cannot be cancelled.');
    // The AWB goes back to the courier: the parcel keeps no number.
    await this.o.db
      .update(simulatedShipments)
      .set({ statusCode: CODE.cancelled, awb: null, channelOrderId: `${row.channelOrderId}~cancelled`, nextScanAt: null })
      .where(eq(simulatedShipments.id, row.id));
  }

  async track(awb: string): Promise<TrackingUpdate> {
    return updateOf(await this.byAwb(awb));
  }

  async ndrAction(awb: string, instruction: NdrInstruction): Promise<void> {
    const row = await this.byAwb(awb);
    if (row.statusCode !== CODE.undelivered) throw new FulfilmentError('There is no failed delivery attempt open on this AWB.');
    const plan = instruction.action === 'Reattempt' ? [CODE.outForDelivery, CODE.delivered] : [CODE.rtoInitiated, CODE.rtoInTransit, CODE.rtoDelivered];
    const now = this.o.now();
    await this.o.db
      .update(simulatedShipments)
      .set({ plan, nextScanAt: this.o.clockMinutes > 0 ? new Date(now.getTime() + this.o.clockMinutes * 60_000) : null })
      .where(eq(simulatedShipments.id, row.id));
    // Returning to the seller is booked at once: the courier scans it so.
    if (instruction.action === 'ReturnToSeller') await this.advance(awb);
  }

  // ---- the clock, and the tests' hand on it

  /** Makes the parcel's next scan (or the one given); answers what the aggregator would now tell. */
  async advance(awb: string, o: { code?: number; reason?: string } = {}): Promise<TrackingUpdate> {
    const row = await this.byAwb(awb);
    return this.step(row, o);
  }

  /** Moves the parcel through its scans until the one with `code` (inclusive). */
  async advanceTo(awb: string, code: number): Promise<TrackingUpdate> {
    let update = await this.track(awb);
    for (let i = 0; i < 12; i++) {
      const row = await this.byAwb(awb);
      if (row.statusCode === code) return update;
      if (!row.plan.length) throw new Error(`AWB ${awb} has no scan ${code} ahead`);
      update = await this.step(row, {});
    }
    return update;
  }

  /** Tests: the next attempt fails with this reason. */
  async failAttempt(awb: string, reason = NDR_REASONS[0]): Promise<TrackingUpdate> {
    const row = await this.byAwb(awb);
    if (row.statusCode !== CODE.outForDelivery) await this.advanceTo(awb, CODE.outForDelivery);
    return this.step((await this.byAwb(awb))!, { code: CODE.undelivered, reason, plan: [] });
  }

  private async step(row: Row, o: { code?: number; reason?: string; plan?: number[] }): Promise<TrackingUpdate> {
    const code = o.code ?? row.plan[0];
    if (code === undefined) return updateOf(row);
    const plan = o.plan ?? (o.code === undefined ? row.plan.slice(1) : row.plan);
    const now = this.o.now();
    const last = row.scans.at(-1);
    // Each scan later than the one before it, even when the tests' clock stands still.
    const at = new Date(Math.max(now.getTime(), last ? new Date(last.at).getTime() + 60_000 : 0));
    const scan: SimulatedScan = {
      at: at.toISOString(),
      code,
      label: AGGREGATOR_STATUS[code]?.label ?? String(code),
      activity: activityOf(code, o.reason ?? NDR_REASONS[row.id % NDR_REASONS.length]),
      location: this.placeOf(code, row),
    };
    const next = plan.length && this.o.clockMinutes > 0 ? new Date(now.getTime() + this.o.clockMinutes * 60_000) : null;
    const [saved] = await this.o.db
      .update(simulatedShipments)
      .set({ statusCode: code, scans: [...row.scans, scan], plan, nextScanAt: next })
      .where(eq(simulatedShipments.id, row.id))
      .returning();
    return updateOf(saved);
  }

  private placeOf(code: number, row: Row): string {
    const origin = this.o.pickupCity ?? 'Vellore';
    if (code === CODE.pickedUp || code === CODE.rtoDelivered) return `${origin}, Tamil Nadu`;
    if (code === CODE.inTransit || code === CODE.rtoInTransit) return `${origin} Hub`;
    return `${row.deliveryCity} Hub`;
  }

  /** The clock: moves every parcel that is due, claimed once across instances; answers their updates. */
  async tick(limit = 50): Promise<TrackingUpdate[]> {
    const now = this.o.now();
    const updates: TrackingUpdate[] = [];
    for (let i = 0; i < limit; i++) {
      const update = await this.o.db.transaction(async (tx) => {
        const [due] = await tx
          .select()
          .from(simulatedShipments)
          .where(and(isNotNull(simulatedShipments.nextScanAt), lte(simulatedShipments.nextScanAt, now), isNotNull(simulatedShipments.awb)))
          .orderBy(asc(simulatedShipments.nextScanAt))
          .limit(1)
          .for('update', { skipLocked: true });
        if (!due) return null;
        const inner = new FulfilmentSimulator({ ...this.o, db: tx });
        return inner.step(due, {});
      });
      if (!update) break;
      updates.push(update);
    }
    return updates;
  }
}

function activityOf(code: number, reason: string): string {
  switch (code) {
    case CODE.pickedUp:
      return 'Shipment picked up from the seller';
    case CODE.inTransit:
      return 'Shipment in transit to the destination hub';
    case CODE.reachedDestination:
      return 'Shipment reached the destination hub';
    case CODE.outForDelivery:
      return 'Out for delivery';
    case CODE.delivered:
      return 'Delivered to the consignee';
    case CODE.undelivered:
      return reason;
    case CODE.rtoInitiated:
      return 'Return to origin initiated';
    case CODE.rtoInTransit:
      return 'Return shipment in transit to the seller';
    case CODE.rtoDelivered:
      return 'Returned to the seller';
    default:
      return AGGREGATOR_STATUS[code]?.label ?? 'Status updated';
  }
}

function updateOf(row: Row): TrackingUpdate {
  return {
    awb: row.awb ?? '',
    statusCode: String(row.statusCode),
    statusLabel: AGGREGATOR_STATUS[row.statusCode]?.label ?? 'New',
    scans: row.scans.map((s) => ({ at: s.at, code: String(s.code), label: s.label, activity: s.activity, location: s.location })),
    expectedDeliveryDate: row.etd,
  };
}
