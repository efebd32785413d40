import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ProductFeature } from '@shared/schemas/catalogue';
import { adminKeys } from './keys';
import { logged } from '../../../lib/logged';

export const getFeatures = (productId: number) =>
  logged('features', api<ProductFeature[]>('Admin/ProductFeature', { query: { ProductId: productId }, toastOnError: false }));

export function useFeatures(productId: number) {
  return useQuery({ queryKey: adminKeys.features(productId), queryFn: () => getFeatures(productId) });
}
