// Builds the real app for API tests: in-memory PGlite by default, or a fresh database on the
// PostgreSQL server of TEST_DATABASE_URL (each test file gets its own, dropped afterwards).
import { mkdtemp, rm } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import type { AppContext } from '../context';

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  dataDir: string;
  dbKind: 'pglite' | 'postgres';
  /** The PostgreSQL database's URL (postgres only), for a second instance on the same data. */
  databaseUrl?: string;
  close: () => Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  seedDemo?: boolean;
  context?: Partial<AppContext>;
  /** Fastify's logger options (tests that read what was logged pass a stream); off by default. */
  logger?: object;
  /** Run the background jobs on their timer, as a deployment does (off by default: tests call them). */
  jobs?: boolean;
  /** Another instance of the shop on this one's PostgreSQL database (several-instances tests). */
  sameDatabaseAs?: TestApp;
}

async function createPostgresDatabase(baseUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `shop_t_${randomBytes(6).toString('hex')}`;
  const template = inject('migratedTemplate');
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** The run's migrated embedded database, read once per test file. */
let dump: Promise<Blob | undefined> | undefined;
function migratedDump(): Promise<Blob | undefined> {
  const file = inject('migratedPglite');
  dump ??= file ? readFile(file).then((bytes) => new Blob([bytes])) : Promise.resolve(undefined);
  return dump;
}

export async function createTestApp(opts: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    SEED_DEMO: opts.seedDemo ? 'true' : 'false',
    LOG_LEVEL: 'silent',
    ...opts.env,
  });
  const baseUrl = process.env.TEST_DATABASE_URL;
  let database: Database;
  let drop = async () => {};
  let databaseUrl: string | undefined;
  if (opts.sameDatabaseAs) {
    if (!opts.sameDatabaseAs.databaseUrl) throw new Error('a second instance needs PostgreSQL (TEST_DATABASE_URL)');
    databaseUrl = opts.sameDatabaseAs.databaseUrl;
    database = await openDatabase({ databaseUrl, poolSize: 10, preparedStatements: config.preparedStatements });
  } else if (baseUrl) {
    const created = await createPostgresDatabase(baseUrl);
    drop = created.drop;
    databaseUrl = created.url;
    database = await openDatabase({ databaseUrl: created.url, poolSize: 10, preparedStatements: config.preparedStatements });
  } else {
    database = await openDatabase({ copyOf: await migratedDump() });
  }
  const app = await buildApp(config, { database, logger: opts.logger ?? false, context: opts.context, jobs: opts.jobs ?? false });
  await app.ready();
  return {
    app,
    ctx: app.ctx,
    dataDir,
    dbKind: database.kind,
    databaseUrl,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
