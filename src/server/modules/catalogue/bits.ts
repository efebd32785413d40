// Sets of whole numbers (product ids or slots) as bits in 32-bit words: the search index and the
// facet index both keep their sets this way.

/** Whether `n` is in the set. */
export const has = (bits: Uint32Array, n: number) => (bits[n >>> 5]! & (1 << (n & 31))) !== 0;

/** Calls `f` with every number in the set, in order. */
export function forEachIn(bits: Uint32Array, f: (n: number) => void) {
  for (let w = 0; w < bits.length; w++) {
    let word = bits[w]!;
    while (word !== 0) {
      const low = word & -word;
      f((w << 5) | (31 - Math.clz32(low)));
      word ^= low;
    }
  }
}

/**
 * Where a set's bits can be: intervals of words [from, to). The facet index gives products slots
 * grouped by category, so a list within one category is worked out over a short span of words.
 */
export type Words = readonly (readonly [number, number])[];

/** The number of bits set in each 16-bit number. */
const BITS16 = new Uint8Array(1 << 16);
for (let i = 1; i < BITS16.length; i++) BITS16[i] = (i & 1) + BITS16[i >>> 1]!;

/** How many numbers of `bits` (and of `mask`, when given) lie within `words`. */
export function countBits(words: Words, bits: Uint32Array, mask?: Uint32Array): number {
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

/** How many numbers of `bits` have each value of `of` (a category or brand id by slot), by value. */
export function tally(words: Words, bits: Uint32Array, of: Int32Array, size: number): Int32Array {
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

/** Where `valuesOf` writes; grown as a set needs, kept between calls. */
let scratch = new Float64Array(1024);

/**
 * The values of `values` (a number by slot) of the numbers of `bits` within `words` that have one
 * (NaN: none), in order: the one walk over a set's values, which its ranges, its smallest and largest
 * and its counts per range all read. The answer is a view of a buffer the next call overwrites.
 */
export function valuesOf(words: Words, bits: Uint32Array, values: Float64Array): Float64Array {
  let n = 0;
  for (const [from, to] of words) {
    if (scratch.length < n + (to - from) * 32) {
      const grown = new Float64Array(Math.max(scratch.length * 2, n + (to - from) * 32));
      grown.set(scratch.subarray(0, n));
      scratch = grown;
    }
    for (let w = from; w < to; w++) {
      let word = bits[w]!;
      while (word !== 0) {
        const low = word & -word;
        const v = values[(w << 5) | (31 - Math.clz32(low))]!;
        word ^= low;
        if (!Number.isNaN(v)) scratch[n++] = v;
      }
    }
  }
  return scratch.subarray(0, n);
}

/** The smallest and largest of values `valuesOf` found (null: there were none). */
export function spread(found: Float64Array): { min: number | null; max: number | null } {
  let min = Infinity;
  let max = -Infinity;
  for (let i = 0; i < found.length; i++) {
    const v = found[i]!;
    if (v < min) min = v;
    if (v > max) max = v;
  }
  return { min: min === Infinity ? null : min, max: max === -Infinity ? null : max };
}

/**
 * How many of the values `valuesOf` found lie in each range (ranges in order, not overlapping, both
 * ends included; null: open), in one pass.
 */
export function countInRanges(found: Float64Array, ranges: readonly { min: number | null; max: number | null }[]): number[] {
  const counts = ranges.map(() => 0);
  const lows = ranges.map((r) => r.min ?? -Infinity);
  const highs = ranges.map((r) => r.max ?? Infinity);
  for (let i = 0; i < found.length; i++) {
    const v = found[i]!;
    for (let k = 0; k < lows.length; k++)
      if (v >= lows[k]! && v <= highs[k]!) {
        counts[k]! += 1;
        break;
      }
  }
  return counts;
}
