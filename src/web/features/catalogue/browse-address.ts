// The addresses of the shop's lists of products (/search, /c/<slug>, /brand/<slug>): the whole
// state of a list is in its address, written with the catalogue API's own parameters
// (src/shared/catalogue-filters.ts), except the search text, which stays `query` on /search; the
// category of a category page and the brand of a brand page are in the path (docs/rendering.md).
import {
  CATALOGUE_PAGE_SIZE,
  DISCOUNT_BANDS,
  FILTER_PARAMS,
  SPEC_PREFIX,
  emptyFilter,
  filterParams,
  isNarrowed,
  numberRange,
  ratingLabel,
  readFilter,
  type CatalogueFilter,
  type Range,
  type ReadFilter,
} from '@shared/catalogue-filters';
import { formatRupees } from '@shared/money';
import type { Facet } from '@shared/schemas/catalogue';
import { searchTextOf } from './search-text';
import { PAGES, paths } from '../../lib/paths';

export type BrowseKind = 'search' | 'category' | 'brand';
/** Which list a page shows: the search, or the category or brand its path names. */
export interface BrowseAt {
  kind: BrowseKind;
  /** The category's or brand's slug; '' for the search. */
  slug: string;
}

/** The parameter each kind of page holds in its path (or, for the search, as `query`). */
const FIXED: Record<BrowseKind, string> = { search: 'SearchText', category: 'Category', brand: 'Brand' };

export const browsePath = ({ kind, slug }: BrowseAt) => (kind === 'search' ? PAGES.search : kind === 'category' ? paths.category(slug) : paths.brand(slug));

/**
 * The filter a page's address asks for, with the page's own category or brand, or the sentence
 * that says what is wrong with it. A parameter the path already fixes (Category on a category page)
 * is refused rather than read two ways.
 */
export function readBrowseAddress(at: BrowseAt, params: URLSearchParams): ReadFilter {
  // Only the catalogue's own parameters are read: others (utm_source, fbclid) are no filter.
  const rest = new URLSearchParams();
  params.forEach((value, key) => {
    if ((FILTER_PARAMS as readonly string[]).includes(key) || key.startsWith(SPEC_PREFIX)) rest.append(key, value);
  });
  if (at.kind === 'search' ? rest.has('SearchText') : rest.has(FIXED[at.kind])) return { filter: null, error: `Unknown filter: ${FIXED[at.kind]}` };
  const read = readFilter(rest);
  if (read.error !== null) return read;
  const filter = read.filter;
  if (at.kind === 'search') filter.searchText = searchTextOf(params);
  else if (at.kind === 'category') filter.categories = [at.slug];
  else filter.brands = [at.slug];
  return { filter, error: null };
}

/** The page's address for a filter: the path, then `query` on the search, then the API's parameters in their fixed order. */
export function browseHref(at: BrowseAt, filter: CatalogueFilter): string {
  const params = filterParams(filter, { without: [FIXED[at.kind], ...(at.kind === 'search' ? [] : ['SearchText'])] });
  const query = at.kind === 'search' && filter.searchText ? `query=${encodeURIComponent(filter.searchText)}` : '';
  const rest = params.toString();
  const search = [query, rest].filter(Boolean).join('&');
  return `${browsePath(at)}${search ? `?${search}` : ''}`;
}

/** The filter of the page as a search engine should know it: its own category, brand or text, nothing else. */
export const plainFilter = (at: BrowseAt, filter: CatalogueFilter): CatalogueFilter => ({
  ...emptyFilter(),
  searchText: at.kind === 'search' ? filter.searchText : '',
  categories: at.kind === 'category' ? [at.slug] : [],
  brands: at.kind === 'brand' ? [at.slug] : [],
});

/** The unfiltered page a refused address leads to (the search keeps its text). */
export const unfilteredHref = (at: BrowseAt, params: URLSearchParams) =>
  browseHref(at, { ...plainFilter(at, emptyFilter()), searchText: at.kind === 'search' ? searchTextOf(params) : '' });

