// Two app instances on one PostgreSQL database. Nothing that must be shared lives in one
// process: catalogue caches follow changes made on the other instance, OTP and login limits hold
// across both, and checkouts split across both never oversell.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from './testing/test-app';
import { createProduct, createUser, setVariantPrice, userWithToken } from './testing/fixtures';
import { addresses, productVariants } from './db/schema';
import { queryRows, sql } from './db/client';

const onPostgres = !!process.env.TEST_DATABASE_URL;

describe.skipIf(!onPostgres)('two instances, one PostgreSQL database', () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    a = await createTestApp();
    b = await createTestApp({ sameDatabaseAs: a });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('answers searches the same with prepared statements turned off (behind a connection pooler)', async () => {
    const c = await createTestApp({ sameDatabaseAs: a, env: { DATABASE_PREPARED_STATEMENTS: 'false' } });
    try {
      await createProduct(a.ctx, { code: 'LY-PS-9', name: 'Laya Pooled Speaker', category: 'Speakers', description: 'A speaker for parties.' });
      const search = async (shop: TestApp, text: string) =>
        (await shop.app.inject(`/api/Public/product?SearchText=${encodeURIComponent(text)}&Page=1&PageSize=24`)).json() as unknown;
      for (const text of ['speaker', 'laya pooled', 'pooled speakers', 'speeker', 'ly-ps', 'the']) {
        const answer = await search(a, text);
        expect(await search(c, text), text).toEqual(answer);
      }
      expect(await search(c, 'laya pooled')).toEqual([expect.objectContaining({ ProductCode: 'LY-PS-9' })]);
      // Dates read through a prepared statement come back as the database's text, as everywhere else.
      const read = (prepared: boolean) =>
        queryRows<{ d: unknown; t: unknown }>(a.ctx.db, sql`select date '2026-11-25' as d, timestamptz '2026-11-25 10:00+05:30' as t`, { prepared });
      expect(await read(true)).toEqual(await read(false));
      expect(typeof (await read(true))[0]!.t).toBe('string');
    } finally {
      await c.close();
    }
  });

  it("serves an admin's price change made on one instance from the other at once", async () => {
    const { product, variants } = await createProduct(a.ctx, { variants: [{ title: 'Black', price: 2999, stock: 7 }] });
    const admin = await userWithToken(a.ctx, 'Admin');
    const read = async () => (await b.app.inject(`/api/Public/Product/GetById?Id=${product.id}`)).json().DefaultVariant.Price as number;
    const readCard = async () =>
      (await b.app.inject(`/api/Public/product?SearchText=${encodeURIComponent(product.productCode)}`)).json()[0].DefaultVariant.Price as number;
    // B has the page and the card cached now.
    expect(await read()).toBe(2999);
    expect(await read()).toBe(2999);
    expect(await readCard()).toBe(2999);
    await setVariantPrice(a.app, admin, variants[0], 2499);
    // The database announces the change to every instance as the transaction commits.
    await expect.poll(read, { timeout: 1000, interval: 20 }).toBe(2499);
    await expect.poll(readCard, { timeout: 1000, interval: 20 }).toBe(2499);
  });

  it("shows an admin's price change made on one instance in the other's server-rendered product page", async ({ skip }) => {
    const { product, variants } = await createProduct(a.ctx, { name: 'Two Instance Page Speaker', variants: [{ title: 'Oak', price: 8999, stock: 4 }] });
    const page = async () => (await b.app.inject(`/product/${product.id}`)).body;
    const price = async () => /data-testid="product-price">([^<]*)</.exec(await page())?.[1];
    if (!(await page()).includes('data-rendered="server"')) skip('the web app is not built');
    // B renders the page once and keeps it.
    expect(await price()).toBe('₹8,999');
    const admin = await userWithToken(a.ctx, 'Admin');
    await setVariantPrice(a.app, admin, variants[0], 7499);
    await expect.poll(price, { timeout: 1000, interval: 20 }).toBe('₹7,499');
  });

  it('holds the OTP resend rule across both instances', async () => {
    const phone = '9123400001';
    const ask = (app: TestApp) =>
      app.app.inject({ method: 'POST', url: '/api/Otp/generate', payload: { Identifier: phone, IdentifierType: 'SMS', IsRegister: true } });
    expect((await ask(a)).statusCode).toBe(200);
    const second = await ask(b);
    expect(second.statusCode).toBe(429);
    expect(second.json().Status).toBe(false);
  });

  it('holds the login rate limit across both instances', async () => {
    const user = await createUser(a.ctx, { phone: '9123400002', password: 'Right-pass-1' });
    const login = (app: TestApp, password: string, remoteAddress = '127.0.0.1') =>
      app.app.inject({
        method: 'POST',
        url: '/api/Auth/login',
        remoteAddress,
        payload: { PhoneNumber: user.phone, Password: password, LoginType: 'Password' },
      });
    for (let i = 0; i < 10; i++) {
      const res = await login(i % 2 ? b : a, 'wrong-pass-0');
      expect(res.statusCode).not.toBe(200);
    }
    // Ten failures from one address, spread over two instances, lock that address out of this
    // phone on both, even with the right password; the owner elsewhere still signs in on both.
    expect((await login(a, 'Right-pass-1')).statusCode).toBe(429);
    expect((await login(b, 'Right-pass-1')).statusCode).toBe(429);
    expect((await login(a, 'Right-pass-1', '10.9.0.1')).statusCode).toBe(200);
    expect((await login(b, 'Right-pass-1', '10.9.0.2')).statusCode).toBe(200);
  });

  it('refuses on one instance, at once, the access token of a login signed out on the other', async () => {
    const user = await createUser(a.ctx, { phone: '9123400003', password: 'Right-pass-1' });
    const signIn = async (app: TestApp) =>
      (
        await app.app.inject({
          method: 'POST',
          url: '/api/Auth/login',
          remoteAddress: '10.9.1.1',
          payload: { PhoneNumber: user.phone, Password: 'Right-pass-1', LoginType: 'Password' },
        })
      ).json() as { AccessToken: string; RefreshToken: string };
    const first = await signIn(a);
    const second = await signIn(a);
    const profile = (app: TestApp, token: string) => app.app.inject({ url: '/api/Account/Profile', headers: { authorization: `Bearer ${token}` } });
    expect((await profile(b, first.AccessToken)).statusCode).toBe(200);
    const out = await a.app.inject({ method: 'POST', url: '/api/auth/logout', payload: { refreshToken: first.RefreshToken } });
    expect(out.statusCode).toBe(200);
    expect((await profile(b, first.AccessToken)).statusCode).toBe(401);
    expect((await profile(a, first.AccessToken)).statusCode).toBe(401);
    // The user's other login goes on, on both.
    expect((await profile(b, second.AccessToken)).statusCode).toBe(200);
  });

  it('never oversells when checkouts are split across both instances', async () => {
    const { product, variants } = await createProduct(a.ctx, { variants: [{ title: 'Last', price: 1500, stock: 5 }] });
    const shoppers = await Promise.all(
      Array.from({ length: 16 }, async () => {
        const s = await userWithToken(a.ctx);
        const [address] = await a.ctx.db
          .insert(addresses)
          .values({
            userId: s.user.id,
            firstName: 'S',
            lastName: 'T',
            phone: '9876543210',
            addressTitle: 'Home',
            addressLine1: '1 Road',
            taluk: 'Vellore',
            city: 'Vellore',
            state: 'Tamil Nadu',
            pinCode: '632001',
          })
          .returning();
        const cartId = (
          await a.app.inject({
            method: 'POST',
            url: '/api/public/cart/additem',
            headers: s.auth,
            payload: { ProductId: product.id, VariantId: variants[0].id, Quantity: 1 },
          })
        ).json().Id;
        const [opt] = (await a.app.inject({ url: `/api/order/shipping-options?AddressId=${address.id}`, headers: s.auth })).json();
        return { s, address, cartId, opt };
      }),
    );
    const answers = await Promise.all(
      shoppers.map((x, i) =>
        (i % 2 ? b : a).app.inject({
          method: 'POST',
          url: '/api/order/payment-initiate',
          headers: x.s.auth,
          payload: { CartId: x.cartId, ShippingAddressId: x.address.id, CourierName: x.opt.courier_name, ShippingCost: x.opt.rate },
        }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(5);
    expect(answers.filter((r) => r.statusCode !== 200).every((r) => r.json().Message === 'Some items are out of stock')).toBe(true);
    const [v] = await a.ctx.db.select().from(productVariants).where(eq(productVariants.id, variants[0].id));
    expect(v.stock).toBe(0);
  });
});
