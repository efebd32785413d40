// One Drizzle API over two drivers: embedded PGlite (default) or node-postgres (DATABASE_URL).
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { createHash } from 'node:crypto';
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

/** Named as the shop's configuration (config.ts) names them: a Config opens the database it describes. */
export interface OpenOptions {
  databaseUrl?: string;
  /** Folder for the embedded database; undefined means in memory (tests). */
  dataDir?: string;
  poolSize?: number;
  /** Prepare the statements queryRows is told never change (PostgreSQL only; default true). */
  preparedStatements?: boolean;
  /** An embedded database starts as a copy of this dump (tests start from one migrated database). */
  copyOf?: Blob;
}

/**
 * The readiness check's own connection, outside the pool: when every pooled connection is busy (a
 * sale, shoppers queued on one product's stock row), a ping through the pool would wait its turn
 * behind them, and a load balancer would take a busy but healthy instance out. Opened on the first
 * ping, opened again after it fails.
 */
function readinessConnection(url: string) {
  let client: Promise<pg.Client> | null = null;
  const drop = async () => {
    const c = client;
    client = null;
    await c?.then((x) => x.end()).catch(() => {});
  };
  return {
    ping: async () => {
      try {
        client ??= (async () => {
          const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000, query_timeout: 5000 });
          c.on('error', () => {
            /* the server went away: the ping fails, and the next one connects again */
          });
          await c.connect();
          return c;
        })();
        await (await client).query('select 1');
      } catch (err) {
        await drop();
        throw err;
      }
    },
    close: drop,
  };
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    // Typo tolerance (pg_trgm's <% operator) accepts a word similarity of 0.4 and up ("speeker"
    // scores 0.45 against "speaker"); set for every session at connection time.
    // A pool of a fixed size: a connection once opened is kept (not closed after 10 s idle), so a
    // burst of shoppers after a quiet moment does not wait for new connections and their sign-in.
    const size = opts.poolSize ?? 10;
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: size,
      min: size,
      options: `-c pg_trgm.word_similarity_threshold=${WORD_SIMILARITY}`,
    });
    pool.on('error', () => {
      /* an idle client lost its connection; the pool replaces it */
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    if (opts.preparedStatements ?? true) pools.set(db, pool);
    const pinger = readinessConnection(opts.databaseUrl);
    return {
      db,
      kind: 'postgres',
      url: opts.databaseUrl,
      pool,
      ping: pinger.ping,
      close: async () => {
        await pinger.close();
        await pool.end();
      },
    };
  }
  let dir: string | undefined;
  if (opts.dataDir) {
    dir = path.join(opts.dataDir, 'db');
    mkdirSync(dir, { recursive: true });
  }
  const pglite = await PGlite.create(dir, { extensions: { pg_trgm }, loadDataDir: opts.copyOf });
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

/**
 * Runs raw SQL and returns its rows, the same on both drivers. `prepared`: the statement's text never
 * changes (everything that varies is a parameter), so on PostgreSQL each connection of the pool
 * parses it once and keeps its plan, instead of parsing and planning it on every call (for the
 * busiest statements, such as a search's cards, that is half of what they cost the database).
 * Never for text that varies: each variant would stay prepared on every connection. Off with
 * DATABASE_PREPARED_STATEMENTS=false (a pooler in transaction mode that cannot keep them).
 */
export async function queryRows<T>(db: Db, query: SQL, opts: { prepared?: boolean } = {}): Promise<T[]> {
  const pool = opts.prepared ? pools.get(db) : undefined;
  if (pool) {
    const { sql: text, params } = dialect.sqlToQuery(query);
    const result = await pool.query<T & pg.QueryResultRow>({ name: statementName(text), text, values: params, types: asDrizzleReads });
    return result.rows;
  }
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The pool under each database opened on a PostgreSQL server (not under its transactions). */
const pools = new WeakMap<Db, pg.Pool>();
const dialect = new PgDialect();

/** A prepared statement's name: the same for the same text, on every connection and instance. */
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (name === undefined) {
    if (statementNames.size >= 1_000) statementNames.clear();
    name = `s_${createHash('sha256').update(text).digest('base64url').slice(0, 24)}`;
    statementNames.set(text, name);
  }
  return name;
}
const statementNames = new Map<string, string>();

// Dates, times and intervals (and arrays of them, and of numeric) come back as the database's text,
// as they do through Drizzle.
const KEPT_AS_TEXT = new Set([1082, 1114, 1184, 1186, 1115, 1182, 1185, 1187, 1231]);
const asDrizzleReads = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    KEPT_AS_TEXT.has(oid) ? (value: string) => value : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

export { sql, schema };
