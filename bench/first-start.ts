// npm run bench:first-start — the first start of the built shop on a fresh data folder: from the
// process's start to its readiness answering 200, with the embedded database migrated and the demo
// catalogue seeded, as `npm start` does on a fresh clone once built. Runs BENCH_RUNS times (3), then
// once more without the demo (SEED_DEMO=false), so that the seed's share is seen.
// Budget: under 30 s on two cores. Options (env): BENCH_PORT=3710  BENCH_RUNS=3
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const PORT = Number(process.env.BENCH_PORT ?? 3710);
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));

async function firstStart(seedDemo: boolean): Promise<{ seconds: number; seed: string }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'first-start-'));
  const started = performance.now();
  const server = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: String(seedDemo), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let seed = '';
  server.stdout.on('data', (chunk: Buffer) => {
    const line = chunk
      .toString()
      .split('\n')
      .find((l) => l.startsWith('demo catalogue:'));
    if (line) seed = line;
  });
  try {
    for (;;) {
      const ready = await fetch(`http://127.0.0.1:${PORT}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ready) return { seconds: (performance.now() - started) / 1000, seed };
      if (performance.now() - started > 300_000) throw new Error('the shop did not start within 5 minutes');
      await new Promise((r) => setTimeout(r, 100));
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const runs: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const { seconds, seed } = await firstStart(true);
  runs.push(seconds);
  console.log(`${seconds <= 30 ? 'ok  ' : 'OVER'} first start with the demo: ${seconds.toFixed(1)} s (budget 30 s)\n       ${seed}`);
}
const bare = await firstStart(false);
console.log(`     first start without the demo: ${bare.seconds.toFixed(1)} s`);
console.log(
  `\nload average at the end: ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(', ')}; runs ${runs.map((r) => r.toFixed(1)).join(', ')} s`,
);
