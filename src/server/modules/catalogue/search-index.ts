// The published products' search documents held in memory as an inverted index, per instance
// (decision record 013): which products hold each word, and which hold it in their name, code or
// category. A search's tsquery (search-terms.ts) is answered from it exactly as the database would
// answer `search_vector @@ query`, in well under a millisecond however many products it finds, so
// the shop can count every match and put them in their groups without reading them. Only the best
// RANKED are then ranked by the database (ts_rank). Until the index is built (the first search after
// a start builds it) and for a catalogue larger than MAX_PRODUCTS, searches are answered by SQL.
// Every change the database announces for a product is read again before the next search.
import * as repo from './catalogue.repo';
import type { Db } from '../../db/client';
import { forEachIn, has } from './bits';
import { parseQuery, parseVector, type QueryNode } from './search-text';

/** Above this many published products, searches stay in the database (the index would hold too much). */
export const MAX_PRODUCTS = 200_000;

/**
 * The words of the index, each numbered once, in order for prefixes. While a whole catalogue is read
 * in, the order is left to `seal` (one sort instead of an insertion per new word).
 */
class Dictionary {
  readonly numbers = new Map<string, number>();
  private sorted: string[] = [];
  private bulk = false;

  /** The number of a word, numbered if new. */
  number(word: string): number {
    let n = this.numbers.get(word);
    if (n === undefined) {
      n = this.numbers.size;
      this.numbers.set(word, n);
      if (this.bulk) this.sorted.push(word);
      else this.sorted.splice(lowerBound(this.sorted, word), 0, word);
    }
    return n;
  }

  startBulk() {
    this.bulk = true;
  }

  seal() {
    this.bulk = false;
    this.sorted.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  }

  /** The numbers of `word`, or (as a prefix) of every word it begins. */
  *matching(word: string, prefix: boolean): Generator<number> {
    if (!prefix) {
      const n = this.numbers.get(word);
      if (n !== undefined) yield n;
      return;
    }
    for (let k = lowerBound(this.sorted, word); k < this.sorted.length && this.sorted[k]!.startsWith(word); k++) yield this.numbers.get(this.sorted[k]!)!;
  }
}

/**
 * The ids holding each word, by word number. Most words of a large catalogue belong to one product
 * (its code, its model number): such a word keeps the id alone. A word of many products (a brand, a
 * kind, a common word of descriptions) keeps a set of bits over ids once that is smaller than its
 * sorted list: a search then takes it whole instead of setting a bit per product.
 */
class Postings {
  private lists: (number | number[] | Uint32Array | undefined)[] = [];

  add(word: number, id: number) {
    const list = this.lists[word];
    if (list === undefined) this.lists[word] = id;
    else if (typeof list === 'number') {
      if (list !== id) this.lists[word] = list < id ? [list, id] : [id, list];
    } else if (list instanceof Uint32Array) this.lists[word] = withBit(list, id);
    else if (list.length >= DENSE_FROM && list.length * 2 >= list[list.length - 1]! >>> 5) this.lists[word] = withBit(toBits(list), id);
    else if (list[list.length - 1]! < id) list.push(id);
    else {
      const at = lowerBound(list, id);
      if (list[at] !== id) list.splice(at, 0, id);
    }
  }

  remove(word: number, id: number) {
    const list = this.lists[word];
    if (list === id) this.lists[word] = undefined;
    else if (list instanceof Uint32Array) {
      if (id >>> 5 < list.length) list[id >>> 5]! &= ~(1 << (id & 31));
    } else if (Array.isArray(list)) {
      const at = lowerBound(list, id);
      if (list[at] === id) list.splice(at, 1);
    }
  }

