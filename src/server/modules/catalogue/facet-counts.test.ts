// The counts beside every filter's values, facet kind by facet kind, against a plain filter-and-count
// of a small catalogue written out here: a product whose default variant is sold out (offered with
// its cheapest variant in stock), one with every variant sold out, a brand without products, a
// category without products, specifications of every kind, and words that found some products.
// The catalogue changes as a shop's does (the default variant sells out, stock comes back) and the
// counts follow it.
import { describe, expect, it } from 'vitest';
import { DISCOUNT_BANDS, RATING_BANDS, numberRange, readFilter, type CatalogueFilter, type Range } from '@shared/catalogue-filters';
import { percentOff } from '@shared/money';
import { offeredVariant } from '@shared/product-page';
import { slugOf } from '@shared/slug';
import type { Facet } from '@shared/schemas/catalogue';
import type { Db } from '../../db/client';
import { bandValue, bandsOf, unitOf } from './facet-bands';
import { FacetIndex } from './facet-index';
import type { FacetRow, FacetSource, SpecificationRow } from './facet-source';

interface Variant {
  id: number;
  isDefault: boolean;
  pricePaise: number;
  mrpPaise: number;
  stock: number;
}

interface Product {
  id: number;
  category: number;
  brand: number | null;
  rating: [average: number, count: number];
  variants: Variant[];
  /** Values by specification id. */
  specs: Record<number, string[]>;
}

const CATEGORIES = [
  { id: 1, name: 'Headphones', slug: 'headphones', description: '' },
  { id: 2, name: 'Speakers', slug: 'speakers', description: '' },
  { id: 3, name: 'Cables', slug: 'cables', description: '' },
];
const BRANDS = [
  { id: 1, name: 'Swara', slug: 'swara' },
  { id: 2, name: 'Taal', slug: 'taal' },
  { id: 3, name: 'Naada', slug: 'naada' },
];
const spec = (id: number, category: number, key: string, kind: SpecificationRow['kind'], options: string[] = [], unit: string | null = null) => ({
  id,
  category_id: category,
  key,
  name: key,
  kind,
  unit,
  options,
  is_filter: true,
});
const SPECS: SpecificationRow[] = [
  spec(1, 1, 'connectivity', 'many', ['Bluetooth', 'Wired 3.5 mm']),
  spec(2, 1, 'noise-cancelling', 'yesno'),
  spec(3, 1, 'battery-life', 'number', [], 'h'),
  // No product is on-ear: that value is not offered unless chosen.
  spec(4, 1, 'fit', 'one', ['On-ear', 'Over-ear', 'In-ear']),
  spec(5, 2, 'connectivity', 'many', ['Bluetooth', 'Wired 3.5 mm']),
  spec(6, 2, 'power', 'number', [], 'W'),
  spec(7, 2, 'battery-life', 'number', [], 'h'),
];

const variant = (id: number, rupees: number, mrpRupees: number, stock: number, isDefault = false): Variant => ({
  id,
  isDefault,
  pricePaise: rupees * 100,
  mrpPaise: mrpRupees * 100,
  stock,
});

function products(): Product[] {
  return [
    // Its default variant is sold out: offered with its cheapest in stock, at another price and discount.
    {
      id: 1,
      category: 1,
      brand: 1,
      rating: [4.5, 2],
      variants: [variant(11, 12_000, 12_000, 0, true), variant(12, 2_500, 4_000, 3), variant(13, 2_800, 4_000, 5)],
      specs: { 1: ['Bluetooth'], 2: ['yes'], 3: ['30'], 4: ['Over-ear'] },
    },
    // Every variant sold out: offered with its default one, out of stock.
    {
      id: 2,
      category: 1,
      brand: 2,
      rating: [3.5, 1],
      variants: [variant(21, 900, 1_000, 0, true), variant(22, 700, 1_000, 0)],
      specs: { 1: ['Wired 3.5 mm'], 2: ['no'], 4: ['In-ear'] },
    },
    {
      id: 3,
      category: 1,
      brand: 1,
      rating: [0, 0],
      variants: [variant(31, 5_000, 8_000, 2, true)],
      specs: { 1: ['Bluetooth', 'Wired 3.5 mm'], 2: ['yes'], 3: ['50'], 4: ['Over-ear'] },
    },
    { id: 4, category: 1, brand: null, rating: [4, 7], variants: [variant(41, 1_500, 1_500, 9, true)], specs: { 3: ['12'] } },
    {
      id: 5,
      category: 2,
      brand: 2,
      rating: [4.2, 3],
      variants: [variant(51, 20_000, 30_000, 1, true)],
      specs: { 5: ['Bluetooth'], 6: ['40'], 7: ['20'] },
    },
    // A speaker whose default variant is sold out and whose other variant costs more.
    {
      id: 6,
      category: 2,
      brand: 1,
      rating: [2, 4],
      variants: [variant(61, 3_000, 3_300, 0, true), variant(62, 9_500, 11_000, 4)],
      specs: { 5: ['Wired 3.5 mm'], 6: ['120'] },
    },
    { id: 7, category: 2, brand: null, rating: [0, 0], variants: [variant(71, 999, 999, 6, true)], specs: { 5: ['Bluetooth', 'Wired 3.5 mm'] } },
  ];
}

