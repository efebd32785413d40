// The counts beside every filter's values (docs/finding-products.md), one function per kind of
// facet: each value counted against the slots every *other* chosen filter lets through, so that a
// filter's own choices never narrow its own counts.
import { formatRupees } from '@shared/money';
import { DISCOUNT_BANDS, RATING_BANDS, ratingLabel, type Range } from '@shared/catalogue-filters';
import type { Facet, FacetValue } from '@shared/schemas/catalogue';
import { countBits, countInRanges, spread, tally, valuesOf, type Words } from './bits';
import { bandValue, sliderOf } from './facet-bands';
import { knownValues, type Definitions, type Resolved, type SpecDef } from './facet-definitions';
import type { Orders } from './facet-orders';
import type { Bands, Scopes } from './facet-scopes';
import type { ValueSets } from './facet-sets';
import type { Slots } from './facet-slots';

/** What the lists and counts read of the index. */
export interface FacetView {
  defs: Definitions;
  slots: Slots;
  sets: ValueSets;
  orders: Orders;
  /** What each category's published products hold, whatever the list: its ranges, values and brands. */
  scopes: Scopes;
  /** The published products of each category and brand, by id. */
  live(): { categories: Int32Array; brands: Int32Array };
}

/** One filter's contribution to the list: the slots it lets through (null: not chosen). */
export interface Group {
  key: string;
  bits: Uint32Array | null;
}

/** The groups before the specifications': Category, Brand, Price, Discount, InStock, Rating. */
export const SPEC_GROUPS_FROM = 6;

/**
 * A list's filter as counts read it: its groups (in the order of the facets), for each group the
 * slots every other group lets through (`others`), and the words those were worked out over (`at`).
 */
export interface Counting {
  r: Resolved;
  groups: Group[];
  others: Uint32Array[];
  at: (group: number) => Words;
}

/** Every facet of a list with its counts: the six every list has, then the one category's specifications. */
export function countFacets(v: FacetView, c: Counting): Facet[] {
  const out = [categoryFacet(v, c), brandFacet(v, c), priceFacet(v, c), discountFacet(v, c), availabilityFacet(v, c), ratingFacet(v, c)];
  if (c.r.category === null) return out;
  // The one category's specifications: each chosen one has its group (after the six above), the others count with all groups.
  const within = c.at(1);
  const all = new Uint32Array(c.others[0]!.length);
  const inChosen = c.groups[0]!.bits;
  for (const [from, to] of within) for (let w = from; w < to; w++) all[w] = c.others[0]![w]! & (inChosen ? inChosen[w]! : ~0);
  for (const def of v.defs.specsOf.get(c.r.category) ?? []) if (def.is_filter) out.push(specFacet(v, c, def, within, all));
  return out;
}

/** A facet's name, kind and unit, its values, and (when it is chosen) how many the list would have without it. */
function facet(c: Counting, g: number, name: string, kind: Facet['Kind'], values: FacetValue[] | null, unit: string | null = null): Facet {
  return {
    Key: c.groups[g]!.key,
    Name: name,
    Kind: kind,
    Unit: unit,
    ...(values ? { Values: values } : {}),
    ...(c.groups[g]!.bits ? { Without: countBits(c.at(g), c.others[g]!) } : {}),
  };
}

/** A value counted as its set's slots among those the other filters let through. */
function counted(c: Counting, g: number, bits: Uint32Array): number {
  return countBits(c.at(g), c.others[g]!, bits);
}

function categoryFacet(v: FacetView, c: Counting): Facet {
  // A product has one category (and at most one brand): the values are counted in one pass over the slots.
  const counts = tally(c.at(0), c.others[0]!, v.slots.category, v.defs.maxCategory + 1);
  const live = v.live().categories;
  // A category without published products is not offered, unless it is chosen.
  const values = [...v.defs.categories.values()]
    .filter((row) => (live[row.id] ?? 0) > 0 || c.r.categories.includes(row.id))
    .map((row) => ({
      Value: row.slug,
      Label: row.name,
      Count: counts[row.id] ?? 0,
      Selected: c.r.categories.includes(row.id),
    }));
  return facet(c, 0, 'Category', 'many', values);
}

function brandFacet(v: FacetView, c: Counting): Facet {
  const counts = tally(c.at(1), c.others[1]!, v.slots.brand, v.defs.maxBrand + 1);
  // A brand without published products in the categories chosen (in the shop, when none is) is not offered, unless it is chosen.
  const live = v.scopes.brandsIn(c.r.categories, v.defs.maxBrand);
  const values = [...v.defs.brands.values()]
    .filter((row) => (live[row.id] ?? 0) > 0 || c.r.brands.includes(row.id))
    .map((row) => ({ Value: row.slug, Label: row.name, Count: counts[row.id] ?? 0, Selected: c.r.brands.includes(row.id) }));
  return facet(c, 1, 'Brand', 'many', values);
}

