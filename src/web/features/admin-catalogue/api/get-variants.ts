import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Variant } from '@shared/schemas/catalogue';
import { adminKeys } from './keys';
import { logged } from '../../../lib/logged';

export const getVariants = (productId: number) =>
  logged('variants', api<Variant[]>('Admin/ProductVariant', { query: { ProductId: productId }, toastOnError: false }));

export function useVariants(productId: number) {
  return useQuery({ queryKey: adminKeys.variants(productId), queryFn: () => getVariants(productId), retry: false });
}
