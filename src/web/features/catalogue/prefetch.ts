// What the catalogue's pages start with, fetched by the server before it renders them: the same
// queries the pages then read, so the browser receives them in its query cache and asks for none.
import type { QueryClient } from '@tanstack/react-query';
import { bannersQuery } from './api/get-banners';
import { productQuery, variantsQuery } from './api/get-product';
import { productSearchQuery } from './api/search-products';
import { shopDetailsQuery } from '../../lib/shop-details';
import { idOfAddress } from '@shared/address-ids';
import { SLUG_PATTERN } from '@shared/slug';
import { brandsQuery, catalogueQuery, categoriesQuery } from './api/browse';
import { bestSellersFilter, readBrowseAddress, type BrowseAt, type BrowseKind } from './browse-address';

export interface PrefetchArgs {
  queryClient: QueryClient;
  params: Record<string, string | undefined>;
  search: URLSearchParams;
}

export const prefetchHome = async ({ queryClient }: PrefetchArgs) => {
  await Promise.all([
    queryClient.prefetchQuery(bannersQuery()),
    queryClient.prefetchInfiniteQuery(productSearchQuery('')),
    queryClient.prefetchQuery(brandsQuery()),
  ]);
};

/** Shop by brand: the brands. */
export const prefetchBrands = async ({ queryClient }: PrefetchArgs) => {
  await queryClient.prefetchQuery(brandsQuery());
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

/**
 * A category, brand or search page: the list its address asks for; for a category or brand, the
 * list of them (its name, its description), and not found when the slug names none or the page is
 * past the list's last. An empty list also brings the best sellers its page then offers.
 */
export const prefetchBrowse =
  (kind: BrowseKind) =>
  async ({ queryClient, params, search }: PrefetchArgs): Promise<Prefetched> => {
    const slug = kind === 'search' ? '' : (params.slug ?? '');
    if (kind !== 'search' && !SLUG_PATTERN.test(slug)) return 'not-found';
    const at: BrowseAt = { kind, slug };
    const read = readBrowseAddress(at, search);
    const list = catalogueQuery(read.filter, read.error);
    const [known] = await Promise.all([
      kind === 'category'
        ? queryClient.fetchQuery(categoriesQuery()).then(
            (all) => all.some((c) => c.Slug === slug),
            () => null,
          )
        : kind === 'brand'
          ? queryClient.fetchQuery(brandsQuery()).then(
              (all) => all.some((b) => b.Slug === slug),
              () => null,
            )
          : true,
      queryClient.prefetchQuery(list),
    ]);
    if (known === false) return 'not-found';
    const answer = queryClient.getQueryData(list.queryKey);
    // A page past the last is no page (it still says so, with a link to the last one).
    if (answer && answer.Items.length === 0 && answer.Page > 1) return 'not-found';
    if (answer && answer.TotalCount === 0 && kind !== 'search') await queryClient.prefetchQuery(catalogueQuery(bestSellersFilter(at)));
  };
