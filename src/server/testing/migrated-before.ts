// An embedded database as a shop had it before one migration: migrated up to the step whose tag
// ends with `tagEnd` (not included), so that a test can put in the rows a shop had then and check
// what the upgrade makes of them.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_DIR } from '../paths';

export interface DatabaseBefore {
  pglite: PGlite;
  /** Applies the migration named and every one after it. */
  upgrade: () => Promise<void>;
  close: () => Promise<void>;
}

export async function databaseBefore(tagEnd: string): Promise<DatabaseBefore> {
  const pglite = await PGlite.create(undefined, { extensions: { pg_trgm } });
  await pglite.exec('create extension if not exists pg_trgm');
  const before = await mkdtemp(path.join(os.tmpdir(), 'shop-migrations-'));
  await cp(MIGRATIONS_DIR, before, { recursive: true });
  const journalFile = path.join(before, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag.endsWith(tagEnd));
  if (at <= 0) throw new Error(`no migration after the first ends with ${tagEnd}`);
  journal.entries = journal.entries.slice(0, at);
  await writeFile(journalFile, JSON.stringify(journal));
  await migrate(drizzle(pglite), { migrationsFolder: before });
  return {
    pglite,
    upgrade: () => migrate(drizzle(pglite), { migrationsFolder: MIGRATIONS_DIR }),
    close: async () => {
      await pglite.close();
      await rm(before, { recursive: true, force: true });
    },
  };
}
