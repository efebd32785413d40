import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ProductDetails } from '@shared/schemas/admin-catalogue';
import { adminKeys, shopKeys } from './keys';

export interface SavedProduct {
  Status: true;
  Message: string;
  Id: number;
}

/** Creates a product, or saves its details again when Id is set. */
export const saveProduct = (details: ProductDetails) => api<SavedProduct>('Admin/Product', { method: 'POST', body: details, toastOnError: false });

export function useSaveProduct() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveProduct,
    onSuccess: async (saved) => {
      await Promise.all([
        qc.invalidateQueries({ queryKey: adminKeys.product(saved.Id) }),
        qc.invalidateQueries({ queryKey: adminKeys.products() }),
        qc.invalidateQueries({ queryKey: adminKeys.inventory() }),
        qc.invalidateQueries({ queryKey: shopKeys.products }),
        qc.invalidateQueries({ queryKey: shopKeys.product }),
      ]);
    },
  });
}
