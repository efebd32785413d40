// Cached catalogue answers, per instance. Entries are dropped when the database announces a
// change (lib/change-feed.ts), and in any case after a short time, so no instance serves stale data.
//
// A search is kept in two parts (decision record 006): the ranked ids it found, and each product's
// card. A sale changes a variant's stock and so one card, announced as "card:<id>"; the ranked ids
// of every search stay, and only that card is read again. A change to what a search can find
// (a product's name, text, category, publishing) drops the ranked ids as well.
import { LRUCache } from 'lru-cache';
import { countCacheLookups, type CacheKind } from './metrics';

/** Anything but null or undefined: what a shelf can hold. */
type Kept = NonNullable<unknown>;

/**
 * A shelf: a bounded LRU with expiry from lru-cache, at most `max` entries and, with `size`, at most
 * `size.max` of what `size.of` measures; an entry larger than that is not kept. (The delivery
 * estimate's quotes use one too.) lru-cache's own sharing of loads in flight (fetchMethod) is not
 * used: a change during a load must still answer the requests waiting for it, only not keep it,
 * where an aborted fetch rejects them (docs/decisions/029-cache-shelves.md).
 */
export function shelf<K extends Kept, V extends Kept>(ttlMs: number, max: number, size?: { of: (v: V) => number; max: number }): LRUCache<K, V> {
  return new LRUCache<K, V>({
    max,
    ttl: Math.max(ttlMs, 1),
    ...(size ? { maxSize: size.max, sizeCalculation: (v: V) => Math.max(1, size.of(v)) } : {}),
  });
}

/**
 * What the shop can be asked not to keep, one layer at a time: a shelf, or the validators and
 * compressed forms of the answers sent ('sent'). The benchmark of the cache layers
 * (bench/cache-layers.ts) measures the shop without each.
 */
export type CacheLayer = 'answer' | 'ranking' | 'card' | 'product' | 'sent';

export interface CatalogueCacheLimits {
  /** Layers not kept at all (the benchmark's instances without one of them). */
  without?: readonly CacheLayer[];
  ttlMs?: number;
  /** Different searches (and pages of the admin's lists) kept at once. */
  maxSearches?: number;
  /** Product ids held by all kept searches together. */
  maxRankedIds?: number;
  /** Product pages kept at once. */
  maxProducts?: number;
  /** Product cards kept at once. */
  maxCards?: number;
  /** Bytes held by all kept answers together (a whole unpaged list can be large). */
  maxAnswerBytes?: number;
  /** Rendered shop pages kept at once, and the characters of HTML they may hold together. */
  maxPages?: number;
  maxPageChars?: number;
}

/** An answer's bytes, and a third more for the compressed forms kept with it (about what brotli and gzip make of the catalogue's JSON together). */
const answerSize = (v: unknown) => {
  const body = Buffer.isBuffer(v) || typeof v === 'string' ? v : (v as { body?: unknown } | null)?.body;
  return Buffer.isBuffer(body) || typeof body === 'string' ? Math.ceil(body.length * 1.33) : 1;
};

const pageSize = (v: unknown) => {
  const html = (v as { html?: unknown } | null)?.html;
  return typeof html === 'string' ? html.length : 1;
};

export class CatalogueCache {
  private readonly products: LRUCache<number, Kept>;
  private readonly cards: LRUCache<number, string>;
  private readonly rankings: LRUCache<string, Int32Array>;
  /** Whole answers put together from a ranking and its cards, until any product changes. */
  private readonly answers: LRUCache<string, Kept>;
  private readonly banners: LRUCache<string, Kept>;
  /** Shop pages rendered on the server, until anything in the catalogue or its banners changes. */
  private readonly pages: LRUCache<string, Kept>;
  /** False with a time to live of 0: nothing is kept (the benchmarks' instance without a cache). */
  private readonly keepsAny: boolean;
  private readonly without: ReadonlySet<CacheLayer | CacheKind>;
  private pageGeneration = 0;
  private pageLoads = new Map<string, Promise<unknown>>();
  /**
   * A product's page or card loaded while that product changed is not kept. Every change bumps the
   * generation; while loads are in flight, the generation of each product's last change is noted.
   */
  private generation = 0;
  private changedAt = new Map<number, number>();
  private everythingChangedAt = 0;
  private loading = 0;
  /** Bumped by changes that can change what a search finds or its order. */
  private searchGeneration = 0;
  private bannerGeneration = 0;
  /**
   * Loads in flight, so that many requests missing the same entry at once share one load instead of
   * each asking the database. A change forgets them: a request after it never joins a load before it.
   * (Cards are loaded many at a time and are not shared.)
   */
  private rankingLoads = new Map<string, Promise<Int32Array>>();
  private answerLoads = new Map<string, Promise<unknown>>();
  private productLoads = new Map<number, Promise<unknown>>();
  private bannerLoads = new Map<string, Promise<unknown>>();

