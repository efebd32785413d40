// Crash safety: checkout load, SIGKILL mid-way, start again, and nothing is lost or
// half-written. Then SIGTERM lets the requests in flight finish. Runs on the embedded database and,
// with TEST_DATABASE_URL, on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { migrateDatabase, queryRows } from './db/client';
import { addresses, cartItems, carts, categories, products, productVariants, users } from './db/schema';
import { childShop, exited, freePort, loginToken, waitReady, type ChildShop } from './testing/child-shop';

const SECRET = 'crash-test-secret-crash-test-secret-0123456789';
const SHOPPERS = 60;
const STOCK = 40;
let shop: ChildShop;

const start = (port: number) => shop.start(port);

interface Shopper {
  token: string;
  cartId: string;
  addressId: number;
}
const shoppers: Shopper[] = [];
const variantIds: number[] = [];

beforeAll(async () => {
  shop = await childShop('crash', SECRET);
  // The shop's data, written before the server starts (the embedded database has one owner at a time).
  const database = await shop.open();
  await migrateDatabase(database);
  const db = database.db;
  const [cat] = await db.insert(categories).values({ name: 'Headphones', slug: 'headphones' }).returning();
  for (let i = 0; i < 3; i++) {
    const [p] = await db
      .insert(products)
      .values({
        productCode: `CR-${i}`,
        name: `Crash Test Headphones ${i}`,
        location: 'WH',
        hsnCode: '85183000',
        taxRate: 18,
        description: 'For the crash test',
        categoryId: cat.id,
        isPublished: true,
      })
      .returning();
    const [v] = await db
      .insert(productVariants)
      .values({ productId: p.id, title: 'Black', metrixWeight: 0.5, productWeight: 0.4, pricePaise: 99900, mrpPaise: 99900, stock: STOCK, isDefault: true })
      .returning();
    variantIds.push(v.id);
  }
  const made = await db
    .insert(users)
    .values(Array.from({ length: SHOPPERS }, (_, i) => ({ phone: `9${String(200000000 + i)}`, firstName: 'Crash', lastName: `Shopper${i}`, roles: 'User' })))
    .returning();
  for (const [i, u] of made.entries()) {
    const [a] = await db
      .insert(addresses)
      .values({
        userId: u.id,
        firstName: 'C',
        lastName: 'S',
        phone: '9876543210',
        addressTitle: 'Home',
        addressLine1: '1 Road',
        taluk: 'Vellore',
        city: 'Vellore',
        state: 'Tamil Nadu',
        pinCode: '632001',
      })
      .returning();
    const [c] = await db.insert(carts).values({ userId: u.id }).returning();
    await db.insert(cartItems).values({
      cartId: c.id,
      productId: (
        await db
          .select()
          .from(productVariants)
          .where(sql`id = ${variantIds[i % 3]}`)
      )[0].productId,
      variantId: variantIds[i % 3],
      quantity: 1 + (i % 2),
    });
    shoppers.push({
      token: await loginToken(db, SECRET, u),
      cartId: c.id,
      addressId: a.id,
    });
  }
  await database.close();
}, 120_000);

afterAll(async () => {
  await shop?.dispose();
});