/** A price range as the filter shows it: "Under ₹1,000", "₹1,000 to ₹2,499", "₹20,000 and above". */
const priceLabel = (band: Range) =>
  band.min === null
    ? `Under ${formatRupees(band.max! + 1)}`
    : band.max === null
      ? `${formatRupees(band.min)} and above`
      : `${formatRupees(band.min)} to ${formatRupees(band.max)}`;

/** A number's range as the filter shows it: "Under 20 h", "20-29 h", "30 h & above". */
const numberLabel = (band: Range, unit: string | null, step: number) => {
  const u = unit ? ` ${unit}` : '';
  if (band.min === null) return `Under ${Number((band.max! + step).toFixed(3))}${u}`;
  if (band.max === null) return `${band.min}${u} & above`;
  return band.min === band.max ? `${band.min}${u}` : `${band.min}–${band.max}${u}`;
};

/**
 * A number facet's ready-made ranges, each counted against the slots the other filters let
 * through, and its slider: round ends around the lowest and highest value there, and a round step.
 */
function rangeFacet(
  head: Omit<Facet, 'Values'>,
  found: { min: number | null; max: number | null },
  counts: number[],
  { bands, unit }: Bands,
  label: (band: Range) => string,
  chosen: Range | null,
): Facet {
  const values = bands.map((band, k) => ({
    Value: bandValue(band),
    Label: label(band),
    Count: counts[k]!,
    Selected: chosen !== null && band.min === chosen.min && band.max === chosen.max,
  }));
  const slider = found.min === null || found.max === null ? null : sliderOf(found.min, found.max, unit);
  return {
    ...head,
    Values: values,
    Min: found.min,
    Max: found.max,
    SelectedMin: chosen?.min ?? null,
    SelectedMax: chosen?.max ?? null,
    SliderMin: slider?.from ?? null,
    SliderMax: slider?.to ?? null,
    SliderStep: slider?.step ?? null,
  };
}

function priceFacet(v: FacetView, c: Counting): Facet {
  const { price } = c.r;
  const bands = v.scopes.priceBands(c.r.category);
  const counts = countInRanges(valuesOf(c.at(2), c.others[2]!, v.slots.price), bands.bands);
  const chosen = price.min === null && price.max === null ? null : price;
  return rangeFacet(facet(c, 2, 'Price', 'number', null, '₹'), v.orders.priceSpread(c.others[2]!), counts, bands, priceLabel, chosen);
}

function discountFacet(v: FacetView, c: Counting): Facet {
  const values = DISCOUNT_BANDS.map((d) => ({
    Value: String(d),
    Label: `${d}% or more`,
    Count: counted(c, 3, v.sets.of(`d${d}`)),
    Selected: c.r.discount === d,
  }));
  return facet(c, 3, 'Discount', 'one', values);
}

function availabilityFacet(v: FacetView, c: Counting): Facet {
  const value = { Value: 'true', Label: 'In stock only', Count: counted(c, 4, v.sets.seen('stock')), Selected: c.r.inStock };
  return facet(c, 4, 'Availability', 'yesno', [value]);
}

function ratingFacet(v: FacetView, c: Counting): Facet {
  const values = RATING_BANDS.map((stars) => ({
    Value: String(stars),
    Label: ratingLabel(stars),
    Count: counted(c, 5, v.sets.seen(`r${stars}`)),
    Selected: c.r.rating === stars,
  }));
  return facet(c, 5, 'Customer rating', 'one', values);
}

/**
 * One specification of the chosen category: a number's lowest and highest value, or each value's
 * count. A chosen one counts against its own group's others; one not chosen against every group.
 */
function specFacet(v: FacetView, c: Counting, def: SpecDef, within: Words, all: Uint32Array): Facet {
  const at = c.r.specs.findIndex((s) => s.def.id === def.id);
  const g = at < 0 ? -1 : SPEC_GROUPS_FROM + at;
  const mask = g < 0 ? all : c.others[g]!;
  const chosen = at < 0 ? null : c.r.specs[at]!;
  const head = { Key: `Spec.${def.key}`, Name: def.name, Kind: def.kind, Unit: def.unit, ...(g >= 0 ? { Without: countBits(within, c.others[g]!) } : {}) };
  if (def.kind === 'number') {
    const numbers = v.sets.numbers.get(def.id);
    const bands = v.scopes.numberBands(c.r.category!, def.id);
    // One walk over the products' values answers both the lowest and highest and the ranges' counts.
    const values = numbers ? valuesOf(within, mask, numbers) : new Float64Array(0);
    const found = spread(values);
    const counts = countInRanges(values, bands.bands);
    const label = (band: Range) => numberLabel(band, def.unit, bands.unit);
    return rangeFacet(head, found, counts, bands, label, chosen?.range ?? null);
  }
  const labels = def.kind === 'yesno' ? ['Yes', 'No'] : def.options;
  const values = knownValues(def).flatMap((value, i) => {
    const selected = chosen?.values.includes(value) ?? false;
    const name = `s${def.id}:${value}`;
    // A value no published product of the category has is not offered, unless it is chosen.
    if (!selected && !v.scopes.has(c.r.category!, name)) return [];
    return [{ Value: value, Label: labels[i]!, Count: countBits(within, mask, v.sets.seen(name)), Selected: selected }];
  });
  return { ...head, Values: values };
}