/** What the database gives the index for a product: its offered variant (the shop's rule) and its values. */
function rowOf(p: Product): FacetRow {
  const offered = offeredVariant(p.variants.map((v) => ({ Id: v.id, IsDefault: v.isDefault, Price: v.pricePaise, Stock: v.stock })));
  const v = p.variants.find((x) => x.id === offered?.Id);
  return {
    id: p.id,
    category_id: p.category,
    brand_id: p.brand,
    created: 1_700_000_000 + p.id,
    price_paise: v?.pricePaise ?? null,
    mrp_paise: v?.mrpPaise ?? null,
    stock: v?.stock ?? null,
    rating_average: p.rating[0],
    rating_count: p.rating[1],
    specs: Object.entries(p.specs).flatMap(([id, values]) => values.map((value) => [Number(id), value] as [number, string])),
  };
}

function indexOf(catalogue: Map<number, Product>) {
  const row = (id: number) => (catalogue.has(id) ? [rowOf(catalogue.get(id)!)] : []);
  const source: FacetSource = {
    definitions: async () => ({ categories: CATEGORIES, brands: BRANDS, specifications: SPECS }),
    rows: async (_db, id) => (id === undefined ? [...catalogue.keys()].sort((a, b) => a - b).flatMap(row) : row(id)),
    card: async (_db, id) => row(id)[0],
    sold: async () => [],
  };
  return new FacetIndex({} as Db, () => new Date('2026-11-01T10:00:00Z'), source);
}

// ---------------------------------------------------------------- the plain filter-and-count

/** A product as the filters see it: its offered variant's price in rupees, percent off and stock. */
interface Seen {
  row: FacetRow;
  price: number | null;
  off: number | null;
  inStock: boolean;
  values: Map<number, string[]>;
}

const seen = (p: Product): Seen => {
  const row = rowOf(p);
  return {
    row,
    price: row.price_paise === null ? null : row.price_paise / 100,
    off: row.price_paise === null || row.mrp_paise === null ? null : percentOff(row.price_paise, row.mrp_paise),
    inStock: (row.stock ?? 0) > 0,
    values: new Map(Object.entries(p.specs).map(([id, values]) => [Number(id), values])),
  };
};

const within = (v: number | null, min: number | null, max: number | null) => v !== null && (min === null || v >= min) && (max === null || v <= max);

/** Whether a product has one of the values chosen of a specification (slugs, or a range of numbers). */
function hasSpec(s: Seen, def: SpecificationRow, chosen: string[]): boolean {
  const values = s.values.get(def.id) ?? [];
  if (def.kind === 'number') {
    const range = numberRange(chosen)!;
    return values.some((v) => within(Number(v), range.min, range.max));
  }
  return values.some((v) => chosen.includes(def.kind === 'yesno' ? v : slugOf(v)));
}

