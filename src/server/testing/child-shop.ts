// The shop as a separate process on a database of its own, for the tests that kill it (SIGKILL)
// and start it again: on the embedded database in a fresh data folder, or, with
// TEST_DATABASE_URL, on a fresh PostgreSQL database.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database, type Db } from '../db/client';
import { users } from '../db/schema';
import { TokenService } from '../lib/tokens';
import { startLogin } from './login';

export interface ChildShop {
  dataDir: string;
  databaseUrl: string | undefined;
  /** The shop's database, opened by the test (the embedded one has one owner at a time: not while a process runs). */
  open: () => Promise<Database>;
  /** Starts the shop on `port` with these settings on top of the test defaults. */
  start: (port: number, env?: Record<string, string>) => ChildProcess;
  /**
   * Starts the built shop (node dist/server/main.js, as a deployment does: npm run build first) on
   * `port`, its log lines on the child's stdout.
   */
  startBuilt: (port: number, env?: Record<string, string>) => ChildProcess;
  /** Removes the data folder and the PostgreSQL database. */
  dispose: () => Promise<void>;
}

/** An access token of a new login of the user, made on the shop's database with the shop's key (the shop itself is not running). */
export async function loginToken(db: Db, secret: string, user: typeof users.$inferSelect): Promise<string> {
  return startLogin(db, new TokenService(secret), user);
}

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export async function waitReady(port: number) {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not become ready');
}

export const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => (child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', (code) => resolve(code))));

export async function childShop(label: string, secret: string): Promise<ChildShop> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `shop-${label}-`));
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (process.env.TEST_DATABASE_URL) {
    const name = `shop_${label.replace(/\W/g, '_')}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const u = new URL(process.env.TEST_DATABASE_URL);
    u.pathname = `/${name}`;
    databaseUrl = u.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }
  const settings = (port: number, env: Record<string, string>) => ({
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    JWT_SECRET: secret,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    ADMIN_PHONE: '9876543210',
    ADMIN_PASSWORD: 'Admin@12345',
    ...env,
  });
  return {
    dataDir,
    databaseUrl,
    open: () => (databaseUrl ? openDatabase({ databaseUrl, poolSize: 2 }) : openDatabase({ dataDir })),
    start: (port, env = {}) => spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { env: settings(port, env), stdio: 'ignore' }),
    startBuilt: (port, env = {}) => spawn(process.execPath, ['dist/server/main.js'], { env: settings(port, env), stdio: ['ignore', 'pipe', 'pipe'] }),
    dispose: async () => {
      await dropDatabase();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
