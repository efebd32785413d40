// The product page's delivery estimate: the cart's shipping rules for one variant and quantity,
// plus the shop's processing days, in India time; refusals; and the cache per pin code and weight.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { addToCart, createAddress, createProduct, userWithToken } from '../../testing/fixtures';
import { TableShippingProvider } from '../../providers/shipping/table-provider';
import type { ServiceabilityRequest, ShippingProvider } from '../../providers/shipping/shipping-provider';

/** No courier serves this (real) pin code in these tests: the aggregator's "No courier serviceable". */
const REFUSED_PIN = '744101';

let t: TestApp;
const asked: ServiceabilityRequest[] = [];
const table = new TableShippingProvider();
// The offline table, counted, refusing one pin code.
const counting: ShippingProvider = {
  name: 'counting',
  serviceability: async (req) => {
    asked.push(req);
    return req.deliveryPinCode === REFUSED_PIN ? [] : table.serviceability(req);
  },
};

// Tuesday 1 December 2026, 01:30 in India (still Monday 30 November in UTC).
const NOW = new Date('2026-11-30T20:00:00Z');

let variantId: number;
let productId: number;
let sameWeightVariantId: number;

beforeAll(async () => {
  t = await createTestApp({ context: { shipping: counting, now: () => NOW } });
  const { product, variants } = await createProduct(t.ctx, {
    variants: [
      { title: 'Black', price: 1999, stock: 10, metrix: 0.5, weight: 0.4 },
      { title: 'White', price: 1999, stock: 10, metrix: 0.5, weight: 0.4 },
    ],
  });
  productId = product.id;
  variantId = variants[0].id;
  sameWeightVariantId = variants[1].id;
});
afterAll(async () => t?.close());
beforeEach(() => {
  asked.length = 0;
});

const estimate = (query: string) => t.app.inject({ url: `/api/public/delivery-estimate?${query}` });

