// E-way bills (docs/e-way-bills.md): which consignments need one (over ₹50,000 between states,
// over the state's own limit within it), the states' limits the admin edits, and generating a bill
// from the order's tax invoice before its shipment is booked, or cancelling it.
import type { Uses } from '../../context';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../lib/tokens';
import { AppError, conflict, notFound } from '../../lib/errors';
import { isUniqueViolation } from '../../db/unique-violation';
import { toRupees } from '@shared/money';
import { GST_STATE_CODES } from '@shared/gst';
import { moneyOfRow, orderTotal } from '@shared/order-charges';
import { INTER_STATE_LIMIT_PAISE, ewayBillReason } from '@shared/eway-bills';
import {
  EWAY_CANCEL_REASONS,
  EWAY_MESSAGES as M,
  type CancelEwayBillBody,
  type EwayBill,
  type EwayStateLimitBody,
  type EwayStatus,
  type GenerateEwayBillsBody,
} from '@shared/schemas/eway-bills';
import * as orders from '../orders';
import { recordChange } from '../audit';
import { findInvoice, invoiceDataOf, invoiceTotals, setInvoiceEwayBill } from '../documents';
import { EwayBillError, type EwayBillRequest, type GeneratedEwayBill } from '../../providers/eway-bill/eway-bill-provider';
import * as repo from './eway-bills.repo';
import { NOT_BOOKED, liveShipmentOf } from './shipments.repo';

/** What this file touches of the app's context. */
type Ctx = Uses<'config' | 'db' | 'ewayBills' | 'now' | 'pincodes'>;

// ---------------------------------------------------------------- the rule

/** Each state's limit within it (paise; null: none needed). */
export async function limitsByState(db: Db): Promise<Map<string, number | null>> {
  return new Map((await repo.stateLimits(db)).map((r) => [r.state, r.limitPaise]));
}

export const billView = (b: repo.EwayBillRow): EwayBill => ({
  Number: b.number,
  GeneratedAt: b.generatedAt.toISOString(),
  ValidUntil: b.validUntil?.toISOString() ?? null,
  DistanceKm: b.distanceKm,
  TransporterId: b.transporterId,
  VehicleNumber: b.vehicleNumber,
  Value: toRupees(b.valuePaise),
});

/** What an order's consignment needs: its invoice value (GST included) against its limit, and its live bill. */
export async function ewayStatuses(
  ctx: Ctx,
  consignments: { orderId: string; deliveryState: string; valuePaise: number }[],
  db: Db = ctx.db,
): Promise<Map<string, EwayStatus>> {
  const limits = await limitsByState(db);
  const bills = await repo.activeBillsOf(
    db,
    consignments.map((c) => c.orderId),
  );
  const out = new Map<string, EwayStatus>();
  for (const c of consignments) {
    const bill = bills.find((b) => b.orderId === c.orderId) ?? null;
    const reason = ewayBillReason(c.valuePaise, ctx.config.seller.state, c.deliveryState, limits);
    out.set(c.orderId, { Required: reason !== null, Message: bill ? null : reason, Bill: bill ? billView(bill) : null });
  }
  return out;
}

/** `db`: the caller's transaction, when it holds one. */
export async function ewayStatusOfOrder(ctx: Ctx, order: orders.OrderRow, db: Db = ctx.db): Promise<EwayStatus> {
  const c = { orderId: order.id, deliveryState: order.deliveryAddress.State, valuePaise: orderTotal(moneyOfRow(order)) };
  return (await ewayStatuses(ctx, [c], db)).get(order.id)!;
}

/** The admin order detail's view of an order's e-way bill. */
export async function orderEwayStatus(ctx: Ctx, orderId: string): Promise<EwayStatus> {
  const order = await orders.findOrder(ctx.db, orderId);
  if (!order) throw notFound(M.orderNotFound);
  return ewayStatusOfOrder(ctx, order);
}

// ---------------------------------------------------------------- the states' limits

export async function listStateLimits(ctx: Ctx) {
  const rows = await repo.stateLimits(ctx.db);
  const seller = ctx.config.seller.state.trim().toLowerCase();
  return {
    InterStateLimit: toRupees(INTER_STATE_LIMIT_PAISE),
    Items: rows.map((r) => ({
      State: r.state,
      Limit: r.limitPaise === null ? null : toRupees(r.limitPaise),
      Source: r.source,
      UpdatedAt: r.updatedAt.toISOString(),
      SellerState: r.state.toLowerCase() === seller,
    })),
  };
}