/** Each chosen filter as a test on a product, by its facet's key. */
function tests(f: CatalogueFilter, found: Set<number> | null): Map<string, (s: Seen) => boolean> {
  const out = new Map<string, (s: Seen) => boolean>();
  if (found) out.set('Words', (s) => found.has(s.row.id));
  const category = (id: number) => CATEGORIES.find((c) => c.id === id)!.slug;
  const brand = (id: number | null) => BRANDS.find((b) => b.id === id)?.slug;
  if (f.categories.length) out.set('Category', (s) => f.categories.includes(category(s.row.category_id)));
  if (f.brands.length) out.set('Brand', (s) => f.brands.includes(brand(s.row.brand_id) ?? ''));
  if (f.price.min !== null || f.price.max !== null) out.set('Price', (s) => within(s.price, f.price.min, f.price.max));
  if (f.discount !== null) out.set('Discount', (s) => (s.off ?? 0) >= f.discount!);
  if (f.inStock) out.set('InStock', (s) => s.inStock);
  if (f.rating !== null) out.set('Rating', (s) => s.row.rating_count > 0 && s.row.rating_average >= f.rating!);
  for (const [key, chosen] of Object.entries(f.specs)) {
    const def = SPECS.find((d) => d.key === key && CATEGORIES.find((c) => c.slug === f.categories[0])?.id === d.category_id)!;
    out.set(`Spec.${key}`, (s) => hasSpec(s, def, chosen));
  }
  return out;
}

const passes = (t: Map<string, (s: Seen) => boolean>, s: Seen, except?: string) => [...t].every(([key, test]) => key === except || test(s));
const count = (all: Seen[], keep: (s: Seen) => boolean) => all.filter(keep).length;

/** A facet as the tests compare it: each value's count (and what it drops), its range, and Without. */
type Counts = Record<string, unknown>;

function expectedFacets(all: Seen[], f: CatalogueFilter, found: Set<number> | null): Record<string, Counts> {
  const t = tests(f, found);
  const others = (key: string) => all.filter((s) => passes(t, s, key));
  const without = (key: string) => (t.has(key) ? { Without: others(key).length } : {});
  const spread = (values: number[]) => ({ Min: values.length ? Math.min(...values) : null, Max: values.length ? Math.max(...values) : null });
  const out: Record<string, Counts> = {};
  // With specifications chosen, the Category facet's Without is worked out with its counts.
  out.Category = { ...without('Category'), ...categoryCounts(all, f, t) };
  // Brands and values are offered when a published product of the categories chosen (of the shop) has them.
  const chosenCategories = CATEGORIES.filter((c) => f.categories.includes(c.slug)).map((c) => c.id);
  const scope = all.filter((s) => !chosenCategories.length || chosenCategories.includes(s.row.category_id));
  const liveBrands = new Set(scope.map((s) => s.row.brand_id));
  out.Brand = {
    ...Object.fromEntries(
      BRANDS.filter((b) => liveBrands.has(b.id) || f.brands.includes(b.slug)).map((b) => [b.slug, count(others('Brand'), (s) => s.row.brand_id === b.id)]),
    ),
    ...without('Brand'),
  };
  const category = f.categories.length === 1 ? CATEGORIES.find((c) => c.slug === f.categories[0])! : null;
  // The price's ranges come from the one category's published products (the shop's, without one), whatever else is chosen.
  const priceBands = bandsOf(
    all
      .filter((s) => !category || s.row.category_id === category.id)
      .flatMap((s) => (s.price === null ? [] : [s.price]))
      .sort((a, b) => a - b),
  );
  out.Price = {
    ...bandCounts(
      priceBands,
      others('Price').flatMap((s) => (s.price === null ? [] : [s.price])),
    ),
    ...spread(others('Price').flatMap((s) => (s.price === null ? [] : [s.price]))),
    ...without('Price'),
  };
  out.Discount = { ...Object.fromEntries(DISCOUNT_BANDS.map((d) => [String(d), count(others('Discount'), (s) => (s.off ?? 0) >= d)])), ...without('Discount') };
  out.InStock = { true: count(others('InStock'), (s) => s.inStock), ...without('InStock') };
  out.Rating = {
    ...Object.fromEntries(RATING_BANDS.map((r) => [String(r), count(others('Rating'), (s) => s.row.rating_count > 0 && s.row.rating_average >= r)])),
    ...without('Rating'),
  };
  for (const def of SPECS.filter((d) => d.category_id === category?.id)) {
    const key = `Spec.${def.key}`;
    const mine = others(key);
    const ofCategory = all.filter((s) => s.row.category_id === def.category_id);
    if (def.kind === 'number') {
      const valuesOf = (list: Seen[]) => list.flatMap((s) => (s.values.get(def.id) ?? []).map(Number));
      const there = valuesOf(ofCategory).sort((a, b) => a - b);
      out[key] = { ...bandCounts(bandsOf(there, unitOf(there)), valuesOf(mine)), ...spread(valuesOf(mine)), ...without(key) };
    } else {
      const values = (def.kind === 'yesno' ? ['yes', 'no'] : def.options.map(slugOf)).filter(
        (v) => (f.specs[def.key] ?? []).includes(v) || ofCategory.some((s) => hasSpec(s, def, [v])),
      );
      out[key] = { ...Object.fromEntries(values.map((v) => [v, count(mine, (s) => hasSpec(s, def, [v]))])), ...without(key) };
    }
  }
  return out;
}

