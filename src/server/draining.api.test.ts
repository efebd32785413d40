// Draining on SIGTERM behind a load balancer: readiness turns 503 at once, the instance goes on
// answering every request for DRAIN_SECONDS (the balancer's checks notice meanwhile), then closes
// after the requests in flight. Runs the shop as a process on the embedded database and, with
// TEST_DATABASE_URL, on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childShop, exited, freePort, waitReady, type ChildShop } from './testing/child-shop';
import { DRAINING_MESSAGE } from './modules/health';

let shop: ChildShop;

beforeAll(async () => {
  shop = await childShop('drain', 'drain-test-secret-drain-test-secret-0123456789');
});
afterAll(async () => {
  await shop?.dispose();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('draining on SIGTERM', () => {
  it('answers /readyz with 503 at once, keeps serving for DRAIN_SECONDS, then exits', async () => {
    const port = await freePort();
    const child = shop.start(port, { DRAIN_SECONDS: '8' });
    let gone = false;
    void exited(child).then(() => (gone = true));
    await waitReady(port);
    const base = `http://127.0.0.1:${port}`;
    // Requests in flight when the signal comes.
    const inFlight = Array.from({ length: 10 }, () => fetch(`${base}/api/Public/product?SearchText=headphones`).then((r) => r.status));
    child.kill('SIGTERM');
    // At once: as soon as the process has taken the signal (a loaded machine may take a moment to deliver it).
    await expect.poll(async () => (await fetch(`${base}/readyz`)).status, { timeout: 5_000, interval: 100 }).toBe(503);
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(503);
    expect(((await ready.json()) as { Message: string }).Message).toBe(DRAINING_MESSAGE);
    // Each answer while draining closes its connection, so a kept-alive client comes back through the balancer.
    expect(ready.headers.get('connection')).toBe('close');
    expect(await Promise.all(inFlight)).toEqual(Array(10).fill(200));

    // A second into the grace period the instance still answers new requests as usual.
    await sleep(1000);
    expect(gone).toBe(false);
    expect((await fetch(`${base}/api/Public/product?SearchText=speaker`)).status).toBe(200);
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    expect((await fetch(`${base}/readyz`)).status).toBe(503);

    // Then it closes by itself, cleanly, and takes no more connections.
    expect(await exited(child)).toBe(0);
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
  }, 120_000);

  it('is ready again on the next start', async () => {
    const port = await freePort();
    const child = shop.start(port);
    await waitReady(port);
    expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
    child.kill('SIGTERM');
    // Without DRAIN_SECONDS the instance closes at once.
    expect(await exited(child)).toBe(0);
  }, 120_000);
});