/**
 * What search engines are told of the page: a filtered, sorted or resized list is not indexed and
 * names its unfiltered page as canonical; the plain list is its own canonical, page 2 on keeping
 * its Page. The results of words searched for are the shop's own search, not a page to index:
 * never indexed, their links followed.
 */
export function searchEngineView(at: BrowseAt, filter: CatalogueFilter): { canonicalPath: string; noindex: boolean } {
  const base = { categories: at.kind === 'category' ? 1 : 0, brands: at.kind === 'brand' ? 1 : 0 };
  const plain = plainFilter(at, filter);
  if (isNarrowed(filter, base) || filter.pageSize !== CATALOGUE_PAGE_SIZE) return { canonicalPath: browseHref(at, plain), noindex: true };
  if (at.kind === 'search' && filter.searchText) return { canonicalPath: browseHref(at, { ...plain, page: filter.page }), noindex: true };
  return { canonicalPath: browseHref(at, { ...plain, page: filter.page }), noindex: false };
}

/** A category's or brand's best sellers, offered when its list is empty: its most popular four. */
export const bestSellersFilter = (at: BrowseAt): CatalogueFilter => ({ ...plainFilter(at, emptyFilter()), sort: 'popular', pageSize: 4 });

/** The catalogue API's query for a filter (GET /api/public/catalogue). */
export const catalogueApiQuery = (filter: CatalogueFilter): Record<string, string> => Object.fromEntries(filterParams(filter));

// ---------------------------------------------------------------- changing the filter

/** The filter with one value of a list filter (Brand, Category, Spec.<key>) added or taken away; back to page 1. */
export function toggled(filter: CatalogueFilter, key: string, value: string): CatalogueFilter {
  const flip = (list: string[]) => (list.includes(value) ? list.filter((v) => v !== value) : [...list, value]);
  const next: CatalogueFilter = { ...filter, page: 1 };
  if (key === 'Brand') next.brands = flip(filter.brands);
  else if (key === 'Category') next.categories = flip(filter.categories);
  else if (key.startsWith('Spec.')) {
    const spec = key.slice('Spec.'.length);
    const values = flip(filter.specs[spec] ?? []);
    next.specs = { ...filter.specs };
    if (values.length) next.specs[spec] = values;
    else delete next.specs[spec];
  }
  return next;
}

/**
 * Another category chosen while specifications are chosen (which need exactly one category): that
 * category alone, keeping the specifications that apply there and dropping `drops` (the answer's
 * Drops of its value); back to page 1.
 */
export function switchedCategory(filter: CatalogueFilter, category: string, drops: readonly string[]): CatalogueFilter {
  const specs = Object.fromEntries(Object.entries(filter.specs).filter(([key]) => !drops.includes(`Spec.${key}`)));
  return { ...filter, categories: [category], specs, page: 1 };
}

/** The specifications a change of category left behind (keys without "Spec."), for the chip that says so. */
export function droppedSpecs(before: CatalogueFilter, after: CatalogueFilter): string[] {
  if (before.categories.join(',') === after.categories.join(',')) return [];
  return Object.keys(before.specs).filter((key) => !(key in after.specs));
}

/** The filter with a number specification's range set (null: any). */
export function withSpecRange(filter: CatalogueFilter, key: string, range: Range | null): CatalogueFilter {
  const spec = key.slice('Spec.'.length);
  const specs = { ...filter.specs };
  if (range && (range.min !== null || range.max !== null)) specs[spec] = [`${range.min ?? ''}-${range.max ?? ''}`];
  else delete specs[spec];
  return { ...filter, specs, page: 1 };
}

