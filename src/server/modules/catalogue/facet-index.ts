// What the filters, their counts and the orders of the catalogue are answered from: the published
// products' categories, brands, prices and specification values, held in memory per instance as
// sets of bits (decision record 024, docs/finding-products.md). One set a value ("brand Swara",
// "connectivity Bluetooth", "in stock"); a list and each of its counts are then a few AND and
// population counts over the product slots, the same sets for both, so a count never disagrees with
// the list it counts. Built from the database on the first request after a start, and kept current
// by the database's change announcements like the search index (search-index.ts).
//
// This file keeps the index current; its rooms do the rest: facet-slots.ts (each product's slot and
// the category spans), facet-sets.ts (the value sets), facet-orders.ts (the sorts), facet-lists.ts
// (a filter's list and its pages), facet-counts.ts (the counts of each kind of facet), facet-scopes.ts
// and facet-bands.ts (what a category's products hold: its ranges, values and brands) and
// facet-definitions.ts (a filter checked against the shop's categories, brands and specifications).
import { percentOff } from '@shared/money';
import { slugOf } from '@shared/slug';
import { DISCOUNT_BANDS, RATING_BANDS, type CatalogueFilter } from '@shared/catalogue-filters';
import { addDays, indiaDate } from '@shared/india-time';
import { SOLD_STATUSES } from '@shared/order-rules';
import type { Db } from '../../db/client';
import { has, tally } from './bits';
import type { FacetView } from './facet-counts';
import { Definitions, type Resolved } from './facet-definitions';
import { Lists, type ListLayer, type Listing } from './facet-lists';
import { Orders } from './facet-orders';
import { Scopes } from './facet-scopes';
import { ValueSets } from './facet-sets';
import { Slots } from './facet-slots';
import { fromDatabase, type BrandRow, type CategoryRow, type FacetRow, type FacetSource } from './facet-source';

export type { Resolved } from './facet-definitions';

/** How many days of sales the "popularity" order counts, and how often they are read again. */
export const POPULAR_DAYS = 30;
const POPULAR_REFRESH_MS = 10 * 60_000;

const sameValues = (a: number[], b: number[]) => a.length === b.length && a.every((v, i) => Object.is(v, b[i]));

/** Everything worked out from one build: replaced whole when the index is built again. */
interface Built extends FacetView {
  lists: Lists;
}

