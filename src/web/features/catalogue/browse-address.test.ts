import { describe, expect, it } from 'vitest';
import { CATALOGUE_PAGE_SIZE, type CatalogueFilter } from '@shared/catalogue-filters';
import type { Facet } from '@shared/schemas/catalogue';
import {
  browseHref,
  catalogueApiQuery,
  chosenFilters,
  droppedSpecs,
  readBrowseAddress,
  searchEngineView,
  switchedCategory,
  toggled,
  unfilteredHref,
  withPage,
  withSpecRange,
  type BrowseAt,
} from './browse-address';
import { pageNumbers } from './page-numbers';

const category: BrowseAt = { kind: 'category', slug: 'headphones' };
const brand: BrowseAt = { kind: 'brand', slug: 'sonic' };
const search: BrowseAt = { kind: 'search', slug: '' };

const read = (at: BrowseAt, query: string): CatalogueFilter => {
  const r = readBrowseAddress(at, new URLSearchParams(query));
  if (r.error !== null) throw new Error(r.error);
  return r.filter;
};
const refusal = (at: BrowseAt, query: string) => readBrowseAddress(at, new URLSearchParams(query)).error;

describe('the address of a list', () => {
  it("reads a category page's filters with the category from its path, and asks the API for exactly that", () => {
    const f = read(category, 'Brand=sonic,aura&PriceMin=1000&Spec.connectivity=bluetooth&Spec.driver-size=30-60&Sort=price-asc&Page=2');
    expect(f.categories).toEqual(['headphones']);
    expect(f.brands).toEqual(['sonic', 'aura']);
    expect(catalogueApiQuery(f)).toEqual({
      Category: 'headphones',
      Brand: 'sonic,aura',
      PriceMin: '1000',
      'Spec.connectivity': 'bluetooth',
      'Spec.driver-size': '30-60',
      Sort: 'price-asc',
      Page: '2',
    });
  });

  it('writes one address for one state: the path holds the category or brand, the search keeps its text as query', () => {
    const f = read(category, 'Spec.driver-size=30-60&Brand=sonic&Sort=price-asc&Page=2');
    expect(browseHref(category, f)).toBe('/c/headphones?Brand=sonic&Spec.driver-size=30-60&Sort=price-asc&Page=2');
    expect(browseHref(brand, read(brand, 'Category=speakers'))).toBe('/brand/sonic?Category=speakers');
    const s = read(search, 'query=blue%20tooth&InStock=true');
    expect(s.searchText).toBe('blue tooth');
    expect(catalogueApiQuery(s)).toEqual({ SearchText: 'blue tooth', InStock: 'true' });
    expect(browseHref(search, s)).toBe('/search?query=blue%20tooth&InStock=true');
    // What is read back from an address it wrote is the same state.
    expect(read(category, browseHref(category, f).split('?')[1]!)).toEqual(f);
  });

  it('refuses a parameter the path already fixes and a filter written wrongly, with the sentence; tracking tags are no filter', () => {
    expect(refusal(category, 'Category=speakers')).toBe('Unknown filter: Category');
    expect(refusal(brand, 'Brand=aura')).toBe('Unknown filter: Brand');
    expect(refusal(search, 'SearchText=x')).toBe('Unknown filter: SearchText');
    expect(refusal(category, 'PriceMin=abc')).toBe('PriceMin must be a whole number of rupees');
    expect(refusal(category, 'Sort=cheapest')).toMatch(/^Sort must be one of/);
    expect(refusal(category, 'utm_source=mail&fbclid=x1&Brand=sonic')).toBeNull();
    expect(browseHref(category, read(category, 'utm_source=mail&Brand=sonic'))).toBe('/c/headphones?Brand=sonic');
  });

  it('leads a refused address to the plain list, the search keeping its text', () => {
    expect(unfilteredHref(category, new URLSearchParams('PriceMin=x'))).toBe('/c/headphones');
    expect(unfilteredHref(search, new URLSearchParams('query=bass&Sort=bad'))).toBe('/search?query=bass');
  });

  it('drops back to page 1 on any change of filter, and keeps it on a change of page', () => {
    const f = read(category, 'Page=3');
    expect(browseHref(category, toggled(f, 'Brand', 'sonic'))).toBe('/c/headphones?Brand=sonic');
    expect(browseHref(category, withPage(f, 4))).toBe('/c/headphones?Page=4');
    expect(browseHref(category, toggled(read(category, 'Brand=sonic'), 'Brand', 'sonic'))).toBe('/c/headphones');
    expect(browseHref(category, withSpecRange(f, 'Spec.driver-size', { min: 30, max: null }))).toBe('/c/headphones?Spec.driver-size=30-');
  });
});

