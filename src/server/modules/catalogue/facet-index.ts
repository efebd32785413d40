// What the filters, their counts and the orders of the catalogue are answered from: the published
// products' categories, brands, prices and specification values, held in memory per instance as
// sets of bits (decision record 024, docs/finding-products.md). One set a value ("brand Swara",
// "connectivity Bluetooth", "in stock"); a list and each of its counts are then a few AND and
// population counts over the product slots, the same sets for both, so a count never disagrees with
// the list it counts. Built from the database on the first request after a start, and kept current
// by the database's change announcements like the search index (search-index.ts).
import { percentOff, formatRupees } from '@shared/money';
import { slugOf } from '@shared/slug';
import { DISCOUNT_BANDS, PRICE_BANDS, RATING_BANDS, numberRange, ratingLabel, type CatalogueFilter, type Range, type Sort } from '@shared/catalogue-filters';
import type { Facet, FacetValue } from '@shared/schemas/catalogue';
import { LRUCache } from 'lru-cache';
import { addDays, indiaDate } from '@shared/india-time';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/errors';

const refuse = (message: string): never => {
  throw badRequest(message);
};
import * as repo from './catalogue.repo';
import { forEachIn, has } from './bits';
import { SOLD_STATUSES } from '@shared/order-rules';

/** How many days of sales the "popularity" order counts, and how often they are read again. */
export const POPULAR_DAYS = 30;
const POPULAR_REFRESH_MS = 10 * 60_000;

interface SpecDef extends repo.SpecificationRow {
  /** The options as addresses write them (slugOf), in the same order. */
  slugs: string[];
}

/** A filter checked against what the shop has: ids instead of slugs, each specification with its definition. */
export interface Resolved {
  categories: number[];
  brands: number[];
  price: Range;
  discount: number | null;
  inStock: boolean;
  rating: number | null;
  /** The category whose specifications may be filtered by: the one category chosen. */
  category: number | null;
  specs: { def: SpecDef; values: string[]; range: Range | null }[];
  sort: Sort;
}

/** The groups before the specifications': Category, Brand, Price, Discount, InStock, Rating. */
const SPEC_GROUPS_FROM = 6;

/** One filter's contribution to the list: the slots it lets through (null: not chosen). */
interface Group {
  key: string;
  bits: Uint32Array | null;
}

/** A filter's list worked out: its slots, how many, and its counts (the same for every page and order). */
interface Selection {
  epoch: number;
  text: ArrayLike<number> | null;
  result: Uint32Array;
  total: number;
  facets: Facet[];
  /** The facets as JSON, written once for all the pages. */
  facetsJson?: string;
  /** The list's first slots in each order asked for (at most SORTED_KEPT): its next pages without another walk. */
  sorted: Map<Sort, Int32Array>;
}

/** How many of a list's first slots in an order are kept with its selection: its first ten pages of 24. */
const SORTED_KEPT = 240;
/** A list this short is put in order by sorting its own slots; a longer one by a walk through the kept order. */
const FEW = 2000;

/** How many filters' selections are kept for their other pages and orders. */
const SELECTIONS_KEPT = 64;

export interface Listing {
  /** Product ids of the page asked for, in order. */
  ids: number[];
  total: number;
  facets: Facet[];
  /** The same facets as JSON. */
  facetsJson: string;
}

/**
 * Where a list's bits can be: intervals of words [from, to). Products are given slots grouped by
 * category when the index is built, so the words of one category are a short span (plus the slots
 * of products added since, at the end): a list within a category is worked out over its span only.
 */
type Words = readonly (readonly [number, number])[];
/** The words each group's "others" were worked out over (see list). */
type Span = (group: number) => Words;

/** The number of bits set in each 16-bit number. */
const BITS16 = new Uint8Array(1 << 16);
for (let i = 1; i < BITS16.length; i++) BITS16[i] = (i & 1) + BITS16[i >>> 1]!;

function countBits(words: Words, bits: Uint32Array, mask?: Uint32Array): number {
  let n = 0;
  for (const [from, to] of words)
    if (mask)
      for (let w = from; w < to; w++) {
        const x = bits[w]! & mask[w]!;
        if (x !== 0) n += BITS16[x & 0xffff]! + BITS16[x >>> 16]!;
      }
    else
      for (let w = from; w < to; w++) {
        const x = bits[w]!;
        if (x !== 0) n += BITS16[x & 0xffff]! + BITS16[x >>> 16]!;
      }
  return n;
}

/** How many slots of `bits` have each value of `of` (a category or brand id by slot), by value. */
function tally(words: Words, bits: Uint32Array, of: Int32Array, size: number): Int32Array {
  const counts = new Int32Array(size);
  for (const [from, to] of words)
    for (let w = from; w < to; w++) {
      let word = bits[w]!;
      while (word !== 0) {
        const low = word & -word;
        counts[of[(w << 5) | (31 - Math.clz32(low))]!]! += 1;
        word ^= low;
      }
    }
  return counts;
}

/** Slots are packed below keys in SLOT_BITS bits: up to 4 million products. Keys stay below 2^31. */
const SLOT_BITS = 22;
const SLOTS = 2 ** SLOT_BITS;
const MAX_KEY = 2 ** 31 - 1;
/** Whole-rupee prices the discount order tells apart among equal percents (dearer ones count as the dearest): 102 percents times this stay below MAX_KEY. */
const PRICE_SPAN = 2 ** 24;
/** Review counts the rating order tells apart (more count as the most): 501 averages times this stay below MAX_KEY. */
const REVIEWS_SPAN = 2 ** 21;

const inRange = (v: number, r: Range) => !Number.isNaN(v) && (r.min === null || v >= r.min) && (r.max === null || v <= r.max);

