// The catalogue's search behind one face (docs/finding-products.md, decision record 043): words, a
// filter and a page in; the page's product ids, how many products the filter gives, and every
// facet with its counts out. The catalogue's service talks to this face only. Its implementation
// today is the facet index held in memory (facet-index.ts); another (one SQL statement a request,
// say) would answer the same questions the same way.
import type { CatalogueFilter, Sort } from '@shared/catalogue-filters';
import type { Facet } from '@shared/schemas/catalogue';
import type { Db } from '../../db/client';
import { FacetIndex } from './facet-index';
import type { ListLayer } from './facet-lists';
import { fromDatabase, type BrandRow, type CategoryRow } from './facet-source';
import type { SearchTerms } from './search-terms';

/** What a catalogue page asks for. */
export interface CatalogueQuery {
  /** The words typed, as search terms (null: no words). */
  words: SearchTerms | null;
  /** The categories, brands, ranges, specifications and order chosen (its words and page are read from `words` and `page`). */
  filter: CatalogueFilter;
  page: { offset: number; limit: number };
}

/**
 * The shop's text search (docs/catalogue.md): the ids of the products some words match, best first,
 * with its spelling corrections. An implementation that narrows what the words find by the filter
 * asks it; it is asked at most once a query, and only when there are words.
 */
export type FindWords = (words: SearchTerms) => Promise<ArrayLike<number>>;

/** What the catalogue gives back. */
export interface CatalogueResult {
  /** The page's product ids, in order. */
  ids: number[];
  /** How many products the words and filter give, on every page. */
  total: number;
  /** Every facet with its counts, and the same as JSON (written once for all the pages). */
  facets: Facet[];
  facetsJson: string;
  /** The order the page is in: the one asked for, else relevance for words and popularity without. */
  sort: Sort;
}

/** A category or brand with its published products. */
export interface Counted<Row> {
  row: Row;
  count: number;
}

export interface CatalogueSearch {
  /** A page of the catalogue; an unknown category, brand or specification is refused with a sentence (400). */
  search(query: CatalogueQuery, findWords: FindWords): Promise<CatalogueResult>;
  /** Every category, with its published products. */
  categories(): Promise<Counted<CategoryRow>[]>;
  /** Every brand, with its published products (0 for a brand without any). */
  brands(): Promise<Counted<BrandRow>[]>;
  /** A change the database announced (lib/change-feed.ts): the next answers follow it. */
  changed(payload: string): void;
  /** The change feed was lost: nothing known is trusted until read again. */
  forget(): void;
}

/** The catalogue's search answered from the facet index in memory. */
class IndexedCatalogueSearch implements CatalogueSearch {
  constructor(private readonly index: FacetIndex) {}

  async search(query: CatalogueQuery, findWords: FindWords): Promise<CatalogueResult> {
    await this.index.ready();
    // The filter is checked before the words are looked for: a refused filter costs no search.
    const resolved = this.index.resolve(query.filter, query.words !== null);
    const found = query.words ? await findWords(query.words) : null;
    return { ...this.index.list(resolved, found, query.page), sort: resolved.sort };
  }

  async categories() {
    await this.index.ready();
    return this.index.categoryList();
  }

  async brands() {
    await this.index.ready();
    return this.index.brandList();
  }

  changed(payload: string) {
    this.index.changed(payload);
  }

  forget() {
    this.index.forget();
  }
}

/**
 * The catalogue's search as the shop runs it: the facet index in memory, built from the database on
 * first use; `without` names what its lists do not keep (the benchmark of the cache layers).
 */
export function createCatalogueSearch(db: Db, now: () => Date, without: readonly ListLayer[] = []): CatalogueSearch {
  return new IndexedCatalogueSearch(new FacetIndex(db, now, fromDatabase, new Set(without)));
}
