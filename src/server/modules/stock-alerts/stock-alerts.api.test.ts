import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { STOCK_ALERT_MESSAGES as M } from '@shared/schemas/stock-alerts';
import { CSV_COLUMNS } from '@shared/schemas/bulk-products';
import { MESSAGES } from '@shared/schemas/common';
import { OTP_FOR_ANOTHER_STEP } from '@shared/messages';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { addToCart, createAddress, createProduct, nextPhone, placePaidOrder, userWithToken } from '../../testing/fixtures';
import { outboxMessages, productVariants, stockAlerts } from '../../db/schema';
import { multipartBody } from '../../testing/multipart';
import { OTP_MESSAGES } from '../accounts';
import { lastOtp, MINUTE, nextIp, post, sendOtp, testClock } from '../../testing/accounts';
import { sendBackInStockAlerts } from './stock-alerts.service';

const clock = testClock();
let t: TestApp;
let admin: Awaited<ReturnType<typeof userWithToken>>;

beforeAll(async () => {
  t = await createTestApp({ context: { now: clock.now } });
  admin = await userWithToken(t.ctx, 'Admin');
});
afterAll(async () => t?.close());

type Variant = { id: number; productId: number; title: string };

/** A published product with one variant of the given stock. */
async function soldOut(stock = 0, o: { published?: boolean; name?: string } = {}) {
  const { product, variants } = await createProduct(t.ctx, { name: o.name, published: o.published, variants: [{ title: 'Black', price: 2499, stock }] });
  return { product, variant: variants[0] as Variant };
}

const ask = (payload: Record<string, unknown>, headers: Record<string, string> = {}, ip = nextIp()) =>
  t.app.inject({ method: 'POST', url: '/api/public/stock-alerts', payload, headers, remoteAddress: ip });
const alertsOf = (variantId: number) => t.ctx.db.select().from(stockAlerts).where(eq(stockAlerts.variantId, variantId)).orderBy(stockAlerts.id);
/** The back-in-stock messages written for one alert. */
const messagesOf = (alertId: number) =>
  t.ctx.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.eventKey, `BackInStock:${alertId}`));
const backInStockTo = (recipient: string) =>
  t.ctx.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, recipient), eq(outboxMessages.kind, 'BackInStock')));
const editStock = (v: Variant, stock: number) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/Admin/ProductVariant',
    headers: admin.auth,
    payload: { Id: v.id, ProductId: v.productId, Price: 2499, Stock: stock },
  });
const stockOf = async (variantId: number) => (await t.ctx.db.select().from(productVariants).where(eq(productVariants.id, variantId)))[0]!.stock;

/** A guest's alert by SMS, confirmed with the OTP sent for it. */
async function guestPhoneAlert(variantId: number, phone = nextPhone()) {
  expect((await sendOtp(t, phone, { IsStockAlert: true }, { ip: nextIp() })).statusCode).toBe(200);
  const res = await ask({ VariantId: variantId, PhoneNumber: phone, Otp: await lastOtp(t, phone) });
  expect(res.statusCode, res.body).toBe(200);
  return phone;
}
let mailSeq = 0;
const nextMail = () => `shopper${++mailSeq}.${Date.now()}@example.in`;

