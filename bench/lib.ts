// Shared by the benchmarks: load generation with exact percentiles, the bare route, databases.
import { spawn } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Fastify from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../src/server/db/client';

// The libraries run as in a deployment (NODE_ENV=production): React's server renderer above all,
// whose development build checks every element and was measured at half the pages' speed. The
// shop's own settings come from benchEnv, not from here.
process.env.NODE_ENV = 'production';

export const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
export const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

export interface Result {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

/** One request of a load run: what differs from the run's URL and method. */
export interface LoadRequest {
  method?: 'GET' | 'POST';
  path?: string;
  headers?: Record<string, string>;
  body?: string;
}

/** What a browser says it accepts (Chrome's own header): kept answers then go out compressed, as to a shopper. */
export const BROWSER_HEADERS: Record<string, string> = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/** `requests` asked as a browser asks them. */
export const asBrowser = (requests: LoadRequest[]): LoadRequest[] => requests.map((r) => ({ ...r, headers: { ...BROWSER_HEADERS, ...r.headers } }));

export interface LoadJob {
  url: string;
  connections: number;
  seconds: number;
  amount?: number;
  method?: 'GET' | 'POST';
  /** Taken in this order, over and over; without it every request is a GET of `url`. */
  requests?: LoadRequest[];
  /** With `amount`: asked first over the same connections, not measured. */
  warmup?: LoadRequest[];
}

const CLIENT = fileURLToPath(new URL('./load-client.ts', import.meta.url));

/**
 * Puts load on `url` from a separate process (bench/load-client.ts), so the load generator never
 * takes turns with the server on one event loop; percentiles are exact, from every response.
 */
export async function load(
  url: string,
  opts: { method?: 'GET' | 'POST'; requests?: LoadRequest[]; amount?: number; seconds?: number; warmup?: LoadRequest[] } = {},
): Promise<Result> {
  const job: LoadJob = { url, connections: CONNECTIONS, seconds: SECONDS, ...opts };
  const child = spawn(process.execPath, ['--import', 'tsx', CLIENT], { stdio: ['pipe', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.setEncoding('utf8').on('data', (d: string) => (out += d));
  child.stdin.end(JSON.stringify(job));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (code !== 0) throw new Error(`load generator exited with ${code}`);
  return JSON.parse(out) as Result;
}

export async function bareRoute(): Promise<{ url: string; close: () => Promise<void> }> {
  const app = Fastify({ logger: false });
  app.get('/constant', async () => ({ Status: true, Message: 'ok' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address() as { port: number };
  return { url: `http://127.0.0.1:${addr.port}/constant`, close: () => app.close() };
}

export interface BenchDatabase {
  database: Database;
  dataDir: string;
  dispose: () => Promise<void>;
}

/** A fresh database of either kind: a new database on the PostgreSQL server, or a PGlite folder. */
export async function benchDatabase(kind: 'postgres' | 'pglite', label: string): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-'));
  if (kind === 'pglite') {
    const database = await openDatabase({ dataDir });
    return {
      database,
      dataDir,
      dispose: async () => {
        await database.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const name = `shop_bench_${label}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(PG_URL!);
  u.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: u.toString(), poolSize: 10 });
  return {
    database,
    dataDir,
    dispose: async () => {
      await database.close();
      const c = new pg.Client({ connectionString: PG_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const benchEnv = (dataDir: string) => ({
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  SEED_DEMO: 'false',
  LOG_LEVEL: 'silent',
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-1234',
  ADMIN_PHONE: '9876543210',
  ADMIN_PASSWORD: 'Admin@12345',
});

/**
 * Runs a bench's `main` when its file is the script node was started with (a bench's seeding and
 * searches are also imported on their own when looking into a query), and exits with its outcome.
 */
export function runAsScript(moduleUrl: string, main: () => Promise<void>) {
  if (moduleUrl !== pathToFileURL(process.argv[1] ?? '').href) return;
  main().then(
    () => process.exit(0),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
