// The order's life as a model-based test (docs/order-invariants.md): random sequences of what
// shoppers, the payment gateway, the clock, admins and the courier do to orders, run against the
// real shop through its HTTP API, with the shop's invariants checked from the database after every
// step. The courier is the offline fulfilment simulator: its scans reach the shop through the
// tracking webhook, in order, late or twice.
//
// A failure prints fast-check's seed, path and the shrunk sequence of steps; replay it with
//   ORDER_LIFE_SEED=<seed> ORDER_LIFE_PATH=<path> ORDER_LIFE_REPLAY_BUYING=<first replayPath> \
//   ORDER_LIFE_REPLAY_AFTER=<second replayPath> npx vitest run <this file>
// ORDER_LIFE_RUNS sets the number of runs (random seeds by default).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq, inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createAddress, createProduct, userWithToken } from '../../testing/fixtures';
import {
  coupons,
  creditNotes,
  invoices,
  orderItems,
  orders,
  payments,
  productVariants,
  returnItems,
  returns,
  sandboxRefunds,
  sandboxTransactions,
  shipments,
} from '../../db/schema';
import { WEBHOOK_TOKEN, webhookOf } from '../../testing/tracking-webhook';
import type { TrackingUpdate } from '../../providers/shipping/fulfilment';
import { CODE } from '../../providers/shipping/status-codes';
import { RETURN_REASONS, SELLER_FAULT_REASONS, type ReturnReason } from '@shared/schemas/returns';
import { partOf } from '@shared/discount';
import { sweepPayments } from './payments.service';
import { isLocalCourier } from './shipping.service';
import { completeOrders, retryReturnRefunds } from '../returns';
import { invoiceDataOf, invoiceTotals, type InvoiceData } from '../documents';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const ON_POSTGRES = !!process.env.TEST_DATABASE_URL;
const RUNS = Number(process.env.ORDER_LIFE_RUNS ?? (ON_POSTGRES ? 25 : 30));
const SEED = process.env.ORDER_LIFE_SEED ? Number(process.env.ORDER_LIFE_SEED) : undefined;
const PATH = process.env.ORDER_LIFE_PATH || undefined;
const REPLAY_BUYING = process.env.ORDER_LIFE_REPLAY_BUYING || undefined;
const REPLAY_AFTER = process.env.ORDER_LIFE_REPLAY_AFTER || undefined;
/** Past this, a failing property stops shrinking and reports the smallest sequence found so far. */
const TIME_LIMIT_MS = Number(process.env.ORDER_LIFE_TIME_LIMIT_MS ?? 100_000);

let t: TestApp;
let admin: Awaited<ReturnType<typeof userWithToken>>;
let clock = new Date('2026-11-20T10:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ env: { SHIPPING_WEBHOOK_TOKEN: WEBHOOK_TOKEN }, context: { now: () => clock } });
  admin = await userWithToken(t.ctx, 'Admin');
});
afterAll(async () => t?.close());

// ------------------------------------------------------------------ the world of one run

interface Shopper {
  userId: string;
  auth: Record<string, string>;
  addressId: number;
}

interface World {
  shoppers: Shopper[];
  variants: { productId: number; variantId: number; start: number }[];
  couponId: number;
  couponCode: string;
  /** Orders and payments the shop answered with, oldest first. */
  orders: { id: string; shopper: number }[];
  payments: { transactionId: string; orderId: string; shopper: number }[];
  returns: { id: number; orderId: string }[];
  /** Parcels booked, and every tracking update the aggregator sent (to be sent again, late). */
  parcels: { orderId: string; shipmentId: string; awb: string }[];
  updates: ReturnType<typeof webhookOf>[];
  /** Each order's status when last seen: an order never moves back, and never leaves Cancelled. */
  seen: Map<string, string>;
  /** Payments the gateway has answered (the sandbox page takes one outcome per payment). */
  decided: Set<string>;
  /** What each step did and what the shop answered, for the report of a failure. */
  log: string[];
}

interface Setup {
  stock: [number, number];
  prices: [number, number];
  secondShopperState: 'Tamil Nadu' | 'Karnataka';
  usageLimit: number | null;
  perShopperLimit: number | null;
  percent: number;
  /** What the gateway finally answers for payments nobody decided during the run. */
  lastAnswer: 'success' | 'failure';
  /** What becomes of the orders that went ahead, at the end of the run. */
  ending: 'leave' | 'cancel' | 'return' | 'courier delivers' | 'courier returns';
}

const setupArb: fc.Arbitrary<Setup> = fc.record({
  stock: fc.tuple(fc.integer({ min: 2, max: 6 }), fc.integer({ min: 1, max: 6 })),
  prices: fc.tuple(fc.constantFrom(1180, 999, 2499), fc.constantFrom(349, 1499.5)),
  secondShopperState: fc.constantFrom('Tamil Nadu' as const, 'Karnataka' as const),
  usageLimit: fc.option(fc.integer({ min: 1, max: 2 }), { nil: null }),
  perShopperLimit: fc.option(fc.constant(1), { nil: null }),
  percent: fc.constantFrom(10, 12.5),
  lastAnswer: fc.constantFrom('success' as const, 'success' as const, 'success' as const, 'failure' as const),
  ending: fc.constantFrom<Setup['ending']>('leave', 'cancel', 'cancel', 'return', 'return', 'courier delivers', 'courier returns', 'courier returns'),
});