/** Where the index reads the catalogue from: the database (a benchmark may give its own). */
export interface FacetSource {
  definitions: typeof repo.facetDefinitions;
  rows: typeof repo.facetRows;
  card: typeof repo.facetCard;
  sold: typeof repo.unitsSold;
}
const fromDatabase: FacetSource = { definitions: repo.facetDefinitions, rows: repo.facetRows, card: repo.facetCard, sold: repo.unitsSold };

export class FacetIndex {
  private categories = new Map<number, repo.CategoryRow>();
  private categoryBySlug = new Map<string, repo.CategoryRow>();
  private brands = new Map<number, repo.BrandRow>();
  private brandBySlug = new Map<string, repo.BrandRow>();
  private specs = new Map<number, SpecDef>();
  private specsOf = new Map<number, SpecDef[]>();

  /** Slots are given in the order products arrive and not reused; a product's change moves it to a new slot only when it is new. */
  private slots = 0;
  private capacity = 0;
  private ids = new Int32Array(0);
  private category = new Int32Array(0);
  private brand = new Int32Array(0);
  /** The price in rupees of the variant the product is offered with (its card's), and its whole percent off the MRP (NaN: none). */
  private price = new Float64Array(0);
  private discount = new Float64Array(0);
  private created = new Float64Array(0);
  private sold = new Float64Array(0);
  /** The approved reviews' average stars (0: none) and count. */
  private stars = new Float64Array(0);
  private reviews = new Float64Array(0);
  /** The value sets each slot is in (their numbers in `named`), to leave them when it changes. */
  private memberOf: number[][] = [];
  private numbers = new Map<number, Float64Array>();
  /** The slot of each product id (-1: none). */
  private slotOf = new Int32Array(0);
  /**
   * Each slot's place in id order, and the slot of each place: an order's ties follow the products'
   * ids whatever their slots. Products added after the build come last, as their ids do.
   */
  private rank = new Int32Array(0);
  private slotByRank = new Int32Array(0);
  /** Each category's span of words as built, and where the slots added since begin. */
  private spans = new Map<number, readonly [number, number]>();
  private tailFrom = 0;
  /** Value sets: "live", "stock", "c<id>", "b<id>", "s<spec id>:<value slug>"; each numbered once. */
  private sets = new Map<string, Uint32Array>();
  private named = new Map<string, number>();
  private names: string[] = [];
  private orders = new Map<Sort, Int32Array>();
  /** Bumped by every change to what lists and counts are worked out from (a sale that leaves every set as it was is none). */
  private epoch = 0;
  private liveCounts: { epoch: number; categories: Int32Array; brands: Int32Array } | null = null;
  /**
   * The last filters' selections, for the same filter's next page or another order (a shopper
   * paging through a list): good while the index has not changed since (same epoch) and the words
   * found are the very same list.
   */
  private selections = new LRUCache<string, Selection>({ max: SELECTIONS_KEPT });
  private maxCategory = 0;
  private maxBrand = 0;
  private soldAt = 0;
  private soldLoad: Promise<void> | null = null;

