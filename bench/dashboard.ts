// npm run bench:dashboard — the admin dashboard (GET /api/Admin/dashboard) over 100,000 orders, on
// PostgreSQL (when a URL is given) and on PGlite. The orders are seeded with set-based inserts and
// spread over the last year, with their lines, payments, some returns refunded, complaints and
// low-stock variants (the database's triggers keep the dashboard's running totals as they go in,
// and the background job's fold runs once); then an admin opens the dashboard over and over, one
// call at a time as a screen does, and the bench prints p50 and p95. Budget: p95 < 50 ms.
// Options (env): BENCH_ORDERS=100000  BENCH_CALLS=200  BENCH_DATABASE_URL=postgres://...
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { users } from '../src/server/db/schema';
import { tokenFor } from '../src/server/testing/fixtures';
import { foldDayTotals } from '../src/server/modules/dashboard';
import { benchDatabase, benchEnv, PG_URL, runAsScript } from './lib';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const CALLS = Number(process.env.BENCH_CALLS ?? 200);
const BUDGET_MS = 50;

/** Seeds the shop with set-based inserts only: every table in one statement. */
export async function seed(db: Awaited<ReturnType<typeof benchDatabase>>['database']['db']) {
  await db.execute(sql`insert into categories (name, slug) values ('Headphones', 'headphones') on conflict do nothing`);
  await db.execute(sql`
    insert into products (product_code, name, location, hsn_code, tax_rate, description, category_id, is_published)
    select 'DB-' || g, 'Dashboard Bench Speaker ' || g, 'Vellore WH 1', '85183000', 18, 'Bench product', (select id from categories limit 1), true
    from generate_series(1, 300) g`);
  // Two variants a product; about one in ten runs low.
  await db.execute(sql`
    insert into product_variants (product_id, title, metrix_weight, product_weight, price_paise, mrp_paise, stock, is_default)
    select p.id, v.title, 0.8, 0.6, 99900 + (p.id % 40) * 10000, 99900 + (p.id % 40) * 10000, case when (p.id * 3 + v.n) % 10 = 0 then (p.id + v.n) % 5 else 100 end, v.n = 1
    from products p cross join (values (1, 'Black'), (2, 'White')) as v(n, title)`);
  await db.execute(sql`
    insert into users (phone, first_name, last_name, roles)
    select '7' || lpad(g::text, 9, '0'), 'Bench', 'Shopper' || g, 'User' from generate_series(1, 2000) g`);
  // Orders over the last 365 days: older ones delivered or completed, recent ones ordered or shipped;
  // some pending, failed and cancelled throughout.
  await db.execute(sql`
    with u as (select id, row_number() over (order by id) as n from users where roles = 'User'),
    g as (select g, now() - (g::float8 / ${ORDERS} * interval '365 days') - ((g * 7919) % 86400) * interval '1 second' as at,
                 (g * 7919) % 100 as r from generate_series(1, ${ORDERS}) g)
    insert into orders (order_code, user_id, status, items_total_paise, discount_paise, shipping_cost_paise, courier_name, delivery_address, created_at, updated_at)
    select 'BENCH' || lpad(g.g::text, 8, '0'), u.id,
           case when g.r < 4 then 'Cancelled' when g.r < 8 then 'Failed' when g.r < 10 then 'Pending'
                when g.at > now() - interval '3 days' then 'Ordered' when g.at > now() - interval '7 days' then 'Shipped'
                when g.at > now() - interval '14 days' then 'Delivered' else 'Completed' end,
           99900 * (1 + g.g % 3), case when g.r % 5 = 0 then 10000 else 0 end, 8000,
           'Delhivery Surface', '{"FirstName":"Bench","LastName":"Shopper","AddressLine1":"1 Main Road","AddressLine2":null,"Taluk":"Vellore","City":"Vellore","State":"Tamil Nadu","PinCode":"632001","PhoneNumber":"9876543210"}'::jsonb,
           g.at, g.at
    from g join u on u.n = 1 + g.g % 2000`);
  // One line an order (its product chosen by the order's number), its coupon share on it.
  await db.execute(sql`
    insert into order_items (order_id, product_id, variant_id, product_code, product_name, variant_name, product_location, hsn_code, tax_rate, quantity, price_paise, total_paise, discount_paise)
    select o.id, p.id, v.id, p.product_code, p.name, v.title, 'Vellore WH 1', '85183000', 18, o.items_total_paise / 99900, 99900, o.items_total_paise, o.discount_paise
    from orders o
    join products p on p.id = (select min(id) from products) + (substr(o.order_code, 6)::int % 300)
    join product_variants v on v.product_id = p.id and v.is_default`);
  await db.execute(sql`
    insert into payments (order_id, transaction_id, provider, amount_paise, status, settled_at, created_at)
    select o.id, 'TB' || o.order_code, 'sandbox', o.items_total_paise - o.discount_paise + o.shipping_cost_paise,
           case when o.status in ('Pending', 'Failed') then 'Failed' else 'Completed' end,
           case when o.status in ('Pending', 'Failed') then null else o.created_at end, o.created_at
    from orders o`);
  // A cancelled paid order is refunded in full; one delivered or completed order in fifty has a return refunded.
  await db.execute(sql`
    update payments p set refund_status = 'Completed', refund_amount_paise = p.amount_paise
    from orders o where o.id = p.order_id and o.status = 'Cancelled'`);
  await db.execute(sql`
    insert into returns (order_id, user_id, status, reason, refund_paise, refund_status, created_at, updated_at)
    select o.id, o.user_id, 'Refunded', 'No longer needed', 99900, 'Completed', o.created_at + interval '5 days', o.created_at + interval '6 days'
    from orders o where o.status in ('Delivered', 'Completed') and substr(o.order_code, 6)::int % 50 = 0`);
  await db.execute(sql`
    insert into returns (order_id, user_id, status, reason, created_at, updated_at)
    select o.id, o.user_id, 'Requested', 'Wrong item', now() - interval '1 day', now() - interval '1 day'
    from orders o where o.status = 'Delivered' and substr(o.order_code, 6)::int % 7 = 0`);
  await db.execute(sql`
    insert into complaints (ticket_number, user_id, name, phone, subject, description, status, acknowledged_at, resolved_at, created_at, updated_at)
    select 'GR-BENCH-' || g, null, 'Bench Shopper', '9876543210', 'Late parcel', 'It has not come.',
           case when g % 3 = 0 then 'Resolved' else 'Open' end,
           case when g % 3 = 0 then now() - (g || ' days')::interval + interval '1 day' end,
           case when g % 3 = 0 then now() - (g || ' days')::interval + interval '2 days' end,
           now() - (g || ' days')::interval, now()
    from generate_series(1, 300) g`);
  // As autovacuum leaves a table after a bulk load: statistics fresh, pages marked all-visible.
  await db.execute(sql`vacuum analyze`);
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function runKind(kind: 'postgres' | 'pglite') {
  const { database, dataDir, dispose } = await benchDatabase(kind, 'dashboard');
  const app = await buildApp(loadConfig(benchEnv(dataDir)), { database, logger: false, jobs: false });
  const db = database.db;
  const seedStart = performance.now();
  await seed(db);
  const seeded = (performance.now() - seedStart) / 1000;
  // What the background job does within a minute: fold the running totals' rows of changes that the
  // seeding's orders, lines and returns wrote.
  const foldStart = performance.now();
  const moved = await foldDayTotals(app.ctx);
  const folded = (performance.now() - foldStart) / 1000;
  const [admin] = await db.insert(users).values({ phone: '9000000001', firstName: 'Bench', lastName: 'Admin', roles: 'Admin' }).returning();
  const token = await tokenFor(app.ctx, admin!);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/api/Admin/dashboard`;
  const call = async () => {
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    if (res.status !== 200) throw new Error(`the dashboard answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as { Periods: { Key: string; Orders: number; Sales: number }[]; Daily: unknown[]; LowStockTotal: number };
  };
  const sample = await call();
  for (let i = 0; i < 10; i++) await call();
  const times: number[] = [];
  for (let i = 0; i < CALLS; i++) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const p50 = percentile(times, 50);
  const p95 = percentile(times, 95);
  const month = sample.Periods.find((p) => p.Key === 'Last30Days')!;
  console.log(
    `${kind.padEnd(8)} ${ORDERS} orders seeded in ${seeded.toFixed(1)} s (${moved} rows of changes folded in ${folded.toFixed(1)} s); dashboard over ${CALLS} calls: p50 ${p50.toFixed(1)} ms  p95 ${p95.toFixed(1)} ms  ${p95 < BUDGET_MS ? 'ok' : 'OVER'} p95 < ${BUDGET_MS} ms` +
      `  (30 days: ${month.Orders} orders, ₹${month.Sales}; ${sample.Daily.length} days; ${sample.LowStockTotal} variants low)`,
  );
  await app.close();
  await dispose();
  return { p50, p95 };
}

async function main() {
  if (PG_URL) await runKind('postgres');
  else console.log('postgres skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL');
  await runKind('pglite');
}

runAsScript(import.meta.url, main);
