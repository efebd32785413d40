import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Product } from '@shared/schemas/catalogue';
import { adminKeys } from './keys';

/** A product as saved, published or not. */
export const getProduct = (id: number) => api<Product>('Admin/Product/GetById', { query: { Id: id }, toastOnError: false });

export function useAdminProduct(id: number | null) {
  return useQuery({ queryKey: adminKeys.product(id ?? 0), queryFn: () => getProduct(id!), enabled: !!id, retry: false });
}