let runNo = 0;
async function makeWorld(s: Setup): Promise<World> {
  runNo += 1;
  const places = [
    { city: 'Vellore', state: 'Tamil Nadu', pinCode: '632001' },
    s.secondShopperState === 'Karnataka'
      ? { city: 'Bengaluru', state: 'Karnataka', pinCode: '560001' }
      : { city: 'Chennai', state: 'Tamil Nadu', pinCode: '600001' },
  ];
  const shoppers: Shopper[] = [];
  for (const place of places) {
    const u = await userWithToken(t.ctx);
    const address = await createAddress(t.ctx, u.user.id, place);
    shoppers.push({ userId: u.user.id, auth: u.auth, addressId: address.id });
  }
  const variants = [];
  for (const [i, taxRate] of [18, 12].entries()) {
    const {
      product,
      variants: [v],
    } = await createProduct(t.ctx, {
      taxRate,
      variants: [{ title: i === 0 ? 'Black' : 'Blue', price: s.prices[i], stock: s.stock[i], metrix: 0.6, weight: 0.4 }],
    });
    variants.push({ productId: product.id, variantId: v.id, start: s.stock[i] });
  }
  const couponCode = `LIFE${runNo}R${Math.floor(Math.random() * 1e6)}`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/Admin/coupons',
    headers: admin.auth,
    payload: {
      Code: couponCode,
      Kind: 'Percent',
      Value: s.percent,
      MaxDiscount: 400,
      MinCartValue: 0,
      StartsAt: new Date(clock.getTime() - DAY).toISOString(),
      EndsAt: new Date(clock.getTime() + 365 * DAY).toISOString(),
      UsageLimit: s.usageLimit,
      PerShopperLimit: s.perShopperLimit,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return {
    shoppers,
    variants,
    couponId: res.json().Coupon.Id,
    couponCode,
    orders: [],
    payments: [],
    returns: [],
    parcels: [],
    updates: [],
    seen: new Map(),
    decided: new Set(),
    log: [],
  };
}

/** The n-th item counted from the newest: small picks (fast-check's favourites) land on recent orders. */
const recent = <T>(list: T[], n: number): T => list[list.length - 1 - (n % list.length)]!;

/** The statuses of the run's orders as their shoppers see them in My Orders. */
async function statuses(w: World): Promise<Map<string, string>> {
  const seen = new Map<string, string>();
  for (const s of w.shoppers) {
    const res = await t.app.inject({ url: '/api/order/myorders', headers: s.auth });
    expect(res.statusCode).toBe(200);
    for (const o of res.json() as { OrderId: string; Status: string }[]) seen.set(o.OrderId, o.Status);
  }
  return seen;
}

/**
 * The n-th newest of the run's orders in one of the statuses a step is meant for (the orders a
 * shopper or admin would press the button on), or of all its orders when none is: then the shop
 * must refuse.
 */
async function target(w: World, n: number, meantFor: string[]) {
  const seen = await statuses(w);
  const fit = w.orders.filter((o) => meantFor.includes(seen.get(o.id) ?? ''));
  return recent(fit.length ? fit : w.orders, n);
}

async function call(
  w: World,
  what: string,
  req: { method?: 'GET' | 'POST' | 'PATCH'; url: string; headers?: Record<string, string>; payload?: unknown },
): Promise<LightMyRequestResponse> {
  const res = await t.app.inject({ method: req.method ?? 'GET', url: req.url, headers: req.headers, payload: req.payload as string | object | undefined });
  w.log.push(`${what}: ${res.statusCode} ${res.body.slice(0, 160)}`);
  // Whatever the sequence, the shop answers: a refusal is a sentence, never a crash.
  if (res.statusCode >= 500) throw new Error(`${what} answered ${res.statusCode}: ${res.body}\n${w.log.join('\n')}`);
  return res;
}

/** What the background job does every minute (src/server/jobs.ts), as the payment tests call it. */
async function sweep(w: World) {
  const r = await sweepPayments(t.ctx);
  await retryReturnRefunds(t.ctx);
  const completed = await completeOrders(t.ctx);
  w.log.push(`sweep at ${clock.toISOString()}: checked ${r.checked}, expired ${r.expired}, completed ${completed}`);
}

// ------------------------------------------------------------------ the invariants

const LIVE = ['Ordered', 'Shipped', 'Delivered', 'Completed'];
const REFUND_TAKEN = ['Received', 'Refunded'];
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/** A GST document's own arithmetic: every row and the totals add up, and the tax is split as the place of supply says. */
function documentProblems(name: string, data: InvoiceData): string[] {
  const problems: string[] = [];
  const tot = invoiceTotals(data);
  for (const r of tot.rows) {
    if (r.unitPaise * r.quantity !== r.gross) problems.push(`${name}: "${r.description}" ${r.quantity} x ${r.unitPaise} is not its value ${r.gross}`);
    if (r.taxable + r.cgst + r.sgst + r.igst !== r.totalPaise)
      problems.push(`${name}: "${r.description}" taxable ${r.taxable} + GST ${r.cgst}+${r.sgst}+${r.igst} is not its total ${r.totalPaise}`);
    if (tot.intra ? r.igst !== 0 || Math.abs(r.cgst - r.sgst) > 1 : r.cgst !== 0 || r.sgst !== 0)
      problems.push(`${name}: "${r.description}" splits its GST wrongly for the place of supply (${r.cgst}/${r.sgst}/${r.igst})`);
    // The taxable value is the paid amount without the rate's GST, to the paisa.
    if (Math.abs(r.taxable * (100 + r.rate) - r.totalPaise * 100) > (100 + r.rate) / 2)
      problems.push(`${name}: "${r.description}" taxable ${r.taxable} is not ${r.totalPaise} less ${r.rate} % GST`);
  }
  if (tot.gross - tot.discount !== tot.total) problems.push(`${name}: value ${tot.gross} - discount ${tot.discount} is not the total ${tot.total}`);
  if (tot.taxable + tot.cgst + tot.sgst + tot.igst !== tot.total) problems.push(`${name}: taxable + GST is not the total ${tot.total}`);
  return problems;
}

/**
 * Reads the run's orders from the database and lists every invariant that does not hold.
 * `swept`: the background job has just run at the clock's time. `settled`: the gateway has
 * answered every payment and the shop has heard every answer.
 */
async function violations(w: World, o: { swept?: boolean; settled?: boolean } = {}): Promise<string[]> {
  const db = t.ctx.db;
  const out: string[] = [];
  const userIds = w.shoppers.map((s) => s.userId);
  const os = await db.select().from(orders).where(inArray(orders.userId, userIds));
  const orderIds = os.map((x) => x.id);
  const none = orderIds.length === 0;
  const items = none ? [] : await db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds));
  const ps = none ? [] : await db.select().from(payments).where(inArray(payments.orderId, orderIds));
  const txIds = ps.map((p) => p.transactionId);
  const gateway = txIds.length ? await db.select().from(sandboxTransactions).where(inArray(sandboxTransactions.transactionId, txIds)) : [];
  const gatewayRefunds = txIds.length ? await db.select().from(sandboxRefunds).where(inArray(sandboxRefunds.transactionId, txIds)) : [];
  const rets = none ? [] : await db.select().from(returns).where(inArray(returns.orderId, orderIds));
  const retItems = rets.length
    ? await db
        .select()
        .from(returnItems)
        .where(
          inArray(
            returnItems.returnId,
            rets.map((r) => r.id),
          ),
        )
    : [];
  const invs = none ? [] : await db.select().from(invoices).where(inArray(invoices.orderId, orderIds));
  const cns = none ? [] : await db.select().from(creditNotes).where(inArray(creditNotes.orderId, orderIds));
  const variants = await db
    .select()
    .from(productVariants)
    .where(
      inArray(
        productVariants.id,
        w.variants.map((v) => v.variantId),
      ),
    );
  const [coupon] = await db.select().from(coupons).where(eq(coupons.id, w.couponId));
  const parcels = none ? [] : await db.select().from(shipments).where(inArray(shipments.orderId, orderIds));

  const gatewayOf = new Map(gateway.map((g) => [g.transactionId, g]));
  // What the gateway answers about each payment when asked (a page left open past its time is FAILED there).
  const said = new Map<string, string>();
  for (const g of gateway) said.set(g.transactionId, (await t.ctx.payments.getStatus(g.transactionId)).state);
  const payable = (x: (typeof os)[number]) => x.itemsTotalPaise - x.discountPaise + x.shippingCostPaise;

  for (const x of os) {
    const name = `order ${x.orderCode} (${x.status})`;
    const mine = ps.filter((p) => p.orderId === x.id);
    const live = LIVE.includes(x.status);

    // The shop's book of payments agrees with the gateway's, and every payment asks for the order's total.
    for (const p of mine) {
      const g = gatewayOf.get(p.transactionId);
      if (!g) {
        out.push(`${name}: payment ${p.transactionId} is unknown to the gateway`);
        continue;
      }
      if (p.amountPaise !== payable(x)) out.push(`${name}: payment ${p.transactionId} asks ${p.amountPaise}, the order comes to ${payable(x)}`);
      const state = said.get(p.transactionId);
      if (p.status === 'Completed' && state !== 'COMPLETED') out.push(`${name}: payment ${p.transactionId} is Completed, the gateway says ${state}`);
      if (p.status === 'Failed' && state !== 'FAILED') out.push(`${name}: payment ${p.transactionId} is Failed, the gateway says ${state}`);
      if (o.settled && p.status === 'Pending') out.push(`${name}: payment ${p.transactionId} is still Pending, the gateway says ${state}`);
    }

    // Money paid in = money kept + money refunded. What the shop keeps follows from the order's
    // status: all of it, less the refunds of received returns, for an order that goes ahead;
    // nothing for one that was cancelled or never placed.
    const paidIn = sum(mine.filter((p) => p.status === 'Completed').map((p) => p.amountPaise));
    const refunds = gatewayRefunds.filter((r) => mine.some((p) => p.transactionId === r.transactionId));
    const refunded = sum(refunds.map((r) => r.amountPaise));
    const myReturns = rets.filter((r) => r.orderId === x.id);
    const myItems = items.filter((i) => i.orderId === x.id);
    // What received returns owe the shopper: each unit at what was paid for it (a line returned in
    // parts adds up to its rounded share), and the shipping charge once for the shop's fault.
    const received = myReturns.filter((r) => REFUND_TAKEN.includes(r.status));
    const unitsBack = new Map<number, number>();
    for (const ri of retItems)
      if (received.some((r) => r.id === ri.returnId)) unitsBack.set(ri.orderItemId, (unitsBack.get(ri.orderItemId) ?? 0) + ri.quantity);
    const owedBack =
      sum(myItems.map((i) => partOf(i.totalPaise - i.discountPaise, i.quantity, 0, unitsBack.get(i.id) ?? 0))) +
      (received.some((r) => SELLER_FAULT_REASONS.includes(r.reason as ReturnReason)) ? x.shippingCostPaise : 0);
    // A parcel that came back to the seller: the forward shipping was spent on its trip, and kept.
    const myParcels = parcels.filter((p) => p.orderId === x.id);
    const cameBack = x.status === 'Cancelled' && myParcels.some((p) => p.state === 'RtoReceived');
    const kept = live ? payable(x) - owedBack : cameBack && paidIn > 0 ? x.shippingCostPaise : 0;
    if (paidIn !== kept + refunded)
      out.push(
        `${name}: paid in ${paidIn} paise is not kept ${kept} + refunded ${refunded} (payments: ${mine
          .map((p) => `${p.transactionId} ${p.status}${p.refundStatus ? ` refund ${p.refundStatus} ${p.refundAmountPaise}` : ''}`)
          .join('; ')})`,
      );
    if (sum(received.map((r) => r.refundPaise ?? 0)) !== owedBack)
      out.push(`${name}: received returns refund ${received.map((r) => `${r.id}: ${r.refundPaise}`).join(', ')}, they owe ${owedBack}`);

    // Nothing is refunded twice: each refund the gateway paid is one the shop recorded, once, and
    // no payment gives back more than was paid with it.
    for (const r of refunds) {
      const p = mine.find((q) => `RF${q.id}` === r.refundId);
      const ret = myReturns.find((q) => `RT${q.id}` === r.refundId);
      if (p ? p.refundAmountPaise !== r.amountPaise || p.refundStatus !== 'Completed' : ret ? ret.refundPaise !== r.amountPaise : true)
        out.push(`${name}: the gateway refunded ${r.amountPaise} as ${r.refundId}, which the shop does not record so`);
    }
    for (const p of mine) {
      const g = gatewayOf.get(p.transactionId);
      const back = sum(refunds.filter((r) => r.transactionId === p.transactionId).map((r) => r.amountPaise));
      if (g && (back !== g.refundedPaise || back > g.amountPaise)) out.push(`${name}: payment ${p.transactionId} gave back ${back} of ${g.amountPaise}`);
      if (p.refundStatus === 'Completed' && !refunds.some((r) => r.refundId === `RF${p.id}`))
        out.push(`${name}: payment ${p.transactionId} says refunded, the gateway has no such refund`);
    }
    for (const r of myReturns)
      if (r.status === 'Refunded' && (r.refundPaise ?? 0) > 0 && !refunds.some((q) => q.refundId === `RT${r.id}`))
        out.push(`${name}: return ${r.id} says refunded, the gateway has no such refund`);

    // Invoices: an order that goes ahead has one, an unpaid one has none, and it adds up to what was paid.
    const inv = invs.find((i) => i.orderId === x.id);
    if (live && !inv) out.push(`${name}: no tax invoice`);
    if (x.status === 'Pending' && inv) out.push(`${name}: a tax invoice for an unpaid order`);
    if (sum(myItems.map((i) => i.discountPaise)) !== x.discountPaise) out.push(`${name}: the lines' discounts do not add up to ${x.discountPaise}`);
    if (sum(myItems.map((i) => i.pricePaise * i.quantity)) !== x.itemsTotalPaise) out.push(`${name}: the lines do not add up to ${x.itemsTotalPaise}`);
    if (x.discountPaise > 0 && x.couponId !== w.couponId) out.push(`${name}: a discount without the coupon`);
    if (inv) {
      const data = invoiceDataOf(x, inv, myItems, t.ctx.config.seller);
      out.push(...documentProblems(`${name} invoice ${inv.invoiceNumber}`, data));
      const tot = invoiceTotals(data);
      if (tot.gross !== x.itemsTotalPaise + x.shippingCostPaise || tot.discount !== x.discountPaise || tot.total !== payable(x))
        out.push(`${name}: invoice ${inv.invoiceNumber} says ${tot.gross} - ${tot.discount} = ${tot.total}, the order ${payable(x)}`);
      if (!mine.some((p) => p.status === 'Completed')) out.push(`${name}: an invoice without a completed payment`);
    }

    // Credit notes: one per refund against the invoice, each adding up to the refund it documents.
    const myNotes = cns.filter((c) => c.orderId === x.id);
    const cancelNotes = myNotes.filter((c) => c.returnId === null);
    if (cancelNotes.length > (x.status === 'Cancelled' && inv ? 1 : 0) || (x.status === 'Cancelled' && inv && cancelNotes.length !== 1))
      out.push(`${name}: ${cancelNotes.length} credit notes for its cancellation`);
    for (const c of myNotes) {
      const data: InvoiceData = {
        number: c.creditNoteNumber,
        issuedAt: c.issuedAt,
        orderCode: x.orderCode,
        orderDate: x.createdAt,
        seller: c.seller,
        buyer: { name: '', lines: [], phone: '', state: x.deliveryAddress.State },
        lines: c.lines,
      };
      out.push(...documentProblems(`${name} credit note ${c.creditNoteNumber}`, data));
      const total = invoiceTotals(data).total;
      const ret = c.returnId === null ? null : myReturns.find((r) => r.id === c.returnId);
      const documents = c.returnId === null ? payable(x) - (cameBack ? x.shippingCostPaise : 0) : (ret?.refundPaise ?? null);
      if (total !== documents) out.push(`${name}: credit note ${c.creditNoteNumber} comes to ${total}, its refund is ${documents}`);
    }
    for (const r of myReturns)
      if (REFUND_TAKEN.includes(r.status) && inv && !myNotes.some((c) => c.returnId === r.id))
        out.push(`${name}: return ${r.id} refunded without a credit note`);
    if (inv && sum(myNotes.map((c) => sum(c.lines.map((l) => l.totalPaise)))) > payable(x)) out.push(`${name}: credit notes for more than its invoice`);

    // The order follows its parcel: one live booking at most, and the order's status is the parcel's.
    const liveParcels = myParcels.filter((p) => p.state !== 'Cancelled');
    if (liveParcels.length > 1) out.push(`${name}: ${liveParcels.length} live bookings`);
    const parcel = liveParcels[0];
    if (parcel) {
      const expected = PARCEL_ORDER[parcel.state];
      if (expected && !expected.includes(x.status)) out.push(`${name}: its parcel is ${parcel.state} (AWB ${parcel.awb})`);
      if (parcel.state === 'RtoReceived' && x.status !== 'Cancelled') out.push(`${name}: its parcel came back, the order is not closed`);
    }
    if (x.status === 'Cancelled' && parcel && parcel.state !== 'RtoReceived')
      out.push(`${name}: cancelled with a live booking ${parcel.state} (AWB ${parcel.awb})`);

    // An unpaid order holds its stock for the hold time after it was placed, no longer.
    const holdEnd = x.createdAt.getTime() + t.ctx.config.paymentHoldMinutes * MINUTE;
    if (x.status === 'Pending' && (x.holdExpiresAt === null || x.holdExpiresAt.getTime() > holdEnd))
      out.push(`${name}: placed at ${x.createdAt.toISOString()}, holds its stock until ${x.holdExpiresAt?.toISOString()}`);
    if (o.swept && x.status === 'Pending' && x.createdAt.getTime() + t.ctx.config.paymentHoldMinutes * MINUTE < clock.getTime())
      out.push(
        `${name}: placed at ${x.createdAt.toISOString()}, still holds its stock at ${clock.toISOString()} after the sweep (hold until ${x.holdExpiresAt?.toISOString()})`,
      );
  }

  // Stock is conserved: on hand + held by unpaid orders + sold (less what came back resaleable) = the start.
  for (const v of w.variants) {
    const row = variants.find((r) => r.id === v.variantId)!;
    const units = (statuses: string[]) =>
      sum(items.filter((i) => i.variantId === v.variantId && statuses.includes(os.find((x) => x.id === i.orderId)!.status)).map((i) => i.quantity));
    const held = units(['Pending']);
    const sold = units(LIVE);
    const back = sum(
      retItems
        .filter((ri) => {
          const r = rets.find((q) => q.id === ri.returnId)!;
          const item = items.find((i) => i.id === ri.orderItemId)!;
          return item.variantId === v.variantId && r.resaleable === true && REFUND_TAKEN.includes(r.status);
        })
        .map((ri) => ri.quantity),
    );
    if (row.stock + held + sold - back !== v.start)
      out.push(`variant ${v.variantId}: on hand ${row.stock} + held ${held} + sold ${sold} - returned to stock ${back} is not the ${v.start} it started with`);
  }

  // A coupon's uses are the orders that hold one: unpaid within their hold, or paid and going ahead.
  const holding = os.filter((x) => x.couponId === w.couponId && (x.status === 'Pending' || LIVE.includes(x.status)));
  if (coupon.usedCount !== holding.length)
    out.push(
      `coupon ${coupon.code}: used ${coupon.usedCount} times, held by ${holding.length} orders (${os
        .filter((x) => x.couponId === w.couponId)
        .map((x) => `${x.orderCode} ${x.status}`)
        .join(', ')})`,
    );
  return out;
}

