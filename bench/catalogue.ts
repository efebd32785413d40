// npm run bench:catalogue — product detail, listing and search under load, on PostgreSQL and on
// the embedded PGlite, at 1,000, 10,000 and 100,000 products. Each figure is also given as a ratio
// to a bare Fastify route answering a constant, measured in the same run.
// The catalogue (bench/generate-catalogue.ts) has 40 brands, a few big and many small, and every
// product values of its category's specifications, those of the demo catalogue, drawn so that runs
// compare; filteredCatalogueRequests gives filtered category pages to ask of it.
// Budgets: at 100,000 products on PostgreSQL, search p95 < 25 ms (each fixed search, and "search
// first"), and a server-rendered product page with the cache off p95 < 20 ms; detail and listing
// throughput at least 30 % of the bare route; a filtered catalogue request with all its counts p95
// < 25 ms the first time after a change ("catalogue first"; "catalogue (db)", with nothing kept at
// all, is held to it too) and < 3 ms repeated ("catalogue"), PGlite within 2x of PostgreSQL the
// first time after a change. With nothing kept, PGlite's ratio is printed for information: every
// request then reads its cards again, and PGlite answers one query at a time in the shop's own
// process, where PostgreSQL's server works on several at once beside it.
// Besides one fixed search per kind, "search first" asks once for each of 300 different searches
// (words, pairs of words, product codes, typos; three pages each) while 20 sales a second change
// stock: what a search costs the first time after a catalogue edit. Some 230 other searches, each
// asked for the first time too, go before it unmeasured over the same connections, so that its
// figure is a running shop's, asked over open connections as browsers and CDNs ask, and not that of
// a process answering its first searches ever or of a load generator opening its connections. "search mix" then keeps asking for them,
// with the sales going on, as a busy shop would. The "(db)" rows are an
// instance with its cache turned off: nothing is kept, and only requests arriving together share a
// load, so nearly every request runs the full query (the cost of a search the first time it is asked
// for after a catalogue edit). "page (db)" is a product page (/product/<id>) drawn by the server's
// renderer on that instance, read afresh from the database and rendered again for each request
// (but those arriving together); it needs the built web app (npm run build), and is left out with
// a note without it.
// Options (env): BENCH_SIZES=1000,10000,100000  BENCH_SECONDS=5  BENCH_CONNECTIONS=10
//                BENCH_DATABASE_URL=postgres://... (a server where databases may be created; skipped if unset)
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import type { Database } from '../src/server/db/client';
import { CatalogueCache } from '../src/server/lib/catalogue-cache';
import { BENCH_BRANDS, filteredCatalogueRequests, generateCatalogue } from './generate-catalogue';
import {
  asBrowser,
  bareRoute,
  benchDatabase,
  BROWSER_HEADERS,
  benchEnv,
  CONNECTIONS,
  load,
  PG_URL,
  runAsScript,
  SECONDS,
  type LoadRequest,
  type Result,
} from './lib';

export { filteredCatalogueRequests, generateCatalogue } from './generate-catalogue';

/** The biggest brands: the searches name them. */
const BRANDS = BENCH_BRANDS.slice(0, 6);
const LINES = ['Wireless', 'Studio', 'Bass', 'Party', 'Cinema', 'Travel', 'Pro', 'Mini'];
const KINDS = ['Headphones', 'Earbuds', 'Speaker', 'Soundbar', 'Amplifier', 'Microphone', 'Cable'];
const TYPOS = ['hedphone', 'speeker', 'amplifer', 'microphon', 'sounbar', 'earbud', 'wireles', 'stuido', 'tarnag', 'cinma'];

