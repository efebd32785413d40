// A local stand-in for an outside service: a real HTTP server on 127.0.0.1 that answers with the
// service's documented shapes, and records what it was asked.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Recorded {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** An answer: JSON, or raw bytes of a type (a PDF the service hands out), with any extra headers (Retry-After). */
export interface FakeAnswer {
  status?: number;
  json?: unknown;
  body?: Buffer;
  contentType?: string;
  headers?: Record<string, string>;
}

export type FakeHandler = (req: Recorded) => FakeAnswer | Promise<FakeAnswer>;

export async function startFake(handler: FakeHandler) {
  const calls: Recorded[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const rec: Recorded = { method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
    calls.push(rec);
    const answer = await handler(rec);
    res.writeHead(answer.status ?? 200, { 'content-type': answer.contentType ?? 'application/json', ...answer.headers });
    res.end(answer.body ?? JSON.stringify(answer.json ?? {}));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