/** How many of the values lie in each range, by the range's value ("30-39"). */
const bandCounts = (bands: Range[], values: number[]): Counts =>
  Object.fromEntries(bands.map((b) => [bandValue(b), values.filter((v) => within(v, b.min, b.max)).length]));

/**
 * The Category facet. Without specifications: each category with every other filter. With them
 * (they belong to the one category chosen), another category counts with the filters that apply
 * there: every other filter, and each chosen specification it has too (same key and kind); the
 * others are dropped and named.
 */
function categoryCounts(all: Seen[], f: CatalogueFilter, t: Map<string, (s: Seen) => boolean>): Counts {
  const specKeys = Object.keys(f.specs);
  const out: Counts = {};
  let without = 0;
  for (const c of CATEGORIES) {
    const mine = all.filter((s) => s.row.category_id === c.id);
    // A category without published products is not offered, unless it is chosen.
    if (!mine.length && !f.categories.includes(c.slug)) continue;
    if (!specKeys.length || c.slug === f.categories[0]) {
      out[c.slug] = count(mine, (s) => passes(t, s, 'Category'));
      without += out[c.slug] as number;
      continue;
    }
    const drops: string[] = [];
    const applying: ((s: Seen) => boolean)[] = [];
    for (const key of specKeys) {
      const chosen = SPECS.find((d) => d.key === key && d.category_id === CATEGORIES.find((x) => x.slug === f.categories[0])!.id)!;
      const there = SPECS.find((d) => d.key === key && d.kind === chosen.kind && d.category_id === c.id);
      const values =
        there && chosen.kind !== 'number'
          ? f.specs[key]!.filter((v) => (there.kind === 'yesno' ? ['yes', 'no'] : there.options.map(slugOf)).includes(v))
          : f.specs[key]!;
      if (!there || !values.length) drops.push(`Spec.${key}`);
      else applying.push((s) => hasSpec(s, there, values));
    }
    const n = count(mine, (s) => [...t].every(([key, test]) => key === 'Category' || key.startsWith('Spec.') || test(s)) && applying.every((a) => a(s)));
    out[c.slug] = drops.length ? { count: n, drops } : n;
    if (!drops.length) without += n;
  }
  return specKeys.length ? { ...out, Without: without } : out;
}

/** The index's facets in the same shape. */
function actualFacets(facets: Facet[]): Record<string, Counts> {
  const out: Record<string, Counts> = {};
  for (const facet of facets) {
    const counts: Counts = {};
    for (const v of facet.Values ?? []) counts[v.Value] = v.Drops ? { count: v.Count, drops: v.Drops } : v.Count;
    if (facet.Min !== undefined) Object.assign(counts, { Min: facet.Min, Max: facet.Max });
    if (facet.Without !== undefined) counts.Without = facet.Without;
    out[facet.Key] = counts;
  }
  return out;
}

