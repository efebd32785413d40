// npm run bench:cache-layers — what each of the shop's cache layers earns (decision record 049).
// A catalogue of 10,000 generated products (bench/generate-catalogue.ts), on PGlite and, when
// BENCH_DATABASE_URL or TEST_DATABASE_URL is set, on PostgreSQL. For each layer, a pair of
// instances of the shop on the same database, built and warmed together: one keeps everything, the
// other everything but that layer. Both are asked the same shopper mix over HTTP, as a browser asks
// (Accept-Encoding), in rounds that alternate which goes first (AB, BA, ...), so that the machine's noise falls on both
// alike: requests/s and p95 of each round, their means, and the ratio of the instance without the
// layer to the one with all. Each pair runs quiet, and again while 20 sales a second change stock
// (each sale drops the kept answers, as any change to a product does).
// The mix: about 70 % of requests are repeats of a hot set (the categories' plain pages, filtered
// pages, their second pages and other orders, common searches, popular products); the rest are
// different every round (another page or order of a filter, a price range nobody asked before, a
// search, a product page), the same for both instances of a round.
// The memory each layer holds: the heap the pair's instance with every layer frees when it is
// closed, less what the one without the layer frees (after a garbage collection; approximate).
// Needs --expose-gc (the npm script passes it).
// The CDN in front of the shop is outside the process: its figures are the festival sale's
// (bench/sale.ts, decision record 032).
// Options (env): BENCH_SIZE=10000  BENCH_SECONDS=3  BENCH_ROUNDS=2  BENCH_CONNECTIONS=10
//                BENCH_LAYERS=sent,address,...  BENCH_DATABASE_URL=postgres://... (skipped if unset)
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import type { Database } from '../src/server/db/client';
import { CatalogueCache, type CacheLayer } from '../src/server/lib/catalogue-cache';
import { createCatalogueSearch } from '../src/server/modules/catalogue/engine';
import { DEMO_SPECIFICATIONS } from '../src/demo/specifications';
import { emptyFilter, filterParams } from '../src/shared/catalogue-filters';
import { slugOf } from '../src/shared/slug';
import { salesWhile, searchMix } from './catalogue';
import { filteredCatalogueRequests, generateCatalogue } from './generate-catalogue';
import { asBrowser, bareRoute, benchDatabase, benchEnv, CONNECTIONS, load, PG_URL, runAsScript, type LoadRequest, type Result } from './lib';

const SIZE = Number(process.env.BENCH_SIZE ?? 10_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);

/** How an instance without a layer is made: what its cache, or its facet index's lists, do not keep. */
interface Without {
  cache?: readonly CacheLayer[];
  lists?: readonly 'selections'[];
}

/** Each layer, what it is, and how an instance without it is made. */
const LAYERS: Record<string, readonly [string, Without]> = {
  sent: ['the ETag and compressed forms of each answer sent', { cache: ['sent'] }],
  answer: ['the answer shelf (whole answers)', { cache: ['answer'] }],
  ranking: ['the ranking shelf (what a search found)', { cache: ['ranking'] }],
  card: ['the card shelf', { cache: ['card'] }],
  product: ['the product shelf (product pages as JSON)', { cache: ['product'] }],
  selections: ["the facet index's selections", { lists: ['selections'] }],
};
type Layer = string;

const SORTS = ['popular', 'price-asc', 'price-desc', 'newest', 'discount', 'rating'] as const;

/** A small random number generator with a seed, so that runs compare. */
function randomFrom(seed: number) {
  return (n: number) => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return (seed >>> 8) % n;
  };
}

const withParams = (path: string, params: Record<string, string>) => {
  const url = new URL(path, 'http://shop');
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return `${url.pathname}${url.search}`;
};

const categoryPage = (category: string, change: (f: ReturnType<typeof emptyFilter>) => void = () => {}) => {
  const f = emptyFilter();
  f.categories = [slugOf(category)];
  change(f);
  return `/api/public/catalogue?${filterParams(f).toString()}`;
};

