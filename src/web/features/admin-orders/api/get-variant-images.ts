import { useQuery } from '@tanstack/react-query';
import type { Variant } from '@shared/schemas/catalogue';
import { api } from '../../../lib/api-client';
import { adminOrderKeys } from './keys';
import { logged } from '../../../lib/logged';

/** GET public/product/variant: the ordered variant's current pictures for the image modal. */
export const getVariants = (productId: number) =>
  logged('variant images', api<Variant[]>('public/product/variant', { query: { ProductId: productId }, toastOnError: false }));

export function useVariants(productId: number | null) {
  return useQuery({ queryKey: adminOrderKeys.variants(productId ?? 0), queryFn: () => getVariants(productId!), enabled: productId !== null, retry: false });
}
