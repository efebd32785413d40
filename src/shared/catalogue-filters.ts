// What a shopper asks the catalogue for (docs/finding-products.md): words, filters, an order and a
// page, written the same way in the API's query (GET /api/public/catalogue) and in the shop's own
// addresses (/search, /c/<slug>, /brand/<slug>), so that an address holds the whole state.
import { SEARCH_TEXT_MAX } from './constants';
import { SLUG_PATTERN } from './slug';

export const SORTS = ['relevance', 'popular', 'price-asc', 'price-desc', 'newest', 'discount', 'rating'] as const;
export type Sort = (typeof SORTS)[number];
export const SORT_LABELS: Record<Sort, string> = {
  relevance: 'Relevance',
  popular: 'Popularity',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  newest: 'Newest first',
  discount: 'Biggest discount',
  rating: 'Customer rating',
};
/** The order when none is asked for: relevance for a search, popularity otherwise. */
export const defaultSort = (searchText: string): Sort => (searchText ? 'relevance' : 'popular');

/** "10 % off or more" and so on: the discount filter's choices. */
export const DISCOUNT_BANDS = [10, 25, 40] as const;

/** "4★ & above" and "3★ & above": the customer rating filter's choices (average stars of approved reviews). */
export const RATING_BANDS = [4, 3] as const;
export const ratingLabel = (stars: number) => `${stars}★ & above`;

export const CATALOGUE_PAGE_SIZE = 24;
export const CATALOGUE_PAGE_SIZE_MAX = 100;
/** The most values one filter may name at once (a brand list, a specification's values). */
export const FILTER_VALUES_MAX = 50;

/** A range of a number: either end may be left open. */
export interface Range {
  min: number | null;
  max: number | null;
}

export interface CatalogueFilter {
  searchText: string;
  /** Category slugs. */
  categories: string[];
  /** Brand slugs. */
  brands: string[];
  /** Whole rupees. */
  price: Range;
  /** At least this whole percent off the MRP. */
  discount: number | null;
  inStock: boolean;
  /** At least this average of stars (one of RATING_BANDS). */
  rating: number | null;
  /**
   * By specification key: the values chosen (value slugs, or yes/no), or a range for a number
   * (one value such as "30-60", read by numberRange).
   */
  specs: Record<string, string[]>;
  sort: Sort | null;
  page: number;
  pageSize: number;
}

export const emptyFilter = (): CatalogueFilter => ({
  searchText: '',
  categories: [],
  brands: [],
  price: { min: null, max: null },
  discount: null,
  inStock: false,
  rating: null,
  specs: {},
  sort: null,
  page: 1,
  pageSize: CATALOGUE_PAGE_SIZE,
});

export const SPEC_PREFIX = 'Spec.';

/** The parameters the catalogue knows besides Spec.<key>. */
export const FILTER_PARAMS = ['SearchText', 'Category', 'Brand', 'PriceMin', 'PriceMax', 'Discount', 'InStock', 'Rating', 'Sort', 'Page', 'PageSize'] as const;

const RANGE_PATTERN = /^(\d{1,9}(?:\.\d{1,3})?)?-(\d{1,9}(?:\.\d{1,3})?)?$/;

/** A range read from "30-60", "30-" or "-60"; null when the text is not one or both ends are open. */
export function readRange(text: string): Range | null {
  const m = RANGE_PATTERN.exec(text);
  if (!m || (m[1] === undefined && m[2] === undefined)) return null;
  return { min: m[1] === undefined ? null : Number(m[1]), max: m[2] === undefined ? null : Number(m[2]) };
}

/** A number specification's chosen range: its one value read as a range; null when it is not one. */
export const numberRange = (values: readonly string[]): Range | null => (values.length === 1 ? readRange(values[0]!) : null);

/** The filter as query parameters, in one fixed order (so that one state has one address). Defaults are left out. */
export function filterParams(f: CatalogueFilter, opts: { withPage?: boolean; without?: readonly string[] } = {}): URLSearchParams {
  const p = new URLSearchParams();
  const skip = new Set(opts.without ?? []);
  const put = (k: string, v: string) => !skip.has(k) && p.set(k, v);
  if (f.searchText) put('SearchText', f.searchText);
  if (f.categories.length) put('Category', f.categories.join(','));
  if (f.brands.length) put('Brand', f.brands.join(','));
  if (f.price.min !== null) put('PriceMin', String(f.price.min));
  if (f.price.max !== null) put('PriceMax', String(f.price.max));
  if (f.discount !== null) put('Discount', String(f.discount));
  if (f.inStock) put('InStock', 'true');
  if (f.rating !== null) put('Rating', String(f.rating));
  for (const key of Object.keys(f.specs).sort()) {
    const v = f.specs[key]!;
    if (v.length) put(SPEC_PREFIX + key, v.join(','));
  }
  if (f.sort) put('Sort', f.sort);
  if (opts.withPage !== false && f.page > 1) put('Page', String(f.page));
  if (opts.withPage !== false && f.pageSize !== CATALOGUE_PAGE_SIZE) put('PageSize', String(f.pageSize));
  return p;
}

