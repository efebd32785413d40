// npm run bench:catalogue-approaches — the ways considered for answering the catalogue's filters,
// counts and orders (decision record 024), measured on the same generated catalogue:
//   memory: the shop's facet index (src/server/modules/catalogue/facet-index.ts), sets of bits in
//           memory, as the catalogue call uses it (without HTTP and cards);
//   sql:    PostgreSQL alone: one row a product with its chosen values in an array under a GIN
//           index, the list and its total in one statement and every filter's counts by grouping,
//           each with the other filters applied, one statement a filter;
//   sql-1:  PostgreSQL alone in one statement a request: the rows that fail at most one filter
//           read once into a CTE, the page, the total and every count grouped from it (UNION ALL);
//   itemsjs: the maintained JavaScript facet library (itemsjs), with the same rows in memory.
// Each is asked the same filtered requests (a category, two specifications, a price range, sorted by
// price), each request once, and figures are per request with all its counts, at each size.
// Options (env): BENCH_SIZES=1000,10000,100000  BENCH_ROUNDS=3  BENCH_DATABASE_URL=postgres://... (else PGlite only)
import itemsjs from 'itemsjs';
import { sql, type SQL } from 'drizzle-orm';
import { migrateDatabase, queryRows, type Db } from '../src/server/db/client';
import { FacetIndex, type Resolved } from '../src/server/modules/catalogue/engine';
import { readFilter, DISCOUNT_BANDS } from '../src/shared/catalogue-filters';
import { filteredCatalogueRequests, generateCatalogue } from './catalogue';
import { benchDatabase, PG_URL, runAsScript } from './lib';

