// The readiness check's ping on PostgreSQL goes through a connection of its own: with every pooled
// connection busy (shoppers queued on one product's stock row during a sale), /readyz still
// answers, so a load balancer does not take a busy but healthy instance out. A server that cannot
// be reached still fails it.
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client';

const url = process.env.TEST_DATABASE_URL;
const within = <T>(p: Promise<T>, ms: number) =>
  Promise.race([p.then(() => 'answered' as const), new Promise<'still waiting'>((r) => setTimeout(() => r('still waiting'), ms))]);

describe.skipIf(!url)('the readiness ping on PostgreSQL', () => {
  it('answers while every pooled connection is taken', async () => {
    const database = await openDatabase({ databaseUrl: url!, poolSize: 2 });
    const held = [await database.pool!.connect(), await database.pool!.connect()];
    try {
      // A query through the pool now waits for a connection to come back.
      const queued = database.pool!.query('select 1');
      expect(await within(queued, 1000)).toBe('still waiting');
      expect(await within(database.ping(), 10_000)).toBe('answered');
      expect(await within(database.ping(), 10_000)).toBe('answered');
    } finally {
      for (const c of held) c.release();
      await database.close();
    }
  });

  it('fails when the server cannot be reached', async () => {
    const u = new URL(url!);
    u.port = '9';
    const database = await openDatabase({ databaseUrl: u.toString(), poolSize: 1 });
    await expect(database.ping()).rejects.toThrow();
    await database.close();
  });
});