  private state: 'empty' | 'ready' = 'empty';
  private building: Promise<void> | null = null;
  private pending: Promise<void> = Promise.resolve();
  private changedWhileBuilding: string[] | null = null;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
    private readonly source: FacetSource = fromDatabase,
  ) {}

  /** Ready to answer: built (the first call builds it; every caller waits for the same build), changes read in. */
  async ready(): Promise<void> {
    if (this.state === 'empty') {
      this.building ??= this.build().finally(() => (this.building = null));
      await this.building;
    }
    await this.pending;
    if (this.now().getTime() - this.soldAt > POPULAR_REFRESH_MS) {
      // Sales move slowly: the first request after the refresh time waits for them once; others keep the last figures.
      // A failed read keeps the last figures until the next try.
      this.soldLoad ??= this.loadSold()
        .catch(() => undefined)
        .finally(() => (this.soldLoad = null));
      if (this.soldAt === 0) await this.soldLoad;
    }
  }

  private async build() {
    this.changedWhileBuilding = [];
    try {
      const defs = await this.source.definitions(this.db);
      const rows = await this.source.rows(this.db);
      this.reset();
      for (const c of defs.categories) {
        this.maxCategory = Math.max(this.maxCategory, c.id);
        this.categories.set(c.id, c);
        this.categoryBySlug.set(c.slug, c);
      }
      for (const b of defs.brands) {
        this.maxBrand = Math.max(this.maxBrand, b.id);
        this.brands.set(b.id, b);
        this.brandBySlug.set(b.slug, b);
      }
      for (const s of defs.specifications) {
        const def = { ...s, slugs: s.options.map(slugOf) };
        this.specs.set(s.id, def);
        this.specsOf.set(s.category_id, [...(this.specsOf.get(s.category_id) ?? []), def]);
      }
      this.grow(rows.length + 64);
      // Slots grouped by category (see Words); ranks in id order, the order the rows come in.
      const byCategory = rows.map((_, i) => i).sort((a, b) => rows[a]!.category_id - rows[b]!.category_id || a - b);
      for (const i of byCategory) this.put(rows[i]!, this.slots, i);
      for (let slot = 0; slot < this.slots; slot++) {
        const c = this.category[slot]!;
        const span = this.spans.get(c);
        this.spans.set(c, [span ? span[0] : slot >>> 5, (slot >>> 5) + 1]);
      }
      this.tailFrom = this.slots >>> 5;
      await this.loadSold();
      this.state = 'ready';
      const changed = this.changedWhileBuilding;
      this.changedWhileBuilding = null;
      for (const c of changed) this.changed(c);
    } catch (err) {
      this.changedWhileBuilding = null;
      this.state = 'empty';
      throw err;
    }
  }

  private async loadSold() {
    const today = indiaDate(this.now());
    const rows = await this.source.sold(this.db, addDays(today, 1), POPULAR_DAYS, SOLD_STATUSES);
    this.sold.fill(0);
    for (const r of rows) {
      const slot = this.slotOfId(r.product_id);
      if (slot >= 0) this.sold[slot] = r.units;
    }
    this.soldAt = this.now().getTime();
    this.orders.delete('popular');
    // Lists kept in the popularity order are worked out again.
    this.epoch += 1;
  }

  /**
   * A change the database announced (as the catalogue cache reads them): a product's own change or
   * its card's is read again before the next request; anything else ("all", a category, a brand, a
   * specification, a lost feed) drops the index, built again on the next request.
   */
  changed(payload: string) {
    if (payload === 'banners') return;
    if (this.changedWhileBuilding) {
      this.changedWhileBuilding.push(payload);
      return;
    }
    if (this.state !== 'ready') return;
    const card = payload.startsWith('card:');
    const id = Number(card ? payload.slice(5) : payload);
    if (!Number.isInteger(id) || id <= 0) {
      this.forget();
      return;
    }
    this.pending = this.pending.then(async () => {
      if (this.state !== 'ready') return;
      try {
        if (card && (await this.stockChanged(id))) return;
        const [row] = await this.source.rows(this.db, id);
        this.update(id, row);
      } catch {
        this.forget();
      }
    });
  }

  /**
   * A card's change (a variant or an image: a sale, most often) read on its own, cheaper than the
   * product's whole row: done here when the price and MRP are as the index has them, so that only
   * "in stock" can have moved; false when the whole row must be read again.
   */
  private async stockChanged(id: number): Promise<boolean> {
    const slot = this.slotOfId(id);
    // Not listed (unpublished): a card's change does not list it; publishing it is a change of its own.
    if (slot < 0 || !has(this.set('live'), slot)) return true;
    const card = await this.source.card(this.db, id);
    if (!card || card.price_paise === null || card.mrp_paise === null) return false;
    const price = card.price_paise / 100;
    if (!Object.is(price, this.price[slot]) || !Object.is(percentOff(card.price_paise, card.mrp_paise), this.discount[slot])) return false;
    const inStock = (card.stock ?? 0) > 0;
    if (inStock === has(this.set('stock'), slot)) return true;
    if (inStock) this.join(slot, 'stock');
    else this.part(slot, 'stock');
    this.epoch += 1;
    return true;
  }

  forget() {
    if (this.changedWhileBuilding) {
      this.changedWhileBuilding.push('all');
      return;
    }
    this.state = 'empty';
  }

  private reset() {
    this.categories.clear();
    this.categoryBySlug.clear();
    this.brands.clear();
    this.brandBySlug.clear();
    this.specs.clear();
    this.specsOf.clear();
    this.slots = 0;
    this.capacity = 0;
    this.ids = new Int32Array(0);
    this.category = new Int32Array(0);
    this.brand = new Int32Array(0);
    this.price = new Float64Array(0);
    this.discount = new Float64Array(0);
    this.created = new Float64Array(0);
    this.sold = new Float64Array(0);
    this.stars = new Float64Array(0);
    this.reviews = new Float64Array(0);
    this.maxCategory = 0;
    this.maxBrand = 0;
    this.liveCounts = null;
    this.selections.clear();
    this.sets = new Map();
    this.named = new Map();
    this.names = [];
    this.numbers = new Map();
    this.memberOf = [];
    this.slotOf = new Int32Array(0);
    this.rank = new Int32Array(0);
    this.slotByRank = new Int32Array(0);
    this.spans = new Map();
    this.tailFrom = 0;
    this.orders.clear();
    this.grow(64);
  }

  private grow(atLeast: number) {
    if (atLeast <= this.capacity) return;
    const capacity = Math.max(atLeast, this.capacity * 2) + 31;
    const size = capacity >>> 5;
    const copy = <T extends Int32Array | Float64Array>(a: T, make: (n: number) => T, fill?: number) => {
      const b = make(size << 5);
      if (fill !== undefined) b.fill(fill);
      b.set(a);
      return b;
    };
    this.ids = copy(this.ids, (n) => new Int32Array(n));
    this.category = copy(this.category, (n) => new Int32Array(n));
    this.brand = copy(this.brand, (n) => new Int32Array(n));
    this.price = copy(this.price, (n) => new Float64Array(n), NaN);
    this.discount = copy(this.discount, (n) => new Float64Array(n), NaN);
    this.created = copy(this.created, (n) => new Float64Array(n));
    this.sold = copy(this.sold, (n) => new Float64Array(n));
    this.rank = copy(this.rank, (n) => new Int32Array(n));
    this.slotByRank = copy(this.slotByRank, (n) => new Int32Array(n));
    this.stars = copy(this.stars, (n) => new Float64Array(n));
    this.reviews = copy(this.reviews, (n) => new Float64Array(n));
    for (const [k, v] of this.numbers)
      this.numbers.set(
        k,
        copy(v, (n) => new Float64Array(n), NaN),
      );
    for (const [k, v] of this.sets) {
      const b = new Uint32Array(size);
      b.set(v);
      this.sets.set(k, b);
    }
    this.capacity = size << 5;
  }

  private set(name: string): Uint32Array {
    let bits = this.sets.get(name);
    if (!bits) {
      bits = new Uint32Array(this.capacity >>> 5);
      this.sets.set(name, bits);
    }
    return bits;
  }

  private slotOfId(id: number): number {
    return id < this.slotOf.length ? this.slotOf[id]! : -1;
  }

  private join(slot: number, name: string) {
    const bits = this.set(name);
    bits[slot >>> 5]! |= 1 << (slot & 31);
    let n = this.named.get(name);
    if (n === undefined) {
      n = this.names.length;
      this.named.set(name, n);
      this.names.push(name);
    }
    this.memberOf[slot]!.push(n);
  }

  /** The slot taken out of one value's set (join's counterpart). */
  private part(slot: number, name: string) {
    this.set(name)[slot >>> 5]! &= ~(1 << (slot & 31));
    const n = this.named.get(name);
    this.memberOf[slot] = this.memberOf[slot]!.filter((m) => m !== n);
  }

  private put(row: repo.FacetRow, slot = this.slots, rank = slot) {
    if (slot === this.slots) {
      this.grow(this.slots + 1);
      this.slots += 1;
      this.rank[slot] = rank;
      this.slotByRank[rank] = slot;
      if (row.id >= this.slotOf.length) {
        const grown = new Int32Array(Math.max(row.id + 1, this.slotOf.length * 2)).fill(-1);
        grown.set(this.slotOf);
        this.slotOf = grown;
      }
      this.slotOf[row.id] = slot;
    }
    this.epoch += 1;
    this.ids[slot] = row.id;
    this.category[slot] = row.category_id;
    this.brand[slot] = row.brand_id ?? 0;
    this.price[slot] = row.price_paise === null ? NaN : row.price_paise / 100;
    this.discount[slot] = row.price_paise === null || row.mrp_paise === null ? NaN : percentOff(row.price_paise, row.mrp_paise);
    this.created[slot] = row.created;
    this.stars[slot] = row.rating_count > 0 ? row.rating_average : 0;
    this.reviews[slot] = row.rating_count;
    this.memberOf[slot] = [];
    this.join(slot, 'live');
    this.join(slot, `c${row.category_id}`);
    if (row.brand_id !== null) this.join(slot, `b${row.brand_id}`);
    if ((row.stock ?? 0) > 0) this.join(slot, 'stock');
    // The ready-made price and discount bands are sets of their own: counted like any value.
    PRICE_BANDS.forEach((band, k) => inRange(this.price[slot]!, band) && this.join(slot, `p${k}`));
    for (const d of DISCOUNT_BANDS) if (this.discount[slot]! >= d) this.join(slot, `d${d}`);
    for (const r of RATING_BANDS) if (row.rating_count > 0 && row.rating_average >= r) this.join(slot, `r${r}`);
    for (const [specId, value] of row.specs) {
      const def = this.specs.get(specId);
      // Values of another category's specification (left from a change of category) do not count.
      if (!def || def.category_id !== row.category_id) continue;
      if (def.kind === 'number') {
        let values = this.numbers.get(specId);
        if (!values) {
          values = new Float64Array(this.capacity).fill(NaN);
          this.numbers.set(specId, values);
        }
        values[slot] = Number(value);
      } else this.join(slot, `s${specId}:${def.kind === 'yesno' ? value : slugOf(value)}`);
    }
  }

  private leave(slot: number) {
    this.epoch += 1;
    for (const n of this.memberOf[slot] ?? []) {
      const bits = this.sets.get(this.names[n]!);
      if (bits) bits[slot >>> 5]! &= ~(1 << (slot & 31));
    }
    this.memberOf[slot] = [];
    for (const values of this.numbers.values()) values[slot] = NaN;
  }

  /** A product read again: put in its slot (a new one if new), or taken out (unpublished or gone). */
  private update(id: number, row: repo.FacetRow | undefined) {
    const slot = this.slotOfId(id);
    if (slot >= 0 && row && row.category_id !== this.category[slot]) {
      // Another category: a new slot among the added ones, so that it is within its category's words.
      this.leave(slot);
      this.slotOf[id] = -1;
      this.put(row, this.slots, this.slots);
      this.reposition(this.slots - 1);
      return;
    }
    if (slot >= 0) {
      const keys = () => [this.price[slot], this.discount[slot], this.created[slot], this.stars[slot], this.reviews[slot]];
      const before = keys();
      const held = this.held(slot);
      const epoch = this.epoch;
      this.leave(slot);
      if (!row) return;
      this.put(row, slot);
      const after = keys();
      // A sale changes only the stock: the orders stay.
      if (before.some((v, i) => !Object.is(v, after[i]))) this.reposition(slot);
      // Nor do the sets, unless the stock ran out or came back: the lists and counts worked out stay good.
      else if (sameValues(held, this.held(slot))) this.epoch = epoch;
      return;
    }
    if (!row) return;
    this.put(row, this.slots, this.slots);
    this.reposition(this.slots - 1);
  }

  /** What a slot holds that a list or a count reads: its brand, the sets it is in and its specification numbers. */
  private held(slot: number): number[] {
    const out = [this.brand[slot]!, ...[...this.memberOf[slot]!].sort((a, b) => a - b)];
    for (const values of this.numbers.values()) out.push(values[slot]!);
    return out;
  }

  /** A slot's place in a sort's order, as a whole number from 0 up (ties: in the order of the products' ids). */
  private sortKey(sort: Exclude<Sort, 'relevance'>, slot: number): number {
    const price = this.price[slot]!;
    switch (sort) {
      case 'popular':
        return MAX_KEY - Math.min(this.sold[slot]!, MAX_KEY);
      case 'price-asc':
        // A product without a price sorts last either way.
        return Number.isNaN(price) ? MAX_KEY : Math.min(Math.round(price * 100), MAX_KEY - 1);
      case 'price-desc':
        return Number.isNaN(price) ? MAX_KEY : MAX_KEY - 1 - Math.min(Math.round(price * 100), MAX_KEY - 1);
      case 'newest':
        // Of two products created in the same second, the later one (higher id) first: see order().
        return MAX_KEY - Math.min(Math.max(Math.floor(this.created[slot]!), 0), MAX_KEY);
      case 'discount':
        // The largest percent off first; of equal percents, the cheapest (in whole rupees, as cards show prices).
        return (
          (Number.isNaN(this.discount[slot]!) ? 101 : 100 - this.discount[slot]!) * PRICE_SPAN +
          (Number.isNaN(price) ? PRICE_SPAN - 1 : Math.min(Math.round(price), PRICE_SPAN - 1))
        );
      case 'rating':
        // Best average first; of equal averages, the one more shoppers reviewed; products without reviews last.
        return (500 - Math.round(this.stars[slot]! * 100)) * REVIEWS_SPAN + (REVIEWS_SPAN - 1 - Math.min(this.reviews[slot]!, REVIEWS_SPAN - 1));
    }
  }

  /** Where a slot goes in an order: its key and its rank, packed in one number (key above SLOT_BITS bits of rank). */
  private packed(sort: Exclude<Sort, 'relevance'>, slot: number): number {
    const rank = this.rank[slot]!;
    return this.sortKey(sort, slot) * SLOTS + (sort === 'newest' ? SLOTS - 1 - rank : rank);
  }

  /**
   * The slots in a sort's order (live or not: the caller's bits choose), computed once and then kept
   * in order as products change. The packed numbers are sorted as numbers: far quicker than a
   * comparison function.
   */
  private order(sort: Exclude<Sort, 'relevance'>): Int32Array {
    let order = this.orders.get(sort);
    if (order) return order;
    order = this.sorted(sort, { length: this.slots }, (i) => i);
    this.orders.set(sort, order);
    return order;
  }

  /** Slots (the `n`th is slotAt(n)) in a sort's order. */
  private sorted(sort: Exclude<Sort, 'relevance'>, slots: { length: number }, slotAt: (n: number) => number): Int32Array {
    const n = slots.length;
    const packed = new Float64Array(n);
    for (let i = 0; i < n; i++) packed[i] = this.packed(sort, slotAt(i));
    packed.sort();
    const out = new Int32Array(n);
    for (let i = 0; i < n; i++) {
      const low = packed[i]! % SLOTS;
      out[i] = this.slotByRank[sort === 'newest' ? SLOTS - 1 - low : low]!;
    }
    return out;
  }

  /** A slot whose keys changed (or a new slot) moved to its place in every order kept: one search and one shift, not a sort. */
  private reposition(slot: number) {
    for (const [sort, order] of this.orders) {
      if (sort === 'relevance') continue;
      const at = order.indexOf(slot);
      const rest = at < 0 ? order : new Int32Array(order.length - 1);
      if (at >= 0) {
        rest.set(order.subarray(0, at));
        rest.set(order.subarray(at + 1), at);
      }
      const key = this.packed(sort, slot);
      let lo = 0;
      let hi = rest.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (this.packed(sort, rest[mid]!) < key) lo = mid + 1;
        else hi = mid;
      }
      const next = new Int32Array(rest.length + 1);
      next.set(rest.subarray(0, lo));
      next[lo] = slot;
      next.set(rest.subarray(lo), lo + 1);
      this.orders.set(sort, next);
    }
  }

  // ------------------------------------------------------------ answering

  /** Each category with its published products. */
  categoryList(): { row: repo.CategoryRow; count: number }[] {
    const counts = this.live().categories;
    return [...this.categories.values()].map((row) => ({ row, count: counts[row.id] ?? 0 }));
  }

  /** Each brand with its published products. */
  brandList(): { row: repo.BrandRow; count: number }[] {
    const counts = this.live().brands;
    return [...this.brands.values()].map((row) => ({ row, count: counts[row.id] ?? 0 }));
  }

  /** The published products of each category and brand, counted again after a change. */
  private live() {
    if (this.liveCounts?.epoch !== this.epoch) {
      const live = this.set('live');
      this.liveCounts = {
        epoch: this.epoch,
        categories: tally(this.allWords(), live, this.category, this.maxCategory + 1),
        brands: tally(this.allWords(), live, this.brand, this.maxBrand + 1),
      };
    }
    return this.liveCounts;
  }

  categoryBy(slug: string) {
    return this.categoryBySlug.get(slug) ?? null;
  }

  brandBy(slug: string) {
    return this.brandBySlug.get(slug) ?? null;
  }

  /** Checks a filter against the shop's categories, brands and specifications: anything unknown is refused with a sentence. */
  resolve(f: CatalogueFilter, hasText: boolean): Resolved {
    const categories = f.categories.map((slug) => this.categoryBySlug.get(slug)?.id ?? refuse(`Unknown category: ${slug}`));
    const brands = f.brands.map((slug) => this.brandBySlug.get(slug)?.id ?? refuse(`Unknown brand: ${slug}`));
    const sort = f.sort ?? (hasText ? 'relevance' : 'popular');
    if (sort === 'relevance' && !hasText) throw badRequest('Sort by relevance needs search text');
    const category = categories.length === 1 ? categories[0]! : null;
    const specs: Resolved['specs'] = [];
    for (const [key, values] of Object.entries(f.specs)) {
      if (category === null) throw badRequest(`Choose one category to filter by Spec.${key}`);
      const def = this.specsOf.get(category)?.find((s) => s.key === key && s.is_filter);
      if (!def) throw badRequest(`Unknown filter: Spec.${key}`);
      if (def.kind === 'number') {
        const range = numberRange(values);
        if (!range) throw badRequest(`Spec.${key} is a range of numbers, written like 10-50, 10- or -50`);
        if (range.min !== null && range.max !== null && range.min > range.max) throw badRequest(`Spec.${key}: the lower end is above the upper end`);
        specs.push({ def, values, range });
        continue;
      }
      const known = def.kind === 'yesno' ? ['yes', 'no'] : def.slugs;
      const bad = values.find((v) => !known.includes(v));
      if (bad !== undefined) throw badRequest(`Spec.${key}: unknown value "${bad}"`);
      specs.push({ def, values, range: null });
    }
    return { categories, brands, price: f.price, discount: f.discount, inStock: f.inStock, rating: f.rating, category, specs, sort };
  }

  private allWords(): Words {
    return [[0, this.capacity >>> 5]];
  }

  /** The words a list limited to these categories can have bits in: their spans and the slots added since the build. */
  private wordsOf(categories: number[]): Words {
    if (categories.length === 0) return this.allWords();
    const spans = categories.flatMap((c) => (this.spans.has(c) ? [this.spans.get(c)!] : []));
    spans.push([this.tailFrom, this.capacity >>> 5]);
    spans.sort((a, b) => a[0] - b[0]);
    const merged: [number, number][] = [];
    for (const [from, to] of spans) {
      const last = merged.at(-1);
      if (last && from <= last[1]) last[1] = Math.max(last[1], to);
      else merged.push([from, to]);
    }
    return merged;
  }

  /** The slots whose value is in the range (a slot without a value never is), within `words`. */
  private rangeBits(words: Words, range: Range, values: Float64Array): Uint32Array {
    const bits = new Uint32Array(this.capacity >>> 5);
    const lo = range.min ?? -Infinity;
    const hi = range.max ?? Infinity;
    for (const [from, to] of words)
      for (let slot = from << 5, end = Math.min(to << 5, this.slots); slot < end; slot++) {
        const v = values[slot]!;
        if (v >= lo && v <= hi) bits[slot >>> 5]! |= 1 << (slot & 31);
      }
    return bits;
  }

  private union(words: Words, names: string[]): Uint32Array {
    const bits = new Uint32Array(this.capacity >>> 5);
    for (const name of names) {
      const set = this.sets.get(name);
      if (set) for (const [from, to] of words) for (let w = from; w < to; w++) bits[w]! |= set[w]!;
    }
    return bits;
  }

  /** The chosen filters as groups of slots (within `words`), in the order of the facets. */
  private groups(r: Resolved, words: Words): Group[] {
    const priceChosen = r.price.min !== null || r.price.max !== null;
    const groups: Group[] = [
      {
        key: 'Category',
        bits: r.categories.length
          ? this.union(
              this.allWords(),
              r.categories.map((c) => `c${c}`),
            )
          : null,
      },
      {
        key: 'Brand',
        bits: r.brands.length
          ? this.union(
              words,
              r.brands.map((b) => `b${b}`),
            )
          : null,
      },
      { key: 'Price', bits: priceChosen ? this.rangeBits(words, r.price, this.price) : null },
      { key: 'Discount', bits: r.discount === null ? null : this.set(`d${r.discount}`) },
      { key: 'InStock', bits: r.inStock ? this.set('stock') : null },
      { key: 'Rating', bits: r.rating === null ? null : this.set(`r${r.rating}`) },
    ];
    for (const s of r.specs) {
      const numbers = this.numbers.get(s.def.id);
      const bits = s.range
        ? numbers
          ? this.rangeBits(words, s.range, numbers)
          : new Uint32Array(this.capacity >>> 5)
        : this.union(
            words,
            s.values.map((v) => `s${s.def.id}:${v}`),
          );
      groups.push({ key: `Spec.${s.def.key}`, bits });
    }
    return groups;
  }

  /**
   * The page of products the filter gives, how many it gives, and every facet with its counts. `text`
   * is what a search found, best first (null: no search).
   */
  list(r: Resolved, text: ArrayLike<number> | null, page: { offset: number; limit: number }): Listing {
    const key = JSON.stringify([r.categories, r.brands, r.price, r.discount, r.inStock, r.rating, r.specs.map((s) => [s.def.id, s.values, s.range])]);
    let chosen = this.selections.get(key);
    if (!chosen || chosen.epoch !== this.epoch || chosen.text !== text) {
      chosen = { epoch: this.epoch, text, sorted: new Map(), ...this.select(r, text) };
      this.selections.set(key, chosen);
    }
    chosen.facetsJson ??= JSON.stringify(chosen.facets);
    return { ids: this.page(chosen, r.sort, text, page), total: chosen.total, facets: chosen.facets, facetsJson: chosen.facetsJson };
  }

  /** The slots a filter lets through, and every filter's counts beside it. */
  private select(r: Resolved, text: ArrayLike<number> | null): Pick<Selection, 'result' | 'total' | 'facets'> {
    const words = this.capacity >>> 5;
    const base = new Uint32Array(words);
    base.set(this.set('live'));
    if (text) {
      const found = new Uint32Array(words);
      for (let i = 0; i < text.length; i++) {
        const slot = this.slotOfId(text[i]!);
        if (slot >= 0) found[slot >>> 5]! |= 1 << (slot & 31);
      }
      for (let w = 0; w < words; w++) base[w]! &= found[w]!;
    }
    // Only the chosen categories' words can hold the list. The category counts (the Category group's
    // "others") need every word, unless a specification is chosen: only that category's products
    // have its values, so no other word holds any of them then.
    const within = this.wordsOf(r.categories);
    const wide = r.specs.length ? within : this.allWords();
    const groups = this.groups(r, wide);
    const at: Span = (g) => (g === 0 ? wide : within);
    // For each group, the slots every other group lets through: a filter's own choices never narrow its own counts.
    const others = groups.map((_, g) => {
      const bits = new Uint32Array(words);
      for (const [from, to] of at(g)) bits.set(base.subarray(from, to), from);
      groups.forEach((other, o) => {
        if (o !== g && other.bits) for (const [from, to] of at(g)) for (let w = from; w < to; w++) bits[w]! &= other.bits[w]!;
      });
      return bits;
    });
    const chosen = groups.findIndex((g) => g.bits);
    let result = base;
    if (chosen >= 0) {
      result = new Uint32Array(words);
      const mine = others[chosen]!;
      const bits = groups[chosen]!.bits!;
      for (const [from, to] of within) for (let w = from; w < to; w++) result[w] = mine[w]! & bits[w]!;
    }
    const facets = this.facets(r, groups, others, at);
    if (r.specs.length && r.category !== null) this.widen(r, base, facets[0]!);
    return { result, total: countBits(within, result), facets };
  }

  /**
   * The Category facet of a list filtered by specifications (which belong to its one category): each
   * other category counts its products with the filters that apply there: every filter but the
   * specifications, and each specification chosen that the category has too (the same key and kind,
   * with one of the values chosen, or a range). The others are dropped (its value's Drops), so no
   * category with products shows 0. Without counts, in every category where all the chosen
   * specifications apply, what they let through.
   */
  private widen(r: Resolved, base: Uint32Array, facet: Facet) {
    const all = this.allWords();
    const plain = this.groups({ ...r, categories: [], specs: [] }, all);
    const common = new Uint32Array(base.length);
    common.set(base);
    for (const g of plain) if (g.bits) for (let w = 0; w < common.length; w++) common[w]! &= g.bits[w]!;
    let without = 0;
    for (const v of facet.Values ?? []) {
      const c = this.categoryBySlug.get(v.Value);
      if (!c) continue;
      if (c.id === r.category) {
        without += v.Count;
        continue;
      }
      const words = this.wordsOf([c.id]);
      const bits = new Uint32Array(common.length);
      const inCategory = this.set(`c${c.id}`);
      for (const [from, to] of words) for (let w = from; w < to; w++) bits[w] = common[w]! & inCategory[w]!;
      const drops: string[] = [];
      for (const s of r.specs) {
        const def = this.specsOf.get(c.id)?.find((d) => d.key === s.def.key && d.kind === s.def.kind && d.is_filter);
        const known = def && (def.kind === 'yesno' ? ['yes', 'no'] : def.slugs);
        const values = known ? s.values.filter((x) => known.includes(x)) : [];
        let mine: Uint32Array | null = null;
        if (def && s.range) mine = this.numbers.get(def.id) ? this.rangeBits(words, s.range, this.numbers.get(def.id)!) : new Uint32Array(common.length);
        else if (def && values.length)
          mine = this.union(
            words,
            values.map((x) => `s${def.id}:${x}`),
          );
        if (!mine) {
          drops.push(`Spec.${s.def.key}`);
          continue;
        }
        for (const [from, to] of words) for (let w = from; w < to; w++) bits[w]! &= mine[w]!;
      }
      v.Count = countBits(words, bits);
      if (drops.length) v.Drops = drops;
      else without += v.Count;
    }
    facet.Without = without;
  }

  private page(chosen: Selection, sort: Sort, text: ArrayLike<number> | null, page: { offset: number; limit: number }): number[] {
    const end = Math.min(page.offset + page.limit, chosen.total);
    if (end <= SORTED_KEPT) {
      let first = chosen.sorted.get(sort);
      if (!first) {
        first = this.walk(chosen.result, sort, text, 0, SORTED_KEPT, chosen.total);
        chosen.sorted.set(sort, first);
      }
      return Array.from(first.subarray(page.offset, end), (slot) => this.ids[slot]!);
    }
    return Array.from(this.walk(chosen.result, sort, text, page.offset, page.limit, chosen.total), (slot) => this.ids[slot]!);
  }

  /** The slots of `result` in a sort's order, `limit` of them from the `offset`th. */
  private walk(result: Uint32Array, sort: Sort, text: ArrayLike<number> | null, offset: number, limit: number, total: number): Int32Array {
    if (sort !== 'relevance' && total <= FEW) {
      // A short list: its own slots sorted, rather than a walk through the whole order.
      const mine = new Int32Array(total);
      let n = 0;
      forEachIn(result, (slot) => (mine[n++] = slot));
      return this.sorted(sort, mine, (i) => mine[i]!).subarray(offset, offset + limit);
    }
    const slots: number[] = [];
    let at = 0;
    const take = (slot: number) => {
      if (!has(result, slot)) return false;
      if (at++ >= offset) slots.push(slot);
      return slots.length >= limit;
    };
    if (sort === 'relevance') {
      for (let i = 0; i < text!.length; i++) {
        const slot = this.slotOfId(text![i]!);
        if (slot >= 0 && take(slot)) break;
      }
    } else {
      const order = this.order(sort);
      for (let i = 0; i < order.length; i++) if (take(order[i]!)) break;
    }
    return Int32Array.from(slots);
  }

  /** The lowest and highest price among the slots of `bits`: the first and last of them in the price order, without a scan of them all. */
  private priceSpread(bits: Uint32Array): { min: number | null; max: number | null } {
    const order = this.order('price-asc');
    let min: number | null = null;
    let max: number | null = null;
    for (let i = 0; i < order.length && min === null; i++) if (has(bits, order[i]!) && !Number.isNaN(this.price[order[i]!]!)) min = this.price[order[i]!]!;
    for (let i = order.length - 1; i >= 0 && max === null; i--) if (has(bits, order[i]!) && !Number.isNaN(this.price[order[i]!]!)) max = this.price[order[i]!]!;
    return { min, max };
  }

  private facets(r: Resolved, groups: Group[], others: Uint32Array[], at: Span): Facet[] {
    const within = at(1);
    const facet = (g: number, name: string, kind: Facet['Kind'], values: FacetValue[] | null, unit: string | null = null): Facet => ({
      Key: groups[g]!.key,
      Name: name,
      Kind: kind,
      Unit: unit,
      ...(values ? { Values: values } : {}),
      ...(groups[g]!.bits ? { Without: countBits(at(g), others[g]!) } : {}),
    });
    const listed = (g: number, value: string, label: string, set: string, selected: boolean): FacetValue => ({
      Value: value,
      Label: label,
      Count: countBits(at(g), others[g]!, this.sets.get(set) ?? new Uint32Array(others[g]!.length)),
      Selected: selected,
    });
    // A product has one category and at most one brand: their values are counted in one pass over the slots.
    const inCategory = tally(at(0), others[0]!, this.category, this.maxCategory + 1);
    const ofBrand = tally(at(1), others[1]!, this.brand, this.maxBrand + 1);
    const out: Facet[] = [
      facet(
        0,
        'Category',
        'many',
        [...this.categories.values()].map((c) => ({ Value: c.slug, Label: c.name, Count: inCategory[c.id] ?? 0, Selected: r.categories.includes(c.id) })),
      ),
      facet(
        1,
        'Brand',
        'many',
        this.brandList()
          .filter((b) => b.count > 0 || r.brands.includes(b.row.id))
          .map((b) => ({ Value: b.row.slug, Label: b.row.name, Count: ofBrand[b.row.id] ?? 0, Selected: r.brands.includes(b.row.id) })),
      ),
    ];
    const prices = this.priceSpread(others[2]!);
    out.push({
      ...facet(
        2,
        'Price',
        'number',
        PRICE_BANDS.map((band) => ({
          Value: `${band.min ?? ''}-${band.max ?? ''}`,
          Label:
            band.min === null
              ? `Under ${formatRupees(band.max! + 1)}`
              : band.max === null
                ? `${formatRupees(band.min)} and above`
                : `${formatRupees(band.min)} to ${formatRupees(band.max)}`,
          Count: countBits(at(2), others[2]!, this.set(`p${PRICE_BANDS.indexOf(band)}`)),
          Selected: band.min === r.price.min && band.max === r.price.max,
        })),
        '₹',
      ),
      Min: prices.min,
      Max: prices.max,
      SelectedMin: r.price.min,
      SelectedMax: r.price.max,
    });
    out.push(
      facet(
        3,
        'Discount',
        'one',
        DISCOUNT_BANDS.map((d) => ({
          Value: String(d),
          Label: `${d}% or more`,
          Count: countBits(at(3), others[3]!, this.set(`d${d}`)),
          Selected: r.discount === d,
        })),
      ),
    );
    out.push(facet(4, 'Availability', 'yesno', [listed(4, 'true', 'In stock only', 'stock', r.inStock)]));
    out.push(
      facet(
        5,
        'Customer rating',
        'one',
        RATING_BANDS.map((stars) => listed(5, String(stars), ratingLabel(stars), `r${stars}`, r.rating === stars)),
      ),
    );
    if (r.category === null) return out;
    // The one category's specifications: each chosen one has its group (after the six above), the others count with all groups.
    const all = new Uint32Array(others[0]!.length);
    const inChosen = groups[0]!.bits;
    for (const [from, to] of within) for (let w = from; w < to; w++) all[w] = others[0]![w]! & (inChosen ? inChosen[w]! : ~0);
    for (const def of this.specsOf.get(r.category) ?? []) {
      if (!def.is_filter) continue;
      const at = r.specs.findIndex((s) => s.def.id === def.id);
      const g = at < 0 ? -1 : SPEC_GROUPS_FROM + at;
      const mask = g < 0 ? all : others[g]!;
      const chosen = at < 0 ? null : r.specs[at]!;
      const head = { Key: `Spec.${def.key}`, Name: def.name, Kind: def.kind, Unit: def.unit, ...(g >= 0 ? { Without: countBits(within, others[g]!) } : {}) };
      if (def.kind === 'number') {
        const numbers = this.numbers.get(def.id);
        const found = numbers ? spread(within, mask, numbers) : { min: null, max: null };
        out.push({ ...head, Min: found.min, Max: found.max, SelectedMin: chosen?.range?.min ?? null, SelectedMax: chosen?.range?.max ?? null });
        continue;
      }
      const values =
        def.kind === 'yesno'
          ? [
              { value: 'yes', label: 'Yes' },
              { value: 'no', label: 'No' },
            ]
          : def.options.map((o, i) => ({ value: def.slugs[i]!, label: o }));
      out.push({
        ...head,
        Values: values.map((v) => ({
          Value: v.value,
          Label: v.label,
          Count: countBits(within, mask, this.sets.get(`s${def.id}:${v.value}`) ?? new Uint32Array(mask.length)),
          Selected: chosen?.values.includes(v.value) ?? false,
        })),
      });
    }
    return out;
  }
}

const sameValues = (a: number[], b: number[]) => a.length === b.length && a.every((v, i) => Object.is(v, b[i]));

/** The smallest and largest value among the slots of `bits` (null: none has one). */
function spread(words: Words, bits: Uint32Array, values: Float64Array) {
  let min = Infinity;
  let max = -Infinity;
  for (const [from, to] of words)
    for (let w = from; w < to; w++) {
      let word = bits[w]!;
      while (word !== 0) {
        const low = word & -word;
        const v = values[(w << 5) | (31 - Math.clz32(low))]!;
        word ^= low;
        if (Number.isNaN(v)) continue;
        if (v < min) min = v;
        if (v > max) max = v;
      }
    }
  return { min: min === Infinity ? null : min, max: max === -Infinity ? null : max };
}