/** Whether the filter narrows or orders the list beyond its page (search engines index only the plain list). */
export const isNarrowed = (f: CatalogueFilter, base: { categories?: number; brands?: number } = {}) =>
  f.categories.length > (base.categories ?? 0) ||
  f.brands.length > (base.brands ?? 0) ||
  f.price.min !== null ||
  f.price.max !== null ||
  f.discount !== null ||
  f.inStock ||
  f.rating !== null ||
  Object.keys(f.specs).length > 0 ||
  f.sort !== null;

export type ReadFilter = { filter: CatalogueFilter; error: null } | { filter: null; error: string };

const list = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

const wholeRupees = (text: string) => (/^\d{1,9}$/.test(text) ? Number(text) : null);

const fail = (error: string): ReadFilter => ({ filter: null, error });
const notSlug = (v: string) => !SLUG_PATTERN.test(v);
const notSpecValue = (v: string) => !SLUG_PATTERN.test(v) && !readRange(v);

/**
 * A filter read from query parameters. Anything unknown or written wrongly is refused with a
 * sentence (never ignored): the server answers it as a 400, the shop's pages show it.
 * Specification keys and values are only checked for their form here; the server checks them
 * against the category's specifications.
 */
export function readFilter(params: Record<string, string | string[] | undefined> | URLSearchParams): ReadFilter {
  const entries: [string, string][] = [];
  if (params instanceof URLSearchParams) params.forEach((v, k) => entries.push([k, v]));
  else for (const [k, v] of Object.entries(params)) if (v !== undefined) for (const one of Array.isArray(v) ? v : [v]) entries.push([k, one]);
  const f = emptyFilter();
  const seen = new Set<string>();
  for (const [key, raw] of entries) {
    if (seen.has(key)) return fail(`${key} is given more than once`);
    seen.add(key);
    const value = raw.trim();
    if (key.startsWith(SPEC_PREFIX)) {
      const spec = key.slice(SPEC_PREFIX.length);
      if (!SLUG_PATTERN.test(spec)) return fail(`Unknown filter: ${key}`);
      if (value === '') continue;
      // A number's range ("30-60") reads as one value here: only the server, which knows the
      // specification's kind, takes it for a range (numberRange).
      const values = list(value);
      if (values.length > FILTER_VALUES_MAX) return fail(`${key}: at most ${FILTER_VALUES_MAX} values`);
      const bad = values.find(notSpecValue);
      if (bad !== undefined) return fail(`${key}: unknown value "${bad}"`);
      f.specs[spec] = [...new Set(values)];
      continue;
    }
    switch (key) {
      case 'SearchText':
        if (raw.length > SEARCH_TEXT_MAX) return fail('Search text is too long');
        f.searchText = value;
        break;
      case 'Category':
      case 'Brand': {
        const values = [...new Set(list(value))];
        if (values.length > FILTER_VALUES_MAX) return fail(`${key}: at most ${FILTER_VALUES_MAX} values`);
        const bad = values.find(notSlug);
        if (bad !== undefined) return fail(`${key === 'Category' ? 'Unknown category' : 'Unknown brand'}: ${bad}`);
        if (key === 'Category') f.categories = values;
        else f.brands = values;
        break;
      }
      case 'PriceMin':
      case 'PriceMax': {
        if (value === '') break;
        const n = wholeRupees(value);
        if (n === null) return fail(`${key} must be a whole number of rupees`);
        if (key === 'PriceMin') f.price.min = n;
        else f.price.max = n;
        break;
      }
      case 'Discount': {
        if (value === '') break;
        const n = Number(value);
        if (!(DISCOUNT_BANDS as readonly number[]).includes(n)) return fail(`Discount must be one of ${DISCOUNT_BANDS.join(', ')}`);
        f.discount = n;
        break;
      }
      case 'Rating': {
        if (value === '') break;
        const n = Number(value);
        if (!(RATING_BANDS as readonly number[]).includes(n)) return fail(`Rating must be one of ${RATING_BANDS.join(', ')}`);
        f.rating = n;
        break;
      }
      case 'InStock':
        if (value !== 'true' && value !== 'false' && value !== '') return fail('InStock must be true or false');
        f.inStock = value === 'true';
        break;
      case 'Sort':
        if (value === '') break;
        if (!(SORTS as readonly string[]).includes(value)) return fail(`Sort must be one of ${SORTS.join(', ')}`);
        f.sort = value as Sort;
        break;
      case 'Page':
      case 'PageSize': {
        const n = /^\d{1,6}$/.test(value) ? Number(value) : NaN;
        const max = key === 'Page' ? 100_000 : CATALOGUE_PAGE_SIZE_MAX;
        if (!(n >= 1 && n <= max)) return fail(`${key} must be a whole number from 1 to ${max}`);
        if (key === 'Page') f.page = n;
        else f.pageSize = n;
        break;
      }
      default:
        return fail(`Unknown filter: ${key}`);
    }
  }
  if (f.price.min !== null && f.price.max !== null && f.price.min > f.price.max) return fail('PriceMin is above PriceMax');
  return { filter: f, error: null };
}
