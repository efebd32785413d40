import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { takeFirstData } from '../../../lib/first-answers';
import { catalogueCalls } from '@shared/api-path';
import type { Product, Variant } from '@shared/schemas/catalogue';

export const getProduct = (id: number) => api<Product>('Public/Product/GetById', { query: { Id: id }, toastOnError: false });
export const getVariants = (productId: number) => api<Variant[]>('public/product/variant', { query: { ProductId: productId }, toastOnError: false });

export function useProduct(id: number) {
  return useQuery({
    queryKey: ['product', id],
    queryFn: () => getProduct(id),
    initialData: () => takeFirstData<Product>(catalogueCalls.product(id))?.body,
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
}

export function useVariants(productId: number) {
  return useQuery({
    queryKey: ['product', productId, 'variants'],
    queryFn: () => getVariants(productId),
    initialData: () => takeFirstData<Variant[]>(catalogueCalls.variants(productId))?.body,
    enabled: Number.isInteger(productId) && productId > 0,
    retry: false,
  });
}
