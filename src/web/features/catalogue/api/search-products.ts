import { useInfiniteQuery } from '@tanstack/react-query';
import { apiWithHeaders } from '../../../lib/api-client';
import type { ProductCard } from '@shared/schemas/catalogue';
import { catalogueCalls, SHOP_PAGE_SIZE } from '@shared/api-path';
import { takeFirstData } from '../../../lib/first-answers';

/** One page of published products matching the text (empty text lists them all). */
export async function searchProducts(searchText: string, page: number): Promise<{ items: ProductCard[]; total: number }> {
  const { data, headers } = await apiWithHeaders<ProductCard[]>('Public/product', { query: { SearchText: searchText, Page: page, PageSize: SHOP_PAGE_SIZE } });
  return { items: data, total: Number(headers.get('x-total-count') ?? data.length) };
}

export function useProductSearch(searchText: string) {
  return useInfiniteQuery({
    queryKey: ['products', 'search', searchText],
    queryFn: ({ pageParam }) => searchProducts(searchText, pageParam),
    initialPageParam: 1,
    // The first page may be in the page already (the server's page hints): drawn at once.
    initialData: () => {
      const first = takeFirstData<ProductCard[]>(catalogueCalls.search(searchText));
      return first && { pages: [{ items: first.body, total: Number(first.headers['x-total-count'] ?? first.body.length) }], pageParams: [1] };
    },
    getNextPageParam: (last, all) => (all.length * SHOP_PAGE_SIZE < last.total ? all.length + 1 : undefined),
  });
}
