// The admin dashboard (docs/dashboard.md): which days a question covers, in India's time, and the
// figures for them. The database keeps running totals by day; this chooses the days and names the answers.
import type { Uses } from '../../context';
import { AppError } from '../../lib/errors';
import { toRupees } from '@shared/money';
import { addDays, indiaDate } from '@shared/india-time';
import { ORDER_STATUSES } from '@shared/constants';
import {
  DASHBOARD_LOW_STOCK_ROWS,
  DASHBOARD_MAX_DAYS,
  DASHBOARD_MESSAGES,
  DASHBOARD_TOP_PRODUCTS,
  LOW_STOCK_THRESHOLD,
  type DashboardAnswer,
  type DashboardPeriodKey,
  type DashboardQuery,
} from '@shared/schemas/dashboard';
import * as repo from './dashboard.repo';
import { SOLD_STATUSES } from '@shared/order-rules';

/** What this file touches of the app's context. */
type Ctx = Uses<'db' | 'now'>;

/** The periods of the figure cards: how many days each covers, ending today. */
const PERIODS: { key: DashboardPeriodKey; label: string; days: number }[] = [
  { key: 'Today', label: 'Today', days: 1 },
  { key: 'Last7Days', label: 'Last 7 days', days: 7 },
  { key: 'Last30Days', label: 'Last 30 days', days: 30 },
];

/** The days the chart covers when none are asked for: the last 30, today included. */
export const DEFAULT_RANGE_DAYS = 30;

const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;

/** Percent change from `before` to `now`, one decimal; null when there was nothing before to compare with. */
export function change(now: number, before: number): number | null {
  if (before === 0) return null;
  return Math.round(((now - before) / before) * 1000) / 10;
}

/**
 * The background job's part: folds the running totals' rows of changes into one row a day (the
 * dashboard's sums are right either way; folded, they are fewer rows to add up). Answers the rows moved.
 */
export const foldDayTotals = (ctx: Ctx) => repo.foldTotals(ctx.db);

/** The range asked for, or the default one, checked. */
export function rangeOf(q: DashboardQuery, today: string): { from: string; to: string } {
  const to = q.To ?? (q.From ? addDays(q.From, DEFAULT_RANGE_DAYS - 1) : today);
  const from = q.From ?? addDays(to, -(DEFAULT_RANGE_DAYS - 1));
  if (from > to) throw new AppError(400, DASHBOARD_MESSAGES.badRange);
  if (daysBetween(from, to) > DASHBOARD_MAX_DAYS) throw new AppError(400, DASHBOARD_MESSAGES.tooLong);
  return { from, to };
}

interface DayFigures {
  /** Sold orders: what was paid for them less the refunds of their returns, and how many. */
  paise: number;
  orders: number;
  /** Every order placed that day, by its status now. */
  byStatus: Map<string, number>;
}

/** The figures of every day of the spans, read from the running totals by day and status. */
async function daysOf(ctx: Ctx, spans: { from: string; to: string }[]): Promise<Map<string, DayFigures>> {
  const days = new Map<string, DayFigures>();
  const sold = new Set<string>(SOLD_STATUSES);
  const read = await Promise.all(spans.map((span) => repo.ordersByDayAndStatus(ctx.db, span.from, span.to)));
  for (const r of read.flat()) {
    const d = days.get(r.day) ?? { paise: 0, orders: 0, byStatus: new Map<string, number>() };
    days.set(r.day, d);
    if (r.status === null) continue;
    d.byStatus.set(r.status, Number(r.orders));
    if (sold.has(r.status)) {
      d.paise += Number(r.paid_paise) - Number(r.refunded_paise);
      d.orders += Number(r.orders);
    }
  }
  return days;
}

/** The days of [from, to], in order. */
function dayList(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}