export async function saveStateLimit(ctx: Ctx, admin: AuthUser, state: string, body: EwayStateLimitBody) {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const before = await repo.findStateLimit(tx, state, { forUpdate: true });
    if (!before) throw notFound(M.stateNotFound);
    const limitPaise = body.Limit === null ? null : body.Limit * 100;
    await repo.updateStateLimit(tx, state, { limitPaise, source: body.Source, updatedAt: now });
    await recordChange(tx, admin, now, {
      kind: 'eway-limit',
      action: 'saved',
      entity: state,
      summary: `E-way bill limit within ${state}: ${body.Limit === null ? 'none needed' : `₹${body.Limit.toLocaleString('en-IN')}`}`,
      before: { Limit: before.limitPaise === null ? null : toRupees(before.limitPaise), Source: before.source },
      after: { Limit: body.Limit, Source: body.Source },
    });
  });
  return (await listStateLimits(ctx)).Items.find((i) => i.State === state)!;
}

// ---------------------------------------------------------------- generating

const rupees = (paise: number) => Math.round(paise) / 100;
const ddmmyyyy = (d: Date) => {
  const [y, m, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(d).split('-');
  return `${day}/${m}/${y}`;
};

/** Part A from the order's tax invoice (and Part B's transporter and vehicle when known), in the portal's shape. */
async function requestOf(
  ctx: Ctx,
  order: orders.OrderRow,
  invoice: NonNullable<Awaited<ReturnType<typeof findInvoice>>>,
  ask: { VehicleNumber?: string; DistanceKm?: number },
): Promise<EwayBillRequest> {
  const items = await orders.itemsOf(ctx.db, [order.id]);
  const data = invoiceDataOf(order, invoice, items, ctx.config.seller);
  const t = invoiceTotals(data);
  const a = order.deliveryAddress;
  const [place] = await ctx.pincodes.lookup(ctx.config.pickupPinCode).catch(() => []);
  const code = (state: string) => Number(GST_STATE_CODES[state] ?? 0);
  const transporterId = ctx.config.ewayBill.transporterId;
  return {
    supplyType: 'O',
    subSupplyType: '1',
    docType: 'INV',
    docNo: data.number,
    docDate: ddmmyyyy(data.issuedAt),
    fromGstin: data.seller.gstin,
    fromTrdName: data.seller.name.slice(0, 100),
    fromAddr1: data.seller.address.slice(0, 120),
    fromPlace: (place?.district ?? data.seller.state).slice(0, 50),
    fromPincode: Number(ctx.config.pickupPinCode),
    fromStateCode: code(data.seller.state),
    actFromStateCode: code(data.seller.state),
    // A business's order names its GSTIN and legal name; a shopper without a GSTIN is an
    // unregistered person (URP) to the portal. The goods go to the delivery address either way.
    toGstin: order.buyerBusiness?.Gstin ?? 'URP',
    toTrdName: (order.buyerBusiness?.LegalName ?? `${a.FirstName} ${a.LastName}`.trim()).slice(0, 100),
    toAddr1: [a.AddressLine1, a.AddressLine2].filter(Boolean).join(', ').slice(0, 120),
    toPlace: a.City.slice(0, 50),
    toPincode: Number(a.PinCode),
    toStateCode: code(a.State),
    actToStateCode: code(a.State),
    transactionType: 1,
    itemList: t.rows.map((r) => ({
      productName: r.description.slice(0, 100),
      productDesc: r.description.slice(0, 100),
      hsnCode: r.hsn,
      quantity: r.quantity,
      qtyUnit: 'NOS',
      taxableAmount: rupees(r.taxable),
      cgstRate: t.intra ? r.rate / 2 : 0,
      sgstRate: t.intra ? r.rate / 2 : 0,
      igstRate: t.intra ? 0 : r.rate,
      cessRate: 0,
    })),
    totalValue: rupees(t.taxable),
    cgstValue: rupees(t.cgst),
    sgstValue: rupees(t.sgst),
    igstValue: rupees(t.igst),
    cessValue: 0,
    otherValue: 0,
    totInvValue: rupees(t.total),
    transMode: '1',
    transDistance: ask.DistanceKm ?? 0,
    ...(transporterId ? { transporterId } : {}),
    ...(ask.VehicleNumber ? { vehicleNo: ask.VehicleNumber, vehicleType: 'R' as const } : {}),
  };
}

type GenerateResult = { OrderId: string; OrderCode: string; Generated: boolean; Bill?: EwayBill; Error?: string };

/** Generates the e-way bills of the chosen orders, each on its own; an order that has one keeps it. */
export async function generateEwayBills(ctx: Ctx, admin: AuthUser, body: GenerateEwayBillsBody) {
  const seen = new Set<string>();
  const Results: GenerateResult[] = [];
  for (const ask of body.Orders) {
    if (seen.has(ask.OrderId)) continue;
    seen.add(ask.OrderId);
    Results.push(await generateOne(ctx, admin, ask));
  }
  return { Results };
}

async function generateOne(ctx: Ctx, admin: AuthUser, ask: GenerateEwayBillsBody['Orders'][number]): Promise<GenerateResult> {
  const order = await orders.findOrder(ctx.db, ask.OrderId);
  if (!order) return { OrderId: ask.OrderId, OrderCode: '', Generated: false, Error: M.orderNotFound };
  const base = { OrderId: order.id, OrderCode: order.orderCode };
  const status = await ewayStatusOfOrder(ctx, order);
  if (status.Bill) return { ...base, Generated: true, Bill: status.Bill };
  if (order.status !== 'Ordered') return { ...base, Generated: false, Error: M.notPaid };
  if (!status.Required) return { ...base, Generated: false, Error: M.notNeeded };
  const invoice = await findInvoice(ctx.db, order.id);
  if (!invoice) return { ...base, Generated: false, Error: M.noInvoice };
  const req = await requestOf(ctx, order, invoice, ask);

  let issued: GeneratedEwayBill;
  try {
    issued = await ctx.ewayBills.generate(req);
  } catch (err) {
    if (!(err instanceof EwayBillError)) throw err;
    // A bill made for this invoice before (its answer lost, or another admin at the same moment) is the order's bill.
    const found = err.duplicate ? await ctx.ewayBills.findByDocument(req.fromGstin, 'INV', req.docNo) : null;
    if (!found) return { ...base, Generated: false, Error: err.retryable ? M.providerDown : err.message };
    issued = found;
  }
  const now = ctx.now();
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const bill = await repo.insertBill(tx, {
        orderId: order.id,
        number: issued.ewayBillNo,
        provider: ctx.ewayBills.name,
        status: 'Active',
        generatedAt: new Date(issued.ewayBillDate),
        validUntil: issued.validUpto ? new Date(issued.validUpto) : null,
        distanceKm: issued.distanceKm,
        transporterId: req.transporterId ?? null,
        vehicleNumber: req.vehicleNo ?? null,
        valuePaise: orderTotal(moneyOfRow(order)),
        partA: {
          supplierGstin: req.fromGstin,
          recipientGstin: req.toGstin,
          documentNumber: req.docNo,
          documentDate: req.docDate,
          fromPinCode: String(req.fromPincode),
          toPinCode: String(req.toPincode),
          toState: order.deliveryAddress.State,
          valuePaise: Math.round(req.totInvValue * 100),
          lines: req.itemList.map((i) => ({
            hsn: i.hsnCode,
            description: i.productName,
            quantity: i.quantity,
            taxablePaise: Math.round(i.taxableAmount * 100),
            rate: i.igstRate || i.cgstRate + i.sgstRate,
          })),
        },
      });
      await setInvoiceEwayBill(tx, order.id, bill.number);
      await recordChange(tx, admin, now, {
        kind: 'eway-bill',
        action: 'generated',
        entity: order.orderCode,
        summary: `E-way bill ${bill.number} generated for order ${order.orderCode} (invoice ${req.docNo})`,
        after: { Number: bill.number, Value: toRupees(bill.valuePaise), TransporterId: bill.transporterId, VehicleNumber: bill.vehicleNumber },
      });
      return bill;
    });
    return { ...base, Generated: true, Bill: billView(row) };
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    const kept = await repo.activeBillOf(ctx.db, order.id);
    if (!kept) throw err;
    return { ...base, Generated: true, Bill: billView(kept) };
  }
}

