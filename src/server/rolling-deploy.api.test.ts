// A rolling deploy behind a load balancer: two instances of the built shop on one PostgreSQL
// database behind haproxy (bench/cluster.ts), shoppers browsing and checking out through it without
// pause, and each instance restarted in turn (SIGTERM, drain, start). No shopper may notice: no
// request fails (no 5xx, no connection error), and every checkout that got an answer made exactly
// one order, paid once, with one invoice, its units taken from stock once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { insertLoadProduct, startCluster, type Cluster } from '../../bench/cluster';
import { CallLog, randomNetwork, Shopper } from '../../bench/shopper';
import { freePort } from './testing/child-shop';

const serverUrl = process.env.TEST_DATABASE_URL;
const STOCK = 5000;
const SHOPPERS = 400;

let cluster: Cluster;
let db: pg.Client;
let product: { productId: number; variantId: number };
const phones: string[] = [];

beforeAll(async () => {
  if (!serverUrl) return;
  // Four ports in a row: the balancer, its statistics, the two instances.
  const port = await freePort();
  cluster = await startCluster({
    instances: 2,
    port,
    serverUrl,
    drainSeconds: 2,
    log: (who, line) => !/NOTICE|WARNING/.test(line) && console.log(`${who}: ${line}`),
  });
  db = new pg.Client({ connectionString: cluster.databaseUrl });
  await db.connect();
  product = await insertLoadProduct(db, {
    category: 'headphones',
    code: 'RD-1',
    name: 'Rolling Deploy Headphones',
    description: 'Wireless headphones for the rolling deploy',
    pricePaise: 199900,
    mrpPaise: 249900,
    stock: STOCK,
    weights: [0.8, 0.6],
  });
  // Registered shoppers, who sign in with an OTP during the run.
  for (let i = 0; i < SHOPPERS; i++) phones.push(`6${String(300000000 + i)}`);
  await db.query(`insert into users (phone, first_name, last_name, roles) select unnest($1::text[]), 'Rolling', 'Shopper', 'User'`, [phones]);
}, 400_000);

afterAll(async () => {
  await db?.end();
  await cluster?.stop();
});

describe.skipIf(!serverUrl)('a rolling deploy behind the load balancer', () => {
  it('restarts every instance in turn while shoppers browse and check out, and none of them notices', async () => {
    const log = new CallLog();
    let running = true;
    const answered: { phone: string; orderId?: string; paid: boolean }[] = [];

    const browse = async () => {
      const s = new Shopper(cluster.url, cluster.dataDir, { phone: '', network: randomNetwork() }, log);
      const pages = [
        '/',
        '/search?q=headphones',
        `/product/${product.productId}`,
        '/c/headphones',
        '/api/Public/product?SearchText=wireless',
        '/api/public/catalogue?Category=headphones&InStock=true',
        `/api/Public/Product/GetById?Id=${product.productId}`,
        '/api/public/categories',
      ];
      for (let n = 0; running; n++) await s.call('browse', 'GET', pages[n % pages.length]);
    };
    let next = 0;
    const checkOut = async () => {
      while (running && next < phones.length) {
        const phone = phones[next++];
        const s = new Shopper(cluster.url, cluster.dataDir, { phone, network: randomNetwork() }, log);
        await s.signIn();
        const addressId = await s.addAddress();
        expect((await s.addToCart(product.productId, product.variantId, 1)).status).toBe(200);
        const result = await s.checkout(addressId);
        answered.push({ phone, ...result });
      }
    };

    const load = Promise.all([browse(), browse(), browse(), checkOut(), checkOut(), checkOut()]);
    const lost = load.catch((err: Error) => err);
    await new Promise((r) => setTimeout(r, 2000));
    for (let i = 0; i < 2; i++) {
      await cluster.restart(i);
      await new Promise((r) => setTimeout(r, 1500));
    }
    running = false;
    const outcome = await lost;
    expect(outcome instanceof Error ? outcome.message : null).toBeNull();

    // Nothing failed, and the load was real throughout.
    expect(log.failures()).toEqual([]);
    expect(log.calls.length).toBeGreaterThan(300);
    expect(answered.length).toBeGreaterThan(5);
    expect(answered.every((a) => a.orderId && a.paid)).toBe(true);

    // Each checkout that got an answer has exactly one order, paid, with one invoice; nobody else has one.
    const orders = await db.query<{ phone: string; id: string; status: string; invoices: number; quantity: number; stock_released: boolean }>(
      `select u.phone, o.id, o.status, o.stock_released,
              (select count(*)::int from invoices i where i.order_id = o.id) as invoices,
              (select sum(quantity)::int from order_items i where i.order_id = o.id) as quantity
       from orders o join users u on u.id = o.user_id`,
    );
    expect(orders.rows.map((o) => o.phone).sort()).toEqual(answered.map((a) => a.phone).sort());
    expect(orders.rows.map((o) => o.id).sort()).toEqual(answered.map((a) => a.orderId).sort());
    for (const o of orders.rows) {
      expect(o.status, o.id).toBe('Ordered');
      expect(o.invoices, o.id).toBe(1);
      expect(o.quantity, o.id).toBe(1);
    }
    // Stock went down by exactly the units ordered.
    const stock = (await db.query<{ stock: number }>(`select stock from product_variants where id = $1`, [product.variantId])).rows[0].stock;
    expect(stock).toBe(STOCK - orders.rows.length);
  }, 240_000);
});
