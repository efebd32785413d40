// The dashboard's figures, each one small query: the database's triggers keep running totals of the
// orders and their lines by India day and status; the server adds the days into periods (docs/dashboard.md).
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { overdueSql } from '../complaints';
import { SOLD_STATUSES } from '@shared/order-rules';

const sold = sql`status in (${sql.join(
  SOLD_STATUSES.map((s) => sql`${s}`),
  sql`, `,
)})`;

export interface DayStatusRow {
  day: string;
  /** Null on a day without orders. */
  status: string | null;
  orders: number;
  /** What the shoppers paid for them: the lines less the coupon, plus shipping. */
  paid_paise: number;
  /** What the gateway confirmed it paid back for their returns. */
  refunded_paise: number;
}

/**
 * Folds the rows of changes that the database's triggers wrote since the last time into the one row
 * of each day and status (and product), and answers how many rows it moved: one statement a table,
 * so two instances folding at once never count a row twice, and the folded rows are locked in the
 * order of their keys. The sums do not change. When rows moved, the two tables are vacuumed (PGlite
 * has no autovacuum) and their statistics renewed, so dead rows do not slow the next fold or the reads.
 */
export async function foldTotals(db: Db): Promise<number> {
  const [orders] = await queryRows<{ n: number }>(
    db,
    sql`with moved as (delete from order_day_totals where not folded returning day, status, orders, paid_paise, refunded_paise),
        folded as (
          insert into order_day_totals (day, status, orders, paid_paise, refunded_paise, folded)
          select day, status, sum(orders), sum(paid_paise), sum(refunded_paise), true from moved group by day, status order by day, status
          on conflict (day, status) where folded do update
            set orders = order_day_totals.orders + excluded.orders,
                paid_paise = order_day_totals.paid_paise + excluded.paid_paise,
                refunded_paise = order_day_totals.refunded_paise + excluded.refunded_paise)
        select count(*)::int as n from moved`,
  );
  const [lines] = await queryRows<{ n: number }>(
    db,
    sql`with moved as (delete from product_day_totals where not folded returning day, status, product_code, product_id, product_name, units, paise),
        folded as (
          insert into product_day_totals (day, status, product_code, product_id, product_name, units, paise, folded)
          select day, status, product_code, max(product_id), max(product_name), sum(units), sum(paise), true
          from moved group by day, status, product_code order by day, status, product_code
          on conflict (day, status, product_code) where folded do update
            set units = product_day_totals.units + excluded.units,
                paise = product_day_totals.paise + excluded.paise,
                product_id = coalesce(excluded.product_id, product_day_totals.product_id),
                product_name = excluded.product_name)
        select count(*)::int as n from moved`,
  );
  const moved = Number(orders?.n ?? 0) + Number(lines?.n ?? 0);
  if (moved > 0) await db.execute(sql`vacuum (analyze, skip_locked) order_day_totals, product_day_totals`);
  return moved;
}

/**
 * Every India day of [fromDay, toDay] (days without orders included, with a null status), with the
 * orders placed on it counted and added up by their status now, from the running totals.
 */
export async function ordersByDayAndStatus(db: Db, fromDay: string, toDay: string) {
  return queryRows<DayStatusRow>(
    db,
    sql`with g as (
          select day, status, sum(orders)::int as orders, sum(paid_paise)::float8 as paid_paise, sum(refunded_paise)::float8 as refunded_paise
          from order_day_totals where day between ${fromDay}::date and ${toDay}::date
          group by 1, 2 having sum(orders) <> 0)
        select to_char(d.day, 'YYYY-MM-DD') as day, g.status, coalesce(g.orders, 0)::int as orders,
               coalesce(g.paid_paise, 0)::float8 as paid_paise, coalesce(g.refunded_paise, 0)::float8 as refunded_paise
        from generate_series(${fromDay}::date, ${toDay}::date, interval '1 day') as d(day)
        left join g on g.day = d.day::date
        order by d.day`,
  );
}

/**
 * What waits for the shop now: paid orders to ship, returns to decide, complaints past a deadline,
 * failed deliveries to decide and returned parcels to receive.
 */
export async function actionCounts(db: Db, now: Date) {
  const [row] = await queryRows<{ to_ship: number; to_decide: number; overdue: number; failed: number; to_receive: number }>(
    db,
    sql`select (select count(*) from orders where status = 'Ordered')::int as to_ship,
               (select count(*) from returns where status = 'Requested')::int as to_decide,
               (select count(*) from complaints where ${overdueSql(now)})::int as overdue,
               (select count(*) from shipments where state = 'DeliveryFailed')::int as failed,
               (select count(*) from shipments where state = 'ReturnedToSeller')::int as to_receive`,
  );
  return {
    toShip: Number(row?.to_ship ?? 0),
    toDecide: Number(row?.to_decide ?? 0),
    overdue: Number(row?.overdue ?? 0),
    failed: Number(row?.failed ?? 0),
    toReceive: Number(row?.to_receive ?? 0),
  };
}

/**
 * Parcels whose return to the shop began on the India days [fromDay, toDay]: how many, the courier's
 * charge for them both ways (the return leg billed at the forward rate), and the forward shipping kept.
 */
export async function returnedToSeller(db: Db, fromDay: string, toDay: string) {
  const [row] = await queryRows<{ parcels: number; cost: number; kept: number }>(
    db,
    sql`select count(*)::int as parcels, coalesce(sum(cost_paise) * 2, 0)::float8 as cost,
               coalesce(sum(paid_shipping_paise) filter (where rto_received_at is not null), 0)::float8 as kept
        from shipments
        where rto_initiated_at >= (${fromDay}::date)::timestamp at time zone 'Asia/Kolkata'
          and rto_initiated_at < (${toDay}::date + 1)::timestamp at time zone 'Asia/Kolkata'`,
  );
  return { parcels: Number(row?.parcels ?? 0), costPaise: Number(row?.cost ?? 0), keptPaise: Number(row?.kept ?? 0) };
}

/** The products that brought in the most over the sold orders placed on the days [fromDay, toDay]: what their lines were paid. */
export async function topProducts(db: Db, fromDay: string, toDay: string, limit: number) {
  return queryRows<{ product_id: number | null; product_code: string; product_name: string; units: number; paise: number }>(
    db,
    sql`select max(product_id) as product_id, product_code, max(product_name) as product_name,
               sum(units)::int as units, sum(paise)::float8 as paise
        from product_day_totals
        where day between ${fromDay}::date and ${toDay}::date and ${sold}
        group by product_code
        having sum(units) > 0
        order by paise desc, product_code
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
