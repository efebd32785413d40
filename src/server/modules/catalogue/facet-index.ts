// What the filters, their counts and the orders of the catalogue are answered from: the published
// products' categories, brands, prices and specification values, held in memory per instance as
// sets of bits (decision record 021, docs/finding-products.md). One set a value ("brand Swara",
// "connectivity Bluetooth", "in stock"); a list and each of its counts are then a few AND and
// population counts over the product slots, the same sets for both, so a count never disagrees with
// the list it counts. Built from the database on the first request after a start, and kept current
// by the database's change announcements like the search index (search-index.ts).
import { percentOff, formatRupees } from '@shared/money';
import { slugOf } from '@shared/slug';
import { DISCOUNT_BANDS, PRICE_BANDS, numberRange, type CatalogueFilter, type Range, type Sort } from '@shared/catalogue-filters';
import type { Facet, FacetValue } from '@shared/schemas/catalogue';
import { addDays, indiaDate } from '@shared/india-time';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/errors';

const refuse = (message: string): never => {
  throw badRequest(message);
};
import * as repo from './catalogue.repo';
import { SOLD_STATUSES } from '../dashboard/dashboard.repo';

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
  /** The category whose specifications may be filtered by: the one category chosen. */
  category: number | null;
  specs: { def: SpecDef; values: string[]; range: Range | null }[];
  sort: Sort;
}

/** One filter's contribution to the list: the slots it lets through (null: not chosen). */
interface Group {
  key: string;
  bits: Uint32Array | null;
}

export interface Listing {
  /** Product ids of the page asked for, in order. */
  ids: number[];
  total: number;
  facets: Facet[];
}

const popcount = (x: number) => {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
};

function countBits(bits: Uint32Array, mask?: Uint32Array): number {
  let n = 0;
  if (mask) for (let w = 0; w < bits.length; w++) n += popcount(bits[w]! & mask[w]!);
  else for (let w = 0; w < bits.length; w++) n += popcount(bits[w]!);
  return n;
}

const has = (bits: Uint32Array, slot: number) => (bits[slot >>> 5]! & (1 << (slot & 31))) !== 0;

/** Calls `f` with every slot set in `bits`. */
function forEachSlot(bits: Uint32Array, f: (slot: number) => void) {
  for (let w = 0; w < bits.length; w++) {
    let word = bits[w]!;
    while (word !== 0) {
      const low = word & -word;
      f((w << 5) | (31 - Math.clz32(low)));
      word ^= low;
    }
  }
}

