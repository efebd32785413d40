// A promise that fails with nothing to handle it does not end the shop: it is logged with the
// request that started it and counted in the metrics, and the shop keeps serving.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';

interface LogLine {
  level?: number;
  msg?: string;
  reqId?: string;
  err?: { message?: string; stack?: string };
  summary?: { answers: number[]; health: number; counted: string | null };
}

describe('an unhandled rejection', () => {
  it('is logged with its request id and counted, and the shop keeps serving', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/testing/forgotten-promise-shop.ts'], { encoding: 'utf8', timeout: 90_000 });
    expect(run.status, run.stderr).toBe(0);
    const lines = run.stdout
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as LogLine);
    const summary = lines.find((l) => l.summary)?.summary;
    // Both shoppers were answered, and the shop answered after them.
    expect(summary).toEqual({ answers: [200, 200], health: 200, counted: '2' });
    const logged = lines.filter((l) => l.err?.message === 'the receipt could not be sent');
    expect(logged.map((l) => l.reqId)).toEqual(['first-request', 'second-request']);
    for (const l of logged) expect(l.level).toBe(50);
  }, 120_000);
});
