import { afterEach, describe, expect, it } from 'vitest';
import { ShiprocketProvider, ShiprocketError } from './shiprocket-provider';
import { TableShippingProvider, zoneOf } from './table-provider';
import { localCourierRate, shippingWeight, shownRate } from '../../modules/orders';
import { startFake } from '../../testing/fake-http';

let close: (() => Promise<void>) | null = null;
afterEach(async () => {
  await close?.();
  close = null;
});

const request = { pickupPinCode: '632001', deliveryPinCode: '560001', weightKg: 1.2, cod: 0 as const, box: { length: 24, breadth: 12, height: 8 } };

describe('shipping rules', () => {
  it('marks up by 20 % and rounds up to the next 10', () => {
    expect(shownRate(50)).toBe(60);
    expect(shownRate(51)).toBe(70);
    expect(shownRate(100)).toBe(120);
    expect(shownRate(41.5)).toBe(50);
  });
  it('weighs the larger of metrix and product weight', () => {
    expect(shippingWeight(2.4, 1.8)).toBe(2.4);
    expect(shippingWeight(0.5, 0.9)).toBe(0.9);
  });
  it('prices Tamil Nadu local couriers at 50, 40 and 30 per kg by weight band', () => {
    expect(localCourierRate(2)).toBe(100);
    expect(localCourierRate(2.99)).toBeCloseTo(149.5);
    expect(localCourierRate(3)).toBe(120);
    expect(localCourierRate(4.5)).toBe(180);
    expect(localCourierRate(5)).toBe(150);
  });
});

describe('table provider (offline default)', () => {
  it('prices by zone and 500 g slabs, surface and air', async () => {
    expect(zoneOf('632001', '632004')).toBe('local');
    expect(zoneOf('632001', '635001')).toBe('regional');
    expect(zoneOf('632001', '600001')).toBe('metro');
    expect(zoneOf('632001', '110001')).toBe('metro');
    expect(zoneOf('632001', '781001')).toBe('special');
    const quotes = await new TableShippingProvider().serviceability(request);
    expect(quotes.some((q) => !q.is_surface)).toBe(true);
    const light = await new TableShippingProvider().serviceability({ ...request, weightKg: 0.4 });
    const heavy = await new TableShippingProvider().serviceability({ ...request, weightKg: 2.6 });
    expect(heavy[0].rate).toBeGreaterThan(light[0].rate);
  });
});

describe('Shiprocket adapter', () => {
  async function fakeShiprocket(opts: { none?: boolean } = {}) {
    let logins = 0;
    const fake = await startFake((req) => {
      if (req.url === '/v1/external/auth/login') {
        logins += 1;
        const b = JSON.parse(req.body);
        if (b.password !== 'pw') return { status: 400, json: { message: 'Invalid email and password combination', status_code: 400 } };
        return { json: { id: 1, email: b.email, token: `jwt-${logins}` } };
      }
      if (req.url.startsWith('/v1/external/courier/serviceability/')) {
        if (!req.headers.authorization?.startsWith('Bearer jwt-')) return { status: 401, json: { message: 'Unauthenticated.', status_code: 401 } };
        if (opts.none) return { status: 404, json: { status: 404, message: 'No courier serviceable' } };
        return {
          json: {
            status: 200,
            data: {
              available_courier_companies: [
                { courier_name: 'Delhivery Surface', rate: 78.5, rating: 4.1, is_surface: true, estimated_delivery_days: '4', etd: 'Nov 26, 2026' },
                { courier_name: 'Blue Dart Air', rate: 160, rating: 4.6, is_surface: false, estimated_delivery_days: '2' },
              ],
            },
          },
        };
      }
      return { status: 404, json: { message: 'Not found' } };
    });
    close = fake.close;
    return { ...fake, logins: () => logins };
  }

  it('logs in once, caches the token and asks serviceability with the box, weight and cod 0', async () => {
    const fake = await fakeShiprocket();
    const p = new ShiprocketProvider({ baseUrl: fake.url, email: 'ops@shop.example', password: 'pw' });
    const quotes = await p.serviceability(request);
    await p.serviceability(request);
    expect(fake.logins()).toBe(1);
    expect(quotes).toEqual([
      { courier_name: 'Delhivery Surface', rate: 78.5, rating: 4.1, is_surface: true, estimated_delivery_days: 4, etd: '2026-11-26' },
      { courier_name: 'Blue Dart Air', rate: 160, rating: 4.6, is_surface: false, estimated_delivery_days: 2 },
    ]);
    const ask = new URL(fake.calls.find((c) => c.url.includes('serviceability'))!.url, 'http://x');
    expect(Object.fromEntries(ask.searchParams)).toEqual({
      pickup_postcode: '632001',
      delivery_postcode: '560001',
      weight: '1.2',
      cod: '0',
      length: '24',
      breadth: '12',
      height: '8',
    });
  });

  it('answers no couriers as an empty list and bad credentials as an error', async () => {
    const fake = await fakeShiprocket({ none: true });
    expect(await new ShiprocketProvider({ baseUrl: fake.url, email: 'a', password: 'pw' }).serviceability(request)).toEqual([]);
    await expect(new ShiprocketProvider({ baseUrl: fake.url, email: 'a', password: 'nope' }).serviceability(request)).rejects.toThrow(ShiprocketError);
  });
});