const SIZES = (process.env.BENCH_SIZES ?? process.env.BENCH_SIZE ?? '1000,10000,100000').split(',').map(Number);
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
    join lateral (select v.price_paise, v.mrp_paise, v.stock from product_variants v where v.product_id = p.id order by (v.stock > 0) desc, v.is_default desc, v.price_paise, v.id limit 1) dv on true
    where p.is_published`);
  await db.execute(sql`create index facet_doc_vals_ix on facet_doc using gin (vals)`);
  await db.execute(sql`create index facet_doc_cat_ix on facet_doc (category_id, price)`);
  await db.execute(sql`create index facet_doc_brand_ix on facet_doc (brand_id)`);
  await db.execute(sql`create index facet_doc_price_ix on facet_doc (price, id)`);
  await db.execute(sql`analyze facet_doc`);
}

/** A request's filters as SQL conditions over facet_doc, one a filter. */
function sqlGroups(r: Resolved): { key: string; where: SQL }[] {
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
  return groups;
}

/** One request in SQL alone: the page and its total, then each filter's counts with the other filters applied. */
async function sqlRequest(db: Db, r: Resolved): Promise<number> {
  const groups = sqlGroups(r);
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

/**
 * One request in one statement: each product that fails at most one filter is read once, with a
 * flag per filter; the page, the total and every count (with the other filters applied) are grouped
 * from those rows.
 */
async function sqlOneStatement(db: Db, r: Resolved): Promise<number> {
  const groups = sqlGroups(r);
  const flags = groups.map((g, i) => sql`coalesce((${g.where}), false) as ${sql.raw(`m${i}`)}`);
  const failing = groups.length
    ? sql.join(
        groups.map((_, i) => sql.raw(`(not m${i})::int`)),
        sql` + `,
      )
    : sql`0`;
  const allBut = (skip: string | null) => {
    const parts = groups.flatMap((g, i) => (g.key === skip ? [] : [sql.raw(`m${i}`)]));
    return parts.length ? sql.join(parts, sql` and `) : sql`true`;
  };
  const bands = PRICE_RANGES.map((b) => sql`count(*) filter (where price between ${b.min ?? 0} and ${b.max ?? 1e12})`);
  const discounts = DISCOUNT_BANDS.map((d) => sql`count(*) filter (where discount >= ${d})`);
  const parts: SQL[] = [
    sql`(select 'total' k, null v, count(*)::numeric n from f where ${allBut(null)})`,
    sql`(select 'page', id::text, price from f where ${allBut(null)} order by price, id limit 24)`,
    sql`(select 'category', category_id::text, count(*) from f where ${allBut('Category')} group by 2)`,
    sql`(select 'brand', brand_id::text, count(*) from f where ${allBut('Brand')} group by 2)`,
    sql`(select 'price', o::text, c from (select array[min(price), max(price), ${sql.join(bands, sql`, `)}] a from f where ${allBut('Price')}) s, unnest(a) with ordinality u(c, o))`,
    sql`(select 'discount', o::text, c from (select array[${sql.join(discounts, sql`, `)}] a from f where ${allBut('Discount')}) s, unnest(a) with ordinality u(c, o))`,
    sql`(select 'stock', null, count(*) filter (where in_stock) from f where ${allBut('InStock')})`,
    sql`(select 'values', v, count(*) from f, unnest(vals) v where ${allBut(null)} group by 2)`,
  ];
  for (const s of r.specs) {
    const key = `Spec.${s.def.key}`;
    parts.push(
      s.range
        ? sql`(select ${key}, 'range', max((nums->>${String(s.def.id)})::numeric) from f where ${allBut(key)})`
        : sql`(select ${key}, v, count(*) from f, unnest(vals) v where ${allBut(key)} and v like ${`s${s.def.id}:%`} group by 2)`,
    );
  }
  const rows = await queryRows<{ k: string; n: string | number }>(
    db,
    sql`with f as materialized (select * from (select facet_doc.*, ${flags.length ? sql.join(flags, sql`, `) : sql`true as m`} from facet_doc) x where ${failing} <= 1)
      ${sql.join(parts, sql` union all `)}`,
  );
  return Number(rows.find((row) => row.k === 'total')?.n ?? 0);
}

interface DocRow {
  id: number;
  category_id: number;
  brand_id: number | null;
  price: string | number;
  discount: string | number;
  in_stock: boolean;
  vals: string[];
  nums: Record<string, number>;
}

/** The library, given the same rows: a facet a specification (values ORed within it), a category, a brand, in stock. */
async function buildItemsjs(db: Db) {
  const rows = await queryRows<DocRow>(db, sql`select * from facet_doc`);
  const specIds = new Set<string>();
  const items = rows.map((row) => {
    const item: Record<string, unknown> = {
      id: row.id,
      category: String(row.category_id),
      brand: String(row.brand_id ?? ''),
      price: Number(row.price),
      discount: Number(row.discount),
      in_stock: row.in_stock ? 'yes' : 'no',
      nums: row.nums,
    };
    for (const v of row.vals) {
      const spec = v.slice(0, v.indexOf(':'));
      specIds.add(spec);
      ((item[spec] as string[] | undefined) ?? ((item[spec] = [] as string[]) as string[])).push(v);
    }
    return item;
  });
  const aggregations: Record<string, { size: number; conjunction: boolean }> = {
    category: { size: 100, conjunction: false },
    brand: { size: 100, conjunction: false },
    in_stock: { size: 2, conjunction: false },
  };
  for (const spec of specIds) aggregations[spec] = { size: 100, conjunction: false };
  return itemsjs(items, { aggregations, sortings: { price: { field: 'price', order: 'asc' } } });
}

function itemsjsRequest(engine: ReturnType<typeof itemsjs>, r: Resolved): number {
  const filters: Record<string, string[]> = {};
  if (r.categories.length) filters.category = r.categories.map(String);
  if (r.brands.length) filters.brand = r.brands.map(String);
  if (r.inStock) filters.in_stock = ['yes'];
  const ranges: ((item: Record<string, unknown>) => boolean)[] = [];
  for (const s of r.specs) {
    if (s.range) {
      const { min, max } = s.range;
      const id = String(s.def.id);
      ranges.push((item) => {
        const n = (item.nums as Record<string, number>)[id];
        return n !== undefined && (min === null || n >= min) && (max === null || n <= max);
      });
    } else filters[`s${s.def.id}`] = s.values.map((v) => `s${s.def.id}:${v}`);
  }
  const { min, max } = r.price;
  if (min !== null || max !== null) ranges.push((item) => (min === null || (item.price as number) >= min) && (max === null || (item.price as number) <= max));
  if (r.discount !== null) {
    const least = r.discount;
    ranges.push((item) => (item.discount as number) >= least);
  }
  const answer = engine.search({
    per_page: 24,
    sort: 'price',
    filters,
    ...(ranges.length ? { filter: (item: Record<string, unknown>) => ranges.every((ok) => ok(item)) } : {}),
  });
  return answer.pagination.total;
}

async function run(kind: 'postgres' | 'pglite', SIZE: number) {
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
    t = performance.now();
    const library = await buildItemsjs(database.db);
    console.log(`  itemsjs: built in ${(performance.now() - t).toFixed(0)} ms`);
    const memory: number[] = [];
    const inSql: number[] = [];
    const inOne: number[] = [];
    const inLibrary: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const r of requests) {
        t = performance.now();
        const listing = index.list(r, null, { offset: 0, limit: 24 });
        memory.push(performance.now() - t);
        t = performance.now();
        const total = await sqlRequest(database.db, r);
        inSql.push(performance.now() - t);
        t = performance.now();
        const one = await sqlOneStatement(database.db, r);
        inOne.push(performance.now() - t);
        t = performance.now();
        const fromLibrary = itemsjsRequest(library, r);
        inLibrary.push(performance.now() - t);
        if (total !== listing.total || one !== listing.total || fromLibrary !== listing.total)
          throw new Error(`the ways disagree: memory ${listing.total}, sql ${total}, sql-1 ${one}, itemsjs ${fromLibrary}`);
      }
    }
    console.log(`  memory:  ${figures(memory)}`);
    console.log(`  sql:     ${figures(inSql)}`);
    console.log(`  sql-1:   ${figures(inOne)}`);
    console.log(`  itemsjs: ${figures(inLibrary)}`);
  } finally {
    await dispose();
  }
}

runAsScript(import.meta.url, async () => {
  for (const size of SIZES) {
    if (PG_URL) await run('postgres', size);
    await run('pglite', size);
  }
});