/** The hot set: what many shoppers ask, over and over. */
function hotSet(): string[][] {
  const categories = Object.keys(DEMO_SPECIFICATIONS);
  const filtered = filteredCatalogueRequests(SIZE);
  const plain = categories.map((c) => categoryPage(c));
  const next = [...plain, ...filtered].map((p) => withParams(p, { Page: '2' }));
  const sorted = plain.flatMap((p) => ['price-asc', 'newest'].map((s) => withParams(p, { Sort: s })));
  const searches = searchMix(SIZE, 42, 40);
  const products = Array.from({ length: 60 }, (_, i) => `/api/Public/Product/GetById?Id=${1 + ((i * 163) % SIZE)}`);
  // Weighted by how often shoppers ask each kind: plain pages 20 %, filtered 25 %, next pages 10 %,
  // other orders 10 %, searches 20 %, product pages 15 % (each list's share of a hundred draws).
  return [
    [plain, 20],
    [filtered, 25],
    [next, 10],
    [sorted, 10],
    [searches, 20],
    [products, 15],
  ]
    .map(([list, n]) => Array.from({ length: n as number }, () => list as string[]))
    .flat();
}

/** Requests asked once: another page or order of a filter, a price range, a search, a product; new each round. */
function tail(round: number, rand: (n: number) => number): string {
  const categories = Object.keys(DEMO_SPECIFICATIONS);
  const filtered = filteredCatalogueRequests(SIZE);
  const kind = rand(100);
  if (kind < 30) {
    const p = filtered[rand(filtered.length)]!;
    return withParams(p, { Page: String(2 + rand(9)), Sort: SORTS[rand(SORTS.length)]! });
  }
  if (kind < 60) {
    const min = 100 * (5 + rand(200));
    return categoryPage(categories[rand(categories.length)]!, (f) => {
      f.price = { min, max: min + 100 * (10 + rand(300)) };
      f.page = 1 + rand(3);
    });
  }
  if (kind < 85) {
    const searches = searchMix(SIZE, 1000 + round, 300);
    return searches[rand(searches.length)]!;
  }
  return `/api/Public/Product/GetById?Id=${1 + rand(SIZE)}`;
}

/** A round's requests: 70 % from the hot set, 30 % asked once; the same list for both instances of the round. */
function mixFor(round: number, count: number): LoadRequest[] {
  const rand = randomFrom(7 + round * 7919);
  const hot = hotSet();
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    if (rand(100) < 70) {
      const list = hot[rand(hot.length)]!;
      out.push(list[rand(list.length)]!);
    } else out.push(tail(round, rand));
  }
  return asBrowser(out.map((path) => ({ path })));
}

interface Instance {
  /** Null once closed, so that nothing here holds what it kept. */
  app: FastifyInstance | null;
  url: string;
}

async function instance(database: Database, dataDir: string, layer: Layer | null): Promise<Instance> {
  const config = loadConfig(benchEnv(dataDir));
  const off: Without = layer ? LAYERS[layer]![1] : {};
  const context = {
    ...(off.cache ? { cache: new CatalogueCache({ without: off.cache }) } : {}),
    ...(off.lists ? { catalogueSearch: createCatalogueSearch(database.db, () => new Date(), off.lists) } : {}),
  };
  const app = await buildApp(config, { database, logger: false, jobs: false, seed: false, context });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url: `http://127.0.0.1:${(app.server.address() as { port: number }).port}` };
}

const gc = () => {
  const collect = (globalThis as { gc?: () => void }).gc;
  collect?.();
  collect?.();
};
const heapMb = () => {
  gc();
  return process.memoryUsage().heapUsed / 1e6;
};

