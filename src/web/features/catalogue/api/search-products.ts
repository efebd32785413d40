import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiWithHeaders } from '../../../lib/api-client';
import type { ProductCard } from '@shared/schemas/catalogue';
import { SHOP_PAGE_SIZE } from '@shared/api-path';
import { shopKeys } from '../../../lib/query-keys';

/** One page of published products matching the text (empty text lists them all). */
export async function searchProducts(searchText: string, page: number): Promise<{ items: ProductCard[]; total: number }> {
  const { data, headers } = await apiWithHeaders<ProductCard[]>('Public/product', { query: { SearchText: searchText, Page: page, PageSize: SHOP_PAGE_SIZE } });
  return { items: data, total: Number(headers.get('x-total-count') ?? data.length) };
}

/** The product grid's pages; the server renders home and search with the first one. */
export const productSearchQuery = (searchText: string) =>
  infiniteQueryOptions({
    queryKey: [...shopKeys.products, 'search', searchText],
    queryFn: ({ pageParam }) => searchProducts(searchText, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, all) => (all.length * SHOP_PAGE_SIZE < last.total ? all.length + 1 : undefined),
  });

export const useProductSearch = (searchText: string) => useInfiniteQuery(productSearchQuery(searchText));
