// npm run bench:checkout — add-to-cart and payment-initiate (sandbox gateway) under concurrency on
// PostgreSQL (and PGlite for the ratio), each with the ratio to a bare Fastify route measured in
// the same run. Budgets: add-to-cart p95 < 30 ms, payment-initiate p95 < 100 ms; with a coupon on
// the cart, add-to-cart and get-cart p95 within 20 % of the same calls without one.
// Options (env): BENCH_SECONDS=5  BENCH_CONNECTIONS=10  BENCH_SHOPPERS=1500  BENCH_DATABASE_URL=postgres://...
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { addresses, cartItems, carts, coupons, users } from '../src/server/db/schema';
import { tokenFor } from '../src/server/testing/fixtures';
import { bareRoute, benchDatabase, benchEnv, CONNECTIONS, load, PG_URL, SECONDS, type LoadRequest, type Result } from './lib';

const SHOPPERS = Number(process.env.BENCH_SHOPPERS ?? 1500);

async function runKind(kind: 'postgres' | 'pglite', bare: Result) {
  const { database, dataDir, dispose } = await benchDatabase(kind, 'checkout');
  const app = await buildApp(loadConfig(benchEnv(dataDir)), { database, logger: false, jobs: false });
  const db = database.db;
  await db.execute(sql`insert into categories (name, slug) values ('Headphones', 'headphones') on conflict do nothing`);
  await db.execute(sql`
    insert into products (product_code, name, location, hsn_code, tax_rate, description, category_id, is_published)
    select 'CK-' || g, 'Checkout Bench Headphones ' || g, 'Vellore WH 1', '85183000', 18, 'Bench product for checkout load', (select id from categories limit 1), true
    from generate_series(1, 50) g`);
  await db.execute(
    sql`insert into product_variants (product_id, title, metrix_weight, product_weight, price_paise, mrp_paise, stock, is_default) select id, 'Black', 0.8, 0.6, 199900, 249900, 1000000, true from products`,
  );
  const variants = (await db.execute(sql`select id, product_id from product_variants order by id`)) as unknown as {
    rows: { id: number; product_id: number }[];
  };

  // Shoppers with an address and a one-line cart each, ready to check out.
  const made = await db
    .insert(users)
    .values(
      Array.from({ length: SHOPPERS }, (_, i) => ({
        phone: `9${String(100000000 + i).padStart(9, '0')}`,
        firstName: 'Bench',
        lastName: `Shopper${i}`,
        roles: 'User',
      })),
    )
    .returning();
  const addr = await db
    .insert(addresses)
    .values(
      made.map((u) => ({
        userId: u.id,
        firstName: 'Bench',
        lastName: 'Shopper',
        phone: '9876543210',
        addressTitle: 'Home',
        addressLine1: '1 Main Road',
        taluk: 'Vellore',
        city: 'Vellore',
        state: 'Tamil Nadu',
        pinCode: '632001',
      })),
    )
    .returning();
  // A coupon every shopper may use, on the carts of every other shopper who checks out and adds.
  const [coupon] = await db
    .insert(coupons)
    .values({ code: 'BENCH10', kind: 'Percent', value: 1000, startsAt: new Date(Date.now() - 86_400_000), endsAt: new Date(Date.now() + 86_400_000) })
    .returning();
  const cartRows = await db
    .insert(carts)
    .values(made.map((u, i) => ({ userId: u.id, couponId: i % 2 ? coupon.id : null })))
    .returning();
  await db
    .insert(cartItems)
    .values(cartRows.map((c, i) => ({ cartId: c.id, productId: variants.rows[i % 50].product_id, variantId: variants.rows[i % 50].id, quantity: 1 })));
  const shoppers = await Promise.all(made.map(async (u, i) => ({ token: await tokenFor(app.ctx, u), addressId: addr[i].id, cartId: cartRows[i].id })));

  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/api`;
  const quote = (await (
    await fetch(`${base}/order/shipping-options?AddressId=${shoppers[0].addressId}`, { headers: { authorization: `Bearer ${shoppers[0].token}` } })
  ).json()) as { courier_name: string; rate: number }[];

  // Add to cart: signed-in shoppers adding one unit of a random product to their own cart. These
  // are other shoppers than the ones who check out below, whose carts must stay as quoted. Two
  // groups of 200: the second has the coupon on its carts.
  const adderGroup = async (first: number, withCoupon: boolean) => {
    const people = await db
      .insert(users)
      .values(
        Array.from({ length: 200 }, (_, i) => ({
          phone: `8${String(100000000 + first + i).padStart(9, '0')}`,
          firstName: 'Bench',
          lastName: `Adder${first + i}`,
          roles: 'User',
        })),
      )
      .returning();
    await db.insert(carts).values(people.map((u) => ({ userId: u.id, couponId: withCoupon ? coupon.id : null })));
    return Promise.all(people.map(async (u) => ({ token: await tokenFor(app.ctx, u) })));
  };
  const plainAdders = await adderGroup(0, false);
  const couponAdders = await adderGroup(200, true);
  // Request n: adder n, product n (taken in turn, over and over).
  const addRequests = (adders: { token: string }[]): LoadRequest[] =>
    Array.from({ length: adders.length * variants.rows.length }, (_, n) => {
      const v = variants.rows[n % variants.rows.length];
      return {
        headers: { 'content-type': 'application/json', authorization: `Bearer ${adders[n % adders.length].token}` },
        body: JSON.stringify({ ProductId: v.product_id, VariantId: v.id, Quantity: 1 }),
      };
    });
  const getRequests = (adders: { token: string }[]): LoadRequest[] => adders.map((a) => ({ headers: { authorization: `Bearer ${a.token}` } }));
  // Without, with, with, without: a machine that warms up or slows down during the run weighs on both alike.
  const addUrl = `${base}/public/cart/additem`;
  const getUrl = `${base}/public/cart/getitems`;
  const add = await load(addUrl, { method: 'POST', requests: addRequests(plainAdders) });
  const addCoupon = await load(addUrl, { method: 'POST', requests: addRequests(couponAdders) });
  const addCoupon2 = await load(addUrl, { method: 'POST', requests: addRequests(couponAdders) });
  const add2 = await load(addUrl, { method: 'POST', requests: addRequests(plainAdders) });
  const get = await load(getUrl, { requests: getRequests(plainAdders) });
  const getCoupon = await load(getUrl, { requests: getRequests(couponAdders) });
  const getCoupon2 = await load(getUrl, { requests: getRequests(couponAdders) });
  const get2 = await load(getUrl, { requests: getRequests(plainAdders) });
  const sample = (await (await fetch(`${base}/public/cart/getitems`, { headers: { authorization: `Bearer ${couponAdders[0].token}` } })).json()) as {
    Discount: number;
  };
  if (!(sample.Discount > 0)) throw new Error('the coupon took nothing off the bench carts');

  // Payment-initiate: each shopper checks out once (a second would be refused for the pending order).
  const payRequests = (group: typeof shoppers): LoadRequest[] =>
    group.map((s) => ({
      headers: { 'content-type': 'application/json', authorization: `Bearer ${s.token}` },
      body: JSON.stringify({ CartId: s.cartId, ShippingAddressId: s.addressId, CourierName: quote[0].courier_name, ShippingCost: quote[0].rate }),
    }));
  const plainShoppers = shoppers.filter((_, i) => i % 2 === 0);
  const couponShoppers = shoppers.filter((_, i) => i % 2 === 1);
  const pay = await load(`${base}/order/payment-initiate`, { method: 'POST', requests: payRequests(plainShoppers), amount: plainShoppers.length });
  const payCoupon = await load(`${base}/order/payment-initiate`, { method: 'POST', requests: payRequests(couponShoppers), amount: couponShoppers.length });
  const orders = (await db.execute(sql`select count(*)::int as n, count(*) filter (where discount_paise > 0)::int as discounted from orders`)) as unknown as {
    rows: { n: number; discounted: number }[];
  };

  const line = (name: string, r: Result, budget: number) =>
    `${kind.padEnd(8)} ${name.padEnd(17)} ${r.rps.toFixed(0).padStart(6)} req/s (${((r.rps / bare.rps) * 100).toFixed(1).padStart(5)}% of bare)  p50 ${r.p50.toFixed(1).padStart(6)} ms  p95 ${r.p95.toFixed(1).padStart(6)} ms  p99 ${r.p99.toFixed(1).padStart(6)} ms  (p95 x${(r.p95 / Math.max(bare.p95, 0.1)).toFixed(1)} bare)  ${r.p95 < budget ? 'ok' : 'OVER'} p95 < ${budget} ms${r.errors ? `  non-2xx ${r.errors}` : ''}`;
  const within = (name: string, plain: Result[], withCoupon: Result[]) => {
    const ratio = withCoupon.reduce((s, r) => s + r.p95, 0) / plain.reduce((s, r) => s + r.p95, 0);
    return `${kind.padEnd(8)} ${name.padEnd(17)} p95 with coupon / without (both rounds): ${ratio.toFixed(2)}  ${ratio <= 1.2 ? 'ok' : 'OVER'} within 20 %`;
  };
  console.log(line('add-to-cart', add, 30));
  console.log(line('add+coupon', addCoupon, 30));
  console.log(line('add+coupon (2)', addCoupon2, 30));
  console.log(line('add-to-cart (2)', add2, 30));
  console.log(line('get-cart', get, 30));
  console.log(line('get+coupon', getCoupon, 30));
  console.log(line('get+coupon (2)', getCoupon2, 30));
  console.log(line('get-cart (2)', get2, 30));
  console.log(line('payment-initiate', pay, 100));
  console.log(line('pay-init+coupon', payCoupon, 100));
  console.log(within('add-to-cart', [add, add2], [addCoupon, addCoupon2]));
  console.log(within('get-cart', [get, get2], [getCoupon, getCoupon2]));
  console.log(`${kind.padEnd(8)} orders made: ${orders.rows[0].n} of ${shoppers.length} shoppers, ${orders.rows[0].discounted} with the coupon`);
  await app.close();
  await dispose();
  return { add, pay };
}

async function main() {
  const bareServer = await bareRoute();
  const bare = await load(bareServer.url);
  await bareServer.close();
  console.log(
    `bare Fastify route: ${bare.rps.toFixed(0)} req/s, p50 ${bare.p50.toFixed(2)} ms, p95 ${bare.p95.toFixed(2)} ms (${CONNECTIONS} connections, ${SECONDS} s)`,
  );
  const pgResult = PG_URL ? await runKind('postgres', bare) : null;
  if (!pgResult) console.log('postgres skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL');
  const lite = await runKind('pglite', bare);
  if (pgResult) {
    console.log(
      `ratio PGlite/PostgreSQL add-to-cart: throughput ${(lite.add.rps / pgResult.add.rps).toFixed(2)}, p95 ${(lite.add.p95 / pgResult.add.p95).toFixed(2)}`,
    );
    console.log(
      `ratio PGlite/PostgreSQL payment-initiate: throughput ${(lite.pay.rps / pgResult.pay.rps).toFixed(2)}, p95 ${(lite.pay.p95 / pgResult.pay.p95).toFixed(2)}`,
    );
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
