// Requests refused before any route runs (by Node's HTTP parser or Fastify's router) get the shop's
// answer like any other: {"Status":false,"Message":...}, the security headers, one request log line,
// and nothing of the path they sent. Sent as raw bytes to a real listening server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import net from 'node:net';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from './testing/test-app';
import { buildApp } from './app';

let t: TestApp;
let app: FastifyInstance;
let port: number;
const logLines: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const stream = new Writable({
    write(chunk, _enc, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  app = await buildApp(t.ctx.config, { database: t.ctx.database, logger: { level: 'info', stream }, jobs: false, seed: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  raw: string;
}

/** Writes `request` to a fresh connection and reads the answer until the server closes it. */
function send(request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let raw = '';
    socket.setEncoding('utf8');
    socket.on('data', (d) => (raw += d));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head, ...rest] = raw.split('\r\n\r\n');
      const [statusLine, ...headerLines] = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of headerLines) {
        const at = line.indexOf(':');
        headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n'), raw });
    });
    socket.end(request);
  });
}

/** The request log lines written while `act` ran, once the server has finished with it. */
async function loggedDuring(act: () => Promise<RawAnswer>) {
  const from = logLines.length;
  const answer = await act();
  await new Promise((r) => setTimeout(r, 100));
  const requests = logLines
    .slice(from)
    .map((l) => JSON.parse(l) as Record<string, unknown>)
    .filter((e) => e.msg === 'request');
  return { answer, requests };
}

function expectShopAnswer(answer: RawAnswer, status: number, message: string, notEchoed: string) {
  expect(answer.status, answer.raw.slice(0, 300)).toBe(status);
  expect(answer.headers['content-type']).toContain('application/json');
  expect(JSON.parse(answer.body)).toEqual({ Status: false, Message: message, Code: expect.any(String) });
  expect(answer.raw).not.toContain(notEchoed);
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['x-frame-options']).toBe('DENY');
  expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
}

describe('refusals made before any route runs', () => {
  it('a 20 kB address: 431 with the shop answer, logged once', async () => {
    const path = `/api/Public/product?SearchText=${'q'.repeat(20_000)}`;
    const { answer, requests } = await loggedDuring(() => send(`GET ${path} HTTP/1.1\r\nHost: shop.test\r\n\r\n`));
    expectShopAnswer(answer, 431, 'The request is too large: its address or headers are too long', 'qqqqqqqqqq');
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ status: 431, reqId: expect.any(String) });
  });

  it('a request line that is not HTTP: 400 with the shop answer, logged once', async () => {
    const { answer, requests } = await loggedDuring(() => send('HELLO /api/echo-me-back PLEASE\r\n\r\n'));
    expectShopAnswer(answer, 400, 'The request could not be understood', 'echo-me-back');
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ status: 400 });
  });

  it('20 kB of headers: 431 with the shop answer, logged once', async () => {
    const { answer, requests } = await loggedDuring(() => send(`GET /api/secret-path HTTP/1.1\r\nHost: shop.test\r\nX-Padding: ${'h'.repeat(20_000)}\r\n\r\n`));
    expectShopAnswer(answer, 431, 'The request is too large: its address or headers are too long', 'secret-path');
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ status: 431 });
  });

  it('a broken JSON body: 400 with the shop answer, logged once', async () => {
    const body = '{"PhoneNumber": "98765';
    const { answer, requests } = await loggedDuring(() =>
      send(
        `POST /api/Auth/login HTTP/1.1\r\nHost: shop.test\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
      ),
    );
    expectShopAnswer(answer, 400, 'The request body is not valid JSON', '98765');
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ status: 400, route: '/api/Auth/login' });
  });

  it('a path parameter longer than the router allows: 414 with the shop answer, logged once', async () => {
    const { answer, requests } = await loggedDuring(() =>
      send(`GET /api/Order/payment-validate/${'t'.repeat(500)} HTTP/1.1\r\nHost: shop.test\r\nConnection: close\r\n\r\n`),
    );
    expectShopAnswer(answer, 414, 'The address is too long', 'tttttttttt');
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ status: 414, method: 'GET', reqId: expect.any(String) });
  });

  it('a path that cannot be decoded: 400 with the shop answer, logged once', async () => {
    const { answer, requests } = await loggedDuring(() =>
      send('GET /api/Order/payment-validate/TX%ED%A0%80 HTTP/1.1\r\nHost: shop.test\r\nConnection: close\r\n\r\n'),
    );
    expectShopAnswer(answer, 400, 'The address is not valid', 'payment-validate');
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ status: 400 });
  });
});
