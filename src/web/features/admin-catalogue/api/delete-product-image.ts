import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateProductImages } from './keys';

export const deleteProductImage = (v: { id: number; productId: number }) =>
  api<{ Status: true; Message: string }>('Admin/ProductImage', { method: 'DELETE', query: { Id: v.id } });

export function useDeleteProductImage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteProductImage,
    onSuccess: (_r, v) => invalidateProductImages(qc, v.productId),
  });
}