/** The order statuses a parcel's state allows. */
const PARCEL_ORDER: Record<string, string[]> = {
  Booking: ['Ordered'],
  BookingFailed: ['Ordered'],
  Booked: ['Ordered'],
  PickedUp: ['Shipped'],
  InTransit: ['Shipped'],
  OutForDelivery: ['Shipped'],
  DeliveryFailed: ['Shipped'],
  ReturningToSeller: ['Shipped'],
  ReturnedToSeller: ['Shipped'],
  Delivered: ['Delivered', 'Completed'],
  RtoReceived: ['Cancelled'],
};
const RANK: Record<string, number> = { Pending: 0, Ordered: 1, Shipped: 2, Delivered: 3, Completed: 4 };

/** An order moves forward only, and a Cancelled or Failed one stays so. */
async function statusesMovedBack(w: World): Promise<string[]> {
  const out: string[] = [];
  const now = await statuses(w);
  for (const [id, status] of now) {
    const before = w.seen.get(id);
    if (before && before !== status && (['Cancelled', 'Failed'].includes(before) || (status in RANK && RANK[status]! < RANK[before]!)))
      out.push(`order ${id} moved back from ${before} to ${status}`);
    w.seen.set(id, status);
  }
  return out;
}

async function assertInvariants(w: World, step: string, o: { swept?: boolean; settled?: boolean } = {}) {
  const found = [...(await violations(w, o)), ...(await statusesMovedBack(w))];
  if (found.length) throw new Error(`after ${step}:\n  ${found.join('\n  ')}\nwhat happened:\n  ${w.log.join('\n  ')}`);
}

