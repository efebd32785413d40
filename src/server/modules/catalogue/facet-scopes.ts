// What a category's published products hold, whatever else a list chooses (docs/finding-products.md):
// the ready-made ranges of its price and of each number specification, the values of its
// specifications some product has, and the brands it has. Worked out from the whole category, not
// from the list, so they stay put while a shopper changes filters; worked out again after a change
// to the catalogue.
import type { Range } from '@shared/catalogue-filters';
import { countBits, tally, valuesOf, type Words } from './bits';
import { bandsOf, unitOf } from './facet-bands';
import type { ValueSets } from './facet-sets';
import type { Slots } from './facet-slots';

/** A number filter's ranges and the smallest difference its values have. */
export interface Bands {
  bands: Range[];
  unit: number;
}

export class Scopes {
  private kept = new Map<string, unknown>();
  private keptAt = -1;

  constructor(
    private readonly slots: Slots,
    private readonly sets: ValueSets,
    /** The index's count of changes: what is kept is good while it stands. */
    private readonly epoch: () => number,
  ) {}

  private keep<T>(key: string, make: () => T): T {
    if (this.keptAt !== this.epoch()) {
      this.kept.clear();
      this.keptAt = this.epoch();
    }
    if (!this.kept.has(key)) this.kept.set(key, make());
    return this.kept.get(key) as T;
  }

  /** The published products of the categories (of the whole shop: none named), and the words they lie in. */
  private live(categories: readonly number[]): { words: Words; bits: Uint32Array } {
    const words = this.slots.wordsOf([...categories]);
    if (categories.length === 0) return { words, bits: this.sets.of('live') };
    const bits = this.sets.union(
      words,
      categories.map((c) => `c${c}`),
    );
    const live = this.sets.of('live');
    for (const [from, to] of words) for (let w = from; w < to; w++) bits[w]! &= live[w]!;
    return { words, bits };
  }

  /** The ranges of a number over a category's published products (the whole shop's: null), from its values by slot. */
  private bandsOf(category: number | null, values: Float64Array | undefined, unit: number | null): Bands {
    if (!values) return { bands: [], unit: unit ?? 1 };
    const { words, bits } = this.live(category === null ? [] : [category]);
    const found = Array.from(valuesOf(words, bits, values).sort());
    const u = unit ?? unitOf(found);
    return { bands: bandsOf(found, u), unit: u };
  }

  /** The price's ranges in whole rupees: of the one category chosen, else of the whole shop. */
  priceBands(category: number | null): Bands {
    return this.keep(`p${category}`, () => this.bandsOf(category, this.slots.price, 1));
  }

  /** A number specification's ranges over its category's published products. */
  numberBands(category: number, specId: number): Bands {
    return this.keep(`n${specId}`, () => this.bandsOf(category, this.sets.numbers.get(specId), null));
  }

  /** Whether some published product of the category has the value (a set's name, "s<spec>:<value>"). */
  has(category: number, name: string): boolean {
    return this.keep(`h${category}:${name}`, () => {
      const { words, bits } = this.live([category]);
      return countBits(words, bits, this.sets.seen(name)) > 0;
    });
  }

  /** How many published products each brand has in the categories (in the whole shop: none named), by brand id. */
  brandsIn(categories: readonly number[], maxBrand: number): Int32Array {
    return this.keep(`b${[...categories].sort((a, b) => a - b).join(',')}`, () => {
      const { words, bits } = this.live(categories);
      return tally(words, bits, this.slots.brand, maxBrand + 1);
    });
  }
}
