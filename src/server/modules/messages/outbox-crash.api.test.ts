// A real server process killed (SIGKILL) after a change that tells the shopper has committed and
// before its messages were sent: the restarted shop sends each of them once, by SMS and by e-mail,
// and a further restart sends nothing again. The first process runs with SEND_ORDER_MESSAGES false,
// so that it is certainly killed with its messages still waiting. Runs on the embedded database
// and, with TEST_DATABASE_URL, on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { migrateDatabase } from '../../db/client';
import { addresses, cartItems, carts, categories, outboxMessages, products, productVariants, users } from '../../db/schema';
import { childShop, exited, freePort, loginToken, waitReady, type ChildShop } from '../../testing/child-shop';

const SECRET = 'outbox-crash-secret-outbox-crash-secret-0123456789';
const PHONE = '9345678901';
const EMAIL = 'kavya@example.in';
let shop: ChildShop;
const shopper = { token: '', cartId: '', addressId: 0 };
let adminToken = '';

/** The shop as a deployment starts it, swept every second so that waiting messages go out quickly. */
const start = (port: number, env: Record<string, string> = {}) =>
  shop.start(port, { PAYMENT_SWEEP_SECONDS: '1', SMTP_URL: '', SMS_PROVIDER: 'console', ...env });

/** The SMS the console provider wrote to the shopper. */
async function smsSent(): Promise<string[]> {
  const file = await readFile(path.join(shop.dataDir, 'outbox', 'sms.jsonl'), 'utf8').catch(() => '');
  return file
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { to: string; text: string })
    .filter((m) => m.to === PHONE)
    .map((m) => m.text);
}

/** The subjects of the e-mails written to the shopper. */
async function mailsSent(): Promise<string[]> {
  const dir = path.join(shop.dataDir, 'outbox', 'mail');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml'));
  const all = await Promise.all(files.map((f) => readFile(path.join(dir, f), 'utf8')));
  return all
    .filter((m) => m.includes(`To: ${EMAIL}`))
    .map((m) => /^Subject: (.*)$/m.exec(m)?.[1] ?? '')
    .sort();
}

async function outboxRows() {
  const database = await shop.open();
  try {
    return await database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, PHONE))
      .union(database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, EMAIL)));
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  shop = await childShop('outbox-crash', SECRET);
  // The shop's data, written before the server starts (the embedded database has one owner at a time).
  const database = await shop.open();
  try {
    await migrateDatabase(database);
    const db = database.db;
    const [cat] = await db.insert(categories).values({ name: 'Speakers', slug: 'speakers' }).returning();
    const [p] = await db
      .insert(products)
      .values({
        productCode: 'OB-1',
        name: 'Outbox Test Speaker',
        location: 'WH',
        hsnCode: '85182200',
        taxRate: 18,
        description: 'For the outbox crash test',
        categoryId: cat.id,
        isPublished: true,
      })
      .returning();
    const [v] = await db
      .insert(productVariants)
      .values({ productId: p.id, title: 'Black', metrixWeight: 1, productWeight: 0.8, pricePaise: 249900, mrpPaise: 249900, stock: 5, isDefault: true })
      .returning();
    const [u] = await db.insert(users).values({ phone: PHONE, firstName: 'Kavya', lastName: 'R', email: EMAIL, roles: 'User' }).returning();
    const [a] = await db
      .insert(addresses)
      .values({
        userId: u.id,
        firstName: 'Kavya',
        lastName: 'R',
        phone: PHONE,
        addressTitle: 'Home',
        addressLine1: '2 Fort Road',
        taluk: 'Vellore',
        city: 'Vellore',
        state: 'Tamil Nadu',
        pinCode: '632001',
      })
      .returning();
    const [c] = await db.insert(carts).values({ userId: u.id }).returning();
    await db.insert(cartItems).values({ cartId: c.id, productId: p.id, variantId: v.id, quantity: 1 });
    const [staff] = await db.insert(users).values({ phone: '9345678902', firstName: 'Shop', lastName: 'Admin', roles: 'Admin' }).returning();
    Object.assign(shopper, {
      token: await loginToken(db, SECRET, u),
      cartId: c.id,
      addressId: a.id,
    });
    adminToken = await loginToken(db, SECRET, staff);
  } finally {
    await database.close();
  }
}, 120_000);

