// Migrates one database per test run, which every test app then copies, instead of creating and
// migrating a database of its own: an embedded database is dumped once and each app loads the dump;
// on PostgreSQL a migrated database serves as the template each test file's database is created from.
// Vitest runs this before the test files (vitest.config.ts, globalSetup).
import { randomBytes } from 'node:crypto';
import { writeFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openDatabase } from '../db/client';

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
  const database = await openDatabase({});
  await migrateDatabase(database);
  const dump = await database.pglite!.dumpDataDir('none');
  await database.close();
  const file = path.join(os.tmpdir(), `shop-migrated-${process.pid}-${randomBytes(4).toString('hex')}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('migratedPglite', file);
  return () => rm(file, { force: true });
}