describe('asking to be told', () => {
  it('a guest gives a phone: refused without the OTP or with a wrong one, written with the right one', async () => {
    const { variant } = await soldOut();
    const phone = nextPhone();
    const none = await ask({ VariantId: variant.id, PhoneNumber: phone });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ Status: false, Message: M.otpRequired });
    expect((await ask({ VariantId: variant.id, PhoneNumber: phone, Otp: '123456' })).json().Message).toBe(MESSAGES.otpNotSent);

    await sendOtp(t, phone, { IsStockAlert: true }, { ip: nextIp() });
    const otp = await lastOtp(t, phone);
    const wrong = await ask({ VariantId: variant.id, PhoneNumber: phone, Otp: otp === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().Message).toBe(OTP_MESSAGES.invalid);
    expect(await alertsOf(variant.id)).toHaveLength(0);

    const res = await ask({ VariantId: variant.id, PhoneNumber: phone, Otp: otp });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ Status: true, Message: M.created, AlreadyWaiting: false });
    expect(await alertsOf(variant.id)).toEqual([expect.objectContaining({ userId: null, phoneNumber: phone, email: null, status: 'Waiting', sentAt: null })]);
  });

  it('an OTP sent for signing in does not confirm an alert, and an alert OTP signs no one in', async () => {
    const { variant } = await soldOut();
    const shopper = await userWithToken(t.ctx);
    await sendOtp(t, shopper.user.phone, { IsLogin: true }, { ip: nextIp() });
    const loginOtp = await lastOtp(t, shopper.user.phone);
    const res = await ask({ VariantId: variant.id, PhoneNumber: shopper.user.phone, Otp: loginOtp });
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toBe(OTP_FOR_ANOTHER_STEP.stockAlert);

    const other = await userWithToken(t.ctx);
    await sendOtp(t, other.user.phone, { IsStockAlert: true }, { ip: nextIp() });
    const alertOtp = await lastOtp(t, other.user.phone);
    const login = await post(t, '/api/Auth/login', { PhoneNumber: other.user.phone, Otp: alertOtp, LoginType: 'Phone' }, { ip: nextIp() });
    expect(login.statusCode).toBe(400);
    expect(login.json().Message).toBe(OTP_FOR_ANOTHER_STEP.login);
    expect(await alertsOf(variant.id)).toHaveLength(0);
  });

  it('a guest gives an e-mail address: no OTP, kept in lower case', async () => {
    const { variant } = await soldOut();
    const res = await ask({ VariantId: variant.id, Email: 'Asha.Rao@Example.IN' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ AlreadyWaiting: false, Message: M.created });
    expect(await alertsOf(variant.id)).toEqual([expect.objectContaining({ userId: null, phoneNumber: null, email: 'asha.rao@example.in', status: 'Waiting' })]);
  });

  it('needs a phone or an e-mail address, and checks what is given', async () => {
    const { variant } = await soldOut();
    const none = await ask({ VariantId: variant.id });
    expect(none.statusCode).toBe(400);
    expect(none.json().Message).toContain(M.targetRequired);
    expect((await ask({ VariantId: variant.id, Email: 'not-an-address' })).statusCode).toBe(400);
    expect((await ask({ VariantId: variant.id, PhoneNumber: '12345' })).statusCode).toBe(400);
    expect(await alertsOf(variant.id)).toHaveLength(0);
  });

  it('a signed-in shopper asks with one tap for their own phone and e-mail; the alert is theirs', async () => {
    const { variant } = await soldOut();
    const shopper = await userWithToken(t.ctx);
    const res = await ask({ VariantId: variant.id, PhoneNumber: shopper.user.phone, Email: 'mine@example.in' }, shopper.auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(await alertsOf(variant.id)).toEqual([
      expect.objectContaining({ userId: shopper.user.id, phoneNumber: shopper.user.phone, email: 'mine@example.in', status: 'Waiting' }),
    ]);
    // Another phone than their own is confirmed by OTP like a guest's.
    const other = await ask({ VariantId: variant.id, PhoneNumber: nextPhone() }, shopper.auth);
    expect(other.statusCode).toBe(400);
    expect(other.json().Message).toBe(M.otpRequired);
  });

  it('refuses a variant in stock, and one that is unknown or not published', async () => {
    const inStock = await soldOut(3);
    const res = await ask({ VariantId: inStock.variant.id, Email: nextMail() });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ Status: false, Message: M.inStock });
    const hidden = await soldOut(0, { published: false });
    const unpublished = await ask({ VariantId: hidden.variant.id, Email: nextMail() });
    expect(unpublished.statusCode).toBe(404);
    expect(unpublished.json().Message).toBe(M.variantNotFound);
    expect((await ask({ VariantId: 987654, Email: nextMail() })).json()).toMatchObject({ Status: false, Message: M.variantNotFound });
    expect(await alertsOf(inStock.variant.id)).toHaveLength(0);
    expect(await alertsOf(hidden.variant.id)).toHaveLength(0);
  });

  it('one waiting alert per variant and phone or e-mail: asking again answers AlreadyWaiting', async () => {
    const { variant } = await soldOut();
    const shopper = await userWithToken(t.ctx);
    const first = await ask({ VariantId: variant.id, PhoneNumber: shopper.user.phone }, shopper.auth);
    expect(first.json().AlreadyWaiting).toBe(false);
    const again = await ask({ VariantId: variant.id, PhoneNumber: shopper.user.phone }, shopper.auth);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ Status: true, Message: M.alreadyWaiting, AlreadyWaiting: true });

    await ask({ VariantId: variant.id, Email: 'Same@Example.in' });
    const sameMail = await ask({ VariantId: variant.id, Email: 'same@example.IN' });
    expect(sameMail.json()).toMatchObject({ AlreadyWaiting: true });
    expect(await alertsOf(variant.id)).toHaveLength(2);
  });

  it('one waiting alert even when the same request arrives many times at once', async () => {
    const { variant } = await soldOut();
    const shopper = await userWithToken(t.ctx);
    const mail = nextMail();
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, () => ask({ VariantId: variant.id, PhoneNumber: shopper.user.phone }, shopper.auth)),
      ...Array.from({ length: 6 }, () => ask({ VariantId: variant.id, Email: mail })),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(12).fill(200));
    expect(answers.filter((a) => a.json().AlreadyWaiting === false)).toHaveLength(2);
    const rows = await alertsOf(variant.id);
    expect(rows.filter((r) => r.phoneNumber === shopper.user.phone)).toHaveLength(1);
    expect(rows.filter((r) => r.email === mail)).toHaveLength(1);
  });
});