async function checkoutAll(port: number, list: Shopper[]) {
  const base = `http://127.0.0.1:${port}/api`;
  return Promise.allSettled(
    list.map(async (s) => {
      const h = { authorization: `Bearer ${s.token}`, 'content-type': 'application/json' };
      const opts = (await (await fetch(`${base}/order/shipping-options?AddressId=${s.addressId}`, { headers: h })).json()) as {
        courier_name: string;
        rate: number;
      }[];
      const res = await fetch(`${base}/order/payment-initiate`, {
        method: 'POST',
        headers: h,
        body: JSON.stringify({ CartId: s.cartId, ShippingAddressId: s.addressId, CourierName: opts[0].courier_name, ShippingCost: opts[0].rate }),
      });
      const body = (await res.json()) as { TransactionId?: string };
      // Half of them pay at once, through the sandbox and the shop's own validation.
      if (body.TransactionId && Math.random() < 0.5) {
        await fetch(`http://127.0.0.1:${port}/sandbox/pay/${body.TransactionId}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'outcome=success',
          redirect: 'manual',
        });
        await fetch(`${base}/Order/payment-validate/${body.TransactionId}`, { headers: h });
      }
      return res.status;
    }),
  );
}

describe('crash safety', () => {
  it('loses nothing and half-writes nothing when killed mid-checkout', async () => {
    const port = await freePort();
    let child = start(port);
    await waitReady(port);
    const load = checkoutAll(port, shoppers);
    await new Promise((r) => setTimeout(r, 150));
    child.kill('SIGKILL');
    await exited(child);
    await load;

    // Back up, and the rest of the shoppers finish checking out.
    child = start(port);
    await waitReady(port);
    const second = await checkoutAll(port, shoppers);
    expect(second.every((r) => r.status === 'fulfilled' || String(r.reason).includes('fetch'))).toBe(true);
    child.kill('SIGTERM');
    expect(await exited(child)).toBe(0);

    const database = await shop.open();
    try {
      const db = database.db;
      // Stock on the shelf plus units held by live orders is the stock we started with.
      for (const id of variantIds) {
        const [{ stock }] = await queryRows<{ stock: number }>(db, sql`select stock from product_variants where id = ${id}`);
        const [{ held }] = await queryRows<{ held: number }>(
          db,
          sql`select coalesce(sum(i.quantity), 0)::int as held from order_items i join orders o on o.id = i.order_id where i.variant_id = ${id} and not o.stock_released`,
        );
        expect(stock, `variant ${id}`).toBeGreaterThanOrEqual(0);
        expect(stock + held, `variant ${id}`).toBe(STOCK);
      }
      // Every order has its items and its payment; no cart line was both ordered and kept.
      const broken = await queryRows<{ id: string }>(
        db,
        sql`select o.id from orders o where not exists (select 1 from order_items i where i.order_id = o.id) or not exists (select 1 from payments p where p.order_id = o.id)`,
      );
      expect(broken).toEqual([]);
      const ordered = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from orders`);
      expect(ordered[0].n).toBeGreaterThan(0);
      // No payment applied twice: one move to Ordered per order at most, one invoice per paid order.
      const twice = await queryRows<{ order_id: string }>(
        db,
        sql`select order_id from order_status_history where to_status = 'Ordered' group by order_id having count(*) > 1`,
      );
      expect(twice).toEqual([]);
      const invoices = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from invoices`);
      const paid = await queryRows<{ n: number }>(db, sql`select count(distinct order_id)::int as n from payments where status = 'Completed'`);
      expect(invoices[0].n).toBe(paid[0].n);
      // The total of each order is what its lines add up to.
      const wrong = await queryRows<{ id: string }>(
        db,
        sql`select o.id from orders o where o.items_total_paise <> (select sum(total_paise) from order_items i where i.order_id = o.id)`,
      );
      expect(wrong).toEqual([]);
    } finally {
      await database.close();
    }
  }, 240_000);

  it('finishes the requests in flight on SIGTERM', async () => {
    const port = await freePort();
    const child = start(port);
    await waitReady(port);
    const inFlight = Array.from({ length: 20 }, () => fetch(`http://127.0.0.1:${port}/api/Public/product?SearchText=headphones`).then((r) => r.status));
    await new Promise((r) => setTimeout(r, 5));
    child.kill('SIGTERM');
    const statuses = await Promise.allSettled(inFlight);
    expect(await exited(child)).toBe(0);
    const answered = statuses.filter((s) => s.status === 'fulfilled').map((s) => (s as PromiseFulfilledResult<number>).value);
    // Requests that reached the server got a whole answer; none was cut off with a 5xx.
    expect(answered.length).toBeGreaterThan(0);
    expect(answered.every((s) => s === 200 || s === 503)).toBe(true);
  }, 120_000);
});