// ---------------------------------------------------------------- cancelling

/** Cancels the order's e-way bill at the portal (within 24 hours of it) and takes it off the invoice; refused once its parcel is booked. */
export async function cancelEwayBill(ctx: Ctx, admin: AuthUser, orderId: string, body: CancelEwayBillBody) {
  const order = await orders.findOrder(ctx.db, orderId);
  if (!order) throw notFound(M.orderNotFound);
  const bill = await repo.activeBillOf(ctx.db, orderId);
  if (!bill) throw conflict(M.noActiveBill);
  const live = await liveShipmentOf(ctx.db, orderId);
  if (live && !NOT_BOOKED.includes(live.state)) throw conflict(M.booked);
  try {
    await ctx.ewayBills.cancel(bill.number, EWAY_CANCEL_REASONS[body.Reason], body.Remarks ?? body.Reason);
  } catch (err) {
    if (err instanceof EwayBillError && !err.retryable) throw conflict(err.message);
    throw Object.assign(new AppError(503, M.providerDown), { cause: err });
  }
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await repo.cancelBill(tx, bill.id, now, body.Remarks ? `${body.Reason}: ${body.Remarks}` : body.Reason);
    await setInvoiceEwayBill(tx, orderId, null);
    await recordChange(tx, admin, now, {
      kind: 'eway-bill',
      action: 'cancelled',
      entity: order.orderCode,
      summary: `E-way bill ${bill.number} of order ${order.orderCode} cancelled (${body.Reason})`,
      before: { Number: bill.number, Status: 'Active' },
      after: { Number: bill.number, Status: 'Cancelled' },
    });
  });
  return ewayStatusOfOrder(ctx, (await orders.findOrder(ctx.db, orderId))!);
}
