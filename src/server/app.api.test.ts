import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createTestApp, type TestApp } from './testing/test-app';
import { createProduct, nextPhone } from './testing/fixtures';
import { buildApp } from './app';
import { configRoutes } from './modules/config';
import { orderStatusListSchema } from '@shared/schemas/orders';
import { ORDER_STATUSES } from '@shared/constants';

const METRICS_TOKEN = 'scrape-token-for-the-api-tests-0123';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_TOKEN } });
});
afterAll(async () => t?.close());

describe('one server', () => {
  it('publishes its version with no-store', async () => {
    const res = await t.app.inject('/meta.json');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ version: '1.0.2' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers health and readiness', async () => {
    expect((await t.app.inject('/healthz')).statusCode).toBe(200);
    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
  });

  it('matches API paths case-insensitively', async () => {
    for (const url of ['/api/config/orderstatus', '/api/Config/OrderStatus', '/API/CONFIG/ORDERSTATUS']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.json().map((s: { Name: string }) => s.Name)).toContain('Delivered');
    }
  });

  it('lists the order statuses with their sequence', async () => {
    const res = await t.app.inject('/api/config/orderstatus');
    const byName = Object.fromEntries(res.json().map((s: { Name: string; SeqId: number }) => [s.Name, s.SeqId]));
    expect(byName).toMatchObject({ Pending: 1, Ordered: 2, Shipped: 3, Delivered: 4, Completed: 5 });
  });

  it('declares the shape of the order status list, like every other answer', async () => {
    const res = await t.app.inject('/api/config/orderstatus');
    expect(orderStatusListSchema.parse(res.json())).toEqual(ORDER_STATUSES.map((s) => ({ Id: s.Id, Name: s.Name, SeqId: s.SeqId })));
    const bare = Fastify();
    bare.setValidatorCompiler(validatorCompiler);
    bare.setSerializerCompiler(serializerCompiler);
    const declared: unknown[] = [];
    bare.addHook('onRoute', (r) => {
      if (r.url === '/config/orderstatus' && r.method === 'GET') declared.push((r.schema?.response as Record<number, unknown> | undefined)?.[200]);
    });
    await bare.register(configRoutes);
    await bare.ready();
    await bare.close();
    expect(declared).toHaveLength(1);
    expect(declared[0]).toBe(orderStatusListSchema);
  });

  it('serves the app for / and for any page path; an unknown one is the not-found page, with 404', async () => {
    for (const [url, status] of [
      ['/', 200],
      ['/no/such/page', 404],
      ['/account/Unauthorized', 200],
      ['/product/12?variantId=3', 404],
    ] as const) {
      const res = await t.app.inject(url);
      // The app is served when it has been built (npm run build); the API tests do not need it.
      if (res.statusCode === 503) {
        expect(res.body).toContain('npm run build');
        continue;
      }
      expect(res.statusCode, url).toBe(status);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root"');
    }
  });

  it('answers unknown API paths with a JSON message, not the app', async () => {
    const res = await t.app.inject('/api/no/such/thing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ Status: false, Message: 'Not found', Code: expect.any(String) });
  });

  it('sends security headers on every answer: pages, API answers, refusals and unknown paths', async () => {
    const answers = [
      await t.app.inject('/healthz'),
      await t.app.inject('/'),
      await t.app.inject('/api/Public/product?SearchText=head'),
      await t.app.inject('/api/Public/Product/GetById?Id=abc'),
      await t.app.inject('/api/no/such/thing'),
      await t.app.inject({ method: 'POST', url: '/api/Auth/login', headers: { 'content-type': 'application/json' }, payload: '{"broken' }),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 400, 404, 400]);
    for (const res of answers) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
      expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
    }
  });
});