  constructor(limits: CatalogueCacheLimits | number = {}) {
    const l = typeof limits === 'number' ? { ttlMs: limits } : limits;
    const ttl = l.ttlMs ?? 30_000;
    this.keepsAny = ttl > 0;
    this.without = new Set(l.without);
    this.products = shelf(ttl, l.maxProducts ?? 5_000);
    this.cards = shelf(ttl, l.maxCards ?? 20_000);
    this.rankings = shelf(ttl, l.maxSearches ?? 500, { of: (ids) => ids.length + 1, max: l.maxRankedIds ?? 2_000_000 });
    this.answers = shelf(ttl, l.maxSearches ?? 500, { of: answerSize, max: l.maxAnswerBytes ?? 50_000_000 });
    this.banners = shelf(ttl, 10);
    this.pages = shelf(ttl, l.maxPages ?? 500, { of: pageSize, max: l.maxPageChars ?? 32_000_000 });
  }

  /** Whether this cache keeps a layer (or a shelf of one of its kinds). */
  keeps(layer: CacheLayer | CacheKind): boolean {
    return this.keepsAny && !this.without.has(layer);
  }

  private shared<K, T>(loads: Map<K, Promise<T>>, key: K, load: () => Promise<T>): Promise<T> {
    const running = loads.get(key);
    if (running) return running;
    const promise = load().finally(() => {
      if (loads.get(key) === promise) loads.delete(key);
    });
    loads.set(key, promise);
    return promise;
  }

  /**
   * The entry for `key`, else one shared load of it, kept only if `generation()` did not move while
   * it loaded (a change in between may have made it stale).
   */
  private async through<K extends Kept, V extends Kept>(
    kind: CacheKind,
    shelf: LRUCache<K, V> | LRUCache<K, Kept>,
    loads: Map<K, Promise<V>>,
    key: K,
    generation: () => number,
    load: () => Promise<V>,
    keep: (value: V) => boolean = () => true,
  ): Promise<V> {
    const hit = shelf.get(key) as V | undefined;
    countCacheLookups(kind, hit === undefined ? 0 : 1, hit === undefined ? 1 : 0);
    if (hit !== undefined) return hit;
    return this.shared(loads, key, async () => {
      const before = generation();
      const value = await load();
      if (this.keeps(kind) && before === generation() && keep(value)) shelf.set(key, value);
      return value;
    });
  }

  /** An answer built from rankings and cards; dropped whenever any product changes. */
  answer<T extends Kept>(key: string, build: () => Promise<T>): Promise<T> {
    return this.through<string, T>('answer', this.answers, this.answerLoads as Map<string, Promise<T>>, key, () => this.generation, build);
  }

  private async loadProducts<T>(load: () => Promise<T>): Promise<{ value: T; unchanged: (id: number) => boolean }> {
    const gen = this.generation;
    this.loading += 1;
    try {
      const value = await load();
      if (this.everythingChangedAt > gen) return { value, unchanged: () => false };
      const since = new Set<number>();
      for (const [id, at] of this.changedAt) if (at > gen) since.add(id);
      return { value, unchanged: (id) => !since.has(id) };
    } finally {
      this.loading -= 1;
      // With nothing in flight, no load can have begun before a change noted so far.
      if (this.loading === 0) this.changedAt.clear();
    }
  }

  /** A product page, or what loading it ended with. */
  async product<T extends Kept>(id: number, load: () => Promise<T>): Promise<T> {
    const hit = this.products.get(id) as T | undefined;
    countCacheLookups('product', hit === undefined ? 0 : 1, hit === undefined ? 1 : 0);
    if (hit !== undefined) return hit;
    return this.shared(this.productLoads as Map<number, Promise<T>>, id, async () => {
      const { value, unchanged } = await this.loadProducts(load);
      if (this.keeps('product') && unchanged(id)) this.products.set(id, value);
      return value;
    });
  }

