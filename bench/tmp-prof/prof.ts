import pg from 'pg';
import { openDatabase, migrateDatabase } from '../../src/server/db/client';
import { FacetIndex } from '../../src/server/modules/catalogue/facet-index';
import { readFilter } from '../../src/shared/catalogue-filters';
import { filteredCatalogueRequests, generateCatalogue } from '../catalogue';

const URL0 = 'postgres://shop:shop@127.0.0.1:5432/postgres';
const SIZE = 100_000;
async function main() {
  const admin = new pg.Client({ connectionString: URL0 });
  await admin.connect();
  const exists = (await admin.query(`select 1 from pg_database where datname = 'shop_prof'`)).rowCount;
  if (!exists) await admin.query('create database shop_prof');
  await admin.end();
  const database = await openDatabase({ databaseUrl: 'postgres://shop:shop@127.0.0.1:5432/shop_prof', poolSize: 4 });
  await migrateDatabase(database);
  const n = Number((await database.pool!.query('select count(*) from products')).rows[0].count);
  if (n < SIZE) await generateCatalogue(database, SIZE);
  const index = new FacetIndex(database.db);
  let t = performance.now();
  await index.ready();
  console.log('built', (performance.now() - t).toFixed(0));
  const requests = filteredCatalogueRequests(SIZE).flatMap((path) => {
    const read = readFilter(new URLSearchParams(path.split('?')[1]));
    return [index.resolve(read.filter!, false)];
  });
  for (let round = 0; round < 5; round++) {
    const ms: number[] = [];
    for (const r of requests) {
      t = performance.now();
      index.list(r, null, { offset: 0, limit: 24 });
      ms.push(performance.now() - t);
    }
    ms.sort((a, b) => a - b);
    console.log(`round ${round}: n=${ms.length} p50 ${ms[Math.floor(ms.length / 2)]!.toFixed(2)} p95 ${ms[Math.floor(ms.length * 0.95)]!.toFixed(2)} max ${ms.at(-1)!.toFixed(2)} sum ${ms.reduce((a, b) => a + b, 0).toFixed(1)}`);
  }
  await database.close();
}
main();
