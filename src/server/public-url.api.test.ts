// Every address a shopper or a search engine is sent to starts with the configured PUBLIC_URL,
// whatever Host header a request carries (docs/seo.md, docs/checkout-and-payments.md).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from './testing/test-app';
import { createProduct, userWithToken } from './testing/fixtures';
import { addresses } from './db/schema';

const SHOP = 'https://shop.example.in';
const FORGED = { host: 'attacker.invalid', 'x-forwarded-host': 'attacker.invalid', 'x-forwarded-proto': 'http' };

let t: TestApp;
let built = false;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: `${SHOP}/` } });
  built = (await t.app.inject('/')).body.includes('data-rendered="server"');
});
afterAll(async () => t?.close());

/** Checks out one product with forged headers; answers the return address the gateway was given and the transaction. */
async function checkOut(shop: TestApp) {
  const asked = vi.spyOn(shop.ctx.payments, 'createPayment');
  try {
    const shopper = await userWithToken(shop.ctx);
    const { product, variants } = await createProduct(shop.ctx, { variants: [{ title: 'Black', price: 1180, stock: 5, metrix: 0.8, weight: 0.5 }] });
    const [address] = await shop.ctx.db
      .insert(addresses)
      .values({
        userId: shopper.user.id,
        firstName: 'Asha',
        lastName: 'Rao',
        phone: '9876501234',
        addressTitle: 'Home',
        addressLine1: '12 Gandhi Road',
        taluk: 'Vellore',
        city: 'Vellore',
        state: 'Tamil Nadu',
        pinCode: '632001',
      })
      .returning();
    const headers = { ...shopper.auth, ...FORGED };
    const cart = await shop.app.inject({
      method: 'POST',
      url: '/api/public/cart/additem',
      payload: { ProductId: product.id, VariantId: variants[0].id, Quantity: 1 },
      headers,
    });
    expect(cart.statusCode, cart.body).toBe(200);
    const options = (await shop.app.inject({ url: `/api/order/shipping-options?AddressId=${address.id}`, headers })).json() as {
      courier_name: string;
      rate: number;
    }[];
    const res = await shop.app.inject({
      method: 'POST',
      url: '/api/order/payment-initiate',
      payload: { CartId: cart.json().Id as string, ShippingAddressId: address.id, CourierName: options[0].courier_name, ShippingCost: options[0].rate },
      headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(asked).toHaveBeenCalledTimes(1);
    return { transactionId: (res.json() as { TransactionId: string }).TransactionId, returnUrl: asked.mock.calls[0][0].redirectUrl };
  } finally {
    asked.mockRestore();
  }
}

describe('the shop address under a forged Host header', () => {
  it('sends the payment gateway the configured return address', async () => {
    const { transactionId, returnUrl } = await checkOut(t);
    expect(returnUrl).toBe(`${SHOP}/payment/status/${transactionId}`);
  });

  it('lists the configured address in the sitemap and robots.txt', async () => {
    const { product } = await createProduct(t.ctx);
    const sitemap = await t.app.inject({ url: '/sitemap.xml', headers: FORGED });
    expect(sitemap.body).toContain(`<loc>${SHOP}/</loc>`);
    expect(sitemap.body).toContain(`<loc>${SHOP}/product/${product.id}</loc>`);
    expect(sitemap.body).not.toContain('attacker.invalid');
    const robots = await t.app.inject({ url: '/robots.txt', headers: FORGED });
    expect(robots.body).toContain(`Sitemap: ${SHOP}/sitemap.xml\n`);
    expect(robots.body).not.toContain('attacker.invalid');
  });

  it("names the configured address in a page's canonical link and link previews", async ({ skip }) => {
    if (!built) skip('the web app is not built');
    const { product } = await createProduct(t.ctx, { name: 'Forged Host Speaker', withImages: true });
    const res = await t.app.inject({ url: `/product/${product.id}`, headers: FORGED });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<link rel="canonical" href="${SHOP}/product/${product.id}">`);
    expect(res.body).toContain(`<meta property="og:url" content="${SHOP}/product/${product.id}">`);
    expect(res.body).toMatch(new RegExp(`<meta property="og:image" content="${SHOP}/uploads/`));
    expect(res.body).not.toContain('attacker.invalid');
  });
});

describe('the shop address without PUBLIC_URL (outside production)', () => {
  it('is http://HOST:PORT, never the Host header', async () => {
    const local = await createTestApp({ env: { HOST: '127.0.0.1', PORT: '3510' } });
    try {
      const { transactionId, returnUrl } = await checkOut(local);
      expect(returnUrl).toBe(`http://127.0.0.1:3510/payment/status/${transactionId}`);
      const robots = await local.app.inject({ url: '/robots.txt', headers: FORGED });
      expect(robots.body).toContain('Sitemap: http://127.0.0.1:3510/sitemap.xml\n');
      expect(robots.body).not.toContain('attacker.invalid');
    } finally {
      await local.close();
    }
  });
});
