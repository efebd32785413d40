// npm run bench:sale — a festival sale: the shop's instances behind haproxy (bench/cluster.ts) on one
// PostgreSQL database with the demo catalogue, a sale product of 100 units and a coupon limited to 50
// uses, and 1,000 shoppers (at most BENCH_CONCURRENCY at once, from a process of their own,
// bench/sale-shoppers.ts) who browse, search, filter, sign in with an OTP, add it to the cart, apply
// the coupon and check out. Prints throughput and p50/p95/p99 per step, and checks: nothing
// oversold, exactly 50 coupon uses, no server error, one invoice per paid order, stock at the end =
// stock at the start - units sold. Runs with two instances, then with one for comparison.
// Options (env): BENCH_SHOPPERS=1000  BENCH_CONCURRENCY=50  BENCH_INSTANCES=2,1  BENCH_PORT=4300
//                BENCH_POOL_SIZE=10 (each instance's DATABASE_POOL_SIZE)
//                BENCH_DATABASE_URL or TEST_DATABASE_URL (a PostgreSQL server where databases may be created)
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { insertLoadProduct, startCluster } from './cluster';
import type { SaleJob, SaleResult } from './sale-shoppers';

const SHOPPERS = Number(process.env.BENCH_SHOPPERS ?? 1000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);
const INSTANCES = (process.env.BENCH_INSTANCES ?? '2,1').split(',').map(Number);
const PORT = Number(process.env.BENCH_PORT ?? 4300);
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const POOL_SIZE = process.env.BENCH_POOL_SIZE ?? '10';
const STOCK = 100;
const COUPON_USES = 50;
const SHOPPERS_PROCESS = fileURLToPath(new URL('./sale-shoppers.ts', import.meta.url));