describe("a shopper's own alerts", () => {
  it('lists only their own, and cancels only their own', async () => {
    const { variant, product } = await soldOut(0, { name: 'Alert Test Speaker' });
    const owner = await userWithToken(t.ctx);
    const stranger = await userWithToken(t.ctx);
    await ask({ VariantId: variant.id, PhoneNumber: owner.user.phone }, owner.auth);
    const mine = await t.app.inject({ url: '/api/stock-alerts/mine', headers: owner.auth });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({
      Items: [
        {
          Id: expect.any(Number),
          VariantId: variant.id,
          ProductId: product.id,
          ProductName: 'Alert Test Speaker',
          VariantTitle: 'Black',
          Status: 'Waiting',
          PhoneNumber: owner.user.phone,
          Email: null,
          CreatedAt: expect.any(String),
          SentAt: null,
        },
      ],
    });
    const id = mine.json().Items[0].Id as number;
    expect((await t.app.inject({ url: '/api/stock-alerts/mine', headers: stranger.auth })).json()).toEqual({ Items: [] });
    expect((await t.app.inject({ url: '/api/stock-alerts/mine' })).statusCode).toBe(401);

    const theirs = await t.app.inject({ method: 'DELETE', url: `/api/stock-alerts/${id}`, headers: stranger.auth });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().Message).toBe(M.alertNotFound);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/stock-alerts/${id}` })).statusCode).toBe(401);
    expect((await alertsOf(variant.id))[0]!.status).toBe('Waiting');

    const cancel = await t.app.inject({ method: 'DELETE', url: `/api/stock-alerts/${id}`, headers: owner.auth });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toEqual({ Status: true, Message: M.cancelled });
    expect((await alertsOf(variant.id))[0]!.status).toBe('Cancelled');
    expect((await t.app.inject({ url: '/api/stock-alerts/mine', headers: owner.auth })).json()).toEqual({ Items: [] });
    // Cancelled, the same target may ask again.
    expect((await ask({ VariantId: variant.id, PhoneNumber: owner.user.phone }, owner.auth)).json().AlreadyWaiting).toBe(false);
  });

  it('a cancelled alert is never sent; a sent one cannot be cancelled', async () => {
    const { variant } = await soldOut();
    const shopper = await userWithToken(t.ctx);
    const mail = nextMail();
    await ask({ VariantId: variant.id, Email: mail }, shopper.auth);
    const [cancelled] = await alertsOf(variant.id);
    await t.app.inject({ method: 'DELETE', url: `/api/stock-alerts/${cancelled!.id}`, headers: shopper.auth });
    await ask({ VariantId: variant.id, PhoneNumber: shopper.user.phone }, shopper.auth);
    expect((await editStock(variant, 4)).statusCode).toBe(200);
    await sendBackInStockAlerts(t.ctx);
    expect(await messagesOf(cancelled!.id)).toHaveLength(0);
    expect(await backInStockTo(mail)).toHaveLength(0);
    const sent = (await alertsOf(variant.id)).find((a) => a.phoneNumber === shopper.user.phone)!;
    expect(sent.status).toBe('Sent');
    const res = await t.app.inject({ method: 'DELETE', url: `/api/stock-alerts/${sent.id}`, headers: shopper.auth });
    expect(res.statusCode).toBe(409);
    expect(res.json().Message).toBe(M.alreadySent);
    const mine = (await t.app.inject({ url: '/api/stock-alerts/mine', headers: shopper.auth })).json();
    expect(mine.Items).toEqual([expect.objectContaining({ Id: sent.id, Status: 'Sent', SentAt: expect.any(String) })]);
  });
});

describe('telling shoppers when the stock is back', () => {
  it('the inventory edit: nothing while still 0, one SMS and one e-mail once above 0, never again', async () => {
    const { variant, product } = await soldOut(0, { name: 'Restock Headphones' });
    const phone = await guestPhoneAlert(variant.id);
    const shopper = await userWithToken(t.ctx);
    await ask({ VariantId: variant.id, PhoneNumber: shopper.user.phone, Email: 'restock@example.in' }, shopper.auth);
    const [byPhone, byBoth] = await alertsOf(variant.id);

    // A price change that leaves the stock at 0 tells no one.
    expect((await editStock(variant, 0)).statusCode).toBe(200);
    await sendBackInStockAlerts(t.ctx);
    expect(await messagesOf(byPhone!.id)).toHaveLength(0);
    expect((await alertsOf(variant.id)).map((a) => a.status)).toEqual(['Waiting', 'Waiting']);

    // Back in stock: told at once, without waiting for the sweep.
    expect((await editStock(variant, 5)).statusCode).toBe(200);
    const link = `${t.ctx.config.publicUrl}/product/${product.id}?variantId=${variant.id}`;
    expect(await messagesOf(byPhone!.id)).toEqual([
      expect.objectContaining({ kind: 'BackInStock', channel: 'sms', recipient: phone, vars: { product: 'Restock Headphones (Black)', link } }),
    ]);
    const both = await messagesOf(byBoth!.id);
    expect(both.map((m) => [m.channel, m.recipient]).sort()).toEqual([
      ['mail', 'restock@example.in'],
      ['sms', shopper.user.phone],
    ]);
    expect((await alertsOf(variant.id)).every((a) => a.status === 'Sent' && a.sentAt)).toBe(true);

    // 5 → 0 → 3: each alert was told once, and is not told again.
    await editStock(variant, 0);
    await editStock(variant, 3);
    await sendBackInStockAlerts(t.ctx);
    expect(await messagesOf(byPhone!.id)).toHaveLength(1);
    expect(await messagesOf(byBoth!.id)).toHaveLength(2);
    expect(await backInStockTo(phone)).toHaveLength(1);

    // A new alert after that is told at the next restock.
    await editStock(variant, 0);
    clock.advance(2 * MINUTE);
    await guestPhoneAlert(variant.id, phone);
    const fresh = (await alertsOf(variant.id)).at(-1)!;
    expect(fresh.status).toBe('Waiting');
    await editStock(variant, 2);
    expect(await messagesOf(fresh.id)).toHaveLength(1);
    expect(await backInStockTo(phone)).toHaveLength(2);
  });

  it('the bulk CSV import: told once when its stock goes above 0, not for a row that leaves it at 0', async () => {
    const back = await soldOut(0);
    const still = await soldOut(0);
    const mailBack = nextMail();
    const mailStill = nextMail();
    await ask({ VariantId: back.variant.id, Email: mailBack });
    await ask({ VariantId: still.variant.id, Email: mailStill });
    const row = (p: { productCode: string }, stock: number, price: string) =>
      CSV_COLUMNS.map((c) =>
        c === 'Product Code' ? p.productCode : c === 'Variant' ? 'Black' : c === 'Price' || c === 'MRP' ? price : c === 'Stock' ? String(stock) : '',
      ).join(',');
    const csv = [CSV_COLUMNS.join(','), row(back.product, 7, '2499.00'), row(still.product, 0, '2399.00')].join('\n') + '\n';
    const body = await multipartBody({}, [{ bytes: Buffer.from(csv), name: 'catalogue.csv', type: 'text/csv' }], 'File');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Admin/products/import/apply',
      payload: body.payload,
      headers: { ...admin.auth, ...body.headers },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stockOf(back.variant.id)).toBe(7);
    expect(await backInStockTo(mailBack)).toEqual([expect.objectContaining({ channel: 'mail' })]);
    expect(await backInStockTo(mailStill)).toHaveLength(0);
    expect((await alertsOf(still.variant.id))[0]!.status).toBe('Waiting');
    await sendBackInStockAlerts(t.ctx);
    expect(await backInStockTo(mailBack)).toHaveLength(1);
  });

  it('a received return put back into stock: told once; a return not resaleable tells no one', async () => {
    const shopper = await userWithToken(t.ctx);
    const { product, variants } = await createProduct(t.ctx, { variants: [{ title: 'Black', price: 1499, stock: 2 }] });
    const variant = variants[0]!;
    const address = await createAddress(t.ctx, shopper.user.id);
    const cartId = await addToCart(t.app, shopper.auth, product.id, variant.id, 2);
    const { orderId } = await placePaidOrder(t.app, shopper.auth, cartId, address.id);
    expect(await stockOf(variant.id)).toBe(0);
    const mail = nextMail();
    expect((await ask({ VariantId: variant.id, Email: mail })).statusCode).toBe(200);

    const move = (body: Record<string, unknown>) =>
      t.app.inject({ method: 'PATCH', url: `/api/order/${orderId}/status`, payload: { OrderId: orderId, ...body }, headers: admin.auth });
    const day = 24 * 60 * 60 * 1000;
    const delivered = new Date(t.ctx.now().getTime() - day);
    await move({ Status: 'Shipped', TrackingId: 'DLV7654321', CourierName: 'Delhivery', ShippedDate: new Date(delivered.getTime() - day).toISOString() });
    expect((await move({ Status: 'Delivered', DeliveredDate: delivered.toISOString() })).statusCode).toBe(200);
    const order = (await t.app.inject({ url: '/api/order/myorders', headers: shopper.auth })).json().find((o: { OrderId: string }) => o.OrderId === orderId);
    const itemId = order.Items[0].Id as number;
    const returnOf = async (quantity: number) =>
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/order/${orderId}/returns`,
          payload: { Items: [{ OrderItemId: itemId, Quantity: quantity }], Reason: 'Damaged or defective' },
          headers: shopper.auth,
        })
      ).json().ReturnId as number;
    const patch = (id: number, body: Record<string, unknown>) =>
      t.app.inject({ method: 'PATCH', url: `/api/Admin/returns/${id}`, payload: body, headers: admin.auth });

    const spoilt = await returnOf(1);
    await patch(spoilt, { Status: 'Approved' });
    expect((await patch(spoilt, { Status: 'Received', Resaleable: false })).statusCode).toBe(200);
    await sendBackInStockAlerts(t.ctx);
    expect(await stockOf(variant.id)).toBe(0);
    expect(await backInStockTo(mail)).toHaveLength(0);

    const good = await returnOf(1);
    await patch(good, { Status: 'Approved' });
    expect((await patch(good, { Status: 'Received', Resaleable: true })).statusCode).toBe(200);
    expect(await stockOf(variant.id)).toBe(1);
    expect(await backInStockTo(mail)).toEqual([
      expect.objectContaining({ channel: 'mail', vars: expect.objectContaining({ product: `${product.name} (Black)` }) }),
    ]);
    await sendBackInStockAlerts(t.ctx);
    expect(await backInStockTo(mail)).toHaveLength(1);
  });

  it('any other change of stock (here straight in the database) is told by the sweep', async () => {
    const { variant } = await soldOut();
    const mail = nextMail();
    await ask({ VariantId: variant.id, Email: mail });
    await t.ctx.db.update(productVariants).set({ stock: 1 }).where(eq(productVariants.id, variant.id));
    expect(await backInStockTo(mail)).toHaveLength(0);
    expect(await sendBackInStockAlerts(t.ctx)).toBeGreaterThanOrEqual(1);
    expect(await backInStockTo(mail)).toHaveLength(1);
  });

  it('two sweeps racing tell each alert exactly once', async () => {
    const variants: Variant[] = [];
    for (let i = 0; i < 4; i++) variants.push((await soldOut()).variant);
    const mails: string[] = [];
    for (const v of variants)
      for (let i = 0; i < 30; i++) {
        const mail = nextMail();
        mails.push(mail);
        await t.ctx.db.insert(stockAlerts).values({ variantId: v.id, email: mail, status: 'Waiting', createdAt: t.ctx.now() });
      }
    for (const v of variants) await t.ctx.db.update(productVariants).set({ stock: 5 }).where(eq(productVariants.id, v.id));
    // On PostgreSQL the second sweep runs on another instance of the shop, over its own connections.
    const other = t.databaseUrl ? await createTestApp({ sameDatabaseAs: t }) : null;
    try {
      const told = await Promise.all([sendBackInStockAlerts(t.ctx), sendBackInStockAlerts((other ?? t).ctx), sendBackInStockAlerts(t.ctx)]);
      expect(told.reduce((a, b) => a + b, 0)).toBe(mails.length);
    } finally {
      await other?.close();
    }
    const written = await t.ctx.db.select().from(outboxMessages).where(like(outboxMessages.recipient, 'shopper%@example.in'));
    for (const mail of mails) expect(written.filter((m) => m.recipient === mail && m.kind === 'BackInStock')).toHaveLength(1);
  });
});

describe('the admin', () => {
  it('sees how many alerts wait per variant; only admins may ask', async () => {
    const { variant } = await soldOut();
    await ask({ VariantId: variant.id, Email: nextMail() });
    await ask({ VariantId: variant.id, Email: nextMail() });
    const res = await t.app.inject({ url: '/api/Admin/stock-alerts/waiting', headers: admin.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().Items).toContainEqual({ VariantId: variant.id, Waiting: 2 });
    const shopper = await userWithToken(t.ctx);
    expect((await t.app.inject({ url: '/api/Admin/stock-alerts/waiting', headers: shopper.auth })).statusCode).toBe(403);
  });
});
