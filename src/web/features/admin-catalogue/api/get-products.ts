import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiWithHeaders } from '../../../lib/api-client';
import type { ProductCard } from '@shared/schemas/catalogue';
import { adminKeys } from './keys';
import { logged } from '../../../lib/logged';

export interface ProductListQuery {
  page: number;
  pageSize: number;
  search: string;
}

/** One page of every product, published or not (paged, docs/api.md; the total comes in x-total-count). */
export async function getProducts(q: ProductListQuery): Promise<{ rows: ProductCard[]; total: number }> {
  const { data, headers } = await logged(
    'products',
    apiWithHeaders<ProductCard[]>('Admin/Product', { query: { Page: q.page, PageSize: q.pageSize, SearchText: q.search || undefined }, toastOnError: false }),
  );
  return { rows: data, total: Number(headers.get('x-total-count') ?? data.length) };
}

export function useProducts(q: ProductListQuery) {
  return useQuery({ queryKey: adminKeys.productList(q), queryFn: () => getProducts(q), placeholderData: keepPreviousData });
}