afterAll(async () => {
  await shop?.dispose();
});

/** The shopper orders and pays in the sandbox, then an admin marks the order Shipped: two messages, each by SMS and e-mail. */
async function orderPayAndShip(port: number) {
  const base = `http://127.0.0.1:${port}`;
  const h = { authorization: `Bearer ${shopper.token}`, 'content-type': 'application/json' };
  const [opt] = (await (await fetch(`${base}/api/order/shipping-options?AddressId=${shopper.addressId}`, { headers: h })).json()) as {
    courier_name: string;
    rate: number;
  }[];
  const init = (await (
    await fetch(`${base}/api/order/payment-initiate`, {
      method: 'POST',
      headers: h,
      body: JSON.stringify({ CartId: shopper.cartId, ShippingAddressId: shopper.addressId, CourierName: opt.courier_name, ShippingCost: opt.rate }),
    })
  ).json()) as { OrderId: string; TransactionId: string };
  await fetch(`${base}/sandbox/pay/${init.TransactionId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'outcome=success',
    redirect: 'manual',
  });
  const paid = (await (await fetch(`${base}/api/Order/payment-validate/${init.TransactionId}`, { headers: h })).json()) as { state?: string; State?: string };
  expect(JSON.stringify(paid)).toContain('COMPLETED');
  const shipped = await fetch(`${base}/api/order/${init.OrderId}/status`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      OrderId: init.OrderId,
      Status: 'Shipped',
      TrackingId: 'DLV5550001',
      CourierName: 'Delhivery',
      ShippedDate: new Date().toISOString(),
    }),
  });
  expect(shipped.status).toBe(200);
}

describe('order messages across a crash', () => {
  it('a server killed after the commit and before the send: the restarted one sends each message once', async () => {
    const port = await freePort();
    // The change commits with its messages; this process never sends them, and is killed.
    let child = start(port, { SEND_ORDER_MESSAGES: 'false' });
    await waitReady(port);
    await orderPayAndShip(port);
    // Two sweeps pass: still nothing sent.
    await new Promise((r) => setTimeout(r, 2000));
    child.kill('SIGKILL');
    await exited(child);
    expect(await smsSent()).toEqual([]);
    expect(await mailsSent()).toEqual([]);
    const waiting = await outboxRows();
    expect(waiting).toHaveLength(4);
    expect(waiting.every((m) => m.status === 'pending' && m.attempts === 0)).toBe(true);

    // Started again on the same database: what waits goes out.
    child = start(port);
    await waitReady(port);
    for (let i = 0; i < 100 && ((await smsSent()).length < 2 || (await mailsSent()).length < 2); i++) await new Promise((r) => setTimeout(r, 200));
    // A few more sweeps, then a clean stop.
    await new Promise((r) => setTimeout(r, 2500));
    child.kill('SIGTERM');
    expect(await exited(child)).toBe(0);

    const texts = await smsSent();
    expect(texts).toHaveLength(2);
    expect(texts[0]).toMatch(/your order \S+ for Rs\. [\d.]+ is confirmed/);
    expect(texts[1]).toMatch(/has shipped with Delhivery, tracking id DLV5550001/);
    const subjects = await mailsSent();
    expect(subjects).toHaveLength(2);
    expect(subjects.some((s) => /confirmed/.test(s))).toBe(true);
    expect(subjects.some((s) => /shipped/i.test(s))).toBe(true);
    const sent = await outboxRows();
    expect(sent.map((m) => [m.kind, m.channel, m.status, m.attempts]).sort()).toEqual([
      ['OrderConfirmed', 'mail', 'sent', 1],
      ['OrderConfirmed', 'sms', 'sent', 1],
      ['OrderShipped', 'mail', 'sent', 1],
      ['OrderShipped', 'sms', 'sent', 1],
    ]);

    // Killed and started once more: nothing is sent again.
    child = start(port);
    await waitReady(port);
    await new Promise((r) => setTimeout(r, 2500));
    child.kill('SIGKILL');
    await exited(child);
    expect(await smsSent()).toEqual(texts);
    expect(await mailsSent()).toEqual(subjects);
  }, 240_000);
});