describe('delivery estimate', () => {
  it("for a Tamil Nadu pin code: the local couriers' cheapest charge, and their 5 days plus 3 to 5 working days, skipping Sunday", async () => {
    const res = await estimate(`PinCode=632001&VariantId=${variantId}&Quantity=2`);
    expect(res.statusCode, res.body).toBe(200);
    // 2 x 0.5 kg: the local couriers charge 50 a kg, 60 with the mark-up, below every table courier.
    expect(res.json()).toEqual({
      PinCode: '632001',
      Place: { District: expect.any(String), State: 'Tamil Nadu' },
      Deliverable: true,
      Message: null,
      WeightKg: 1,
      ShippingCharge: 60,
      CourierName: 'Tamil Nadu Parcel Service',
      // India's today is Tue 1 Dec; the courier's date Sun 6 Dec; plus 3 and 5 working days.
      EarliestDate: '2026-12-09',
      LatestDate: '2026-12-11',
      DateRange: 'Wed, 9 Dec – Fri, 11 Dec',
    });
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({ pickupPinCode: '632001', deliveryPinCode: '632001', weightKg: 1, cod: 0 });
  });

  it("for another state: the same cheapest courier and charge as the cart's shipping options", async () => {
    const res = await estimate(`PinCode=560001&VariantId=${variantId}&Quantity=1`);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({
      PinCode: '560001',
      Place: { State: 'Karnataka' },
      Deliverable: true,
      WeightKg: 0.5,
      ShippingCharge: 60,
      CourierName: 'Delhivery Surface',
      // Delhivery's 4 days from Tue 1 Dec: Sat 5 Dec; then 3 and 5 working days.
      EarliestDate: '2026-12-09',
      LatestDate: '2026-12-11',
      DateRange: 'Wed, 9 Dec – Fri, 11 Dec',
    });

    const s = await userWithToken(t.ctx);
    const address = await createAddress(t.ctx, s.user.id, { city: 'Bangalore', state: 'Karnataka', pinCode: '560001' });
    await addToCart(t.app, s.auth, productId, variantId, 1);
    const options = await t.app.inject({ url: `/api/order/shipping-options?AddressId=${address.id}`, headers: s.auth });
    expect(options.statusCode, options.body).toBe(200);
    expect({ ShippingCharge: options.json()[0].rate, CourierName: options.json()[0].courier_name }).toEqual({
      ShippingCharge: answer.ShippingCharge,
      CourierName: answer.CourierName,
    });
  });

  it('refuses an unknown pin code with "Invalid Pin Code", without asking the aggregator', async () => {
    const res = await estimate(`PinCode=999999&VariantId=${variantId}&Quantity=1`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ Status: false, Message: 'Invalid Pin Code' });
    expect(asked).toHaveLength(0);
  });

  it('says plainly when no courier serves a pin code', async () => {
    const res = await estimate(`PinCode=${REFUSED_PIN}&VariantId=${variantId}&Quantity=1`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      PinCode: REFUSED_PIN,
      Deliverable: false,
      Message: `This product cannot be delivered to ${REFUSED_PIN}.`,
      ShippingCharge: null,
      CourierName: null,
      DateRange: null,
    });
  });

  it.each([
    ['PinCode=abc&VariantId=1&Quantity=1', 'Invalid Pin Code'],
    ['PinCode=012345&VariantId=1&Quantity=1', 'Invalid Pin Code'],
    ['VariantId=1&Quantity=1', 'Invalid Pin Code'],
    ['PinCode=560001&Quantity=1', 'Invalid Id'],
    ['PinCode=560001&VariantId=x&Quantity=1', 'Invalid Id'],
    ['PinCode=560001&VariantId=1&Quantity=0', 'Invalid Quantity'],
    ['PinCode=560001&VariantId=1&Quantity=1.5', 'Invalid Quantity'],
    ['PinCode=560001&VariantId=1&Quantity=101', 'Quantity must be at most 100'],
  ])('refuses a bad query: %s', async (query, message) => {
    const res = await estimate(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ Status: false, Message: message, Code: 'INVALID_INPUT' });
    expect(asked).toHaveLength(0);
  });

  it('answers 404 for a variant that is not for sale', async () => {
    const { variants } = await createProduct(t.ctx, { published: false });
    for (const id of [variants[0].id, 2_000_000_000]) {
      const res = await estimate(`PinCode=560001&VariantId=${id}&Quantity=1`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ Status: false, Message: 'Product not found' });
    }
  });

  it('keeps a quote per pin code and weight: asking again does not ask the aggregator again', async () => {
    const first = await estimate(`PinCode=110001&VariantId=${variantId}&Quantity=3`);
    expect(first.statusCode, first.body).toBe(200);
    expect(asked).toHaveLength(1);
    // The same pin code and weight, even for another variant of that weight.
    const again = await estimate(`PinCode=110001&VariantId=${variantId}&Quantity=3`);
    const sameWeight = await estimate(`PinCode=110001&VariantId=${sameWeightVariantId}&Quantity=3`);
    expect(again.json()).toEqual(first.json());
    expect(sameWeight.json()).toEqual(first.json());
    expect(asked).toHaveLength(1);
    // Another weight, or another pin code, is a new quote.
    await estimate(`PinCode=110001&VariantId=${variantId}&Quantity=4`);
    await estimate(`PinCode=793001&VariantId=${variantId}&Quantity=3`);
    expect(asked.map((r) => [r.deliveryPinCode, r.weightKg])).toEqual([
      ['110001', 1.5],
      ['110001', 2],
      ['793001', 1.5],
    ]);
    // "No courier" is kept too.
    await estimate(`PinCode=${REFUSED_PIN}&VariantId=${variantId}&Quantity=3`);
    await estimate(`PinCode=${REFUSED_PIN}&VariantId=${variantId}&Quantity=3`);
    expect(asked).toHaveLength(4);
  });
});
