import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Image } from '@shared/schemas/catalogue';
import { adminKeys } from './keys';
import { logged } from '../../../lib/logged';

export const getProductImages = (productId: number) =>
  logged('product images', api<Image[]>('Admin/ProductImage', { query: { ProductId: productId }, toastOnError: false }));

export function useProductImages(productId: number) {
  return useQuery({ queryKey: adminKeys.productImages(productId), queryFn: () => getProductImages(productId) });
}
