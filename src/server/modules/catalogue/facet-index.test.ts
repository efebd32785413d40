// The facet index's orders and pages against a plain sort of the same products, for short lists and
// long ones, near the first pages and far past them, before and after changes (a sale, a new price,
// the popularity figures read again). Built from products held here rather than from a database, so
// that the catalogue can be large enough for every way a page is found.
import { describe, expect, it } from 'vitest';
import { readFilter, SORTS, type Sort } from '@shared/catalogue-filters';
import { percentOff } from '@shared/money';
import type { Db } from '../../db/client';
import { FacetIndex } from './facet-index';
import type { FacetSource } from './facet-source';
import type { FacetRow } from './facet-source';

const PRODUCTS = 5000;

/** A fixed spread: many equal prices, creation times and ratings, so that ties are decided by id. */
function catalogue(): Map<number, FacetRow> {
  const rows = new Map<number, FacetRow>();
  for (let id = 1; id <= PRODUCTS; id++) {
    const price = 100_00 * (1 + ((id * 7919) % 40));
    rows.set(id, {
      id,
      category_id: id % 3 === 0 ? 2 : 1,
      brand_id: 1 + ((id * id) % 5),
      created: 1_700_000_000 + ((id * 31) % 200),
      price_paise: price,
      mrp_paise: id % 4 === 0 ? price : price + 10_00 * (id % 9),
      stock: id % 6 === 0 ? 0 : 3,
      rating_average: id % 5 === 0 ? 0 : [4.5, 3, 4, 2.5, 5][id % 5]!,
      rating_count: id % 5 === 0 ? 0 : 1 + (id % 4),
      specs: [],
    });
  }
  return rows;
}

function indexOf(rows: Map<number, FacetRow>, sold: Map<number, number>, clock: { now: number }) {
  const source: FacetSource = {
    definitions: async () => ({
      categories: [
        { id: 1, name: 'Headphones', slug: 'headphones', description: '' },
        { id: 2, name: 'Speakers', slug: 'speakers', description: '' },
      ],
      brands: [1, 2, 3, 4, 5].map((id) => ({ id, name: `Brand ${id}`, slug: `brand-${id}` })),
      specifications: [],
    }),
    rows: async (_db, id) => (id === undefined ? [...rows.values()].sort((a, b) => a.id - b.id) : rows.has(id) ? [rows.get(id)!] : []),
    card: async (_db, id) => rows.get(id),
    sold: async () => [...sold].map(([product_id, units]) => ({ product_id, units })),
  };
  return new FacetIndex({} as Db, () => new Date(clock.now), source);
}

/** The products a filter keeps, in a sort's order, as the shop documents each order. */
function expected(rows: Map<number, FacetRow>, sold: Map<number, number>, keep: (r: FacetRow) => boolean, sort: Sort): number[] {
  const off = (r: FacetRow) => percentOff(r.price_paise!, r.mrp_paise!);
  const by: Record<Exclude<Sort, 'relevance'>, (a: FacetRow, b: FacetRow) => number> = {
    popular: (a, b) => (sold.get(b.id) ?? 0) - (sold.get(a.id) ?? 0) || a.id - b.id,
    'price-asc': (a, b) => a.price_paise! - b.price_paise! || a.id - b.id,
    'price-desc': (a, b) => b.price_paise! - a.price_paise! || a.id - b.id,
    newest: (a, b) => b.created - a.created || b.id - a.id,
    discount: (a, b) => off(b) - off(a) || Math.round(a.price_paise! / 100) - Math.round(b.price_paise! / 100) || a.id - b.id,
    rating: (a, b) =>
      (b.rating_count > 0 ? b.rating_average : -1) - (a.rating_count > 0 ? a.rating_average : -1) || b.rating_count - a.rating_count || a.id - b.id,
  };
  return [...rows.values()]
    .filter(keep)
    .sort(by[sort as Exclude<Sort, 'relevance'>])
    .map((r) => r.id);
}

const FILTERS: [string, (r: FacetRow) => boolean][] = [
  ['', () => true],
  ['Category=headphones', (r) => r.category_id === 1],
  ['Category=speakers&Brand=brand-2&InStock=true', (r) => r.category_id === 2 && r.brand_id === 2 && r.stock! > 0],
  ['PriceMin=1000&PriceMax=1500', (r) => r.price_paise! >= 1000_00 && r.price_paise! <= 1500_00],
  ['InStock=true', (r) => r.stock! > 0],
];

/** Every page a shopper could ask for near the start, across the kept first pages' end, and far past them. */
function pageStarts(total: number): number[] {
  return [...new Set([0, 24, 216, 228, 240, 1000, Math.max(0, total - 24), total - 5].filter((o) => o >= 0 && o < total))];
}

function check(index: FacetIndex, rows: Map<number, FacetRow>, sold: Map<number, number>) {
  for (const [query, keep] of FILTERS)
    for (const sort of SORTS.filter((s) => s !== 'relevance')) {
      const read = readFilter(new URLSearchParams(`${query}&Sort=${sort}`));
      if (read.error !== null) throw new Error(read.error);
      const want = expected(rows, sold, keep, sort);
      const r = index.resolve(read.filter, false);
      for (const offset of pageStarts(want.length)) {
        const listing = index.list(r, null, { offset, limit: 24 });
        expect([query, sort, offset, listing.total]).toEqual([query, sort, offset, want.length]);
        expect([query, sort, offset, listing.ids]).toEqual([query, sort, offset, want.slice(offset, offset + 24)]);
      }
    }
}

describe('the facet index', () => {
  it('gives every page of every order as a plain sort would, for short and long lists, and after changes', async () => {
    const rows = catalogue();
    const sold = new Map([...rows.keys()].filter((id) => id % 7 === 0).map((id) => [id, id % 11] as const));
    const clock = { now: Date.parse('2026-11-01T10:00:00Z') };
    const index = indexOf(rows, sold, clock);
    await index.ready();
    check(index, rows, sold);

    // Announced as a card's change (a variant's): a sale that leaves the stock above zero, a sale of
    // the last piece, stock coming back, and new prices; then the same as a product's own change.
    const sales: [number, Partial<FacetRow>][] = [
      [10, { stock: 2 }],
      [11, { stock: 0 }],
      [18, { stock: 4 }],
    ];
    const prices: [number, Partial<FacetRow>][] = [
      [12, { price_paise: 1, mrp_paise: 1 }],
      [4000, { price_paise: 1000_00, mrp_paise: 2000_00 }],
    ];
    for (const payload of ['card:', ''])
      for (const changes of [sales, prices]) {
        for (const [id, change] of changes) {
          rows.set(id, { ...rows.get(id)!, ...change, stock: payload ? (change.stock ?? rows.get(id)!.stock) : 5 });
          index.changed(`${payload}${id}`);
        }
        await index.ready();
        check(index, rows, sold);
      }

    // The popularity figures are read again after ten minutes: the popular order follows them.
    for (const id of [15, 16, 17]) sold.set(id, 1000 + id);
    clock.now += 11 * 60_000;
    await index.ready();
    // The request that notices the figures are old is answered with them; the read follows at once.
    await new Promise((resolve) => setTimeout(resolve, 0));
    check(index, rows, sold);
  });
});
