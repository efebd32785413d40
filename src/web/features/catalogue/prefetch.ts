// What the catalogue's pages start with, fetched by the server before it renders them: the same
// queries the pages then read, so the browser receives them in its query cache and asks for none.
import type { QueryClient } from '@tanstack/react-query';
import { bannersQuery } from './api/get-banners';
import { productQuery, variantsQuery } from './api/get-product';
import { productSearchQuery } from './api/search-products';
import { shopDetailsQuery } from '../../lib/shop-details';
import { SEARCH_TEXT_MAX } from '@shared/constants';
import { idOfAddress } from '@shared/address-ids';

/**
 * The search page's text, from its address, cut to the longest text the catalogue answers (never
 * between the two halves of a character written as a surrogate pair).
 */
export function searchTextOf(params: URLSearchParams): string {
  let text = (params.get('query') ?? '').trim();
  if (text.length > SEARCH_TEXT_MAX) {
    const cut = /[\uD800-\uDBFF]/.test(text[SEARCH_TEXT_MAX - 1]!) ? SEARCH_TEXT_MAX - 1 : SEARCH_TEXT_MAX;
    text = text.slice(0, cut).trim();
  }
  return text;
}

export interface PrefetchArgs {
  queryClient: QueryClient;
  params: Record<string, string | undefined>;
  search: URLSearchParams;
}

export const prefetchHome = async ({ queryClient }: PrefetchArgs) => {
  await Promise.all([queryClient.prefetchQuery(bannersQuery()), queryClient.prefetchInfiniteQuery(productSearchQuery(''))]);
};

export const prefetchSearch = async ({ queryClient, search }: PrefetchArgs) => {
  await queryClient.prefetchInfiniteQuery(productSearchQuery(searchTextOf(search)));
};

/** What prefetching found: nothing to say, or that the page's subject does not exist. */
export type Prefetched = void | 'not-found';

export const prefetchProduct = async ({ queryClient, params }: PrefetchArgs): Promise<Prefetched> => {
  const id = idOfAddress(params.productId);
  if (id === null) return 'not-found';
  const product = productQuery(id);
  // The seller beside Add to cart comes from the server's settings.
  await Promise.all([queryClient.prefetchQuery(product), queryClient.prefetchQuery(variantsQuery(id)), queryClient.prefetchQuery(shopDetailsQuery())]);
};
