import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { createTestApp, type TestApp } from './testing/test-app';
import { buildApp } from './app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('one server (D1)', () => {
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

  it('lists the order statuses with their sequence (D12)', async () => {
    const res = await t.app.inject('/api/config/orderstatus');
    const byName = Object.fromEntries(res.json().map((s: { Name: string; SeqId: number }) => [s.Name, s.SeqId]));
    expect(byName).toMatchObject({ Pending: 1, Ordered: 2, Shipped: 3, Delivered: 4, Completed: 5 });
  });

  it('serves the app for / and for any unknown page path', async () => {
    for (const url of ['/', '/no/such/page', '/account/Unauthorized', '/product/12?variantId=3']) {
      const res = await t.app.inject(url);
      // The app is served when it has been built (npm run build); the API tests do not need it.
      if (res.statusCode === 503) {
        expect(res.body).toContain('npm run build');
        continue;
      }
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('answers unknown API paths with a JSON message, not the app', async () => {
    const res = await t.app.inject('/api/no/such/thing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ Status: false, Message: 'Not found' });
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
  it('exposes Prometheus metrics by route and status', async () => {
    await t.app.inject('/api/config/orderstatus');
    const res = await t.app.inject('/metrics');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toMatch(/shop_http_requests_total\{method="GET",route="\/api\/config\/orderstatus",status="200"\} \d+/);
    expect(res.body).toContain('shop_http_request_duration_seconds_bucket');
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
    const entries = lines.map((l) => JSON.parse(l)).filter((e) => e.msg === 'request');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ reqId: 'req-42', route: '/api/config/orderstatus', status: 200, method: 'GET' });
    expect(typeof entries[0].ms).toBe('number');
  });
});

describe('errors (D2)', () => {
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