/** Different searches a crowd of shoppers types, each with its first three pages. Fixed, so runs compare. */
export function searchMix(size: number, seed = 42, count = 300): string[] {
  const rand = (n: number) => {
    // 32-bit arithmetic (a plain multiply loses the low bits in floating point and falls into a
    // short cycle); the high bits are the random ones.
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return (seed >>> 8) % n;
  };
  const pick = <T>(a: T[]) => a[rand(a.length)];
  const queries = new Set<string>(['', 'zirconium diaphragm', 'sound bar']);
  for (const w of [...BRANDS, ...LINES, ...KINDS, ...TYPOS]) queries.add(w.toLowerCase());
  while (queries.size < count) {
    const kind = rand(5);
    if (kind === 0) queries.add(`${pick(BRANDS)} ${pick(KINDS)}`.toLowerCase());
    else if (kind === 1) queries.add(`${pick(LINES)} ${pick(KINDS)}`.toLowerCase());
    else if (kind === 2) queries.add(`bn-${String(1 + rand(size)).padStart(6, '0')}`);
    else if (kind === 3) queries.add(`${pick(BRANDS)} ${pick(LINES)} ${pick(KINDS)}`.toLowerCase());
    else queries.add(`${pick(TYPOS)} ${pick(BRANDS)}`.toLowerCase());
  }
  const paths: string[] = [];
  for (const q of queries) for (const page of [1, 2, 3]) paths.push(`/api/Public/product?SearchText=${encodeURIComponent(q)}&Page=${page}&PageSize=24`);
  return paths;
}

/** `paths` in a fixed shuffled order, as requests for the load generator. */
export function rotating(paths: string[]): LoadRequest[] {
  const step = 7919 % paths.length || 1;
  return paths.map((_, i) => ({ path: paths[((i + 1) * step) % paths.length] }));
}

