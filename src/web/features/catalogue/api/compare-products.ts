import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { CompareAnswer } from '@shared/schemas/catalogue';

export const compareProducts = (ids: readonly number[]) => api<CompareAnswer>('public/compare', { query: { Ids: ids.join(',') }, toastOnError: false });

/** The comparison of the compare page; the server renders the page from the same query. */
export const comparisonQuery = (ids: readonly number[]) =>
  queryOptions({
    queryKey: ['compare', ids.join(',')],
    queryFn: () => compareProducts(ids),
    enabled: ids.length > 0,
    retry: false,
    // A refusal the server met is not asked for again as the page hydrates.
    retryOnMount: false,
    // Back on the page, the shopper sees the prices and stock as they are now.
    refetchOnWindowFocus: true,
  });

export const useComparison = (ids: readonly number[]) => useQuery(comparisonQuery(ids));