const inRange = (v: number, r: Range) => !Number.isNaN(v) && (r.min === null || v >= r.min) && (r.max === null || v <= r.max);

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
  /** Default variant's price and MRP in paise (NaN: none), its whole percent off. */
  private price = new Float64Array(0);
  private discount = new Int16Array(0);
  private created = new Float64Array(0);
  private sold = new Float64Array(0);
  /** The value sets each slot is in (their numbers in `named`), to leave them when it changes. */
  private memberOf: number[][] = [];
  private numbers = new Map<number, Float64Array>();
  /** The slot of each product id (-1: none). */
  private slotOf = new Int32Array(0);
  /** Value sets: "live", "stock", "c<id>", "b<id>", "s<spec id>:<value slug>"; each numbered once. */
  private sets = new Map<string, Uint32Array>();
  private named = new Map<string, number>();
  private names: string[] = [];
  private orders = new Map<Sort, Int32Array>();
  private soldAt = 0;
  private soldLoad: Promise<void> | null = null;

  private state: 'empty' | 'ready' = 'empty';
  private building: Promise<void> | null = null;
  private pending: Promise<void> = Promise.resolve();
  private changedWhileBuilding: string[] | null = null;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
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
      this.soldLoad ??= this.loadSold().finally(() => (this.soldLoad = null));
      if (this.soldAt === 0) await this.soldLoad;
    }
  }

  private async build() {
    this.changedWhileBuilding = [];
    try {
      const defs = await repo.facetDefinitions(this.db);
      const rows = await repo.facetRows(this.db);
      this.reset();
      for (const c of defs.categories) {
        this.categories.set(c.id, c);
        this.categoryBySlug.set(c.slug, c);
      }
      for (const b of defs.brands) {
        this.brands.set(b.id, b);
        this.brandBySlug.set(b.slug, b);
      }
      for (const s of defs.specifications) {
        const def = { ...s, slugs: s.options.map(slugOf) };
        this.specs.set(s.id, def);
        this.specsOf.set(s.category_id, [...(this.specsOf.get(s.category_id) ?? []), def]);
      }
      this.grow(rows.length + 64);
      for (const row of rows) this.put(row);
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
    const rows = await repo.unitsSold(this.db, addDays(today, 1), POPULAR_DAYS, SOLD_STATUSES);
    this.sold.fill(0);
    for (const r of rows) {
      const slot = this.slotOfId(r.product_id);
      if (slot >= 0) this.sold[slot] = r.units;
    }
    this.soldAt = this.now().getTime();
    this.orders.delete('popular');
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
    const id = Number(payload.startsWith('card:') ? payload.slice(5) : payload);
    if (!Number.isInteger(id) || id <= 0) {
      this.forget();
      return;
    }
    this.pending = this.pending.then(async () => {
      if (this.state !== 'ready') return;
      try {
        const [row] = await repo.facetRows(this.db, id);
        this.update(id, row);
      } catch {
        this.forget();
      }
    });
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
    this.sets = new Map();
    this.named = new Map();
    this.names = [];
    this.numbers = new Map();
    this.memberOf = [];
    this.slotOf = new Int32Array(0);
    this.orders.clear();
    this.grow(64);
  }

  private grow(atLeast: number) {
    if (atLeast <= this.capacity) return;
    const capacity = Math.max(atLeast, this.capacity * 2) + 31;
    const size = capacity >>> 5;
    const copy = <T extends Int32Array | Float64Array | Int16Array>(a: T, make: (n: number) => T, fill?: number) => {
      const b = make(size << 5);
      if (fill !== undefined) b.fill(fill);
      b.set(a);
      return b;
    };
    this.ids = copy(this.ids, (n) => new Int32Array(n));
    this.category = copy(this.category, (n) => new Int32Array(n));
    this.brand = copy(this.brand, (n) => new Int32Array(n));
    this.price = copy(this.price, (n) => new Float64Array(n), NaN);
    this.discount = copy(this.discount, (n) => new Int16Array(n), -1);
    this.created = copy(this.created, (n) => new Float64Array(n));
    this.sold = copy(this.sold, (n) => new Float64Array(n));
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

  private put(row: repo.FacetRow, slot = this.slots) {
    if (slot === this.slots) {
      this.grow(this.slots + 1);
      this.slots += 1;
      if (row.id >= this.slotOf.length) {
        const grown = new Int32Array(Math.max(row.id + 1, this.slotOf.length * 2)).fill(-1);
        grown.set(this.slotOf);
        this.slotOf = grown;
      }
      this.slotOf[row.id] = slot;
    }
    this.ids[slot] = row.id;
    this.category[slot] = row.category_id;
    this.brand[slot] = row.brand_id ?? 0;
    this.price[slot] = row.price_paise ?? NaN;
    this.discount[slot] = row.price_paise === null || row.mrp_paise === null ? -1 : percentOff(row.price_paise, row.mrp_paise);
    this.created[slot] = row.created;
    this.memberOf[slot] = [];
    this.join(slot, 'live');
    this.join(slot, `c${row.category_id}`);
    if (row.brand_id !== null) this.join(slot, `b${row.brand_id}`);
    if ((row.stock ?? 0) > 0) this.join(slot, 'stock');
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
    if (slot >= 0) {
      const before = [this.price[slot], this.discount[slot], this.created[slot]];
      this.leave(slot);
      if (!row) return;
      this.put(row, slot);
      const after = [this.price[slot], this.discount[slot], this.created[slot]];
      // A sale changes only the stock: the orders stay.
      if (before.some((v, i) => !Object.is(v, after[i]))) this.orders.clear();
      return;
    }
    if (!row) return;
    this.put(row);
    this.orders.clear();
  }

  /** The slots in a sort's order (live or not: the caller's bits choose), computed when first asked for after a change. */
  private order(sort: Exclude<Sort, 'relevance'>): Int32Array {
    let order = this.orders.get(sort);
    if (order) return order;
    const slots = new Int32Array(this.slots);
    for (let i = 0; i < slots.length; i++) slots[i] = i;
    const id = this.ids;
    const price = this.price;
    const byPrice = (a: number, b: number) => (Number.isNaN(price[a]!) ? 1 : 0) - (Number.isNaN(price[b]!) ? 1 : 0) || price[a]! - price[b]!;
    const compare: Record<typeof sort, (a: number, b: number) => number> = {
      popular: (a, b) => this.sold[b]! - this.sold[a]! || id[a]! - id[b]!,
      'price-asc': (a, b) => byPrice(a, b) || id[a]! - id[b]!,
      'price-desc': (a, b) => (Number.isNaN(price[a]!) ? 1 : 0) - (Number.isNaN(price[b]!) ? 1 : 0) || price[b]! - price[a]! || id[a]! - id[b]!,
      newest: (a, b) => this.created[b]! - this.created[a]! || id[b]! - id[a]!,
      discount: (a, b) => this.discount[b]! - this.discount[a]! || byPrice(a, b) || id[a]! - id[b]!,
    };
    order = slots.sort(compare[sort]);
    this.orders.set(sort, order);
    return order;
  }

  // ------------------------------------------------------------ answering

  /** Each category with its published products. */
  categoryList(): { row: repo.CategoryRow; count: number }[] {
    return [...this.categories.values()].map((row) => ({ row, count: countBits(this.set(`c${row.id}`), this.set('live')) }));
  }

  /** Each brand with its published products. */
  brandList(): { row: repo.BrandRow; count: number }[] {
    return [...this.brands.values()].map((row) => ({ row, count: countBits(this.set(`b${row.id}`), this.set('live')) }));
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
    return { categories, brands, price: f.price, discount: f.discount, inStock: f.inStock, category, specs, sort };
  }

  /** The slots whose value in `values` (by slot) is in the range. */
  private rangeBits(range: Range, value: (slot: number) => number): Uint32Array {
    const bits = new Uint32Array(this.capacity >>> 5);
    const live = this.set('live');
    forEachSlot(live, (slot) => {
      if (inRange(value(slot), range)) bits[slot >>> 5]! |= 1 << (slot & 31);
    });
    return bits;
  }

  private union(names: string[]): Uint32Array {
    const bits = new Uint32Array(this.capacity >>> 5);
    for (const name of names) {
      const set = this.sets.get(name);
      if (set) for (let w = 0; w < bits.length; w++) bits[w]! |= set[w]!;
    }
    return bits;
  }

  /** The chosen filters as groups of slots, in the order of the facets. */
  private groups(r: Resolved): Group[] {
    const rupees = (slot: number) => this.price[slot]! / 100;
    const priceChosen = r.price.min !== null || r.price.max !== null;
    const groups: Group[] = [
      { key: 'Category', bits: r.categories.length ? this.union(r.categories.map((c) => `c${c}`)) : null },
      { key: 'Brand', bits: r.brands.length ? this.union(r.brands.map((b) => `b${b}`)) : null },
      { key: 'Price', bits: priceChosen ? this.rangeBits(r.price, rupees) : null },
      { key: 'Discount', bits: r.discount === null ? null : this.rangeBits({ min: r.discount, max: null }, (s) => this.discount[s]!) },
      { key: 'InStock', bits: r.inStock ? this.set('stock') : null },
    ];
    for (const s of r.specs) {
      const numbers = this.numbers.get(s.def.id);
      const bits = s.range
        ? numbers
          ? this.rangeBits(s.range, (slot) => numbers[slot]!)
          : new Uint32Array(this.capacity >>> 5)
        : this.union(s.values.map((v) => `s${s.def.id}:${v}`));
      groups.push({ key: `Spec.${s.def.key}`, bits });
    }
    return groups;
  }

  /**
   * The page of products the filter gives, how many it gives, and every facet with its counts. `text`
   * is what a search found, best first (null: no search).
   */
  list(r: Resolved, text: ArrayLike<number> | null, page: { offset: number; limit: number }): Listing {
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
    const groups = this.groups(r);
    // For each group, the slots every other group lets through: a filter's own choices never narrow its own counts.
    const others = groups.map((_, g) => {
      const bits = base.slice();
      groups.forEach((other, o) => {
        if (o !== g && other.bits) for (let w = 0; w < words; w++) bits[w]! &= other.bits[w]!;
      });
      return bits;
    });
    const chosen = groups.findIndex((g) => g.bits);
    const result = chosen < 0 ? base : others[chosen]!.slice();
    if (chosen >= 0) for (let w = 0; w < words; w++) result[w]! &= groups[chosen]!.bits![w]!;
    const total = countBits(result);
    const ids = this.page(result, r.sort, text, page);
    return { ids, total, facets: this.facets(r, groups, others) };
  }

  private page(result: Uint32Array, sort: Sort, text: ArrayLike<number> | null, page: { offset: number; limit: number }): number[] {
    const ids: number[] = [];
    let at = 0;
    const take = (slot: number) => {
      if (!has(result, slot)) return false;
      if (at++ >= page.offset) ids.push(this.ids[slot]!);
      return ids.length >= page.limit;
    };
    if (sort === 'relevance') {
      for (let i = 0; i < text!.length; i++) {
        const slot = this.slotOfId(text![i]!);
        if (slot >= 0 && take(slot)) break;
      }
      return ids;
    }
    const order = this.order(sort);
    for (let i = 0; i < order.length; i++) if (take(order[i]!)) break;
    return ids;
  }

  private facets(r: Resolved, groups: Group[], others: Uint32Array[]): Facet[] {
    const facet = (g: number, name: string, kind: Facet['Kind'], values: FacetValue[] | null, unit: string | null = null): Facet => ({
      Key: groups[g]!.key,
      Name: name,
      Kind: kind,
      Unit: unit,
      ...(values ? { Values: values } : {}),
      ...(groups[g]!.bits ? { Without: countBits(others[g]!) } : {}),
    });
    const listed = (g: number, value: string, label: string, set: string, selected: boolean): FacetValue => ({
      Value: value,
      Label: label,
      Count: countBits(others[g]!, this.sets.get(set) ?? new Uint32Array(others[g]!.length)),
      Selected: selected,
    });
    const out: Facet[] = [
      facet(
        0,
        'Category',
        'many',
        [...this.categories.values()].map((c) => listed(0, c.slug, c.name, `c${c.id}`, r.categories.includes(c.id))),
      ),
      facet(
        1,
        'Brand',
        'many',
        this.brandList()
          .filter((b) => b.count > 0 || r.brands.includes(b.row.id))
          .map((b) => listed(1, b.row.slug, b.row.name, `b${b.row.id}`, r.brands.includes(b.row.id))),
      ),
    ];
    const prices = this.spread(others[2]!, (slot) => this.price[slot]! / 100);
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
          Count: prices.count(band),
          Selected: band.min === r.price.min && band.max === r.price.max,
        })),
        '₹',
      ),
      Min: prices.min,
      Max: prices.max,
      SelectedMin: r.price.min,
      SelectedMax: r.price.max,
    });
    const discounts = this.spread(others[3]!, (slot) => this.discount[slot]!);
    out.push(
      facet(
        3,
        'Discount',
        'one',
        DISCOUNT_BANDS.map((d) => ({ Value: String(d), Label: `${d}% or more`, Count: discounts.count({ min: d, max: null }), Selected: r.discount === d })),
      ),
    );
    out.push(facet(4, 'Availability', 'yesno', [listed(4, 'true', 'In stock only', 'stock', r.inStock)]));
    if (r.category === null) return out;
    // The one category's specifications: each chosen one has its group (after the five above), the others count with all groups.
    const all = others[0]!.slice();
    if (groups[0]!.bits) for (let w = 0; w < all.length; w++) all[w]! &= groups[0]!.bits[w]!;
    for (const def of this.specsOf.get(r.category) ?? []) {
      if (!def.is_filter) continue;
      const at = r.specs.findIndex((s) => s.def.id === def.id);
      const g = at < 0 ? -1 : 5 + at;
      const mask = g < 0 ? all : others[g]!;
      const chosen = at < 0 ? null : r.specs[at]!;
      const head = { Key: `Spec.${def.key}`, Name: def.name, Kind: def.kind, Unit: def.unit, ...(g >= 0 ? { Without: countBits(others[g]!) } : {}) };
      if (def.kind === 'number') {
        const numbers = this.numbers.get(def.id);
        const spread = numbers ? this.spread(mask, (slot) => numbers[slot]!) : { min: null, max: null };
        out.push({ ...head, Min: spread.min, Max: spread.max, SelectedMin: chosen?.range?.min ?? null, SelectedMax: chosen?.range?.max ?? null });
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
          Count: countBits(mask, this.sets.get(`s${def.id}:${v.value}`) ?? new Uint32Array(mask.length)),
          Selected: chosen?.values.includes(v.value) ?? false,
        })),
      });
    }
    return out;
  }

  /** The smallest and largest value among the slots of `bits` (null: none has one), and how many fall in a range. */
  private spread(bits: Uint32Array, value: (slot: number) => number) {
    const values: number[] = [];
    forEachSlot(bits, (slot) => {
      const v = value(slot);
      if (!Number.isNaN(v) && v >= 0) values.push(v);
    });
    let min = Infinity;
    let max = -Infinity;
    for (const v of values) {
      if (v < min) min = v;
      if (v > max) max = v;
    }
    return {
      min: values.length ? min : null,
      max: values.length ? max : null,
      count: (r: Range) => values.reduce((n, v) => n + (inRange(v, r) ? 1 : 0), 0),
    };
  }
}