/** 20 sales a second: a random variant's stock changes, as a checkout does. */
export function salesWhile(database: Database, size: number) {
  let running = true;
  let sold = 0;
  const done = (async () => {
    while (running) {
      const id = 1 + Math.floor(Math.random() * size);
      await database.db.execute(
        sql`update product_variants set stock = (stock + 49) % 50 where id = (select min(id) from product_variants where product_id = ${id})`,
      );
      sold += 1;
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  return async () => {
    running = false;
    await done;
    return sold;
  };
}

const SIZES = (process.env.BENCH_SIZES ?? '1000,10000,100000').split(',').map(Number);

async function runOne(kind: 'postgres' | 'pglite', size: number, bare: Result) {
  const { database, dataDir, dispose } = await benchDatabase(kind, String(size));
  const config = loadConfig(benchEnv(dataDir));
  // Two instances of the shop on the same database: one as shoppers get it (with the catalogue
  // cache), one with the cache off, so the database's own speed is measured too.
  const app = await buildApp(config, { database, logger: false, jobs: false });
  const raw = await buildApp(config, { database, logger: false, jobs: false, seed: false, context: { cache: new CatalogueCache(0) } });
  const started = Date.now();
  await generateCatalogue(database, size);
  const genSeconds = ((Date.now() - started) / 1000).toFixed(1);
  await app.listen({ port: 0, host: '127.0.0.1' });
  await raw.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/api`;
  const rawRoot = `http://127.0.0.1:${(raw.server.address() as { port: number }).port}`;
  const rawBase = `${rawRoot}/api`;
  const mid = Math.floor(size / 2);
  // The product page as a browser asks for it (compressed); without the built web app the server
  // sends the bare index.html, which says nothing about rendering: the row is then left out.
  const pageUrl = `${rawRoot}/product/${mid}`;
  const rendered = (await (await fetch(pageUrl)).text()).includes('data-rendered="server"');
  if (!rendered) console.log(`-- ${kind}, ${size}: no server-rendered product page (build the web app: npm run build); "page (db)" left out`);

  const mix = searchMix(size);
  // Other searches, each asked for the first time before "search first" and not measured: its figure
  // is then a running shop's, not that of a process asked for its first searches ever.
  const measured = new Set(mix);
  const others = searchMix(size, 7, 400).filter((p) => !measured.has(p));
  const withSales = true;
  // Filtered category requests (a category, specifications, a price range, sorted by price), with
  // all their counts: as shoppers ask them again ("catalogue"), each page once while sales change
  // stock ("catalogue first": what a request costs the first time after a catalogue change), and
  // on the instance with its cache off ("catalogue (db)"). Before "catalogue first", each filter and
  // order is asked once for its first 72 products, unmeasured: a catalogue change drops every kept
  // answer but only the changed product's card, so a running shop has the cards of these pages already.
  const root = base.slice(0, -'/api'.length);
  const filtered = filteredCatalogueRequests(size);
  const withPage = (path: string, page: number) => {
    const url = new URL(path, 'http://shop');
    url.searchParams.set('Page', String(page));
    return `${url.pathname}${url.search}`;
  };
  const withSort = (path: string, sort: string) => {
    const url = new URL(path, 'http://shop');
    url.searchParams.set('Sort', sort);
    return `${url.pathname}${url.search}`;
  };
  // Each filter in its own order and sorted by price both ways: three times as many different
  // requests, so that the row's p95 is not decided by one stall of the machine.
  const sorted = [...new Set(filtered.flatMap((p) => [p, withSort(p, 'price-asc'), withSort(p, 'price-desc')]))];
  const filteredPages = sorted.flatMap((p) => [1, 2, 3].map((page) => withPage(p, page)));
  type Scenario = [string, string, { requests: LoadRequest[]; amount?: number; withSales?: boolean; warmup?: LoadRequest[] }?];
  const page: Scenario = ['page (db)', pageUrl, { requests: [{ headers: BROWSER_HEADERS }] }];
  const scenarios: Scenario[] = [
    ['detail', `${base}/Public/Product/GetById?Id=${mid}`],
    ['listing', `${base}/Public/product?SearchText=&Page=2&PageSize=24`],
    ['search common', `${base}/Public/product?SearchText=headphones&Page=1&PageSize=24`],
    ['search rare', `${base}/Public/product?SearchText=zirconium&Page=1&PageSize=24`],
    ['search typo', `${base}/Public/product?SearchText=hedphone&Page=1&PageSize=24`],
    ['search first', `${base}/Public/product`, { requests: rotating(mix), amount: mix.length, withSales, warmup: rotating(others) }],
    ['search mix', `${base}/Public/product`, { requests: rotating(mix), withSales }],
    ['catalogue', `${root}/api/public/catalogue`, { requests: asBrowser(rotating(filtered)) }],
    [
      'catalogue first',
      `${root}/api/public/catalogue`,
      {
        requests: asBrowser(rotating(filteredPages)),
        amount: filteredPages.length,
        withSales,
        warmup: asBrowser(rotating(sorted.map((p) => `${p}&PageSize=72`))),
      },
    ],
    ['catalogue (db)', `${rawRoot}/api/public/catalogue`, { requests: asBrowser(rotating(filtered)), withSales }],
    ['detail (db)', `${rawBase}/Public/Product/GetById?Id=${mid}`],
    ['listing (db)', `${rawBase}/Public/product?SearchText=&Page=2&PageSize=24`],
    ['common (db)', `${rawBase}/Public/product?SearchText=headphones&Page=1&PageSize=24`],
    ['rare (db)', `${rawBase}/Public/product?SearchText=zirconium&Page=1&PageSize=24`],
    ['typo (db)', `${rawBase}/Public/product?SearchText=hedphone&Page=1&PageSize=24`],
    ...(rendered ? [page] : []),
  ];
  const rows: string[] = [];
  let sales = 0;
  for (const [name, url, many] of scenarios) {
    const stopSales = many?.withSales ? salesWhile(database, size) : null;
    // A second unmeasured for the steady scenarios, so that none pays for warming up the code.
    // (The first-time rows warm up inside their own run, over the connections they are measured on.)
    if (!many?.amount) await load(url, { ...many, seconds: 1 });
    const r = await load(url, many ?? {});
    if (stopSales) sales += await stopSales();
    rows.push(
      `${kind.padEnd(8)} ${String(size).padStart(7)} ${name.padEnd(14)} ${r.rps.toFixed(0).padStart(7)} req/s (${((r.rps / bare.rps) * 100).toFixed(0).padStart(3)}% of bare)  p50 ${r.p50.toFixed(1).padStart(6)} ms  p95 ${r.p95.toFixed(1).padStart(6)} ms  p99 ${r.p99.toFixed(1).padStart(6)} ms  (p95 x${(r.p95 / Math.max(bare.p95, 0.1)).toFixed(1)} bare)${r.errors ? `  ERRORS ${r.errors}` : ''}`,
    );
    results.push({ kind, size, name, ...r });
  }
  console.log(
    `-- ${kind}, ${size} products (generated in ${genSeconds} s); search first and mix: ${mix.length / 3} searches x 3 pages (after ${others.length / 3} others), ${sales} sales during them`,
  );
  for (const r of rows) console.log(r);
  await app.close();
  await raw.close();
  await dispose();
}

const results: ({ kind: string; size: number; name: string } & Result)[] = [];

async function main() {
  const bareServer = await bareRoute();
  await load(bareServer.url, { seconds: 1 });
  const bare = await load(bareServer.url);
  console.log(
    `bare Fastify route: ${bare.rps.toFixed(0)} req/s, p50 ${bare.p50} ms, p95 ${bare.p95} ms, p99 ${bare.p99} ms (${CONNECTIONS} connections, ${SECONDS} s each)`,
  );
  for (const size of SIZES) {
    if (PG_URL) await runOne('postgres', size, bare);
    else console.log('-- postgres skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL');
    await runOne('pglite', size, bare);
  }
  await bareServer.close();

  console.log('\n-- budgets');
  const largest = Math.max(...SIZES);
  const pgSearch = results.filter((r) => r.kind === 'postgres' && r.size === largest && r.name.startsWith('search'));
  for (const r of pgSearch) {
    const what = r.name === 'search first' ? ' (each search the first time)' : '';
    console.log(`${r.p95 < 25 ? 'ok  ' : 'OVER'} search p95 < 25 ms at ${largest} on PostgreSQL: ${r.name}${what} ${r.p95.toFixed(1)} ms`);
  }
  const catalogue = (kind: string, name: string) => results.find((r) => r.kind === kind && r.size === largest && r.name === name);
  for (const [name, budget, what] of [
    ['catalogue first', 25, 'each filtered request the first time after a change'],
    ['catalogue (db)', 25, 'cache off, sales going on'],
    ['catalogue', 3, 'repeated'],
  ] as const) {
    const r = catalogue('postgres', name);
    if (r)
      console.log(`${r.p95 < budget ? 'ok  ' : 'OVER'} filtered catalogue p95 < ${budget} ms at ${largest} on PostgreSQL (${what}): ${r.p95.toFixed(1)} ms`);
    const lite = catalogue('pglite', name);
    if (r && lite && name !== 'catalogue') {
      const within = lite.p95 <= 2 * r.p95;
      const verdict = name === 'catalogue first' ? (within ? 'ok  ' : 'OVER') : 'info';
      console.log(
        `${verdict} filtered catalogue on PGlite within 2x of PostgreSQL (${what}): p95 ${lite.p95.toFixed(1)} ms, ${(lite.p95 / r.p95).toFixed(2)}x`,
      );
    }
  }
  const page = results.find((r) => r.kind === 'postgres' && r.size === largest && r.name === 'page (db)');
  if (page)
    console.log(
      `${page.p95 < 20 ? 'ok  ' : 'OVER'} server-rendered product page, cache off, p95 < 20 ms at ${largest} on PostgreSQL: ${page.p95.toFixed(1)} ms`,
    );
  else if (PG_URL) console.log(`OVER server-rendered product page, cache off, at ${largest} on PostgreSQL: not measured (build the web app: npm run build)`);
  for (const r of results.filter((x) => x.kind === 'postgres' && x.size === largest && x.name.endsWith('(db)') && x.name !== 'page (db)')) {
    console.log(`info cache off (nothing kept; requests arriving together share a load), at ${largest} on PostgreSQL: ${r.name} p95 ${r.p95.toFixed(1)} ms`);
  }
  for (const r of results.filter((x) => x.name === 'detail' || x.name === 'listing')) {
    const share = r.rps / bare.rps;
    console.log(`${share >= 0.3 ? 'ok  ' : 'OVER'} ${r.kind} ${r.size} ${r.name} throughput >= 30% of bare: ${(share * 100).toFixed(0)}%`);
  }
  for (const size of SIZES) {
    for (const name of [
      'detail',
      'listing',
      'search common',
      'search typo',
      'search first',
      'search mix',
      'catalogue',
      'catalogue first',
      'catalogue (db)',
      'detail (db)',
      'listing (db)',
      'common (db)',
      'typo (db)',
      'page (db)',
    ]) {
      const a = results.find((r) => r.kind === 'postgres' && r.size === size && r.name === name);
      const b = results.find((r) => r.kind === 'pglite' && r.size === size && r.name === name);
      if (a && b) console.log(`ratio PGlite/PostgreSQL ${size} ${name}: throughput ${(b.rps / a.rps).toFixed(2)}, p95 ${(b.p95 / a.p95).toFixed(2)}`);
    }
  }
}

runAsScript(import.meta.url, main);
