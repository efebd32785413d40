import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ProductDescription } from '@shared/schemas/catalogue';
import { adminKeys } from './keys';
import { logged } from '../../../lib/logged';

export const getDescriptions = (productId: number) =>
  logged('descriptions', api<ProductDescription[]>('Admin/ProductDescription', { query: { ProductId: productId }, toastOnError: false }));

export function useDescriptions(productId: number) {
  return useQuery({ queryKey: adminKeys.descriptions(productId), queryFn: () => getDescriptions(productId) });
}
