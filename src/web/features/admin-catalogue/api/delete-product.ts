import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys, shopKeys } from './keys';

export const deleteProduct = (id: number) => api<{ Status: true; Message: string }>('Admin/Product/', { method: 'DELETE', query: { id }, toastOnError: false });

export function useDeleteProduct() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: async (_r, id) => {
      qc.removeQueries({ queryKey: adminKeys.product(id) });
      await Promise.all([
        qc.invalidateQueries({ queryKey: adminKeys.products() }),
        qc.invalidateQueries({ queryKey: adminKeys.inventory() }),
        qc.invalidateQueries({ queryKey: shopKeys.products }),
        qc.invalidateQueries({ queryKey: shopKeys.product }),
      ]);
    },
  });
}
