// The shop with one route that has a bug: it starts work nobody awaits, and that work fails (an
// unhandled rejection). Run as a process of its own by lib/unhandled-rejections.test.ts, since a
// test runner treats any unhandled rejection in its own process as a failure. It serves two such
// requests, then prints what a shopper and an operator would see, one JSON line each, and exits.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { keepServingAfterUnhandledRejections } from '../lib/unhandled-rejections';

const METRICS_TOKEN = 'forgotten-promise-metrics-token';
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-forgotten-'));
const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  JWT_SECRET: 'forgotten-promise-secret-0123456789abcdefghij',
  SEED_DEMO: 'false',
  LOG_LEVEL: 'info',
  METRICS_TOKEN,
});
const database = await openDatabase({});
const app = await buildApp(config, { database, jobs: false });
keepServingAfterUnhandledRejections(app.log);

async function sendReceiptLater() {
  await new Promise((resolve) => setTimeout(resolve, 5));
  throw new Error('the receipt could not be sent');
}
app.get('/forgotten-promise', async () => {
  void sendReceiptLater();
  return { ok: true };
});
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

const answers = [];
for (const id of ['first-request', 'second-request']) {
  answers.push((await fetch(`${base}/forgotten-promise`, { headers: { 'x-request-id': id } })).status);
  await new Promise((resolve) => setTimeout(resolve, 50));
}
const health = (await fetch(`${base}/healthz`)).status;
const metrics = await (await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
console.log(JSON.stringify({ summary: { answers, health, counted: /^shop_unhandled_rejections_total (\d+)$/m.exec(metrics)?.[1] ?? null } }));
await app.close();
await database.close();
await rm(dataDir, { recursive: true, force: true });