/**
 * The values of a list (categories, brands, a specification's values) that would give nothing, moved
 * below the others, each part in its own order; chosen ones stay with the others.
 */
export function sinkEmpty(facets: Facet[]) {
  for (const f of facets) {
    if (!f.Values || f.Kind === 'number' || !(f.Key === 'Category' || f.Key === 'Brand' || f.Key.startsWith('Spec.'))) continue;
    const some = f.Values.filter((x) => x.Count > 0 || x.Selected);
    if (some.length < f.Values.length) f.Values = [...some, ...f.Values.filter((x) => x.Count === 0 && !x.Selected)];
  }
}

/** The chosen filters as groups of slots (within `words`), in the order of the facets. */
export function groups(v: FacetView, r: Resolved, words: Words): Group[] {
  const { sets, slots } = v;
  const priceChosen = r.price.min !== null || r.price.max !== null;
  const out: Group[] = [
    {
      key: 'Category',
      bits: r.categories.length
        ? sets.union(
            slots.allWords(),
            r.categories.map((c) => `c${c}`),
          )
        : null,
    },
    {
      key: 'Brand',
      bits: r.brands.length
        ? sets.union(
            words,
            r.brands.map((b) => `b${b}`),
          )
        : null,
    },
    { key: 'Price', bits: priceChosen ? sets.rangeBits(words, r.price, slots.price, slots.size) : null },
    { key: 'Discount', bits: r.discount === null ? null : sets.of(`d${r.discount}`) },
    { key: 'InStock', bits: r.inStock ? sets.of('stock') : null },
    { key: 'Rating', bits: r.rating === null ? null : sets.of(`r${r.rating}`) },
  ];
  for (const s of r.specs) {
    const bits = s.range
      ? sets.rangeBits(words, s.range, sets.numbers.get(s.def.id), slots.size)
      : sets.union(
          words,
          s.values.map((x) => `s${s.def.id}:${x}`),
        );
    out.push({ key: `Spec.${s.def.key}`, bits });
  }
  return out;
}

/**
 * The Category facet of a list filtered by specifications (which belong to its one category): each
 * other category counts its products with the filters that apply there: every filter but the
 * specifications, and each specification chosen that the category has too (the same key and kind,
 * with one of the values chosen, or a range). The others are dropped (its value's Drops), so no
 * category with products shows 0. Without counts, in every category where all the chosen
 * specifications apply, what they let through.
 */
export function widen(v: FacetView, r: Resolved, base: Uint32Array, facet: Facet) {
  const common = new Uint32Array(base.length);
  common.set(base);
  for (const g of groups(v, { ...r, categories: [], specs: [] }, v.slots.allWords()))
    if (g.bits) for (let w = 0; w < common.length; w++) common[w]! &= g.bits[w]!;
  let without = 0;
  for (const value of facet.Values ?? []) {
    const c = v.defs.categoryBySlug.get(value.Value);
    if (!c) continue;
    if (c.id === r.category) {
      without += value.Count;
      continue;
    }
    const words = v.slots.wordsOf([c.id]);
    const bits = new Uint32Array(common.length);
    const inCategory = v.sets.of(`c${c.id}`);
    for (const [from, to] of words) for (let w = from; w < to; w++) bits[w] = common[w]! & inCategory[w]!;
    const drops: string[] = [];
    for (const s of r.specs) {
      const mine = sameSpecIn(v, c.id, s, words);
      if (!mine) {
        drops.push(`Spec.${s.def.key}`);
        continue;
      }
      for (const [from, to] of words) for (let w = from; w < to; w++) bits[w]! &= mine[w]!;
    }
    value.Count = countBits(words, bits);
    if (drops.length) value.Drops = drops;
    else without += value.Count;
  }
  facet.Without = without;
}

/** What a chosen specification lets through in another category that has it too (null: it has not, or none of the values chosen). */
function sameSpecIn(v: FacetView, category: number, s: Resolved['specs'][number], words: Words): Uint32Array | null {
  const def = v.defs.specsOf.get(category)?.find((d) => d.key === s.def.key && d.kind === s.def.kind && d.is_filter);
  if (!def) return null;
  if (s.range) return v.sets.rangeBits(words, s.range, v.sets.numbers.get(def.id), v.slots.size);
  const values = s.values.filter((x) => knownValues(def).includes(x));
  if (!values.length) return null;
  return v.sets.union(
    words,
    values.map((x) => `s${def.id}:${x}`),
  );
}
