// A filter's list worked out from the value sets (docs/finding-products.md): the AND of its
// filters' sets, its counts beside it, and a page of it in the order asked for. The last filters'
// lists and counts are kept for their next pages and other orders.
import { LRUCache } from 'lru-cache';
import type { Sort } from '@shared/catalogue-filters';
import type { Facet } from '@shared/schemas/catalogue';
import { countBits } from './bits';
import { countFacets, groups, sinkEmpty, widen, type Counting, type FacetView } from './facet-counts';
import type { Resolved } from './facet-definitions';

export interface Listing {
  /** Product ids of the page asked for, in order. */
  ids: number[];
  total: number;
  facets: Facet[];
  /** The same facets as JSON. */
  facetsJson: string;
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
}

/** How many filters' selections are kept for their other pages and orders. */
const SELECTIONS_KEPT = 64;

/** What the lists keep, that an index can be asked not to keep: the last filters' selections (the benchmark of the cache layers measures it off). */
export type ListLayer = 'selections';

export class Lists {
  /**
   * The last filters' selections, for the same filter's next page or another order (a shopper
   * paging through a list): good while the index has not changed since (same epoch) and the words
   * found are the very same list.
   */
  private selections = new LRUCache<string, Selection>({ max: SELECTIONS_KEPT });

  constructor(
    private readonly v: FacetView,
    private readonly without: ReadonlySet<ListLayer> = new Set(),
  ) {}

  /**
   * The page of products the filter gives, how many it gives, and every facet with its counts. `text`
   * is what a search found, best first (null: no search); `epoch` counts the index's changes.
   */
  list(r: Resolved, text: ArrayLike<number> | null, page: { offset: number; limit: number }, epoch: number): Listing {
    const key = JSON.stringify([r.categories, r.brands, r.price, r.discount, r.inStock, r.rating, r.specs.map((s) => [s.def.id, s.values, s.range])]);
    let chosen = this.selections.get(key);
    if (!chosen || chosen.epoch !== epoch || chosen.text !== text) {
      chosen = { epoch, text, ...this.select(r, text) };
      if (!this.without.has('selections')) this.selections.set(key, chosen);
    }
    chosen.facetsJson ??= JSON.stringify(chosen.facets);
    return { ids: this.page(chosen, r.sort, text, page), total: chosen.total, facets: chosen.facets, facetsJson: chosen.facetsJson };
  }

  /** The published slots, narrowed to what the search found. */
  private base(text: ArrayLike<number> | null): Uint32Array {
    const { slots, sets } = this.v;
    const words = slots.words;
    const base = new Uint32Array(words);
    base.set(sets.of('live'));
    if (text) {
      const found = new Uint32Array(words);
      for (let i = 0; i < text.length; i++) {
        const slot = slots.slotOfId(text[i]!);
        if (slot >= 0) found[slot >>> 5]! |= 1 << (slot & 31);
      }
      for (let w = 0; w < words; w++) base[w]! &= found[w]!;
    }
    return base;
  }

  /** The slots a filter lets through, and every filter's counts beside it. */
  private select(r: Resolved, text: ArrayLike<number> | null): Pick<Selection, 'result' | 'total' | 'facets'> {
    const { slots } = this.v;
    const words = slots.words;
    const base = this.base(text);
    // Only the chosen categories' words can hold the list. The category counts (the Category group's
    // "others") need every word, unless a specification is chosen: only that category's products
    // have its values, so no other word holds any of them then.
    const within = slots.wordsOf(r.categories);
    const wide = r.specs.length ? within : slots.allWords();
    const chosenGroups = groups(this.v, r, wide);
    const at = (g: number) => (g === 0 ? wide : within);
    // For each group, the slots every other group lets through: a filter's own choices never narrow its own counts.
    const others = chosenGroups.map((_, g) => {
      const bits = new Uint32Array(words);
      for (const [from, to] of at(g)) bits.set(base.subarray(from, to), from);
      chosenGroups.forEach((other, o) => {
        if (o !== g && other.bits) for (const [from, to] of at(g)) for (let w = from; w < to; w++) bits[w]! &= other.bits[w]!;
      });
      return bits;
    });
    const chosen = chosenGroups.findIndex((g) => g.bits);
    let result = base;
    if (chosen >= 0) {
      result = new Uint32Array(words);
      const mine = others[chosen]!;
      const bits = chosenGroups[chosen]!.bits!;
      for (const [from, to] of within) for (let w = from; w < to; w++) result[w] = mine[w]! & bits[w]!;
    }
    const counting: Counting = { r, groups: chosenGroups, others, at };
    const facets = countFacets(this.v, counting);
    if (r.specs.length && r.category !== null) widen(this.v, r, base, facets[0]!);
    sinkEmpty(facets);
    return { result, total: countBits(within, result), facets };
  }

  private page(chosen: Selection, sort: Sort, text: ArrayLike<number> | null, page: { offset: number; limit: number }): number[] {
    const { orders, slots } = this.v;
    return Array.from(orders.walk(chosen.result, sort, text, page.offset, page.limit, chosen.total), (slot) => slots.ids[slot]!);
  }
}
