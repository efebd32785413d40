// The facet index's slots (docs/finding-products.md): each published product has one, a place in
// every bit set and in the arrays of what the orders and ranges read (price, discount, created,
// units sold, rating). Slots are given in the order products arrive and never reused. When the
// index is built they are grouped by category, so that a category's products are one short span of
// words; products added since take the slots at the end.
import type { Words } from './bits';

export class Slots {
  /** Slots given so far. */
  size = 0;
  /** Slots there is room for: always a whole number of 32-bit words. */
  capacity = 0;
  ids = new Int32Array(0);
  category = new Int32Array(0);
  /** The brand's id (0: none). */
  brand = new Int32Array(0);
  /** The price in rupees of the variant the product is offered with (its card's), and its whole percent off the MRP (NaN: none). */
  price = new Float64Array(0);
  discount = new Float64Array(0);
  created = new Float64Array(0);
  sold = new Float64Array(0);
  /** The approved reviews' average stars (0: none) and count. */
  stars = new Float64Array(0);
  reviews = new Float64Array(0);
  /**
   * Each slot's place in id order, and the slot of each place: an order's ties follow the products'
   * ids whatever their slots. Products added after the build come last, as their ids do.
   */
  rank = new Int32Array(0);
  slotByRank = new Int32Array(0);
  /** The slot of each product id (-1: none). */
  private slotOf = new Int32Array(0);
  /** Each category's span of words as built, and where the slots added since begin. */
  private spans = new Map<number, readonly [number, number]>();
  private tailFrom = 0;

  /** The words of a bit set over the slots. */
  get words(): number {
    return this.capacity >>> 5;
  }

  /** Room for at least `atLeast` slots; true when the arrays grew (the value sets must grow with them). */
  grow(atLeast: number): boolean {
    if (atLeast <= this.capacity) return false;
    const capacity = ((Math.max(atLeast, this.capacity * 2) + 31) >>> 5) << 5;
    const copy = <T extends Int32Array | Float64Array>(a: T, make: (n: number) => T, fill?: number) => {
      const b = make(capacity);
      if (fill !== undefined) b.fill(fill);
      b.set(a);
      return b;
    };
    const ints = (n: number) => new Int32Array(n);
    const floats = (n: number) => new Float64Array(n);
    this.ids = copy(this.ids, ints);
    this.category = copy(this.category, ints);
    this.brand = copy(this.brand, ints);
    this.price = copy(this.price, floats, NaN);
    this.discount = copy(this.discount, floats, NaN);
    this.created = copy(this.created, floats);
    this.sold = copy(this.sold, floats);
    this.rank = copy(this.rank, ints);
    this.slotByRank = copy(this.slotByRank, ints);
    this.stars = copy(this.stars, floats);
    this.reviews = copy(this.reviews, floats);
    this.capacity = capacity;
    return true;
  }

  slotOfId(id: number): number {
    return id < this.slotOf.length ? this.slotOf[id]! : -1;
  }

  /** A new slot for a product, after the others; `rank` is its place in id order. */
  add(id: number, rank: number): number {
    const slot = this.size;
    this.grow(slot + 1);
    this.size += 1;
    this.rank[slot] = rank;
    this.slotByRank[rank] = slot;
    if (id >= this.slotOf.length) {
      const grown = new Int32Array(Math.max(id + 1, this.slotOf.length * 2)).fill(-1);
      grown.set(this.slotOf);
      this.slotOf = grown;
    }
    this.slotOf[id] = slot;
    return slot;
  }

  /** The product leaves its slot for a new one (it moved to another category). */
  release(id: number) {
    this.slotOf[id] = -1;
  }

  /** Each category's span of words, once the build has given every product its slot. */
  closeSpans() {
    for (let slot = 0; slot < this.size; slot++) {
      const c = this.category[slot]!;
      const span = this.spans.get(c);
      this.spans.set(c, [span ? span[0] : slot >>> 5, (slot >>> 5) + 1]);
    }
    this.tailFrom = this.size >>> 5;
  }

  allWords(): Words {
    return [[0, this.words]];
  }

  /** The words a list limited to these categories can have bits in: their spans and the slots added since the build. */
  wordsOf(categories: number[]): Words {
    if (categories.length === 0) return this.allWords();
    const spans = categories.flatMap((c) => (this.spans.has(c) ? [this.spans.get(c)!] : []));
    spans.push([this.tailFrom, this.words]);
    spans.sort((a, b) => a[0] - b[0]);
    const merged: [number, number][] = [];
    for (const [from, to] of spans) {
      const last = merged.at(-1);
      if (last && from <= last[1]) last[1] = Math.max(last[1], to);
      else merged.push([from, to]);
    }
    return merged;
  }
}