  /** The ids matching a query, as bits over ids below `size` (a multiple of 32). */
  evaluate(words: Dictionary, node: QueryNode, size: number): Uint32Array {
    if ('lexeme' in node) {
      const bits = new Uint32Array(size >>> 5);
      for (const n of words.matching(node.lexeme, node.prefix)) {
        const list = this.lists[n];
        if (typeof list === 'number') bits[list >>> 5]! |= 1 << (list & 31);
        else if (list instanceof Uint32Array) for (let w = 0; w < list.length && w < bits.length; w++) bits[w]! |= list[w]!;
        else if (list) for (const id of list) bits[id >>> 5]! |= 1 << (id & 31);
      }
      return bits;
    }
    const [first, ...rest] = node.args.map((a) => this.evaluate(words, a, size));
    for (const other of rest) for (let w = 0; w < first!.length; w++) first![w] = node.op === '&' ? first![w]! & other[w]! : first![w]! | other[w]!;
    return first!;
  }
}

/**
 * A word's list becomes bits once it holds this many ids and at least one id in 64 up to its
 * largest (a number in a list takes 8 bytes; 64 ids take 8 bytes of bits).
 */
const DENSE_FROM = 256;

const toBits = (ids: number[]) => {
  const bits = new Uint32Array((ids[ids.length - 1]! >>> 5) + 1);
  for (const id of ids) bits[id >>> 5]! |= 1 << (id & 31);
  return bits;
};

/** `bits` with `id` set: the same array, or a larger copy when id is past its end. */
function withBit(bits: Uint32Array, id: number): Uint32Array {
  let out = bits;
  if (id >>> 5 >= bits.length) {
    out = new Uint32Array(Math.max((id >>> 5) + 1, bits.length * 2));
    out.set(bits);
  }
  out[id >>> 5]! |= 1 << (id & 31);
  return out;
}