const FILTERS = [
  '',
  'InStock=true',
  'Category=headphones',
  'Category=headphones&InStock=true&Brand=swara',
  'Category=headphones,speakers&Discount=25',
  'Brand=taal,naada&Rating=4',
  'PriceMin=1000&PriceMax=4999',
  'Category=headphones&Spec.connectivity=bluetooth',
  'Category=headphones&Spec.noise-cancelling=yes&InStock=true',
  'Category=headphones&Spec.battery-life=20-60&Spec.fit=over-ear',
  'Category=headphones&Spec.battery-life=10-&Spec.noise-cancelling=yes',
  'Category=speakers&Spec.battery-life=-30',
  'Category=speakers&Spec.power=100-&Spec.connectivity=wired-3-5-mm',
  'Category=speakers&Spec.connectivity=bluetooth,wired-3-5-mm&PriceMax=9999',
  'Category=headphones&Spec.fit=on-ear',
  'Category=headphones&Brand=taal&Spec.fit=on-ear,in-ear',
  'Category=headphones&Spec.battery-life=30-&PriceMin=2000',
];

function check(index: FacetIndex, catalogue: Map<number, Product>) {
  const all = [...catalogue.values()].map(seen);
  for (const found of [null, new Set([1, 2, 5, 6, 7])])
    for (const query of FILTERS) {
      const read = readFilter(new URLSearchParams(query));
      if (read.error !== null) throw new Error(read.error);
      const text = found && Int32Array.from(found);
      const listing = index.list(index.resolve(read.filter, text !== null), text, { offset: 0, limit: 24 });
      const t = tests(read.filter, found);
      const label = `${query || 'everything'}${found ? ' with words' : ''}`;
      expect([label, listing.total]).toEqual([label, count(all, (s) => passes(t, s))]);
      const actual = actualFacets(listing.facets);
      for (const [key, counts] of Object.entries(expectedFacets(all, read.filter, found))) expect([label, key, actual[key]]).toEqual([label, key, counts]);
      expect(Object.keys(actual).sort()).toEqual(Object.keys(expectedFacets(all, read.filter, found)).sort());
      for (const facet of listing.facets) {
        // In a list, the values that would give nothing come after the others (the chosen ones stay with those).
        if (facet.Kind !== 'number' && (['Category', 'Brand'].includes(facet.Key) || facet.Key.startsWith('Spec.'))) {
          const empty = (facet.Values ?? []).map((v) => v.Count === 0 && !v.Selected);
          expect([label, facet.Key, empty]).toEqual([label, facet.Key, [...empty].sort((a, b) => Number(a) - Number(b))]);
        }
        // A number's slider: round ends around its lowest and highest value, on its steps.
        if (facet.Kind === 'number' && facet.Min !== null) {
          const step = facet.SliderStep!;
          expect(facet.SliderMin! <= facet.Min! && facet.SliderMax! >= facet.Max! && facet.SliderMax! - facet.Max! < step).toBe(true);
          for (const end of [facet.SliderMin!, facet.SliderMax!]) expect(Math.abs(end / step - Math.round(end / step))).toBeLessThan(1e-6);
        }
      }
    }
}

describe('the counts beside the filters', () => {
  it('count, kind by kind, what a plain filter-and-count of the offered variants gives', async () => {
    const catalogue = new Map(products().map((p) => [p.id, p]));
    const index = indexOf(catalogue);
    await index.ready();
    check(index, catalogue);
  });

  it('follow the offered variant as default variants sell out and stock comes back', async () => {
    const catalogue = new Map(products().map((p) => [p.id, p]));
    const index = indexOf(catalogue);
    await index.ready();
    const sell = (productId: number, variantId: number, stock: number) => {
      const p = catalogue.get(productId)!;
      catalogue.set(productId, { ...p, variants: p.variants.map((v) => (v.id === variantId ? { ...v, stock } : v)) });
      index.changed(`card:${productId}`);
    };
    // The speaker's default variant back in stock: offered at its own price again.
    sell(6, 61, 2);
    // The last headphones in stock at 5,000 sell out: every variant of them is sold out.
    sell(3, 31, 0);
    // The in-ear headphones' cheaper variant comes back: offered with it, below its default's price.
    sell(2, 22, 4);
    // A sale that leaves stock: nothing a count reads moves.
    sell(4, 41, 8);
    await index.ready();
    check(index, catalogue);
    expect(rowOf(catalogue.get(2)!)).toMatchObject({ price_paise: 700_00, stock: 4 });
  });
});