  /**
   * The ranked product ids found for a search (the same key always means the same search). A load
   * may bring cards it read on the way (`{ ids, cards }`): they are kept as cardsOf keeps its own.
   */
  ranking(key: string, load: () => Promise<readonly number[] | { ids: readonly number[]; cards?: ReadonlyMap<number, string> }>): Promise<Int32Array> {
    return this.through(
      'ranking',
      this.rankings,
      this.rankingLoads,
      key,
      () => this.searchGeneration,
      async () => {
        const { value, unchanged } = await this.loadProducts(load);
        if (!('ids' in value)) return Int32Array.from(value);
        for (const [id, card] of value.cards ?? []) if (this.keeps('card') && unchanged(id)) this.cards.set(id, card);
        return Int32Array.from(value.ids);
      },
    );
  }

  /**
   * Card JSON for each id, in the order given; ids that `load` does not return (unpublished or gone
   * since) are left out. `load` is asked once for all the ids not held.
   */
  async cardsOf(ids: ArrayLike<number>, load: (missing: number[]) => Promise<Map<number, string>>): Promise<string[]> {
    const found: (string | undefined)[] = new Array(ids.length);
    const missing: number[] = [];
    for (let i = 0; i < ids.length; i++) {
      found[i] = this.cards.get(ids[i]);
      if (found[i] === undefined) missing.push(ids[i]);
    }
    countCacheLookups('card', ids.length - missing.length, missing.length);
    if (missing.length) {
      const { value: loaded, unchanged } = await this.loadProducts(() => load(missing));
      for (let i = 0; i < ids.length; i++) {
        if (found[i] !== undefined) continue;
        found[i] = loaded.get(ids[i]);
        if (this.keeps('card') && found[i] !== undefined && unchanged(ids[i])) this.cards.set(ids[i], found[i]!);
      }
    }
    return found.filter((c): c is string => c !== undefined);
  }

  banner<T extends Kept>(key: string, load: () => Promise<T>): Promise<T> {
    return this.through<string, T>('banner', this.banners, this.bannerLoads as Map<string, Promise<T>>, key, () => this.bannerGeneration, load);
  }

  /** A rendered shop page (its address is the key); one `keep` refuses is answered but not kept. */
  page<T extends Kept>(key: string, render: () => Promise<T>, keep?: (page: T) => boolean): Promise<T> {
    return this.through<string, T>('page', this.pages, this.pageLoads as Map<string, Promise<T>>, key, () => this.pageGeneration, render, keep);
  }

  /**
   * A change announced by the database: "banners"; "card:<id>" (a variant or image of that product:
   * its card and page); "<id>" (the product itself, its texts or features: searches too); or "all".
   */
  changed(payload: string) {
    // Any page may show what changed (a card in a grid, a banner on home): none is kept.
    this.pageGeneration += 1;
    this.pages.clear();
    this.pageLoads.clear();
    if (payload === 'banners') {
      this.bannerGeneration += 1;
      this.banners.clear();
      this.bannerLoads.clear();
      return;
    }
    const cardOnly = payload.startsWith('card:');
    const id = Number(cardOnly ? payload.slice(5) : payload);
    if (!Number.isInteger(id) || id <= 0) {
      this.clear();
      return;
    }
    this.generation += 1;
    if (this.loading > 0) this.changedAt.set(id, this.generation);
    this.answers.clear();
    this.answerLoads.clear();
    this.productLoads.delete(id);
    this.products.delete(id);
    this.cards.delete(id);
    if (!cardOnly) {
      // The product may have moved into or out of any search, or up or down in it.
      this.searchGeneration += 1;
      this.rankings.clear();
      this.rankingLoads.clear();
    }
  }

  clear() {
    this.pageGeneration += 1;
    this.pages.clear();
    this.pageLoads.clear();
    this.rankingLoads.clear();
    this.answerLoads.clear();
    this.productLoads.clear();
    this.bannerLoads.clear();
    this.generation += 1;
    this.everythingChangedAt = this.generation;
    this.searchGeneration += 1;
    this.bannerGeneration += 1;
    this.products.clear();
    this.cards.clear();
    this.rankings.clear();
    this.answers.clear();
    this.banners.clear();
  }
}