// ------------------------------------------------------------------ the steps

abstract class Step implements fc.AsyncCommand<World, World> {
  check(_w: Readonly<World>): boolean {
    return true;
  }
  protected swept = false;
  protected abstract act(w: World): Promise<void>;
  abstract toString(): string;
  async run(w: World): Promise<void> {
    w.log.push(`> ${this.toString()}`);
    await this.act(w);
    await assertInvariants(w, this.toString(), { swept: this.swept });
  }
}

class AddToCart extends Step {
  constructor(
    readonly shopper: number,
    readonly variant: number,
    readonly quantity: number,
  ) {
    super();
  }
  toString() {
    return `AddToCart(shopper ${this.shopper}, variant ${this.variant}, ${this.quantity})`;
  }
  async act(w: World) {
    const v = w.variants[this.variant]!;
    await call(w, 'additem', {
      method: 'POST',
      url: '/api/public/cart/additem',
      headers: w.shoppers[this.shopper]!.auth,
      payload: { ProductId: v.productId, VariantId: v.variantId, Quantity: this.quantity },
    });
  }
}

class ApplyCoupon extends Step {
  constructor(readonly shopper: number) {
    super();
  }
  toString() {
    return `ApplyCoupon(shopper ${this.shopper})`;
  }
  async act(w: World) {
    await call(w, 'coupon', { method: 'POST', url: '/api/public/cart/coupon', headers: w.shoppers[this.shopper]!.auth, payload: { Code: w.couponCode } });
  }
}

