import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys, shopKeys } from './keys';

export const deleteDescription = (v: { id: number; productId: number }) =>
  api<{ Status: true; Message: string }>('Admin/ProductDescription', { method: 'DELETE', query: { Id: v.id } });

export function useDeleteDescription() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteDescription,
    onSuccess: async (_r, v) => {
      await Promise.all([
        qc.invalidateQueries({ queryKey: adminKeys.descriptions(v.productId) }),
        qc.invalidateQueries({ queryKey: adminKeys.product(v.productId) }),
        qc.invalidateQueries({ queryKey: shopKeys.product }),
      ]);
    },
  });
}
