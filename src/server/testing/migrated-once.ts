// Migrates one database per test run, which every test app then copies, instead of creating and
// migrating a database of its own: an embedded database is dumped once and each app loads the dump;
// on PostgreSQL a migrated database serves as the template each test file's database is created from.
// Vitest runs this before the test files (vitest.config.ts, globalSetup). The embedded dump is kept
// in the system's temporary folder under a name made from the migrations, so that the next run with
// the same migrations starts at once.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openDatabase } from '../db/client';
import { MIGRATIONS_DIR } from '../paths';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The dump of a migrated embedded database (a file), when the tests run on PGlite. */
    migratedPglite?: string;
    /** A migrated PostgreSQL database to copy, when the tests run on TEST_DATABASE_URL. */
    migratedTemplate?: string;
  }
}

async function onServer(baseUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

export default async function setup(project: TestProject) {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (baseUrl) {
    const name = `shop_tpl_${randomBytes(6).toString('hex')}`;
    await onServer(baseUrl, `create database ${name}`);
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 1 });
    await migrateDatabase(database);
    await database.close();
    project.provide('migratedTemplate', name);
    return () => onServer(baseUrl, `drop database if exists ${name} with (force)`);
  }
  const file = path.join(os.tmpdir(), `shop-migrated-${await migrationsHash()}.tar`);
  if (!existsSync(file)) {
    const database = await openDatabase({});
    await migrateDatabase(database);
    const dump = await database.pglite!.dumpDataDir('none');
    await database.close();
    // Written aside and renamed: a run started at the same time never reads half a file.
    const aside = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(aside, Buffer.from(await dump.arrayBuffer()));
    await rename(aside, file);
  }
  project.provide('migratedPglite', file);
}

/** What the migrations are, with the embedded database's version: the same hash, the same dump. */
async function migrationsHash(): Promise<string> {
  const hash = createHash('sha256');
  const pglite = JSON.parse(await readFile(path.join(process.cwd(), 'node_modules/@electric-sql/pglite/package.json'), 'utf8')) as { version: string };
  hash.update(pglite.version);
  for (const name of (await readdir(MIGRATIONS_DIR, { recursive: true })).sort()) {
    const full = path.join(MIGRATIONS_DIR, name);
    if (name.endsWith('.sql') || name.endsWith('.json')) hash.update(name).update(await readFile(full));
  }
  return hash.digest('hex').slice(0, 16);
}
