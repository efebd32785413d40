// npm run bench:fulfilment — books 1,000 paid orders with the Shiprocket adapter against a fake
// Shiprocket answering each call after 300 ms (create order, couriers for the order, assign AWB,
// pickup), 100 orders an ask as the admin's screen sends them, then prints their labels and packing
// slips 100 to a PDF. Prints the time to book and to print them all, the most calls the aggregator
// answered at once (the bound), that no AWB was assigned twice, and a bare Fastify route measured in
// the same run. On PostgreSQL with BENCH_DATABASE_URL (or TEST_DATABASE_URL), PGlite otherwise.
// Options (env): BENCH_ORDERS=1000  BENCH_LATENCY_MS=300  SHIPMENT_BOOKING_CONCURRENCY=25
import { sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { orderItems, orders, users } from '../src/server/db/schema';
import { tokenFor } from '../src/server/testing/fixtures';
import { startFakeShiprocket } from '../src/server/testing/fake-shiprocket';
import { bareRoute, benchDatabase, benchEnv, CONNECTIONS, load, PG_URL, runAsScript, SECONDS } from './lib';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 1000);
const LATENCY = Number(process.env.BENCH_LATENCY_MS ?? 300);
const CONCURRENCY = process.env.SHIPMENT_BOOKING_CONCURRENCY ?? '25';