async function shoppers(job: SaleJob): Promise<SaleResult> {
  const child = spawn(process.execPath, ['--import', 'tsx', SHOPPERS_PROCESS], { stdio: ['pipe', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.setEncoding('utf8').on('data', (d: string) => (out += d));
  child.stdin.end(JSON.stringify(job));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (code !== 0) throw new Error(`the shoppers' process exited with ${code}`);
  return JSON.parse(out) as SaleResult;
}

async function run(instances: number): Promise<boolean> {
  const cluster = await startCluster({
    instances,
    port: PORT,
    serverUrl: PG_URL!,
    demo: true,
    env: { DATABASE_POOL_SIZE: POOL_SIZE },
    log: (who, line) => {
      if (!/NOTICE|WARNING|demo catalogue/.test(line)) console.error(`${who}: ${line}`);
    },
  });
  const db = new pg.Client({ connectionString: cluster.databaseUrl });
  await db.connect();
  try {
    // The sale product: 100 units of earbuds; 1,000 registered shoppers.
    const sale = await insertLoadProduct(db, {
      category: 'earbuds',
      code: 'SALE-1',
      name: 'Festival Sale Wireless Earbuds',
      description: 'True wireless earbuds, festival price',
      pricePaise: 149900,
      mrpPaise: 299900,
      stock: STOCK,
      weights: [0.3, 0.2],
    });
    const phones = Array.from({ length: SHOPPERS }, (_, i) => `6${String(400000000 + i)}`);
    await db.query(`insert into users (phone, first_name, last_name, roles) select unnest($1::text[]), 'Sale', 'Shopper', 'User'`, [phones]);

    // The coupon, made by an admin as in the admin screens.
    const login = await fetch(`${cluster.url}/api/Auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ PhoneNumber: '9876543210', Password: 'Admin@12345', LoginType: 'Password' }),
    });
    const { AccessToken } = (await login.json()) as { AccessToken: string };
    const made = await fetch(`${cluster.url}/api/Admin/coupons`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${AccessToken}` },
      body: JSON.stringify({
        Code: 'SALE50',
        Kind: 'Percent',
        Value: 20,
        MaxDiscount: null,
        MinCartValue: 0,
        StartsAt: new Date(Date.now() - 3_600_000).toISOString(),
        EndsAt: new Date(Date.now() + 86_400_000).toISOString(),
        UsageLimit: COUPON_USES,
        PerShopperLimit: 1,
      }),
    });
    if (!made.ok) throw new Error(`coupon: ${made.status} ${await made.text()}`);

    const r = await shoppers({
      base: cluster.url,
      dataDir: cluster.dataDir,
      phones,
      productId: sale.productId,
      variantId: sale.variantId,
      coupon: 'SALE50',
      concurrency: CONCURRENCY,
    });

    const label = `${instances} instance${instances > 1 ? 's' : ''} (pool ${POOL_SIZE})`;
    console.log(`\n${label}: ${SHOPPERS} shoppers, ${CONCURRENCY} at once, ${r.requests} requests in ${r.seconds.toFixed(1)} s`);
    console.log(
      `${label}: throughput ${(r.requests / r.seconds).toFixed(0)} req/s, ${(SHOPPERS / r.seconds).toFixed(1)} shoppers/s, ${r.paid} paid orders (${(r.paid / r.seconds).toFixed(1)}/s while they lasted, over the whole run)`,
    );
    for (const s of r.steps)
      console.log(
        `  ${s.step.padEnd(13)} ${String(s.count).padStart(5)}  p50 ${s.p50.toFixed(0).padStart(5)} ms  p95 ${s.p95.toFixed(0).padStart(5)} ms  p99 ${s.p99.toFixed(0).padStart(5)} ms${s.refused ? `  refused ${s.refused}` : ''}${s.errors ? `  ERRORS ${s.errors}` : ''}`,
      );

    const [sold] = (
      await db.query<{ units: number; orders: number }>(
        `select coalesce(sum(i.quantity), 0)::int as units, count(distinct o.id)::int as orders
         from order_items i join orders o on o.id = i.order_id where i.variant_id = $1 and not o.stock_released`,
        [sale.variantId],
      )
    ).rows;
    const [stock] = (await db.query<{ stock: number }>(`select stock from product_variants where id = $1`, [sale.variantId])).rows;
    const [coupon] = (
      await db.query<{ used: number; paid_uses: number }>(
        `select c.used_count as used,
                (select count(*)::int from orders o join payments p on p.order_id = o.id and p.status = 'Completed' where o.coupon_id = c.id) as paid_uses
         from coupons c where c.code = 'SALE50'`,
      )
    ).rows;
    const [invoices] = (
      await db.query<{ paid: number; wrong: number }>(
        `select count(*)::int as paid, count(*) filter (where (select count(*) from invoices i where i.order_id = o.id) <> 1)::int as wrong
         from orders o where exists (select 1 from payments p where p.order_id = o.id and p.status = 'Completed')`,
      )
    ).rows;
    const errors = r.steps.reduce((n, s) => n + s.errors, 0);
    const checks: [string, boolean][] = [
      [`oversold: ${Math.max(0, sold.units - STOCK)} (sold ${sold.units} of ${STOCK}, stock now ${stock.stock})`, sold.units <= STOCK && stock.stock >= 0],
      [
        `coupon uses: ${coupon.used} counted, ${coupon.paid_uses} on paid orders (limit ${COUPON_USES})`,
        coupon.used === COUPON_USES && coupon.paid_uses === COUPON_USES,
      ],
      [`server errors: ${errors}`, errors === 0],
      [`paid orders with other than one invoice: ${invoices.wrong} of ${invoices.paid}`, invoices.wrong === 0 && invoices.paid === r.paid],
      [`stock at the end = start - sold: ${stock.stock} = ${STOCK} - ${sold.units}`, stock.stock === STOCK - sold.units],
      [`shoppers stopped by an unexpected answer: ${r.aborted.length}`, r.aborted.length === 0],
    ];
    for (const [text, ok] of checks) console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${text}`);
    for (const a of r.aborted.slice(0, 5)) console.log(`    ${a}`);
    for (const f of r.failures.slice(0, 5)) console.log(`    ${f.step} ${f.status} ${f.error ?? ''}`);
    return checks.every(([, ok]) => ok);
  } finally {
    await db.end();
    await cluster.stop();
  }
}

async function main() {
  if (!PG_URL) throw new Error('bench:sale runs on PostgreSQL: set BENCH_DATABASE_URL or TEST_DATABASE_URL');
  let ok = true;
  for (const n of INSTANCES) ok = (await run(n)) && ok;
  if (!ok) process.exit(1);
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