/**
 * The shopper goes to checkout and starts paying. A shopper with an empty cart first puts
 * something in it, and may type the coupon first.
 */
class Checkout extends Step {
  constructor(
    readonly shopper: number,
    readonly variant: number,
    readonly quantity: number,
    readonly withCoupon: boolean,
    readonly then: OnThePage,
  ) {
    super();
  }
  toString() {
    return `Checkout(shopper ${this.shopper}${this.withCoupon ? ', with the coupon' : ''}, ${onThePage(this.then)}; an empty cart first gets variant ${this.variant} x ${this.quantity})`;
  }
  async act(w: World) {
    const s = w.shoppers[this.shopper]!;
    if (!(await cartOf(s))?.lines) await new AddToCart(this.shopper, this.variant, this.quantity).act(w);
    if (this.withCoupon) await new ApplyCoupon(this.shopper).act(w);
    const cart = await cartOf(s);
    const opts = await call(w, 'shipping-options', { url: `/api/order/shipping-options?AddressId=${s.addressId}`, headers: s.auth });
    if (opts.statusCode !== 200 || !opts.json().length) return;
    const [opt] = opts.json();
    const res = await call(w, 'payment-initiate', {
      method: 'POST',
      url: '/api/order/payment-initiate',
      headers: s.auth,
      payload: { CartId: cart?.id ?? '', ShippingAddressId: s.addressId, CourierName: opt.courier_name, ShippingCost: opt.rate },
    });
    if (res.statusCode !== 200) return;
    const { OrderId, TransactionId } = res.json();
    w.orders.push({ id: OrderId, shopper: this.shopper });
    const p = { transactionId: TransactionId, orderId: OrderId, shopper: this.shopper };
    w.payments.push(p);
    if (this.then !== 'leaves') await answer(w, p, this.then, true);
  }
}

async function cartOf(s: Shopper): Promise<{ id: string; lines: number } | null> {
  const res = await t.app.inject({ url: '/api/public/cart/getitems', headers: s.auth });
  return res.statusCode === 200 && res.json().Id ? { id: res.json().Id, lines: res.json().Items.length } : null;
}

/** Pay now from My Orders: a new payment for the order. */
class PayAgain extends Step {
  constructor(
    readonly order: number,
    readonly minutesLater: number,
    readonly then: OnThePage,
  ) {
    super();
  }
  override check(w: Readonly<World>) {
    return w.orders.length > 0;
  }
  toString() {
    return `PayAgain(pending order ${this.order} from the newest, ${this.minutesLater} min later, ${onThePage(this.then)})`;
  }
  async act(w: World) {
    clock = new Date(clock.getTime() + this.minutesLater * MINUTE);
    const o = await target(w, this.order, ['Pending']);
    const res = await call(w, 'payment-reinitiate', { url: `/api/order/payment-reinitiate/${o.id}`, headers: w.shoppers[o.shopper]!.auth });
    if (res.statusCode !== 200 || !res.json().TransactionId) return;
    const p = { transactionId: res.json().TransactionId, orderId: o.id, shopper: o.shopper };
    w.payments.push(p);
    if (this.then !== 'leaves') await answer(w, p, this.then, true);
  }
}

/** The gateway settles a payment (the sandbox page's Pay or Fail); the shopper may come back to the shop, or not. */
class GatewayAnswers extends Step {
  constructor(
    readonly payment: number,
    readonly outcome: 'success' | 'failure',
    readonly shopperComesBack: boolean,
  ) {
    super();
  }
  override check(w: Readonly<World>) {
    return w.payments.length > 0;
  }
  toString() {
    return `GatewayAnswers(open payment ${this.payment} from the newest, ${this.outcome}${this.shopperComesBack ? ', shopper comes back' : ''})`;
  }
  async act(w: World) {
    const open = w.payments.filter((p) => !w.decided.has(p.transactionId));
    const p = recent(open.length ? open : w.payments, this.payment);
    await answer(w, p, this.outcome, this.shopperComesBack);
  }
}

