// What the shopper sees when the shipping aggregator fails or answers with its own delivery date.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { addToCart, createAddress, createProduct, userWithToken } from '../../testing/fixtures';
import type { CourierQuote, ShippingProvider } from '../../providers/shipping/shipping-provider';

let t: TestApp;
let answer: () => Promise<CourierQuote[]>;
const aggregator: ShippingProvider = { name: 'aggregator', serviceability: () => answer() };
const logged: { msg: string; err?: { message: string } }[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _enc, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) logged.push(JSON.parse(line));
    done();
  },
});

beforeAll(async () => {
  t = await createTestApp({ context: { shipping: aggregator, now: () => new Date('2026-11-20T10:00:00Z') }, logger: { level: 'warn', stream: logStream } });
});
afterAll(async () => t?.close());

async function shopperWithCart() {
  const s = await userWithToken(t.ctx);
  const { product, variants } = await createProduct(t.ctx, { variants: [{ title: 'Black', price: 999, stock: 5 }] });
  const address = await createAddress(t.ctx, s.user.id, { city: 'Bangalore', state: 'Karnataka', pinCode: '560001' });
  const cartId = await addToCart(t.app, s.auth, product.id, variants[0].id);
  return { s, address, cartId };
}

describe('shipping aggregator', () => {
  it('answers 503 with a message a shopper can act on when it fails or times out, and logs the cause', async () => {
    const { s, address, cartId } = await shopperWithCart();
    for (const failure of [
      new Error('Shiprocket serviceability failed: 500'),
      Object.assign(new Error('The operation was aborted due to timeout'), { name: 'TimeoutError' }),
    ]) {
      answer = () => Promise.reject(failure);
      const options = await t.app.inject({ url: `/api/order/shipping-options?AddressId=${address.id}`, headers: s.auth });
      expect(options.statusCode).toBe(503);
      expect(options.json()).toEqual({
        Status: false,
        Message: 'We could not get shipping rates right now. Please try again in a minute.',
        Code: expect.any(String),
      });
      const pay = await t.app.inject({
        method: 'POST',
        url: '/api/order/payment-initiate',
        payload: { CartId: cartId, ShippingAddressId: address.id, CourierName: 'Delhivery Surface', ShippingCost: 100 },
        headers: s.auth,
      });
      expect(pay.statusCode).toBe(503);
      expect(pay.json().Message).toBe('We could not get shipping rates right now. Please try again in a minute.');
      expect(pay.body).not.toContain(failure.message);
      // The cause is in the log, once for each of the two calls.
      expect(logged.filter((l) => l.err?.message === failure.message)).toHaveLength(2);
    }
  });

  it("keeps the courier's own delivery estimate in the options", async () => {
    const { s, address } = await shopperWithCart();
    answer = async () => [
      { courier_name: 'Delhivery Surface', rate: 80, rating: 4.1, is_surface: true, estimated_delivery_days: 4, etd: '2026-11-27' },
      { courier_name: 'Ekart Surface', rate: 90, rating: 3.9, is_surface: true, estimated_delivery_days: 5 },
    ];
    const res = await t.app.inject({ url: `/api/order/shipping-options?AddressId=${address.id}`, headers: s.auth });
    expect(res.statusCode, res.body).toBe(200);
    const byName = Object.fromEntries(
      res.json().map((o: { courier_name: string; estimated_delivery_date: string }) => [o.courier_name, o.estimated_delivery_date]),
    );
    expect(byName).toEqual({ 'Delhivery Surface': '2026-11-27', 'Ekart Surface': '2026-11-25' });
  });
});
