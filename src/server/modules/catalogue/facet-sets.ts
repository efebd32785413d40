// The facet index's value sets (docs/finding-products.md): one set of bits over the slots per value
// a shopper can choose, and one array of numbers per specification measured in units.
//
// Set names: "live" (published), "stock" (in stock), "c<category id>", "b<brand id>", "d<discount
// band>", "r<rating band>", "s<specification id>:<value slug>".
import type { Range } from '@shared/catalogue-filters';
import type { Words } from './bits';

export class ValueSets {
  private capacity = 0;
  private sets = new Map<string, Uint32Array>();
  /** Each set's number, once, and the sets each slot is in (by number), to leave them when it changes. */
  private named = new Map<string, number>();
  private names: string[] = [];
  private memberOf: number[][] = [];
  /** Each number specification's value by slot (NaN: none). */
  readonly numbers = new Map<number, Float64Array>();

  /** Room for `capacity` slots (a whole number of words), as the slots grew. */
  grow(capacity: number) {
    if (capacity <= this.capacity) return;
    for (const [k, v] of this.numbers) {
      const b = new Float64Array(capacity).fill(NaN);
      b.set(v);
      this.numbers.set(k, b);
    }
    for (const [k, v] of this.sets) {
      const b = new Uint32Array(capacity >>> 5);
      b.set(v);
      this.sets.set(k, b);
    }
    this.capacity = capacity;
  }

  /** A value's set: made, empty, when first asked for. */
  of(name: string): Uint32Array {
    let bits = this.sets.get(name);
    if (!bits) {
      bits = new Uint32Array(this.capacity >>> 5);
      this.sets.set(name, bits);
    }
    return bits;
  }

  /** A value's set, or an empty one without keeping it (no product has had that value). */
  seen(name: string): Uint32Array {
    return this.sets.get(name) ?? new Uint32Array(this.capacity >>> 5);
  }

  /** A slot about to be given its values: in no set yet. */
  start(slot: number) {
    this.memberOf[slot] = [];
  }

  /** The slot put in one value's set. */
  join(slot: number, name: string) {
    const bits = this.of(name);
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
  part(slot: number, name: string) {
    this.of(name)[slot >>> 5]! &= ~(1 << (slot & 31));
    const n = this.named.get(name);
    this.memberOf[slot] = this.memberOf[slot]!.filter((m) => m !== n);
  }

  /** A slot's value of a number specification. */
  setNumber(specId: number, slot: number, value: number) {
    let values = this.numbers.get(specId);
    if (!values) {
      values = new Float64Array(this.capacity).fill(NaN);
      this.numbers.set(specId, values);
    }
    values[slot] = value;
  }

  /** The slot taken out of every set and given no numbers. */
  leave(slot: number) {
    for (const n of this.memberOf[slot] ?? []) {
      const bits = this.sets.get(this.names[n]!);
      if (bits) bits[slot >>> 5]! &= ~(1 << (slot & 31));
    }
    this.memberOf[slot] = [];
    for (const values of this.numbers.values()) values[slot] = NaN;
  }

  /** The sets a slot is in and its specification numbers: what a list or a count reads of it besides its brand. */
  held(slot: number): number[] {
    const out = [...this.memberOf[slot]!].sort((a, b) => a - b);
    for (const values of this.numbers.values()) out.push(values[slot]!);
    return out;
  }

  /** The slots in any of the named sets, within `words`. */
  union(words: Words, names: string[]): Uint32Array {
    const bits = new Uint32Array(this.capacity >>> 5);
    for (const name of names) {
      const set = this.sets.get(name);
      if (set) for (const [from, to] of words) for (let w = from; w < to; w++) bits[w]! |= set[w]!;
    }
    return bits;
  }

  /** The slots (of the first `size`) whose value is in the range (a slot without a value never is), within `words`. */
  rangeBits(words: Words, range: Range, values: Float64Array | undefined, size: number): Uint32Array {
    const bits = new Uint32Array(this.capacity >>> 5);
    if (!values) return bits;
    const lo = range.min ?? -Infinity;
    const hi = range.max ?? Infinity;
    for (const [from, to] of words)
      for (let slot = from << 5, end = Math.min(to << 5, size); slot < end; slot++) {
        const v = values[slot]!;
        if (v >= lo && v <= hi) bits[slot >>> 5]! |= 1 << (slot & 31);
      }
    return bits;
  }
}