async function main() {
  const bareServer = await bareRoute();
  await load(bareServer.url, { seconds: 1 });
  const bare = await load(bareServer.url);
  await bareServer.close();

  const fake = await startFakeShiprocket({ latencyMs: LATENCY });
  const kind = PG_URL ? 'postgres' : 'pglite';
  const { database, dataDir, dispose } = await benchDatabase(kind, 'fulfilment');
  const config = loadConfig({
    ...benchEnv(dataDir),
    SHIPPING_PROVIDER: 'shiprocket',
    SHIPROCKET_BASE_URL: fake.url,
    SHIPROCKET_EMAIL: 'ops@shop.example',
    SHIPROCKET_PASSWORD: 'pw',
    SHIPMENT_BOOKING_CONCURRENCY: CONCURRENCY,
  });
  const app = await buildApp(config, { database, logger: false, jobs: false });
  await app.ready();
  const db = database.db;

  // Paid orders waiting to ship, to Bengaluru with the courier the shoppers chose.
  const [admin] = await db.insert(users).values({ phone: '9000000001', firstName: 'Bench', lastName: 'Admin', roles: 'Admin' }).returning();
  const [shopper] = await db.insert(users).values({ phone: '9000000002', firstName: 'Bench', lastName: 'Shopper', roles: 'User' }).returning();
  const made = await db
    .insert(orders)
    .values(
      Array.from({ length: ORDERS }, (_, i) => ({
        orderCode: `BENCH-${String(i + 1).padStart(5, '0')}`,
        userId: shopper.id,
        status: 'Ordered',
        itemsTotalPaise: 199_900,
        shippingCostPaise: 10_000,
        courierName: 'Delhivery Surface',
        deliveryAddress: {
          FirstName: 'Ravi',
          LastName: `Kumar ${i}`,
          AddressLine1: `${i + 1} Main Road`,
          AddressLine2: null,
          Taluk: 'Bengaluru North',
          City: 'Bengaluru',
          State: 'Karnataka',
          PinCode: '560001',
          PhoneNumber: '9876500000',
        },
        createdAt: new Date(Date.now() - (ORDERS - i) * 1000),
      })),
    )
    .returning({ id: orders.id });
  await db.insert(orderItems).values(
    made.map((o) => ({
      orderId: o.id,
      productCode: 'KST-ANC',
      productName: 'Kestrel ANC Headphones',
      variantName: 'Black',
      productLocation: 'Vellore WH 1',
      hsnCode: '85183000',
      taxRate: 18,
      quantity: 1,
      pricePaise: 199_900,
      totalPaise: 199_900,
    })),
  );
  const auth = { authorization: `Bearer ${await tokenFor(app.ctx, admin)}`, 'content-type': 'application/json' };

  const started = performance.now();
  const booked: { ShipmentId: string; Awb: string }[] = [];
  let failed: { OrderId: string; Error: string }[] = [];
  const bookAll = async (ids: string[]) => {
    const refused: { OrderId: string; Error: string }[] = [];
    for (let i = 0; i < ids.length; i += 100) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/Admin/shipments/book',
        headers: auth,
        payload: { Orders: ids.slice(i, i + 100).map((OrderId) => ({ OrderId })) },
      });
      for (const r of res.json().Results as { OrderId: string; Booked: boolean; Error?: string; Shipment?: { ShipmentId: string; Awb: string } }[]) {
        if (r.Booked) booked.push(r.Shipment!);
        else refused.push({ OrderId: r.OrderId, Error: r.Error ?? '' });
      }
    }
    return refused;
  };
  failed = await bookAll(made.map((o) => o.id));
  const firstPass = { booked: booked.length, refused: failed.length, reasons: [...new Set(failed.map((f) => f.Error))] };
  // As the admin does: the refused ones (a time-out) are booked again; their keys find what the aggregator made.
  if (failed.length) failed = await bookAll(failed.map((f) => f.OrderId));
  const bookedMs = performance.now() - started;

  const printStarted = performance.now();
  let pages = 0;
  for (let i = 0; i < booked.length; i += 100) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/Admin/shipments/labels',
      headers: auth,
      payload: { ShipmentIds: booked.slice(i, i + 100).map((s) => s.ShipmentId) },
    });
    if (res.statusCode !== 200) throw new Error(`labels: ${res.statusCode} ${res.body}`);
    pages += (await PDFDocument.load(res.rawPayload)).getPageCount();
  }
  const printMs = performance.now() - printStarted;

  const counts = (
    (await db.execute(sql`select count(*)::int as n, count(distinct awb)::int as d from shipments where state = 'Booked'`)) as unknown as {
      rows: { n: number; d: number }[];
    }
  ).rows[0];

  console.log(
    `fulfilment bench on ${kind}: ${ORDERS} paid orders, fake Shiprocket answering each call after ${LATENCY} ms, booking ${CONCURRENCY} orders at once`,
  );
  console.log(`bare Fastify route: ${bare.rps.toFixed(0)} req/s, p50 ${bare.p50} ms, p95 ${bare.p95} ms (${CONNECTIONS} connections, ${SECONDS} s)`);
  if (firstPass.refused) console.log(`first pass: ${firstPass.booked} booked, ${firstPass.refused} refused (${firstPass.reasons.join('; ')}), booked again`);
  console.log(
    `booked ${booked.length} (${failed.length} refused${failed.length ? `: ${[...new Set(failed.map((f) => f.Error))].join('; ')}` : ''}) in ${(bookedMs / 1000).toFixed(1)} s` +
      ` (${((booked.length / bookedMs) * 1000).toFixed(1)} orders/s; each order is 4 calls, ${((4 * LATENCY) / 1000).toFixed(1)} s one after another)`,
  );
  console.log(`printed ${booked.length} labels and packing slips (${pages} pages) in ${(printMs / 1000).toFixed(1)} s`);
  console.log(`book and print all: ${((bookedMs + printMs) / 1000).toFixed(1)} s`);
  console.log(`most calls the aggregator answered at once: ${fake.maxInFlight()} (bound ${CONCURRENCY})`);
  console.log(`AWBs: ${counts.n} shipments, ${counts.d} distinct AWBs, ${fake.orders.length} aggregator orders`);
  if (counts.n !== counts.d || counts.n !== booked.length || fake.orders.length > ORDERS) throw new Error('an AWB or an aggregator order was made twice');
  if (fake.maxInFlight() > Number(CONCURRENCY)) throw new Error('more calls at once than the bound');

  await app.close();
  await fake.close();
  await dispose();
}

runAsScript(import.meta.url, main);