describe('observability', () => {
  it('exposes Prometheus metrics by route and status to a scraper with the token', async () => {
    const scrape = () => t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    const counted = (body: string) =>
      Number(/shop_http_requests_total\{method="GET",route="\/api\/config\/orderstatus",status="200"\} (\d+)/.exec(body)?.[1] ?? 0);
    const before = counted((await scrape()).body);
    await t.app.inject('/api/config/orderstatus');
    await t.app.inject('/api/config/orderstatus');
    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    // Every request is counted, the first of its route and status and those after it.
    expect(counted(res.body)).toBe(before + 2);
    expect(res.body).toContain('shop_http_request_duration_seconds_bucket');
    // prom-client's own process and event-loop metrics, and the shop's.
    for (const name of [
      'shop_process_cpu_seconds_total',
      'shop_nodejs_eventloop_lag_seconds',
      'shop_process_resident_memory_bytes',
      'shop_nodejs_heap_size_used_bytes',
    ])
      expect(res.body).toContain(name);
    for (const name of ['shop_payment_outcomes_total', 'shop_otps_sent_total', 'shop_order_status_changes_total', 'shop_catalogue_cache_lookups_total'])
      expect(res.body).toContain(`# TYPE ${name} counter`);
  });

  it('counts OTPs sent and catalogue cache hits and misses', async () => {
    const scrape = async () => (await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).body;
    const value = (body: string, series: string) => Number(new RegExp(`^${series.replace(/[{}"]/g, '\\$&')} (\\d+)`, 'm').exec(body)?.[1] ?? 0);
    const before = await scrape();
    const { product } = await createProduct(t.ctx);
    const hit = 'shop_catalogue_cache_lookups_total{kind="product",result="hit"}';
    await t.app.inject(`/api/Public/Product/GetById?Id=${product.id}`);
    // On PostgreSQL the new product's announcement (LISTEN/NOTIFY) may arrive after this first read
    // and drop what it cached: the product is asked for again until a read is served from the cache.
    await expect
      .poll(
        async () => {
          await t.app.inject(`/api/Public/Product/GetById?Id=${product.id}`);
          return value(await scrape(), hit);
        },
        { timeout: 2000, interval: 20 },
      )
      .toBeGreaterThan(value(before, hit));
    await t.app.inject({ method: 'POST', url: '/api/Otp/generate', payload: { Identifier: nextPhone(), IdentifierType: 'SMS', IsRegister: true } });
    const after = await scrape();
    expect(value(after, 'shop_catalogue_cache_lookups_total{kind="product",result="miss"}')).toBeGreaterThan(
      value(before, 'shop_catalogue_cache_lookups_total{kind="product",result="miss"}'),
    );
    expect(value(after, hit)).toBeGreaterThan(value(before, hit));
    expect(value(after, 'shop_otps_sent_total{purpose="register"}')).toBe(value(before, 'shop_otps_sent_total{purpose="register"}') + 1);
  });

  it('refuses /metrics without the right token and shows no figures', async () => {
    const wrong = [
      undefined,
      `Bearer ${METRICS_TOKEN.slice(0, -1)}x`,
      `Bearer ${METRICS_TOKEN}extra`,
      'Bearer ',
      `Basic ${Buffer.from(`x:${METRICS_TOKEN}`).toString('base64')}`,
      METRICS_TOKEN,
    ];
    for (const authorization of wrong) {
      const res = await t.app.inject({ url: '/metrics', headers: authorization === undefined ? {} : { authorization } });
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.json()).toEqual({ Status: false, Message: 'The metrics token is missing or wrong', Code: expect.any(String) });
      expect(res.headers['www-authenticate']).toContain('Bearer');
      expect(res.body).not.toContain('shop_http');
    }
  });

  it('answers 404 for /metrics when no METRICS_TOKEN is set', async () => {
    const untokened = await buildApp({ ...t.ctx.config, metricsToken: undefined }, { database: t.ctx.database, logger: false, jobs: false, seed: false });
    for (const headers of [{}, { authorization: `Bearer ${METRICS_TOKEN}` }, { authorization: 'Bearer undefined' }]) {
      const res = await untokened.inject({ url: '/metrics', headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ Status: false, Message: 'Not found', Code: expect.any(String) });
    }
    await untokened.close();
  });

  it('writes one JSON log line per request with its id, route, status and time', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logged = await buildApp(t.ctx.config, { database: t.ctx.database, logger: { level: 'info', stream }, jobs: false, seed: false });
    await logged.inject({ url: '/api/config/orderstatus', headers: { 'x-request-id': 'req-42' } });
    await logged.close();
    const requestLines = lines.filter((l) => JSON.parse(l).msg === 'request');
    expect(requestLines).toHaveLength(1);
    const entry = JSON.parse(requestLines[0]);
    expect(entry).toMatchObject({ reqId: 'req-42', route: '/api/config/orderstatus', status: 200, method: 'GET' });
    expect(typeof entry.ms).toBe('number');
    // One reqId key: a second copy would be dropped by most JSON readers and doubles the line.
    expect(requestLines[0].match(/"reqId":/g)).toHaveLength(1);
  });
});

describe('errors', () => {
  it('never shows internals for malformed input', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/Public/Product/GetById?Id=abc' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.Status).toBe(false);
    expect(typeof body.Message).toBe('string');
    expect(res.body).not.toMatch(/at .*\.ts|stack|node_modules|SELECT|ZodError/i);
  });

  it('answers broken JSON with a message for a person', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/config/orderstatus', headers: { 'content-type': 'application/json' }, payload: '{"a":' });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().Status).toBe(false);
  });
});