export class FacetIndex {
  private s: Built = this.fresh(new Definitions());
  /** Bumped by every change to what lists and counts are worked out from (a sale that leaves every set as it was is none). */
  private epoch = 0;
  private liveCounts: { epoch: number; categories: Int32Array; brands: Int32Array } | null = null;
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
    private readonly without: ReadonlySet<ListLayer> = new Set(),
  ) {}

  private fresh(defs: Definitions): Built {
    const slots = new Slots();
    const sets = new ValueSets();
    const scopes = new Scopes(slots, sets, () => this.epoch);
    const view: FacetView = { defs, slots, sets, orders: new Orders(slots), scopes, live: () => this.live() };
    return { ...view, lists: new Lists(view, this.without) };
  }

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
      this.s = this.fresh(new Definitions(defs));
      this.liveCounts = null;
      this.grow(64);
      this.grow(rows.length + 64);
      // Slots grouped by category (see facet-slots.ts); ranks in id order, the order the rows come in.
      const byCategory = rows.map((_, i) => i).sort((a, b) => rows[a]!.category_id - rows[b]!.category_id || a - b);
      for (const i of byCategory) this.putNew(rows[i]!, i);
      this.s.slots.closeSpans();
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
    const { slots, orders } = this.s;
    slots.sold.fill(0);
    for (const r of rows) {
      const slot = slots.slotOfId(r.product_id);
      if (slot >= 0) slots.sold[slot] = r.units;
    }
    this.soldAt = this.now().getTime();
    orders.drop('popular');
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
    const { slots, sets } = this.s;
    const slot = slots.slotOfId(id);
    // Not listed (unpublished): a card's change does not list it; publishing it is a change of its own.
    if (slot < 0 || !has(sets.of('live'), slot)) return true;
    const card = await this.source.card(this.db, id);
    if (!card || card.price_paise === null || card.mrp_paise === null) return false;
    const price = card.price_paise / 100;
    if (!Object.is(price, slots.price[slot]) || !Object.is(percentOff(card.price_paise, card.mrp_paise), slots.discount[slot])) return false;
    const inStock = (card.stock ?? 0) > 0;
    if (inStock === has(sets.of('stock'), slot)) return true;
    if (inStock) sets.join(slot, 'stock');
    else sets.part(slot, 'stock');
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

  private grow(atLeast: number) {
    if (this.s.slots.grow(atLeast)) this.s.sets.grow(this.s.slots.capacity);
  }

  /** A product given a new slot after the others (`rank`: its place in id order), and its values. */
  private putNew(row: FacetRow, rank = this.s.slots.size): number {
    const slot = this.s.slots.add(row.id, rank);
    this.s.sets.grow(this.s.slots.capacity);
    this.put(row, slot);
    return slot;
  }

  /** A product's values written in its slot, and the slot put in the sets of the values it has. */
  private put(row: FacetRow, slot: number) {
    const { slots, sets, defs } = this.s;
    this.epoch += 1;
    slots.ids[slot] = row.id;
    slots.category[slot] = row.category_id;
    slots.brand[slot] = row.brand_id ?? 0;
    slots.price[slot] = row.price_paise === null ? NaN : row.price_paise / 100;
    const discount = (slots.discount[slot] = row.price_paise === null || row.mrp_paise === null ? NaN : percentOff(row.price_paise, row.mrp_paise));
    slots.created[slot] = row.created;
    slots.stars[slot] = row.rating_count > 0 ? row.rating_average : 0;
    slots.reviews[slot] = row.rating_count;
    sets.start(slot);
    sets.join(slot, 'live');
    sets.join(slot, `c${row.category_id}`);
    if (row.brand_id !== null) sets.join(slot, `b${row.brand_id}`);
    if ((row.stock ?? 0) > 0) sets.join(slot, 'stock');
    // The discount and rating bands are sets of their own: counted like any value. (The price's
    // ranges are each category's own, counted from the prices: facet-scopes.ts.)
    for (const d of DISCOUNT_BANDS) if (discount >= d) sets.join(slot, `d${d}`);
    for (const r of RATING_BANDS) if (row.rating_count > 0 && row.rating_average >= r) sets.join(slot, `r${r}`);
    for (const [specId, value] of row.specs) {
      const def = defs.specs.get(specId);
      // Values of another category's specification (left from a change of category) do not count.
      if (!def || def.category_id !== row.category_id) continue;
      if (def.kind === 'number') sets.setNumber(specId, slot, Number(value));
      else sets.join(slot, `s${specId}:${def.kind === 'yesno' ? value : slugOf(value)}`);
    }
  }

  private leave(slot: number) {
    this.epoch += 1;
    this.s.sets.leave(slot);
  }

  /** A product read again: put in its slot (a new one if new), or taken out (unpublished or gone). */
  private update(id: number, row: FacetRow | undefined) {
    const { slots, sets, orders } = this.s;
    const slot = slots.slotOfId(id);
    if (slot >= 0 && row && row.category_id !== slots.category[slot]) {
      // Another category: a new slot among the added ones, so that it is within its category's words.
      this.leave(slot);
      slots.release(id);
      orders.reposition(this.putNew(row));
      return;
    }
    if (slot >= 0) {
      const keys = () => [slots.price[slot], slots.discount[slot], slots.created[slot], slots.stars[slot], slots.reviews[slot]];
      // What a list or a count reads of the slot: its brand, the sets it is in and its specification numbers.
      const held = () => [slots.brand[slot]!, ...sets.held(slot)];
      const before = keys();
      const heldBefore = held();
      const epoch = this.epoch;
      this.leave(slot);
      if (!row) return;
      this.put(row, slot);
      const after = keys();
      // A sale changes only the stock: the orders stay.
      if (before.some((v, i) => !Object.is(v, after[i]))) orders.reposition(slot);
      // Nor do the sets, unless the stock ran out or came back: the lists and counts worked out stay good.
      else if (sameValues(heldBefore, held())) this.epoch = epoch;
      return;
    }
    if (!row) return;
    orders.reposition(this.putNew(row));
  }

  // ------------------------------------------------------------ answering

  /** Each category with its published products. */
  categoryList(): { row: CategoryRow; count: number }[] {
    const counts = this.live().categories;
    return [...this.s.defs.categories.values()].map((row) => ({ row, count: counts[row.id] ?? 0 }));
  }

  /** Each brand with its published products. */
  brandList(): { row: BrandRow; count: number }[] {
    const counts = this.live().brands;
    return [...this.s.defs.brands.values()].map((row) => ({ row, count: counts[row.id] ?? 0 }));
  }

  /** The published products of each category and brand, counted again after a change. */
  private live() {
    if (this.liveCounts?.epoch !== this.epoch) {
      const { slots, sets, defs } = this.s;
      const live = sets.of('live');
      this.liveCounts = {
        epoch: this.epoch,
        categories: tally(slots.allWords(), live, slots.category, defs.maxCategory + 1),
        brands: tally(slots.allWords(), live, slots.brand, defs.maxBrand + 1),
      };
    }
    return this.liveCounts;
  }

  /** Checks a filter against the shop's categories, brands and specifications: anything unknown is refused with a sentence. */
  resolve(f: CatalogueFilter, hasText: boolean): Resolved {
    return this.s.defs.resolve(f, hasText);
  }

  /**
   * The page of products the filter gives, how many it gives, and every facet with its counts. `text`
   * is what a search found, best first (null: no search).
   */
  list(r: Resolved, text: ArrayLike<number> | null, page: { offset: number; limit: number }): Listing {
    return this.s.lists.list(r, text, page, this.epoch);
  }
}
