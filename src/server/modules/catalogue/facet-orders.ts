// The facet index's orders (docs/finding-products.md): every slot in each sort's order, worked out
// once by sorting packed numbers (the sort's key above the slot's place in id order) and then kept
// in order as products change; and a page of a list read from them.
import type { Sort } from '@shared/catalogue-filters';
import { forEachIn, has } from './bits';
import type { Slots } from './facet-slots';

export type Order = Exclude<Sort, 'relevance'>;

/** Slots are packed below keys in SLOT_BITS bits: up to 4 million products. Keys stay below 2^31. */
const SLOT_BITS = 22;
const SLOTS = 2 ** SLOT_BITS;
const MAX_KEY = 2 ** 31 - 1;
/** Whole-rupee prices the discount order tells apart among equal percents (dearer ones count as the dearest): 102 percents times this stay below MAX_KEY. */
const PRICE_SPAN = 2 ** 24;
/** Review counts the rating order tells apart (more count as the most): 501 averages times this stay below MAX_KEY. */
const REVIEWS_SPAN = 2 ** 21;
/** A list this short is put in order by sorting its own slots; a longer one by a walk through the kept order. */
const FEW = 2000;

export class Orders {
  private kept = new Map<Order, Int32Array>();

  constructor(private readonly slots: Slots) {}

  /** An order worked out again when next asked for (the figures it follows were read again). */
  drop(sort: Order) {
    this.kept.delete(sort);
  }

  /** A slot's place in a sort's order, as a whole number from 0 up (ties: in the order of the products' ids). */
  private sortKey(sort: Order, slot: number): number {
    const s = this.slots;
    const price = s.price[slot]!;
    switch (sort) {
      case 'popular':
        return MAX_KEY - Math.min(s.sold[slot]!, MAX_KEY);
      case 'price-asc':
        // A product without a price sorts last either way.
        return Number.isNaN(price) ? MAX_KEY : Math.min(Math.round(price * 100), MAX_KEY - 1);
      case 'price-desc':
        return Number.isNaN(price) ? MAX_KEY : MAX_KEY - 1 - Math.min(Math.round(price * 100), MAX_KEY - 1);
      case 'newest':
        // Of two products created in the same second, the later one (higher id) first: see packed().
        return MAX_KEY - Math.min(Math.max(Math.floor(s.created[slot]!), 0), MAX_KEY);
      case 'discount':
        // The largest percent off first; of equal percents, the cheapest (in whole rupees, as cards show prices).
        return (
          (Number.isNaN(s.discount[slot]!) ? 101 : 100 - s.discount[slot]!) * PRICE_SPAN +
          (Number.isNaN(price) ? PRICE_SPAN - 1 : Math.min(Math.round(price), PRICE_SPAN - 1))
        );
      case 'rating':
        // Best average first; of equal averages, the one more shoppers reviewed; products without reviews last.
        return (500 - Math.round(s.stars[slot]! * 100)) * REVIEWS_SPAN + (REVIEWS_SPAN - 1 - Math.min(s.reviews[slot]!, REVIEWS_SPAN - 1));
    }
  }

  /** Where a slot goes in an order: its key and its rank, packed in one number (key above SLOT_BITS bits of rank). */
  private packed(sort: Order, slot: number): number {
    const rank = this.slots.rank[slot]!;
    return this.sortKey(sort, slot) * SLOTS + (sort === 'newest' ? SLOTS - 1 - rank : rank);
  }

  /**
   * The slots in a sort's order (live or not: the caller's bits choose), computed once and then kept
   * in order as products change. The packed numbers are sorted as numbers: far quicker than a
   * comparison function.
   */
  order(sort: Order): Int32Array {
    let order = this.kept.get(sort);
    if (order) return order;
    order = this.sorted(sort, { length: this.slots.size }, (i) => i);
    this.kept.set(sort, order);
    return order;
  }

  /** Slots (the `n`th is slotAt(n)) in a sort's order. */
  private sorted(sort: Order, slots: { length: number }, slotAt: (n: number) => number): Int32Array {
    const n = slots.length;
    const packed = new Float64Array(n);
    for (let i = 0; i < n; i++) packed[i] = this.packed(sort, slotAt(i));
    packed.sort();
    const out = new Int32Array(n);
    for (let i = 0; i < n; i++) {
      const low = packed[i]! % SLOTS;
      out[i] = this.slots.slotByRank[sort === 'newest' ? SLOTS - 1 - low : low]!;
    }
    return out;
  }

  /** A slot whose keys changed (or a new slot) moved to its place in every order kept: one search and one shift, not a sort. */
  reposition(slot: number) {
    for (const [sort, order] of this.kept) {
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
      this.kept.set(sort, next);
    }
  }

  /**
   * The slots of `result` (`total` of them) in a sort's order, `limit` of them from the `offset`th.
   * By relevance: in the order of `text`, the products a search found, best first.
   */
  walk(result: Uint32Array, sort: Sort, text: ArrayLike<number> | null, offset: number, limit: number, total: number): Int32Array {
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
        const slot = this.slots.slotOfId(text![i]!);
        if (slot >= 0 && take(slot)) break;
      }
    } else {
      const order = this.order(sort);
      for (let i = 0; i < order.length; i++) if (take(order[i]!)) break;
    }
    return Int32Array.from(slots);
  }

  /** The lowest and highest price among the slots of `bits`: the first and last of them in the price order, without a scan of them all. */
  priceSpread(bits: Uint32Array): { min: number | null; max: number | null } {
    const order = this.order('price-asc');
    const price = this.slots.price;
    let min: number | null = null;
    let max: number | null = null;
    for (let i = 0; i < order.length && min === null; i++) if (has(bits, order[i]!) && !Number.isNaN(price[order[i]!]!)) min = price[order[i]!]!;
    for (let i = order.length - 1; i >= 0 && max === null; i--) if (has(bits, order[i]!) && !Number.isNaN(price[order[i]!]!)) max = price[order[i]!]!;
    return { min, max };
  }
}
