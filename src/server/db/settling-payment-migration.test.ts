// A shop's database upgraded to record which payment paid each order: the migration fills it in for
// the orders already there, from their history, so that cancelling or returning an old order
// refunds the payment that paid for it.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import { databaseBefore, type DatabaseBefore } from '../testing/migrated-before';

let db: DatabaseBefore;
let pglite: PGlite;

beforeAll(async () => {
  db = await databaseBefore('_settling_payment');
  pglite = db.pglite;
});
afterAll(async () => db?.close());

it('fills in the payment that paid each order already there, and none for an order nobody paid for', async () => {
  await pglite.exec(`
    insert into users (phone, first_name, last_name, roles) values ('7000000002', 'Old', 'Shopper', 'User');
    insert into orders (order_code, user_id, status, items_total_paise, shipping_cost_paise, courier_name, delivery_address)
    select code, (select id from users), status, 100000, 8000, 'Delhivery', '{}'::jsonb
    from (values ('TWICE', 'Cancelled'), ('ONCE', 'Delivered'), ('NOTE', 'Shipped'), ('LATE', 'Cancelled'), ('LOST', 'Failed'), ('OPEN', 'Pending')) v(code, status);
    -- TWICE: Pay now opened a second payment, which paid; the first came in later and was refunded.
    insert into payments (order_id, transaction_id, provider, amount_paise, status, refund_status, refund_amount_paise, settled_at)
    select o.id, v.tx, 'sandbox', 108000, 'Completed', v.refund, v.refunded, timestamptz '2026-11-01 10:00:00+00' + v.at * interval '1 minute'
    from orders o join (values
      ('TWICE', 'TX-TWICE-1', 'Completed', 108000, 5),
      ('TWICE', 'TX-TWICE-2', null, null, 3),
      ('ONCE', 'TX-ONCE-1', null, null, 1),
      ('NOTE', 'TX-NOTE-1', null, null, 1),
      ('LATE', 'TX-LATE-1', 'Completed', 108000, 9)
    ) v(code, tx, refund, refunded, at) on v.code = o.order_code;
    insert into payments (order_id, transaction_id, provider, amount_paise, status)
    select o.id, 'TX-' || o.order_code || '-F', 'sandbox', 108000, 'Failed' from orders o where o.order_code in ('LOST', 'OPEN', 'ONCE');
    insert into order_status_history (order_id, from_status, to_status, actor, note, changed_at)
    select o.id, 'Pending', 'Ordered', 'gateway', 'Payment ' || v.tx || ' completed', timestamptz '2026-11-01 10:03:00+00'
    from orders o join (values ('TWICE', 'TX-TWICE-2'), ('ONCE', 'TX-ONCE-1')) v(code, tx) on v.code = o.order_code;`);
  await db.upgrade();

  const rows = await pglite.query<{ order_code: string; settling: string | null }>(
    `select o.order_code, p.transaction_id as settling from orders o left join payments p on p.id = o.settling_payment_id order by o.order_code`,
  );
  expect(Object.fromEntries(rows.rows.map((r) => [r.order_code, r.settling]))).toEqual({
    TWICE: 'TX-TWICE-2',
    ONCE: 'TX-ONCE-1',
    // Shipped without the history line: its completed payment paid for it.
    NOTE: 'TX-NOTE-1',
    // Cancelled before it was paid, its late payment refunded whole: nobody paid for it.
    LATE: null,
    LOST: null,
    OPEN: null,
  });
});
