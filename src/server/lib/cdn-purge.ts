// Tells a CDN which public addresses a catalogue change touched (docs/cdn.md, decision record 031).
// It hears the database's change feed, so every change is heard after it committed, whoever made
// it (an admin's edit, an import, a sale, direct SQL), and the change itself never waits for the
// CDN. Changes heard within a moment are sent as one POST of {"paths": [...]} to CDN_PURGE_URL,
// asked again with growing pauses while the CDN fails; what still fails is logged and left to
// expire by itself (CDN_S_MAXAGE).
import { setTimeout as delay } from 'node:timers/promises';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { brands, categories, products } from '../db/schema';

export interface CdnPurger {
  /** A payload of the catalogue change feed: a product id, `card:<id>`, `banners` or `all`. */
  changed(payload: string): void;
  /** Stops: what waits or is being asked again is given up (the CDN's copies expire by themselves). */
  close(): Promise<void>;
}

export interface PurgeTiming {
  /** How long changes are gathered before one POST goes out. */
  gatherMs: number;
  /** The pause before the first retry; each further one waits twice as long. */
  retryMs: number;
  /** Tries in all, the first included. */
  attempts: number;
}

const TIMING: PurgeTiming = { gatherMs: 250, retryMs: 1000, attempts: 6 };
/** Every address of the shop: what a change to all products (a brand renamed, a category's specifications) touches. */
export const EVERYTHING = '/*';
/** More products than this changed at once (an import) purge everything rather than list them. */
const MOST_PRODUCTS = 200;
const REQUEST_TIMEOUT_MS = 10_000;

/** The public addresses of each product: its page, its category's and its brand's pages. */
async function productPaths(db: Db, ids: number[]): Promise<string[]> {
  const rows = await db
    .select({ id: products.id, category: categories.slug, brand: brands.slug })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(inArray(products.id, ids));
  const found = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = found.get(id);
    // A deleted product still has a page a CDN may keep (now the not-found page's place).
    return [`/product/${id}`, ...(row?.category ? [`/c/${row.category}`] : []), ...(row?.brand ? [`/brand/${row.brand}`] : [])];
  });
}

export function createCdnPurger(db: Db, cdn: Config['cdn'] & { purgeUrl: string }, log: FastifyBaseLogger, timing: PurgeTiming = TIMING): CdnPurger {
  let productIds = new Set<number>();
  let paths = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  const stop = new AbortController();
  const sends = new Set<Promise<void>>();

  // Ends early when the purger stops.
  const pause = (ms: number) => delay(ms, undefined, { signal: stop.signal }).catch(() => undefined);

  async function post(list: string[]): Promise<'done' | 'again' | 'never'> {
    try {
      const res = await fetch(cdn.purgeUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(cdn.purgeToken ? { authorization: `Bearer ${cdn.purgeToken}` } : {}) },
        body: JSON.stringify({ paths: list }),
        signal: AbortSignal.any([stop.signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)]),
      });
      await res.arrayBuffer().catch(() => undefined);
      if (res.ok) return 'done';
      // A refusal of the request itself (a wrong token, a malformed body) will not mend by asking again.
      const again = res.status >= 500 || res.status === 408 || res.status === 429;
      log.warn({ status: res.status, paths: list.length }, 'the CDN refused a purge');
      return again ? 'again' : 'never';
    } catch (err) {
      if (!closed) log.warn({ err: (err as Error).message, paths: list.length }, 'the CDN purge could not be sent');
      return 'again';
    }
  }

  async function send(list: string[]) {
    for (let attempt = 1; attempt <= timing.attempts && !closed; attempt++) {
      const outcome = await post(list);
      if (outcome === 'done') {
        log.info({ paths: list.length }, 'CDN purge sent');
        return;
      }
      if (outcome === 'never') break;
      if (attempt < timing.attempts) await pause(timing.retryMs * 2 ** (attempt - 1));
    }
    if (!closed) log.error({ paths: list }, 'the CDN purge was given up: these addresses expire by themselves');
  }

  async function flush() {
    timer = undefined;
    const ids = [...productIds];
    const list = new Set(paths);
    productIds = new Set();
    paths = new Set();
    if (!list.has(EVERYTHING) && ids.length > MOST_PRODUCTS) list.add(EVERYTHING);
    if (!list.has(EVERYTHING) && ids.length) {
      try {
        for (const p of await productPaths(db, ids)) list.add(p);
      } catch (err) {
        log.warn({ err }, 'the products of a CDN purge could not be read: everything is purged');
        list.add(EVERYTHING);
      }
    }
    await send(list.has(EVERYTHING) ? [EVERYTHING] : [...list].sort());
  }

  return {
    changed(payload) {
      if (closed) return;
      if (payload === 'all') paths.add(EVERYTHING);
      // The home page shows the banners, and lists products (so any product's change may show there).
      else if (payload === 'banners') paths.add('/');
      else {
        const card = payload.startsWith('card:');
        const id = Number(card ? payload.slice(5) : payload);
        if (!Number.isSafeInteger(id) || id <= 0) return;
        productIds.add(id);
        paths.add('/');
        // A variant's price or stock, or a picture, shows on pages and cards, not in the sitemap.
        if (!card) for (const p of ['/sitemap.xml', '/sitemaps/*']) paths.add(p);
      }
      if (timer === undefined) {
        timer = setTimeout(() => {
          const sending = flush().catch((err: unknown) => log.error({ err }, 'the CDN purge failed'));
          sends.add(sending);
          void sending.finally(() => sends.delete(sending));
        }, timing.gatherMs);
      }
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      stop.abort();
      await Promise.all(sends);
    },
  };
}
