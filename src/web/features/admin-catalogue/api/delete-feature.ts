import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys, shopKeys } from './keys';

export const deleteFeature = (v: { id: number; productId: number }) =>
  api<{ Status: true; Message: string }>('Admin/ProductFeature', { method: 'DELETE', query: { Id: v.id } });

export function useDeleteFeature() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteFeature,
    onSuccess: async (_r, v) => {
      await Promise.all([
        qc.invalidateQueries({ queryKey: adminKeys.features(v.productId) }),
        qc.invalidateQueries({ queryKey: adminKeys.product(v.productId) }),
        qc.invalidateQueries({ queryKey: shopKeys.product }),
      ]);
    },
  });
}
