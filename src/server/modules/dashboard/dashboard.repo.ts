// The dashboard's figures, each one set-based query: the database counts and adds up the orders;
// the server only adds up the per-day totals into periods (docs/dashboard.md).
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { overdueSql } from '../complaints/complaints.repo';

/**
 * The statuses of an order that was paid and still stands: an order becomes Ordered only through a
 * settled payment, and moves on from there; Cancelled and Failed ones are not sales.
 */
export const SOLD_STATUSES = ['Ordered', 'Shipped', 'Delivered', 'Completed'] as const;
const sold = sql`o.status in (${sql.join(
  SOLD_STATUSES.map((s) => sql`${s}`),
  sql`, `,
)})`;

/** The day in India of an order's moment, as a date (India has no daylight saving: UTC+05:30). */
const indiaDay = sql`((o.created_at at time zone 'UTC') + interval '5 hours 30 minutes')::date`;

const between = (from: Date, to: Date) => sql`o.created_at >= ${from.toISOString()}::timestamptz and o.created_at < ${to.toISOString()}::timestamptz`;

export interface DayStatusRow {
  day: string;
  /** Null on a day without orders. */
  status: string | null;
  orders: number;
  /** What the shoppers paid for them: the lines less the coupon, plus shipping. */
  paid_paise: number;
}

/**
 * Every India day of [fromDay, toDay] (days without orders included, with a null status), with the
 * orders placed on it counted and added up by their status now: one pass over the orders of the days.
 */
export async function ordersByDayAndStatus(db: Db, fromDay: string, toDay: string, from: Date, to: Date) {
  return queryRows<DayStatusRow>(
    db,
    sql`with g as (
          select ${indiaDay} as day, o.status, count(*)::int as orders,
                 sum(o.items_total_paise - o.discount_paise + o.shipping_cost_paise)::float8 as paid_paise
          from orders o where ${between(from, to)}
          group by 1, 2)
        select to_char(d.day, 'YYYY-MM-DD') as day, g.status, coalesce(g.orders, 0)::int as orders, coalesce(g.paid_paise, 0)::float8 as paid_paise
        from generate_series(${fromDay}::date, ${toDay}::date, interval '1 day') as d(day)
        left join g on g.day = d.day::date
        order by d.day`,
  );
}

/**
 * What the gateway confirmed it paid back for returns of the sold orders placed on each India day of
 * [from, to): Refunded returns, read by their status and date (a return is asked for after its order
 * was placed, so only those since `from` can be of these orders).
 */
export async function refundsByDay(db: Db, from: Date, to: Date) {
  return queryRows<{ day: string; refunded_paise: number }>(
    db,
    sql`select to_char(${indiaDay}, 'YYYY-MM-DD') as day, sum(r.refund_paise)::float8 as refunded_paise
        from returns r join orders o on o.id = r.order_id
        where r.status = 'Refunded' and r.refund_status = 'Completed' and r.created_at >= ${from.toISOString()}::timestamptz
          and ${sold} and ${between(from, to)}
        group by 1`,
  );
}

/** What waits for the shop now: paid orders to ship, returns to decide, complaints past a deadline. */
export async function actionCounts(db: Db, now: Date) {
  const [row] = await queryRows<{ to_ship: number; to_decide: number; overdue: number }>(
    db,
    sql`select (select count(*) from orders where status = 'Ordered')::int as to_ship,
               (select count(*) from returns where status = 'Requested')::int as to_decide,
               (select count(*) from complaints where ${overdueSql(now)})::int as overdue`,
  );
  return { toShip: Number(row?.to_ship ?? 0), toDecide: Number(row?.to_decide ?? 0), overdue: Number(row?.overdue ?? 0) };
}

/** The products that brought in the most over the sold orders placed in [from, to): what their lines were paid. */
export async function topProducts(db: Db, from: Date, to: Date, limit: number) {
  return queryRows<{ product_id: number | null; product_code: string; product_name: string; units: number; paise: number }>(
    db,
    // The range's orders first, then their lines through the index by order: far fewer rows than all the lines.
    sql`select max(oi.product_id) as product_id, oi.product_code, max(oi.product_name) as product_name,
               sum(oi.quantity)::int as units, sum(oi.total_paise - oi.discount_paise)::float8 as paise
        from order_items oi
        where oi.order_id = any(array(select o.id from orders o where ${sold} and ${between(from, to)}))
        group by oi.product_code
        order by paise desc, oi.product_code
        limit ${limit}`,
  );
}

/** Variants with fewer than `threshold` units, the emptiest first, with how many there are in all. */
export async function lowStock(db: Db, threshold: number, limit: number) {
  return queryRows<{ product_id: number; product_code: string; product_name: string; variant_id: number; variant_title: string; stock: number; total: number }>(
    db,
    sql`select p.id as product_id, p.product_code, p.name as product_name, v.id as variant_id, v.title as variant_title, v.stock,
               count(*) over ()::int as total
        from product_variants v join products p on p.id = v.product_id
        where v.stock < ${threshold}
        order by v.stock, p.product_code, v.title
        limit ${limit}`,
  );
}