function lowerBound<T>(a: T[], x: T): number {
  let lo = 0;
  let hi = a.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (a[mid]! < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** What a search finds, in order of its groups and then id (docs/catalogue.md). */
export interface Found {
  ids: Int32Array;
  /** The group of each of `ids`: 1 its category is named, 2 named in its name, code or category, 3 mentioned. */
  tiers: Uint8Array;
}

export class SearchIndex {
  private words = new Dictionary();
  /** The numbers of each product's words; those also in its name, code or category as -1 - number. */
  private docs = new Map<number, Int32Array>();
  private all = new Postings();
  private title = new Postings();
  private categoryWords = new Dictionary();
  private categories = new Postings();
  /** Each product's category, by product id (0: not in the index). */
  private categoryOf = new Int32Array(32);
  private maxCategory = 0;
  private state: 'empty' | 'building' | 'ready' | 'off' = 'empty';
  /** Reading again what changed; searches wait for it. */
  private pending: Promise<void> = Promise.resolve();
  private changedWhileBuilding: (number | 'all')[] | null = null;

  constructor(
    private readonly db: Db,
    private readonly maxProducts = MAX_PRODUCTS,
  ) {}

  get ready() {
    return this.state === 'ready';
  }

  /**
   * The products matching the tsquery text, grouped; null while the index is not built (the first
   * call starts building it) or when the catalogue is too large for it.
   */
  async find(query: string): Promise<Found | null> {
    if (this.state === 'empty') void this.build();
    if (this.state !== 'ready') return null;
    await this.pending;
    const node = parseQuery(query);
    const size = this.categoryOf.length;
    const matches = this.all.evaluate(this.words, node, size);
    const named = this.title.evaluate(this.words, node, size);
    const cats = this.categories.evaluate(this.categoryWords, node, (this.maxCategory + 32) & ~31);
    // One pass for the size of each group, one to put each match in its place.
    const tierOf = (id: number) => (has(cats, this.categoryOf[id]!) ? 0 : has(named, id) ? 1 : 2);
    const counts = [0, 0, 0];
    forEachIn(matches, (id) => counts[tierOf(id)]!++);
    const ids = new Int32Array(counts[0]! + counts[1]! + counts[2]!);
    const tiers = new Uint8Array(ids.length);
    const next = [0, counts[0]!, counts[0]! + counts[1]!];
    forEachIn(matches, (id) => {
      const tier = tierOf(id);
      const at = next[tier]!++;
      ids[at] = id;
      tiers[at] = tier + 1;
    });
    return { ids, tiers };
  }

  /** Reads every published product's search document and the categories' names. */
  async build(): Promise<void> {
    if (this.state === 'building' || this.state === 'off') return;
    this.state = 'building';
    this.changedWhileBuilding = [];
    try {
      if ((await repo.publishedCount(this.db)) > this.maxProducts) {
        this.state = 'off';
        return;
      }
      this.reset();
      for (const c of await repo.categoryVectors(this.db)) this.putCategory(c.id, c.vector);
      this.words.startBulk();
      for (const row of await repo.searchDocuments(this.db)) this.put(row.id, row.category_id, row.vector);
      this.words.seal();
      this.state = 'ready';
      const changed = this.changedWhileBuilding;
      this.changedWhileBuilding = null;
      for (const c of changed) this.changed(c === 'all' ? 'all' : String(c));
    } catch {
      // The database was closed or failed: searches stay in SQL until the next try.
      this.changedWhileBuilding = null;
      this.state = 'empty';
    }
  }

  /**
   * A change the database announced (the same payloads as the catalogue cache): a product's own
   * change is read again; a category's drops the index, built again on the next search.
   */
  changed(payload: string) {
    if (payload === 'banners' || payload.startsWith('card:')) return;
    const id = Number(payload);
    const whole = !Number.isInteger(id) || id <= 0;
    if (this.state === 'building') {
      this.changedWhileBuilding?.push(whole ? 'all' : id);
      return;
    }
    if (this.state !== 'ready') return;
    if (whole) {
      this.forget();
      return;
    }
    this.pending = this.pending.then(async () => {
      try {
        const [row] = await repo.searchDocuments(this.db, id);
        this.remove(id);
        if (row) this.put(row.id, row.category_id, row.vector);
      } catch {
        this.forget();
      }
    });
  }

  /** Drops everything: the next search builds the index again (after a lost change feed, too). */
  forget() {
    if (this.state === 'off') return;
    if (this.state === 'building') {
      this.changedWhileBuilding?.push('all');
      return;
    }
    this.state = 'empty';
    this.reset();
  }

  private reset() {
    this.words = new Dictionary();
    this.docs = new Map();
    this.all = new Postings();
    this.title = new Postings();
    this.categoryWords = new Dictionary();
    this.categories = new Postings();
    this.categoryOf = new Int32Array(32);
    this.maxCategory = 0;
  }

  private putCategory(id: number, vector: string) {
    for (const word of parseVector(vector).words) this.categories.add(this.categoryWords.number(word), id);
    this.maxCategory = Math.max(this.maxCategory, id);
  }

  private put(id: number, category: number, vector: string) {
    const doc = parseVector(vector);
    const titled = new Set(doc.title);
    const numbers = Int32Array.from(doc.words, (w) => {
      const n = this.words.number(w);
      this.all.add(n, id);
      if (!titled.has(w)) return n;
      this.title.add(n, id);
      return -1 - n;
    });
    this.docs.set(id, numbers);
    if (id >= this.categoryOf.length) {
      let size = this.categoryOf.length;
      while (id >= size) size *= 2;
      const grown = new Int32Array(size);
      grown.set(this.categoryOf);
      this.categoryOf = grown;
    }
    this.categoryOf[id] = category;
  }

  private remove(id: number) {
    const doc = this.docs.get(id);
    if (!doc) return;
    for (const n of doc) {
      this.all.remove(n < 0 ? -1 - n : n, id);
      if (n < 0) this.title.remove(-1 - n, id);
    }
    this.docs.delete(id);
    this.categoryOf[id] = 0;
  }
}