export async function dashboard(ctx: Ctx, q: DashboardQuery): Promise<DashboardAnswer> {
  const now = ctx.now();
  const today = indiaDate(now);
  const range = rangeOf(q, today);

  // The periods and the ones before them cover the last 60 days; read them with the range in one
  // query when the two meet, in two otherwise.
  const longest = Math.max(...PERIODS.map((p) => p.days));
  const periods = { from: addDays(today, 1 - 2 * longest), to: today };
  const meet = range.from <= addDays(periods.to, 1) && range.to >= addDays(periods.from, -1);
  const spans = meet ? [{ from: range.from < periods.from ? range.from : periods.from, to: range.to > periods.to ? range.to : periods.to }] : [periods, range];
  // The queries are independent: on PostgreSQL they run side by side on the pool's connections
  // (PGlite, with its one connection, takes them in turn).
  const [days, action, top, low, rto] = await Promise.all([
    daysOf(ctx, spans),
    repo.actionCounts(ctx.db, now),
    repo.topProducts(ctx.db, range.from, range.to, DASHBOARD_TOP_PRODUCTS),
    repo.lowStock(ctx.db, LOW_STOCK_THRESHOLD, DASHBOARD_LOW_STOCK_ROWS),
    repo.returnedToSeller(ctx.db, range.from, range.to),
  ]);
  const sum = (from: string, to: string) =>
    dayList(from, to).reduce(
      (acc, d) => {
        const f = days.get(d);
        return f ? { paise: acc.paise + f.paise, orders: acc.orders + f.orders } : acc;
      },
      { paise: 0, orders: 0 },
    );

  const rangeDays = dayList(range.from, range.to);
  const counted = new Map<string, number>();
  for (const d of rangeDays) for (const [status, n] of days.get(d)?.byStatus ?? []) counted.set(status, (counted.get(status) ?? 0) + n);
  return {
    Today: today,
    From: range.from,
    To: range.to,
    Periods: PERIODS.map((p) => {
      const cur = sum(addDays(today, 1 - p.days), today);
      const before = sum(addDays(today, 1 - 2 * p.days), addDays(today, -p.days));
      return {
        Key: p.key,
        Label: p.label,
        From: addDays(today, 1 - p.days),
        To: today,
        Sales: toRupees(cur.paise),
        Orders: cur.orders,
        PreviousSales: toRupees(before.paise),
        PreviousOrders: before.orders,
        SalesChange: change(cur.paise, before.paise),
        OrdersChange: change(cur.orders, before.orders),
      };
    }),
    Daily: rangeDays.map((d) => ({ Day: d, Sales: toRupees(days.get(d)?.paise ?? 0), Orders: days.get(d)?.orders ?? 0 })),
    ActionNeeded: {
      OrdersToShip: action.toShip,
      ReturnsToDecide: action.toDecide,
      ComplaintsOverdue: action.overdue,
      FailedDeliveries: action.failed,
      ReturnsToReceive: action.toReceive,
    },
    ReturnedToSeller: { Parcels: rto.parcels, CourierCost: toRupees(rto.costPaise), ShippingKept: toRupees(rto.keptPaise) },
    // Ordered first: those wait for the shop to ship them.
    StatusCounts: [...ORDER_STATUSES]
      .sort((a, b) => Number(b.Name === 'Ordered') - Number(a.Name === 'Ordered'))
      .map((s) => ({ Status: s.Name, Count: counted.get(s.Name) ?? 0 })),
    TopProducts: top.map((t) => ({
      ProductId: t.product_id === null ? null : Number(t.product_id),
      ProductCode: t.product_code,
      ProductName: t.product_name,
      Units: Number(t.units),
      Revenue: toRupees(Number(t.paise)),
    })),
    LowStockThreshold: LOW_STOCK_THRESHOLD,
    LowStockTotal: Number(low[0]?.total ?? 0),
    LowStock: low.map((v) => ({
      ProductId: Number(v.product_id),
      ProductCode: v.product_code,
      ProductName: v.product_name,
      VariantId: Number(v.variant_id),
      VariantTitle: v.variant_title,
      Stock: Number(v.stock),
    })),
  };
}
