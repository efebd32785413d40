// npm run bench:catalogue-approaches — the ways considered for answering the catalogue's filters,
// counts and orders (decision record 024), measured on the same generated catalogue:
//   memory: the shop's facet index (src/server/modules/catalogue/facet-index.ts), sets of bits in
//           memory, as the catalogue call uses it (without HTTP and cards);
//   sql:    PostgreSQL alone: one row a product with its chosen values in an array under a GIN
//           index, the list and its total in one statement and every filter's counts by grouping,
//           each with the other filters applied, one statement a filter.
// Each is asked the same filtered requests (a category, two specifications, a price range, sorted by
// price), each request once, and figures are per request with all its counts.
// Options (env): BENCH_SIZE=100000  BENCH_ROUNDS=3  BENCH_DATABASE_URL=postgres://... (else PGlite only)
import { sql, type SQL } from 'drizzle-orm';
import { migrateDatabase, queryRows, type Db } from '../src/server/db/client';
import { FacetIndex, type Resolved } from '../src/server/modules/catalogue/engine';
import { readFilter, DISCOUNT_BANDS } from '../src/shared/catalogue-filters';
import { filteredCatalogueRequests, generateCatalogue } from './catalogue';
import { benchDatabase, PG_URL, runAsScript } from './lib';

const SIZE = Number(process.env.BENCH_SIZE ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** Five price ranges counted by the SQL way, as many as the index counts for a category (its own, there). */
const PRICE_RANGES = [
  { min: null, max: 999 },
  { min: 1000, max: 2999 },
  { min: 3000, max: 9999 },
  { min: 10000, max: 19999 },
  { min: 20000, max: null },
];

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
const figures = (ms: number[]) => {
  const s = [...ms].sort((a, b) => a - b);
  return `p50 ${pct(s, 0.5).toFixed(2)} ms, p95 ${pct(s, 0.95).toFixed(2)} ms (${s.length} requests)`;
};

/** The search over published products in one table: what PostgreSQL alone would keep. */
async function buildSqlTable(db: Db) {
  await db.execute(sql`drop table if exists facet_doc`);
  await db.execute(sql`
    create table facet_doc as
    select p.id, p.category_id, p.brand_id, dv.price_paise / 100.0 as price,
      case when dv.mrp_paise > dv.price_paise then floor((dv.mrp_paise - dv.price_paise) * 100.0 / dv.mrp_paise) else 0 end as discount,
      dv.stock > 0 as in_stock, p.created_at,
      coalesce(array(select 's' || ps.specification_id || ':' || trim(both '-' from lower(regexp_replace(ps.value, '[^A-Za-z0-9]+', '-', 'g')))
        from product_specs ps join specifications s on s.id = ps.specification_id where ps.product_id = p.id and s.kind <> 'number'), '{}') as vals,
      coalesce((select jsonb_object_agg(ps.specification_id::text, ps.value::numeric) from product_specs ps join specifications s on s.id = ps.specification_id
        where ps.product_id = p.id and s.kind = 'number'), '{}') as nums
    from products p
    join lateral (select v.price_paise, v.mrp_paise, v.stock from product_variants v where v.product_id = p.id order by v.is_default desc, v.id limit 1) dv on true
    where p.is_published`);
  await db.execute(sql`create index facet_doc_vals_ix on facet_doc using gin (vals)`);
  await db.execute(sql`create index facet_doc_cat_ix on facet_doc (category_id, price)`);
  await db.execute(sql`create index facet_doc_brand_ix on facet_doc (brand_id)`);
  await db.execute(sql`create index facet_doc_price_ix on facet_doc (price, id)`);
  await db.execute(sql`analyze facet_doc`);
}

/** One request in SQL alone: the page and its total, then each filter's counts with the other filters applied. */
async function sqlRequest(db: Db, r: Resolved): Promise<number> {
  const groups: { key: string; where: SQL }[] = [];
  if (r.categories.length) groups.push({ key: 'Category', where: sql`category_id = any(${`{${r.categories.join(',')}}`}::int[])` });
  if (r.brands.length) groups.push({ key: 'Brand', where: sql`brand_id = any(${`{${r.brands.join(',')}}`}::int[])` });
  if (r.price.min !== null || r.price.max !== null) groups.push({ key: 'Price', where: sql`price between ${r.price.min ?? 0} and ${r.price.max ?? 1e12}` });
  if (r.discount !== null) groups.push({ key: 'Discount', where: sql`discount >= ${r.discount}` });
  if (r.inStock) groups.push({ key: 'InStock', where: sql`in_stock` });
  for (const s of r.specs) {
    groups.push({
      key: `Spec.${s.def.key}`,
      where: s.range
        ? sql`(nums->>${String(s.def.id)})::numeric between ${s.range.min ?? -1e12} and ${s.range.max ?? 1e12}`
        : sql`vals && ${`{${s.values.map((v) => `s${s.def.id}:${v}`).join(',')}}`}::text[]`,
    });
  }
  const whereOf = (without?: string) => {
    const parts = groups.filter((g) => g.key !== without).map((g) => g.where);
    return parts.length ? sql.join(parts, sql` and `) : sql`true`;
  };
  const [page] = await queryRows<{ total: number }>(
    db,
    sql`select count(*) over ()::int as total, id from facet_doc where ${whereOf()} order by price, id limit 24`,
  );
  const total = page?.total ?? 0;
  await queryRows(db, sql`select category_id, count(*) from facet_doc where ${whereOf('Category')} group by 1`);
  await queryRows(db, sql`select brand_id, count(*) from facet_doc where ${whereOf('Brand')} group by 1`);
  const bands = PRICE_RANGES.map((b) => sql`count(*) filter (where price between ${b.min ?? 0} and ${b.max ?? 1e12})`);
  await queryRows(db, sql`select min(price), max(price), ${sql.join(bands, sql`, `)} from facet_doc where ${whereOf('Price')}`);
  const discounts = DISCOUNT_BANDS.map((d) => sql`count(*) filter (where discount >= ${d})`);
  await queryRows(db, sql`select ${sql.join(discounts, sql`, `)} from facet_doc where ${whereOf('Discount')}`);
  await queryRows(db, sql`select count(*) filter (where in_stock) from facet_doc where ${whereOf('InStock')}`);
  for (const s of r.specs) {
    if (s.range)
      await queryRows(
        db,
        sql`select min((nums->>${String(s.def.id)})::numeric), max((nums->>${String(s.def.id)})::numeric) from facet_doc where ${whereOf(`Spec.${s.def.key}`)}`,
      );
    else
      await queryRows(
        db,
        sql`select v, count(*) from facet_doc, unnest(vals) v where ${whereOf(`Spec.${s.def.key}`)} and v like ${`s${s.def.id}:%`} group by v`,
      );
  }
  // The specifications not chosen: all their values in one grouping over the whole list.
  await queryRows(db, sql`select v, count(*) from facet_doc, unnest(vals) v where ${whereOf()} group by v`);
  return total;
}

async function run(kind: 'postgres' | 'pglite') {
  const { database, dispose } = await benchDatabase(kind, 'approaches');
  try {
    await migrateDatabase(database);
    const started = Date.now();
    await generateCatalogue(database, SIZE);
    console.log(`\n${kind}, ${SIZE.toLocaleString('en-IN')} products (generated in ${((Date.now() - started) / 1000).toFixed(0)} s)`);
    const index = new FacetIndex(database.db);
    let t = performance.now();
    await index.ready();
    console.log(`  memory: built in ${(performance.now() - t).toFixed(0)} ms`);
    t = performance.now();
    await buildSqlTable(database.db);
    console.log(`  sql:    table and indexes built in ${(performance.now() - t).toFixed(0)} ms`);
    const requests = filteredCatalogueRequests(SIZE).map((path) => {
      const read = readFilter(new URLSearchParams(path.split('?')[1]));
      if (read.error !== null) throw new Error(`${path}: ${read.error}`);
      return index.resolve(read.filter, false);
    });
    const memory: number[] = [];
    const inSql: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const r of requests) {
        t = performance.now();
        const listing = index.list(r, null, { offset: 0, limit: 24 });
        memory.push(performance.now() - t);
        t = performance.now();
        const total = await sqlRequest(database.db, r);
        inSql.push(performance.now() - t);
        if (total !== listing.total) throw new Error(`the two ways disagree: ${total} and ${listing.total}`);
      }
    }
    console.log(`  memory: ${figures(memory)}`);
    console.log(`  sql:    ${figures(inSql)}`);
  } finally {
    await dispose();
  }
}

runAsScript(import.meta.url, async () => {
  if (PG_URL) await run('postgres');
  await run('pglite');
});
