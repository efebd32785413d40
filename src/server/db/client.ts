// One Drizzle API over two drivers: embedded PGlite (default) or node-postgres (DATABASE_URL).
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_DIR } from '../paths';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The server's URL (postgres only), for connections outside the pool (LISTEN). */
  url?: string;
  /** Raw pool for LISTEN/NOTIFY and health checks (postgres only). */
  pool?: pg.Pool;
  pglite?: PGlite;
  ping(): Promise<void>;
  close(): Promise<void>;
}

const WORD_SIMILARITY = 0.4;

// numeric and bigint come back as numbers (paise fit easily in 2^53).
pg.types.setTypeParser(20, (v) => Number(v));

export interface OpenOptions {
  databaseUrl?: string;
  /** Folder for the embedded database; undefined means in memory (tests). */
  dataDir?: string;
  poolSize?: number;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    // Typo tolerance (pg_trgm's <% operator) accepts a word similarity of 0.4 and up ("speeker"
    // scores 0.45 against "speaker"); set for every session at connection time.
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolSize ?? 10,
      options: `-c pg_trgm.word_similarity_threshold=${WORD_SIMILARITY}`,
    });
    pool.on('error', () => {
      /* an idle client lost its connection; the pool replaces it */
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      url: opts.databaseUrl,
      pool,
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
    };
  }
  let dir: string | undefined;
  if (opts.dataDir) {
    dir = path.join(opts.dataDir, 'db');
    mkdirSync(dir, { recursive: true });
  }
  const pglite = await PGlite.create(dir, { extensions: { pg_trgm } });
  await pglite.exec(`create extension if not exists pg_trgm; set pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY};`);
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite,
    ping: async () => {
      await pglite.query('select 1');
    },
    close: () => pglite.close(),
  };
}

/** Applies the committed migrations; several instances starting at once take turns. */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'postgres' && database.pool) {
    const client = await database.pool.connect();
    try {
      await client.query('select pg_advisory_lock(727001)');
      await client.query('create extension if not exists pg_trgm');
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      await client.query('select pg_advisory_unlock(727001)').catch(() => undefined);
      client.release();
    }
    return;
  }
  await database.pglite!.exec('create extension if not exists pg_trgm');
  await migratePglite(drizzlePglite(database.pglite!, { schema }), { migrationsFolder: MIGRATIONS_DIR });
}

/** Runs raw SQL and returns its rows, the same on both drivers. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export { sql, schema };