/** What closing an instance frees of the heap, in MB. */
async function closeAndWeigh(i: Instance): Promise<number> {
  const before = heapMb();
  await i.app!.close();
  i.app = null;
  await new Promise((r) => setTimeout(r, 200));
  return before - heapMb();
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const fmt = (r: { rps: number; p95: number }) => `${r.rps.toFixed(0).padStart(6)} req/s  p95 ${r.p95.toFixed(1).padStart(6)} ms`;

async function runOne(kind: 'postgres' | 'pglite', bare: Result, layers: Layer[]) {
  const { database, dataDir, dispose } = await benchDatabase(kind, 'layers');
  // The first instance migrates the database; the catalogue is generated once for every pair.
  const first = await instance(database, dataDir, null);
  const started = Date.now();
  await generateCatalogue(database, SIZE);
  await first.app!.close();
  first.app = null;
  console.log(`-- ${kind}, ${SIZE} products (generated in ${((Date.now() - started) / 1000).toFixed(1)} s), ${ROUNDS} rounds of ${SECONDS} s a variant`);
  // Enough requests that a run does not come round to its first again.
  const count = Math.max(4000, SECONDS * 3000);
  const warm = async (i: Instance) => load(`${i.url}/api/public/catalogue`, { requests: mixFor(0, count), seconds: SECONDS });
  let round = 0;
  const lines: string[] = [];
  const memory: [Layer, number, number][] = [];
  for (const layer of layers) {
    // A pair of the same age, built and warmed alike: one with every layer, one without this one.
    const all = await instance(database, dataDir, null);
    const without = await instance(database, dataDir, layer);
    await warm(all);
    await warm(without);
    for (const sales of [false, true]) {
      const runs: { on: Result[]; off: Result[] } = { on: [], off: [] };
      const stopSales = sales ? salesWhile(database, SIZE) : null;
      for (let r = 0; r < ROUNDS; r++) {
        round += 1;
        const requests = mixFor(round, count);
        const order = r % 2 === 0 ? (['on', 'off'] as const) : (['off', 'on'] as const);
        for (const which of order) {
          const target = which === 'on' ? all : without;
          runs[which].push(await load(`${target.url}/api/public/catalogue`, { requests, seconds: SECONDS }));
        }
      }
      const sold = stopSales ? await stopSales() : 0;
      const on = { rps: mean(runs.on.map((x) => x.rps)), p95: mean(runs.on.map((x) => x.p95)) };
      const off = { rps: mean(runs.off.map((x) => x.rps)), p95: mean(runs.off.map((x) => x.p95)) };
      const errors = [...runs.on, ...runs.off].reduce((a, x) => a + x.errors, 0);
      const label = `${layer}${sales ? ` (+${sold} sales)` : ' (quiet)'}`;
      lines.push(
        `${kind.padEnd(8)} ${label.padEnd(26)} all ${fmt(on)} | without ${fmt(off)} | throughput x${(off.rps / on.rps).toFixed(2)}  p95 x${(off.p95 / on.p95).toFixed(2)}${errors ? `  ERRORS ${errors}` : ''}`,
      );
      lines.push(`${''.padEnd(35)}rounds, all: ${runs.on.map(fmt).join(' / ')}`);
      lines.push(`${''.padEnd(35)}rounds, without: ${runs.off.map(fmt).join(' / ')}`);
      console.log(lines.at(-3));
    }
    const withoutMb = await closeAndWeigh(without);
    memory.push([layer, await closeAndWeigh(all), withoutMb]);
  }
  console.log(`-- ${kind}: bare route ${fmt(bare)}, ${CONNECTIONS} connections`);
  for (const l of lines) console.log(l);
  console.log(`-- ${kind}: heap freed by closing each pair's instance with every layer, less the one without the layer`);
  for (const [layer, allMb, withoutMb] of memory)
    console.log(`${kind.padEnd(8)} ${layer.padEnd(14)} ${(allMb - withoutMb).toFixed(1).padStart(6)} MB of ${allMb.toFixed(1)} MB  (${LAYERS[layer]![0]})`);
  await dispose();
}

async function main() {
  if (!(globalThis as { gc?: unknown }).gc) console.log('-- no --expose-gc: the memory figures are rough');
  const layers = process.env.BENCH_LAYERS?.split(',') ?? Object.keys(LAYERS);
  const unknown = layers.filter((l) => !(l in LAYERS));
  if (unknown.length) throw new Error(`unknown layers: ${unknown.join(', ')} (known: ${Object.keys(LAYERS).join(', ')})`);
  const bareServer = await bareRoute();
  await load(bareServer.url, { seconds: 1 });
  const bare = await load(bareServer.url, { seconds: SECONDS });
  await bareServer.close();
  if (PG_URL) await runOne('postgres', bare, layers);
  else console.log('-- postgres skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL');
  await runOne('pglite', bare, layers);
}

runAsScript(import.meta.url, main);
