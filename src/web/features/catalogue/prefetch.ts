// What the catalogue's pages start with, fetched by the server before it renders them: the same
// queries the pages then read, so the browser receives them in its query cache and asks for none.
import type { QueryClient } from '@tanstack/react-query';
import { bannersQuery } from './api/get-banners';
import { productQuery, variantsQuery } from './api/get-product';
import { productSearchQuery } from './api/search-products';
import { shopDetailsQuery } from '../../lib/shop-details';

/** The search page's text, from its address. */
export const searchTextOf = (params: URLSearchParams) => (params.get('query') ?? '').trim();

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
  const id = Number(params.productId);
  const product = productQuery(id);
  if (!product.enabled) return 'not-found';
  // The seller beside Add to cart comes from the server's settings.
  await Promise.all([queryClient.prefetchQuery(product), queryClient.prefetchQuery(variantsQuery(id)), queryClient.prefetchQuery(shopDetailsQuery())]);
};
