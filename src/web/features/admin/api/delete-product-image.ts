import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys, shopKeys } from './keys';

export const deleteProductImage = (v: { id: number; productId: number }) =>
  api<{ Status: true; Message: string }>('Admin/ProductImage', { method: 'DELETE', query: { Id: v.id } });

export function useDeleteProductImage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteProductImage,
    onSuccess: async (_r, v) => {
      await Promise.all([
        qc.invalidateQueries({ queryKey: adminKeys.productImages(v.productId) }),
        qc.invalidateQueries({ queryKey: adminKeys.product(v.productId) }),
        qc.invalidateQueries({ queryKey: adminKeys.products() }),
        qc.invalidateQueries({ queryKey: shopKeys.product }),
      ]);
    },
  });
}
