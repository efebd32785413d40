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
