// The dashboard's running totals start from the orders already in a shop when its database is
// upgraded: the migration that adds them fills them in, and its triggers keep them from then on.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import { databaseBefore, type DatabaseBefore } from '../testing/migrated-before';

let db: DatabaseBefore;
let pglite: PGlite;

beforeAll(async () => {
  db = await databaseBefore('_sales_day_totals');
  pglite = db.pglite;
});
afterAll(async () => db?.close());

it('fills the running totals in from the orders there were, and keeps them after', async () => {
  await pglite.exec(`
    insert into users (phone, first_name, last_name, roles) values ('7000000001', 'Old', 'Shopper', 'User');
    insert into orders (order_code, user_id, status, items_total_paise, discount_paise, shipping_cost_paise, courier_name, delivery_address, created_at)
    select 'OLD' || g, (select id from users), (array['Completed', 'Delivered', 'Cancelled', 'Pending'])[1 + g % 4], 100000 * g, 1000 * (g % 2), 8000,
           'Delhivery', '{}'::jsonb, timestamptz '2026-11-01 20:00:00+00' + g * interval '4 hours'
    from generate_series(1, 12) g;
    insert into order_items (order_id, product_code, product_name, variant_name, product_location, hsn_code, tax_rate, quantity, price_paise, total_paise, discount_paise)
    select o.id, 'OLD-' || (substr(o.order_code, 4)::int % 3), 'Old Speaker', 'Black', 'Vellore', '85183000', 18, 1, o.items_total_paise, o.items_total_paise, o.discount_paise
    from orders o;
    insert into returns (order_id, user_id, status, reason, refund_paise, refund_status)
    select o.id, o.user_id, 'Refunded', 'No longer needed', 50000, 'Completed' from orders o where o.status = 'Delivered';`);
  await db.upgrade();

  const counted = `select india_day(o.created_at) as day, o.status, count(*)::int as orders,
                          sum(o.items_total_paise - o.discount_paise + o.shipping_cost_paise)::int as paid,
                          sum(order_refunded_paise(o.id))::int as refunded
                   from orders o group by 1, 2 order by 1, 2`;
  const kept = `select day, status, sum(orders)::int as orders, sum(paid_paise)::int as paid, sum(refunded_paise)::int as refunded
                from order_day_totals group by 1, 2 having sum(orders) <> 0 order by 1, 2`;
  const countedLines = `select india_day(o.created_at) as day, o.status, i.product_code, sum(i.quantity)::int as units, sum(i.total_paise - i.discount_paise)::int as paise
                        from order_items i join orders o on o.id = i.order_id group by 1, 2, 3 order by 1, 2, 3`;
  const keptLines = `select day, status, product_code, sum(units)::int as units, sum(paise)::int as paise
                     from product_day_totals group by 1, 2, 3 having sum(units) <> 0 order by 1, 2, 3`;
  const agree = async () => {
    const want = (await pglite.query(counted)).rows;
    // Twelve orders over three days in India (the last one placed after midnight there, still the 3rd in UTC).
    expect(want.length).toBeGreaterThan(4);
    expect((await pglite.query(kept)).rows).toEqual(want);
    expect((await pglite.query(keptLines)).rows).toEqual((await pglite.query(countedLines)).rows);
  };
  await agree();
  expect((await pglite.query<{ n: number }>('select count(*)::int as n from order_day_totals where not folded')).rows[0]!.n).toBe(0);

  await pglite.exec(`update orders set status = 'Completed' where status = 'Delivered'; update orders set status = 'Failed' where status = 'Pending';`);
  await agree();
});
