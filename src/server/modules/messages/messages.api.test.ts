import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { addToCart, createAddress, createProduct, placePaidOrder, userWithToken } from '../../testing/fixtures';
import { outboxMessages, users } from '../../db/schema';
import { backoffMs, sendDueMessages } from './messages.service';

let t: TestApp;
let admin: Awaited<ReturnType<typeof userWithToken>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await userWithToken(t.ctx, 'Admin');
});
afterAll(async () => t?.close());

/** The SMS the console provider wrote for a phone number. */
async function smsTo(dataDir: string, phone: string): Promise<string[]> {
  const file = await readFile(path.join(dataDir, 'outbox', 'sms.jsonl'), 'utf8').catch(() => '');
  return file
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { to: string; text: string })
    .filter((m) => m.to === phone)
    .map((m) => m.text);
}

/** The .eml files written for an address. */
async function mailsTo(dataDir: string, address: string): Promise<string[]> {
  const dir = path.join(dataDir, 'outbox', 'mail');
  const files = await readdir(dir).catch(() => [] as string[]);
  const all = await Promise.all(files.sort().map((f) => readFile(path.join(dir, f), 'utf8')));
  return all.filter((m) => m.includes(`To: ${address}`));
}

async function paidOrderOf(shopper: Awaited<ReturnType<typeof userWithToken>>, price = 1299) {
  const { product, variants } = await createProduct(t.ctx, { variants: [{ title: 'Black', price, stock: 20 }] });
  const address = await createAddress(t.ctx, shopper.user.id);
  const cartId = await addToCart(t.app, shopper.auth, product.id, variants[0].id, 1);
  return placePaidOrder(t.app, shopper.auth, cartId, address.id);
}

const move = (orderId: string, body: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url: `/api/order/${orderId}/status`, payload: { OrderId: orderId, ...body }, headers: admin.auth });

describe('order messages', () => {
  it('confirmation, shipping and delivery reach the shopper by SMS and e-mail, the invoice attached to the confirmation', async () => {
    const shopper = await userWithToken(t.ctx);
    await t.ctx.db.update(users).set({ email: 'meena@example.in' }).where(eq(users.id, shopper.user.id));
    const order = await paidOrderOf(shopper);
    const code = (await t.app.inject({ url: `/api/order/${order.orderId}`, headers: shopper.auth })).json().OrderCode as string;
    // Written with the change, sent after it.
    expect(await smsTo(t.dataDir, shopper.user.phone)).toEqual([]);
    await sendDueMessages(t.ctx);
    const amount = (1299 + order.shipping).toFixed(2);
    expect(await smsTo(t.dataDir, shopper.user.phone)).toEqual([
      `Swara Audio: your order ${code} for Rs. ${amount} is confirmed. Thank you for shopping with us.`,
    ]);
    const [confirmation] = await mailsTo(t.dataDir, 'meena@example.in');
    expect(confirmation).toContain(`Subject: Order ${code} confirmed`);
    expect(confirmation).toMatch(/Content-Type: application\/pdf; name=INV-\d\d-\d\d-\d{6}\.pdf/);

    await move(order.orderId, { Status: 'Shipped', TrackingId: 'DLV7654321', CourierName: 'Delhivery', ShippedDate: '2026-11-20T10:00:00.000Z' });
    await move(order.orderId, { Status: 'Delivered', DeliveredDate: '2026-11-22T10:00:00.000Z' });
    await sendDueMessages(t.ctx);
    const texts = await smsTo(t.dataDir, shopper.user.phone);
    expect(texts.slice(1)).toEqual([
      `Swara Audio: your order ${code} has shipped with Delhivery, tracking id DLV7654321.`,
      `Swara Audio: your order ${code} has been delivered. Returns are accepted within 7 days from My Orders.`,
    ]);
    expect(await mailsTo(t.dataDir, 'meena@example.in')).toHaveLength(3);
  });

  it('a cancelled paid order tells the refund, with the credit note attached; a shopper without e-mail gets the SMS only', async () => {
    const shopper = await userWithToken(t.ctx);
    const order = await paidOrderOf(shopper, 2000);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/order/${order.orderId}/status`,
      payload: { OrderId: order.orderId, Status: 'Cancelled' },
      headers: shopper.auth,
    });
    await sendDueMessages(t.ctx);
    const texts = await smsTo(t.dataDir, shopper.user.phone);
    expect(texts.at(-1)).toMatch(new RegExp(`is cancelled\\. A refund of Rs\\. ${(2000 + order.shipping).toFixed(2)} is on its way\\.$`));
    const rows = await t.ctx.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, shopper.user.phone));
    expect(rows.every((r) => r.channel === 'sms' && r.status === 'sent')).toBe(true);
  });

  it('a message that fails waits longer each time and is sent once when the provider answers again', async () => {
    const shopper = await userWithToken(t.ctx);
    const sms = t.ctx.sms;
    const send = sms.send.bind(sms);
    let refusals = 0;
    sms.send = async () => {
      refusals += 1;
      throw new Error('MSG91 could not be reached');
    };
    const realNow = t.ctx.now;
    try {
      await paidOrderOf(shopper);
      await sendDueMessages(t.ctx);
      const [row] = await t.ctx.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, shopper.user.phone));
      expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'MSG91 could not be reached' });
      expect(row!.nextAttemptAt.getTime() - row!.createdAt.getTime()).toBeGreaterThanOrEqual(backoffMs(1) - 1000);
      // Not before its time.
      await sendDueMessages(t.ctx);
      expect(refusals).toBe(1);
      sms.send = send;
      const later = new Date(realNow().getTime() + backoffMs(1) + 1000);
      t.ctx.now = () => later;
      await sendDueMessages(t.ctx);
      await sendDueMessages(t.ctx);
    } finally {
      sms.send = send;
      t.ctx.now = realNow;
    }
    expect(await smsTo(t.dataDir, shopper.user.phone)).toHaveLength(1);
    const [row] = await t.ctx.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, shopper.user.phone));
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('a message written just before the process died is sent after the restart, once', async ({ skip }) => {
    if (!t.databaseUrl) skip('two instances of the shop share a PostgreSQL database');
    const shopper = await userWithToken(t.ctx);
    // This instance commits the change and the message, and never sends (its jobs are off: it "died").
    const order = await paidOrderOf(shopper);
    const waiting = and(eq(outboxMessages.recipient, shopper.user.phone), eq(outboxMessages.status, 'pending'));
    expect(await t.ctx.db.select().from(outboxMessages).where(waiting)).toHaveLength(1);
    // The restarted shop: its background jobs send what is waiting.
    const restarted = await createTestApp({ sameDatabaseAs: t, env: { PAYMENT_SWEEP_SECONDS: '1' }, jobs: true });
    let sentThere: string[] = [];
    try {
      for (let i = 0; i < 50 && sentThere.length === 0; i++) {
        await new Promise((r) => setTimeout(r, 200));
        sentThere = await smsTo(restarted.dataDir, shopper.user.phone);
      }
      // Another sweep or two: still once.
      await new Promise((r) => setTimeout(r, 2000));
      sentThere = await smsTo(restarted.dataDir, shopper.user.phone);
    } finally {
      await restarted.close();
    }
    await sendDueMessages(t.ctx);
    const texts = [...sentThere, ...(await smsTo(t.dataDir, shopper.user.phone))];
    expect(texts).toHaveLength(1);
    expect(texts[0]).toContain('is confirmed');
    expect(order.orderId).toBeTruthy();
  });
});
