// The catalogue's lists for the category, brand and search pages, and the lists of categories and
// brands (GET /api/public/catalogue, /api/public/categories, /api/public/brands).
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CatalogueFilter } from '@shared/catalogue-filters';
import type { BrandInfo, CatalogueAnswer, CategoryInfo } from '@shared/schemas/catalogue';
import { api, ApiError } from '../../../lib/api-client';
import { catalogueApiQuery } from '../browse-address';

const getCatalogue = (query: Record<string, string>) => api<CatalogueAnswer>('public/catalogue', { query, toastOnError: false });

/**
 * One page of the list a filter asks for. A filter the page could not read (`refused`) fails as the
 * API fails an address it refuses, with 400 and the sentence, so the page and the server's status
 * treat both alike. Its key is the API's query, so the page and its prefetch share it.
 */
export const catalogueQuery = (filter: CatalogueFilter | null, refused: string | null = null) => {
  const query = filter ? catalogueApiQuery(filter) : null;
  return queryOptions({
    queryKey: ['catalogue', query ? new URLSearchParams(query).toString() : `refused:${refused ?? ''}`],
    queryFn: () => (query ? getCatalogue(query) : Promise.reject(new ApiError(400, refused ?? '', { Message: refused }))),
    retry: false,
    retryOnMount: false,
    // The page keeps its products on screen while the next choice's answer comes.
    placeholderData: keepPreviousData,
  });
};

/**
 * What a filter would give, before it is applied (the phone's "Show 34 products", and the counts
 * beside each choice in its sheet): a page of one product, with the facets.
 */
export const cataloguePreviewQuery = (filter: CatalogueFilter) => {
  const query = catalogueApiQuery({ ...filter, page: 1, pageSize: 1 });
  return queryOptions({
    queryKey: ['catalogue', 'preview', new URLSearchParams(query).toString()],
    queryFn: () => getCatalogue(query),
    retry: false,
    placeholderData: keepPreviousData,
  });
};

/** Every category with published products, in the shop's order; the header lists them too. */
export const categoriesQuery = () =>
  queryOptions({
    queryKey: ['categories'],
    queryFn: () => api<CategoryInfo[]>('public/categories', { toastOnError: false }),
    staleTime: 5 * 60_000,
    retry: false,
  });

export const brandsQuery = () =>
  queryOptions({
    queryKey: ['brands'],
    queryFn: () => api<BrandInfo[]>('public/brands', { toastOnError: false }),
    staleTime: 5 * 60_000,
    retry: false,
  });

/** The message of a failed answer: the API's sentence when it gave one. */
export function failureSentence(error: unknown): string | null {
  const body = (error as { body?: { Message?: unknown } } | null)?.body;
  return typeof body?.Message === 'string' && body.Message ? body.Message : null;
}