/** The sandbox gateway's page: Pay or Fail, once per payment; the shopper may come back to the shop, or not. */
async function answer(w: World, p: World['payments'][number], outcome: 'success' | 'failure', shopperComesBack: boolean) {
  const res = await call(w, `sandbox ${outcome} ${p.transactionId}`, {
    method: 'POST',
    url: `/sandbox/pay/${p.transactionId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `outcome=${outcome}`,
  });
  expect(res.statusCode).toBe(303);
  w.decided.add(p.transactionId);
  if (shopperComesBack) await validate(w, p);
}

/** What the shopper does on the gateway's page right after starting a payment: pay, fail, or leave it open. */
type OnThePage = 'success' | 'failure' | 'leaves';
const onThePage = (o: OnThePage) => (o === 'leaves' ? 'leaves the page open' : `${o === 'success' ? 'pays' : 'fails'} at once`);

async function validate(w: World, p: World['payments'][number]) {
  const res = await call(w, `payment-validate ${p.transactionId}`, {
    url: `/api/Order/payment-validate/${p.transactionId}`,
    headers: w.shoppers[p.shopper]!.auth,
  });
  expect(res.statusCode).toBe(200);
}

/** Time passes; the background job may run. */
class Clock extends Step {
  constructor(
    readonly minutes: number,
    readonly sweeps: boolean,
  ) {
    super();
    this.swept = sweeps;
  }
  toString() {
    return `Clock(+${this.minutes >= 1440 ? `${this.minutes / 1440} days` : `${this.minutes} min`}${this.sweeps ? ', sweep' : ''})`;
  }
  async act(w: World) {
    clock = new Date(clock.getTime() + this.minutes * MINUTE);
    if (this.sweeps) await sweep(w);
  }
}

class Cancel extends Step {
  constructor(
    readonly order: number,
    readonly byAdmin: boolean,
  ) {
    super();
  }
  override check(w: Readonly<World>) {
    return w.orders.length > 0;
  }
  toString() {
    return `Cancel(open order ${this.order} from the newest, by ${this.byAdmin ? 'an admin' : 'the shopper'})`;
  }
  async act(w: World) {
    await this.on(w, await target(w, this.order, ['Pending', 'Ordered', 'Shipped']));
  }
  async on(w: World, o: World['orders'][number]) {
    await call(w, 'cancel', {
      method: 'PATCH',
      url: `/api/order/${o.id}/status`,
      headers: this.byAdmin ? admin.auth : w.shoppers[o.shopper]!.auth,
      payload: { Status: 'Cancelled' },
    });
  }
}

class Ship extends Step {
  constructor(readonly order: number) {
    super();
  }
  override check(w: Readonly<World>) {
    return w.orders.length > 0;
  }
  toString() {
    return `Ship(paid order ${this.order} from the newest)`;
  }
  async act(w: World) {
    const o = await target(w, this.order, ['Ordered']);
    await call(w, 'ship', {
      method: 'PATCH',
      url: `/api/order/${o.id}/status`,
      headers: admin.auth,
      payload: { Status: 'Shipped', TrackingId: 'DLV20261120', CourierName: 'Delhivery', ShippedDate: clock.toISOString() },
    });
  }
}

class Deliver extends Step {
  constructor(readonly order: number) {
    super();
  }
  override check(w: Readonly<World>) {
    return w.orders.length > 0;
  }
  toString() {
    return `Deliver(paid or shipped order ${this.order} from the newest)`;
  }
  async act(w: World) {
    const o = await target(w, this.order, ['Ordered', 'Shipped']);
    await call(w, 'deliver', {
      method: 'PATCH',
      url: `/api/order/${o.id}/status`,
      headers: admin.auth,
      payload: { Status: 'Delivered', DeliveredDate: clock.toISOString() },
    });
  }
}

class RequestReturn extends Step {
  constructor(
    readonly order: number,
    readonly item: number,
    readonly quantity: number,
    readonly reason: number,
  ) {
    super();
  }
  override check(w: Readonly<World>) {
    return w.orders.length > 0;
  }
  toString() {
    return `RequestReturn(delivered order ${this.order} from the newest, line ${this.item}, ${this.quantity}, "${RETURN_REASONS[this.reason]}")`;
  }
  async act(w: World) {
    const o = await target(w, this.order, ['Delivered']);
    const auth = w.shoppers[o.shopper]!.auth;
    const order = await t.app.inject({ url: `/api/order/${o.id}`, headers: auth });
    expect(order.statusCode).toBe(200);
    const lines: { Id: number }[] = order.json().Items;
    const res = await call(w, 'request return', {
      method: 'POST',
      url: `/api/order/${o.id}/returns`,
      headers: auth,
      payload: {
        Items: [{ OrderItemId: lines[this.item % lines.length]!.Id, Quantity: this.quantity }],
        Reason: RETURN_REASONS[this.reason],
        Comment: 'Model test',
      },
    });
    if (res.statusCode === 200) w.returns.push({ id: res.json().ReturnId, orderId: o.id });
  }
}

/** An admin moves a return on: a request is approved (or rejected), approved items are received. */
class MoveReturn extends Step {
  constructor(
    readonly ret: number,
    readonly reject: boolean,
    readonly resaleable: boolean,
  ) {
    super();
  }
  override check(w: Readonly<World>) {
    return w.returns.length > 0;
  }
  toString() {
    return `MoveReturn(return ${this.ret} from the newest: ${this.reject ? 'reject a request' : 'approve a request'}, receive ${this.resaleable ? 'resaleable' : 'not resaleable'})`;
  }
  async act(w: World) {
    const r = recent(w.returns, this.ret);
    const now = await t.app.inject({ url: `/api/order/${r.orderId}/returns`, headers: admin.auth });
    const status = (now.json() as { ReturnId: number; Status: string }[]).find((x) => x.ReturnId === r.id)?.Status;
    const to = status === 'Requested' ? (this.reject ? 'Rejected' : 'Approved') : status === 'Approved' ? 'Received' : null;
    if (!to) return;
    await call(w, `return ${r.id} ${to}`, {
      method: 'PATCH',
      url: `/api/Admin/returns/${r.id}`,
      headers: admin.auth,
      payload: { Status: to, Note: to === 'Rejected' ? 'The seal is broken' : null, Resaleable: this.resaleable },
    });
  }
}

// ------------------------------------------------------------------ the courier

/** An admin books a paid order with the aggregator (the courier the shopper paid for). */
class Book extends Step {
  constructor(readonly order: number) {
    super();
  }
  override check(w: Readonly<World>) {
    return w.orders.length > 0;
  }
  toString() {
    return `Book(paid order ${this.order} from the newest)`;
  }
  async act(w: World) {
    await this.on(w, await target(w, this.order, ['Ordered']));
  }
  async on(w: World, o: World['orders'][number]) {
    // An order sent with the shop's own local courier is booked with the cheapest other one.
    const choices = await t.app.inject({ url: `/api/Admin/order-shipments/${o.id}/couriers`, headers: admin.auth });
    const couriers = choices.statusCode === 200 ? (choices.json().Couriers as { CourierName: string; Chosen: boolean }[]) : [];
    const other = couriers.find((c) => !isLocalCourier(c.CourierName));
    const ask = { OrderId: o.id, ...(!couriers.some((c) => c.Chosen) && other ? { CourierName: other.CourierName } : {}) };
    const res = await call(w, 'book', { method: 'POST', url: '/api/Admin/shipments/book', headers: admin.auth, payload: { Orders: [ask] } });
    expect(res.statusCode).toBe(200);
    const [r] = res.json().Results as { Booked: boolean; Shipment?: { ShipmentId: string; Awb: string } }[];
    if (r?.Booked && r.Shipment && !w.parcels.some((p) => p.shipmentId === r.Shipment!.ShipmentId))
      w.parcels.push({ orderId: o.id, shipmentId: r.Shipment.ShipmentId, awb: r.Shipment.Awb });
  }
}

/** What the courier does next with a parcel: its next planned scan, a failed attempt, or the end of a return. */
type CourierDoes = 'next' | 'fails' | 'returned';
class Courier extends Step {
  constructor(
    readonly parcel: number,
    readonly does: CourierDoes,
  ) {
    super();
  }
  override check(w: Readonly<World>) {
    return w.parcels.length > 0;
  }
  toString() {
    return `Courier(parcel ${this.parcel} from the newest: ${this.does === 'next' ? 'next scan' : this.does === 'fails' ? 'a failed attempt' : 'back at the seller'})`;
  }
  async act(w: World) {
    const p = recent(w.parcels, this.parcel);
    const sim = t.ctx.simulator!;
    let update: TrackingUpdate;
    try {
      update =
        this.does === 'next' ? await sim.advance(p.awb) : this.does === 'fails' ? await sim.failAttempt(p.awb) : await sim.advanceTo(p.awb, CODE.rtoDelivered);
    } catch (err) {
      // The courier cannot: the AWB was released, or the parcel has no such scan ahead.
      w.log.push(`courier ${this.does} ${p.awb}: ${(err as Error).message}`);
      return;
    }
    await send(w, webhookOf(update, clock));
  }
}

async function send(w: World, payload: ReturnType<typeof webhookOf>) {
  w.updates.push(payload);
  const res = await call(w, `webhook ${payload.awb} ${payload.current_status}`, {
    method: 'POST',
    url: '/api/shipping/tracking-webhook',
    headers: { 'x-api-key': WEBHOOK_TOKEN },
    payload,
  });
  expect(res.statusCode).toBe(200);
}

/** The aggregator sends an update it sent before: again, or late after newer ones. */
class Replay extends Step {
  constructor(readonly update: number) {
    super();
  }
  override check(w: Readonly<World>) {
    return w.updates.length > 0;
  }
  toString() {
    return `Replay(update ${this.update} from the newest)`;
  }
  async act(w: World) {
    await send(w, recent(w.updates, this.update));
  }
}

/** The admin acts on a parcel: cancels its booking, decides on a failed attempt, or confirms it came back. */
type AdminDoes = 'cancel' | 'reattempt' | 'return' | 'received';
class ParcelAction extends Step {
  constructor(
    readonly parcel: number,
    readonly does: AdminDoes,
  ) {
    super();
  }
  override check(w: Readonly<World>) {
    return w.parcels.length > 0;
  }
  toString() {
    return `ParcelAction(parcel ${this.parcel} from the newest: ${this.does})`;
  }
  async act(w: World) {
    await this.on(w, recent(w.parcels, this.parcel));
  }
  async on(w: World, p: World['parcels'][number]) {
    const url = `/api/Admin/shipments/${p.shipmentId}`;
    if (this.does === 'cancel') await call(w, 'cancel booking', { method: 'POST', url: `${url}/cancel`, headers: admin.auth, payload: {} });
    else if (this.does === 'received') await call(w, 'return received', { method: 'POST', url: `${url}/rto-received`, headers: admin.auth, payload: {} });
    else
      await call(w, `failed attempt: ${this.does}`, {
        method: 'POST',
        url: `${url}/ndr`,
        headers: admin.auth,
        payload: { Action: this.does === 'reattempt' ? 'Reattempt' : 'ReturnToSeller' },
      });
  }
}

const pick = fc.nat({ max: 3 });
const shopper = fc.integer({ min: 0, max: 1 });
const variant = fc.integer({ min: 0, max: 1 });
const quantity = fc.constantFrom(1, 1, 2);
const addToCart = fc.tuple(shopper, variant, quantity).map(([s, v, q]) => new AddToCart(s, v, q));
const applyCoupon = shopper.map((s) => new ApplyCoupon(s));
const page = (weights: [number, number, number]) =>
  fc.oneof(
    { weight: weights[0], arbitrary: fc.constant<OnThePage>('success') },
    { weight: weights[1], arbitrary: fc.constant<OnThePage>('failure') },
    { weight: weights[2], arbitrary: fc.constant<OnThePage>('leaves') },
  );
const checkout = fc
  .tuple(shopper, variant, quantity, fc.constantFrom(true, true, false), page([1, 1, 3]))
  .map(([s, v, q, c, then]) => new Checkout(s, v, q, c, then));
const payAgain = fc.tuple(pick, fc.constantFrom(0, 5, 10), page([3, 1, 1])).map(([o, later, then]) => new PayAgain(o, later, then));
const gatewayAnswers = fc
  .tuple(pick, fc.constantFrom('success' as const, 'success' as const, 'success' as const, 'failure' as const), fc.constantFrom(true, true, true, false))
  .map(([p, outcome, back]) => new GatewayAnswers(p, outcome, back));
const minutesPass = fc.tuple(fc.constantFrom(1, 5, 10, 16), fc.constantFrom(true, true, false)).map(([m, s]) => new Clock(m, s));
const timePasses = fc.tuple(fc.constantFrom(1, 10, 16, 16, 3 * 1440, 8 * 1440), fc.constantFrom(true, true, false)).map(([m, s]) => new Clock(m, s));
const cancel = fc.tuple(pick, fc.boolean()).map(([o, byAdmin]) => new Cancel(o, byAdmin));
const ship = pick.map((o) => new Ship(o));
const deliver = pick.map((o) => new Deliver(o));
const requestReturn = fc
  .tuple(pick, fc.nat({ max: 1 }), quantity, fc.nat({ max: RETURN_REASONS.length - 1 }))
  .map(([o, i, q, r]) => new RequestReturn(o, i, q, r));
const moveReturn = fc.tuple(pick, fc.boolean(), fc.boolean()).map(([r, reject, resale]) => new MoveReturn(r, reject, resale));
const book = pick.map((o) => new Book(o));
const courier = fc.tuple(pick, fc.constantFrom<CourierDoes>('next', 'next', 'next', 'next', 'fails', 'returned')).map(([p, does]) => new Courier(p, does));
const replay = pick.map((u) => new Replay(u));
const parcelAction = fc
  .tuple(pick, fc.constantFrom<AdminDoes>('cancel', 'reattempt', 'return', 'return', 'received', 'received'))
  .map(([p, does]) => new ParcelAction(p, does));

/**
 * A run has two parts, each a random sequence of any steps: first mostly buying and paying, then
 * mostly what follows a sale. Weighted so that most steps find something to act on.
 */
const buying = fc.oneof(
  { weight: 1, arbitrary: addToCart },
  { weight: 1, arbitrary: applyCoupon },
  { weight: 4, arbitrary: checkout },
  { weight: 4, arbitrary: payAgain },
  { weight: 4, arbitrary: gatewayAnswers },
  { weight: 2, arbitrary: minutesPass },
  { weight: 1, arbitrary: cancel },
);
const afterSale = fc.oneof(
  { weight: 1, arbitrary: checkout },
  { weight: 1, arbitrary: payAgain },
  { weight: 3, arbitrary: gatewayAnswers },
  { weight: 4, arbitrary: timePasses },
  { weight: 3, arbitrary: cancel },
  { weight: 1, arbitrary: ship },
  { weight: 3, arbitrary: deliver },
  { weight: 3, arbitrary: requestReturn },
  { weight: 5, arbitrary: moveReturn },
  { weight: 3, arbitrary: book },
  { weight: 5, arbitrary: courier },
  { weight: 1, arbitrary: replay },
  { weight: 2, arbitrary: parcelAction },
);

/**
 * The courier's end of an order: booked if it is not, then delivered, or refused at the door and
 * returned to the seller, whose receipt the admin confirms. A parcel the run left elsewhere goes
 * as far as it can (a cancelled booking is booked again; a delivered one stays delivered).
 */
async function byCourier(w: World, o: World['orders'][number], ending: 'courier delivers' | 'courier returns') {
  const live = (await t.app.inject({ url: `/api/Admin/order-shipments/${o.id}`, headers: admin.auth })).json() as { State: string } | null;
  if (!live || live.State === 'Cancelled') await new Book(0).on(w, o);
  const parcel = w.parcels.filter((p) => p.orderId === o.id).at(-1);
  if (!parcel) return;
  const sim = t.ctx.simulator!;
  const steps: (() => Promise<TrackingUpdate | null>)[] =
    ending === 'courier delivers'
      ? [() => sim.advanceTo(parcel.awb, CODE.delivered)]
      : [
          () => sim.failAttempt(parcel.awb, 'Consignee refused the delivery'),
          async () => {
            await new ParcelAction(0, 'return').on(w, parcel);
            return null;
          },
          () => sim.advanceTo(parcel.awb, CODE.rtoDelivered),
        ];
  for (const step of steps) {
    try {
      const update = await step();
      if (update) await send(w, webhookOf(update, clock));
    } catch (err) {
      w.log.push(`courier ${ending} ${parcel.awb}: ${(err as Error).message}`);
    }
  }
  if (ending === 'courier returns') await new ParcelAction(0, 'received').on(w, parcel);
}

/**
 * The end of every run: the gateway answers every payment still open and the shopper comes back
 * for each; then, as the run's ending says, every order that went ahead is left as it is, cancelled
 * by an admin, delivered and sent back whole, or ended by the courier (delivered, or returned to the
 * seller); and the hold time passes with a sweep. The shop
 * must then have heard every answer, and every invariant still holds.
 */
async function settle(w: World, lastAnswer: 'success' | 'failure', ending: Setup['ending']) {
  w.log.push(`> settle (the gateway answers ${lastAnswer} to every open payment; then ${ending})`);
  for (const p of w.payments) {
    if (w.decided.has(p.transactionId)) await validate(w, p);
    else await answer(w, p, lastAnswer, true);
  }
  await assertInvariants(w, 'the last answers');
  const seen = await statuses(w);
  for (const o of w.orders) {
    if (ending === 'leave' || !['Ordered', 'Shipped', 'Delivered'].includes(seen.get(o.id) ?? '')) continue;
    if (ending === 'cancel') {
      await new Cancel(0, true).on(w, o);
      await assertInvariants(w, `the admin cancels ${o.id}`);
      continue;
    }
    if (ending === 'courier delivers' || ending === 'courier returns') {
      await byCourier(w, o, ending);
      await assertInvariants(w, `the courier ends ${o.id}`);
      continue;
    }
    const auth = w.shoppers[o.shopper]!.auth;
    if (seen.get(o.id) !== 'Delivered')
      await call(w, 'deliver', {
        method: 'PATCH',
        url: `/api/order/${o.id}/status`,
        headers: admin.auth,
        payload: { Status: 'Delivered', DeliveredDate: clock.toISOString() },
      });
    const lines: { Id: number; Quantity: number }[] = (await t.app.inject({ url: `/api/order/${o.id}`, headers: auth })).json().Items;
    const asked = await call(w, 'request return', {
      method: 'POST',
      url: `/api/order/${o.id}/returns`,
      headers: auth,
      payload: { Items: lines.map((l) => ({ OrderItemId: l.Id, Quantity: l.Quantity })), Reason: 'Damaged or defective', Comment: 'All of it' },
    });
    if (asked.statusCode === 200) {
      const id = asked.json().ReturnId as number;
      w.returns.push({ id, orderId: o.id });
      for (const to of ['Approved', 'Received'])
        await call(w, `return ${id} ${to}`, {
          method: 'PATCH',
          url: `/api/Admin/returns/${id}`,
          headers: admin.auth,
          payload: { Status: to, Resaleable: true },
        });
    }
    await assertInvariants(w, `the whole of ${o.id} comes back`);
  }
  clock = new Date(clock.getTime() + (t.ctx.config.paymentHoldMinutes + 1) * MINUTE);
  await sweep(w);
  await assertInvariants(w, 'settle', { swept: true, settled: true });
}

describe("the order's life", () => {
  it('keeps money, stock, coupon uses and GST documents consistent whatever shoppers, the gateway, time and admins do', async () => {
    await fc.assert(
      fc.asyncProperty(
        setupArb,
        fc.commands([buying], { maxCommands: 10, size: 'max', replayPath: REPLAY_BUYING }),
        fc.commands([afterSale], { maxCommands: 14, size: 'max', replayPath: REPLAY_AFTER }),
        async (setup, first, then) => {
          const w = await makeWorld(setup);
          await fc.asyncModelRun(() => ({ model: w, real: w }), first);
          await fc.asyncModelRun(() => ({ model: w, real: w }), then);
          await settle(w, setup.lastAnswer, setup.ending);
          if (process.env.ORDER_LIFE_DEBUG) console.log(w.log.join('\n'));
        },
      ),
      { numRuns: RUNS, seed: SEED, path: PATH, endOnFailure: false, plugins: [fc.interruptAfterTimeLimit(TIME_LIMIT_MS)] },
    );
  }, 600_000);
});
