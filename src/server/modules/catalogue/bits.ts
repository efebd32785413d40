// Sets of whole numbers (product ids or slots) as bits in 32-bit words: the search index and the
// facet index both keep their sets this way.

/** Whether `n` is in the set. */
export const has = (bits: Uint32Array, n: number) => (bits[n >>> 5]! & (1 << (n & 31))) !== 0;