export const withPrice = (filter: CatalogueFilter, price: Range): CatalogueFilter => ({ ...filter, price, page: 1 });
export const withDiscount = (filter: CatalogueFilter, discount: number | null): CatalogueFilter => ({ ...filter, discount, page: 1 });
export const withInStock = (filter: CatalogueFilter, inStock: boolean): CatalogueFilter => ({ ...filter, inStock, page: 1 });
export const withRating = (filter: CatalogueFilter, rating: number | null): CatalogueFilter => ({ ...filter, rating, page: 1 });
export const withSort = (filter: CatalogueFilter, sort: CatalogueFilter['sort']): CatalogueFilter => ({ ...filter, sort, page: 1 });
export const withPage = (filter: CatalogueFilter, page: number): CatalogueFilter => ({ ...filter, page });

// ---------------------------------------------------------------- what the shopper chose

/** "₹1,000 – ₹2,999", "Under ₹1,000" or "₹20,000 and above". */
export function priceLabel({ min, max }: Range): string {
  if (min !== null && max !== null) return `${formatRupees(min)} – ${formatRupees(max)}`;
  if (max !== null) return `Up to ${formatRupees(max)}`;
  return `${formatRupees(min ?? 0)} and above`;
}

/** "30–60 mm", "30 mm or more", "Up to 60 mm". */
export function rangeLabel({ min, max }: Range, unit: string | null): string {
  const u = unit ? ` ${unit}` : '';
  if (min !== null && max !== null) return `${min}–${max}${u}`;
  if (max !== null) return `Up to ${max}${u}`;
  return `${min}${u} or more`;
}

export const discountLabel = (percent: number) => `${percent}% off or more`;

/** One thing the shopper chose, as a removable chip: what it says, and the filter without it. */
export interface Chosen {
  /** The facet's key (Brand, Price, Spec.<key>), to find its count without it. */
  key: string;
  label: string;
  without: CatalogueFilter;
}

/**
 * Everything the shopper chose beyond the page's own category, brand or text, in the filter
 * panel's order, each with the filter that drops it. Labels come from the answer's facets (a
 * brand's name, an option as written), the slug when the answer does not name it.
 */
export function chosenFilters(at: BrowseAt, filter: CatalogueFilter, facets: readonly Facet[]): Chosen[] {
  const facet = (key: string) => facets.find((f) => f.Key === key);
  const labelOf = (key: string, value: string) => facet(key)?.Values?.find((v) => v.Value === value)?.Label ?? value;
  const chosen: Chosen[] = [];
  if (at.kind !== 'category')
    for (const c of filter.categories) chosen.push({ key: 'Category', label: labelOf('Category', c), without: toggled(filter, 'Category', c) });
  if (at.kind !== 'brand') for (const b of filter.brands) chosen.push({ key: 'Brand', label: labelOf('Brand', b), without: toggled(filter, 'Brand', b) });
  if (filter.price.min !== null || filter.price.max !== null)
    chosen.push({ key: 'Price', label: priceLabel(filter.price), without: withPrice(filter, { min: null, max: null }) });
  if (filter.discount !== null) chosen.push({ key: 'Discount', label: discountLabel(filter.discount), without: withDiscount(filter, null) });
  if (filter.inStock) chosen.push({ key: 'InStock', label: 'In stock only', without: withInStock(filter, false) });
  if (filter.rating !== null) chosen.push({ key: 'Rating', label: ratingLabel(filter.rating), without: withRating(filter, null) });
  for (const spec of Object.keys(filter.specs).sort()) {
    const key = `Spec.${spec}`;
    const f = facet(key);
    const values = filter.specs[spec]!;
    const range = f?.Kind === 'number' ? numberRange(values) : null;
    if (range) {
      chosen.push({ key, label: `${f?.Name ?? spec}: ${rangeLabel(range, f?.Unit ?? null)}`, without: withSpecRange(filter, key, null) });
      continue;
    }
    for (const v of values) {
      const label = f?.Kind === 'yesno' ? f.Name : `${f?.Name ?? spec}: ${labelOf(key, v)}`;
      chosen.push({ key, label, without: toggled(filter, key, v) });
    }
  }
  return chosen;
}

/** The discount choices, best first as a shopper reads them. */
export const DISCOUNT_CHOICES = [...DISCOUNT_BANDS];