describe('what search engines are told', () => {
  it('indexes the plain category and brand pages under their own address, page 2 on keeping its Page', () => {
    expect(searchEngineView(category, read(category, ''))).toEqual({ canonicalPath: '/c/headphones', noindex: false });
    expect(searchEngineView(category, read(category, 'Page=2'))).toEqual({ canonicalPath: '/c/headphones?Page=2', noindex: false });
    expect(searchEngineView(brand, read(brand, 'utm_source=x'))).toEqual({ canonicalPath: '/brand/sonic', noindex: false });
    expect(searchEngineView(search, read(search, ''))).toEqual({ canonicalPath: '/search', noindex: false });
  });

  it('keeps the results of words searched for out of the index, their links followed', () => {
    expect(searchEngineView(search, read(search, 'query=bass'))).toEqual({ canonicalPath: '/search?query=bass', noindex: true });
    expect(searchEngineView(search, read(search, 'query=bass&Page=2'))).toEqual({ canonicalPath: '/search?query=bass&Page=2', noindex: true });
  });

  it('keeps every filtered, sorted or resized list out of the index, naming its unfiltered page', () => {
    for (const query of [
      'Brand=sonic',
      'PriceMax=999',
      'Discount=10',
      'InStock=true',
      'Spec.connectivity=bluetooth',
      'Sort=newest',
      'PageSize=48',
      'Brand=sonic&Page=2',
    ])
      expect(searchEngineView(category, read(category, query)), query).toEqual({ canonicalPath: '/c/headphones', noindex: true });
    expect(searchEngineView(brand, read(brand, 'Category=speakers'))).toEqual({ canonicalPath: '/brand/sonic', noindex: true });
    expect(searchEngineView(search, read(search, 'query=bass&Sort=price-asc'))).toEqual({ canonicalPath: '/search?query=bass', noindex: true });
  });
});

describe('the chosen filters as chips', () => {
  const facets: Facet[] = [
    { Key: 'Brand', Name: 'Brand', Kind: 'many', Unit: null, Values: [{ Value: 'sonic', Label: 'Sonic', Count: 3, Selected: true }] },
    { Key: 'Spec.driver-size', Name: 'Driver size', Kind: 'number', Unit: 'mm', Min: 10, Max: 50 },
    {
      Key: 'Spec.connectivity',
      Name: 'Connectivity',
      Kind: 'many',
      Unit: null,
      Values: [{ Value: 'bluetooth-5-3', Label: 'Bluetooth 5.3', Count: 2, Selected: true }],
    },
    { Key: 'Spec.anc', Name: 'Noise cancelling', Kind: 'yesno', Unit: null, Values: [{ Value: 'yes', Label: 'Yes', Count: 1, Selected: true }] },
  ];

  it('names each choice as the shop writes it, and removes it alone', () => {
    const f = read(
      category,
      'Brand=sonic&PriceMin=1000&PriceMax=2999&Discount=25&InStock=true&Rating=4&Spec.driver-size=30-&Spec.connectivity=bluetooth-5-3&Spec.anc=yes',
    );
    const chosen = chosenFilters(category, f, facets);
    expect(chosen.map((c) => c.label)).toEqual([
      'Sonic',
      '₹1,000 – ₹2,999',
      '25% off or more',
      'In stock only',
      '4★ & above',
      'Noise cancelling',
      'Connectivity: Bluetooth 5.3',
      'Driver size: 30 mm or more',
    ]);
    const hrefs = chosen.map((c) => browseHref(category, c.without));
    expect(hrefs[0]).toBe(
      '/c/headphones?PriceMin=1000&PriceMax=2999&Discount=25&InStock=true&Rating=4&Spec.anc=yes&Spec.connectivity=bluetooth-5-3&Spec.driver-size=30-',
    );
    expect(hrefs[1]).not.toMatch(/Price/);
    expect(hrefs[4]).not.toMatch(/Rating/);
    expect(hrefs[7]).not.toMatch(/driver-size/);
    expect(hrefs[7]).toMatch(/Spec\.connectivity=bluetooth-5-3/);
  });

  it("does not offer the page's own category or brand as a chip", () => {
    expect(chosenFilters(category, read(category, ''), facets)).toEqual([]);
    expect(chosenFilters(brand, read(brand, ''), facets)).toEqual([]);
  });
});

describe('pageNumbers', () => {
  it('names the first, the last and the pages around the current one, with gaps', () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(1, 3)).toEqual([1, 2, 3]);
    expect(pageNumbers(5, 20)).toEqual([1, null, 4, 5, 6, null, 20]);
    expect(pageNumbers(3, 20)).toEqual([1, 2, 3, 4, null, 20]);
    expect(pageNumbers(20, 20)).toEqual([1, null, 19, 20]);
  });
});

it('keeps the page size of the contract', () => {
  expect(read(category, '').pageSize).toBe(CATALOGUE_PAGE_SIZE);
});

describe('going to another category under specification filters', () => {
  it('keeps the specifications that apply there, drops the others, and says which were dropped', () => {
    const before = read(search, 'query=bass&Category=headphones&Spec.noise-cancelling=yes&Spec.battery-life=20-&Page=3');
    const after = switchedCategory(before, 'earbuds', ['Spec.battery-life']);
    expect([after.categories, after.specs, after.page, after.searchText]).toEqual([['earbuds'], { 'noise-cancelling': ['yes'] }, 1, 'bass']);
    expect(droppedSpecs(before, after)).toEqual(['battery-life']);
    // Unticking a specification in the same category drops nothing to speak of.
    expect(droppedSpecs(before, { ...before, specs: {} })).toEqual([]);
  });
});
