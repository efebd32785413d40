// A real S3-speaking server for tests (s3rver, in this process, on a free port, over a temporary
// folder), with the one thing s3rver does not do: a bucket policy. s3rver answers anonymous
// requests for any object; the bucket the shop is deployed with lets anonymous GETs read the
// public prefix (uploads/) only (docs/storage.md). A small front in this process refuses every
// other unsigned request with S3's own AccessDenied before it reaches s3rver, and passes signed
// ones (the SDK's calls, presigned addresses: s3rver itself checks their expiry). Stopping the
// front is a bucket that does not answer.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface TestS3 {
  /** The address the shop is given as S3_ENDPOINT. */
  endpoint: string;
  bucket: string;
  /** The settings that point a shop at this bucket. */
  env: Record<string, string>;
  /** The bucket stops answering (connections refused) ... */
  stop: () => Promise<void>;
  /** ... and answers again, at the same address. */
  start: () => Promise<void>;
  /** The bucket takes `n` more writes, then refuses writes (503) until `acceptWrites`; reads and deletes still pass. */
  refuseWritesAfter: (n: number) => void;
  acceptWrites: () => void;
  close: () => Promise<void>;
}

const isSigned = (req: http.IncomingMessage, url: URL) => 'authorization' in req.headers || url.searchParams.has('X-Amz-Algorithm');

export async function startS3Server(bucket = 'shop-test'): Promise<TestS3> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 's3rver-'));
  const s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const inner = await s3.run();
  let writesLeft = Infinity;
  const front = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://bucket');
    if (req.method === 'PUT' && writesLeft-- <= 0) {
      res.writeHead(503, { 'content-type': 'application/xml' });
      res.end('<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>ServiceUnavailable</Code><Message>Service Unavailable</Message></Error>');
      req.resume();
      return;
    }
    const publicRead =
      (req.method === 'GET' || req.method === 'HEAD') &&
      url.pathname.startsWith(`/${bucket}/uploads/`) &&
      !url.pathname.startsWith(`/${bucket}/uploads/returns/`);
    if (!isSigned(req, url) && !publicRead) {
      res.writeHead(403, { 'content-type': 'application/xml' });
      res.end('<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>');
      req.resume();
      return;
    }
    const forward = http.request({ host: '127.0.0.1', port: inner.port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  const listen = (port: number) => new Promise<void>((resolve, reject) => front.once('error', reject).listen(port, '127.0.0.1', () => resolve()));
  await listen(0);
  const port = (front.address() as AddressInfo).port;
  const endpoint = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      front.close(() => resolve());
      front.closeAllConnections();
    });
  return {
    endpoint,
    bucket,
    env: { STORAGE: 's3', S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' },
    stop,
    start: () => listen(port),
    refuseWritesAfter: (n) => {
      writesLeft = n;
    },
    acceptWrites: () => {
      writesLeft = Infinity;
    },
    close: async () => {
      if (front.listening) await stop();
      await s3.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
