import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys, shopKeys } from './keys';

/** Status true publishes (the server checks the product is complete), false unpublishes. */
export const publishProduct = (v: { ProductId: number; Status: boolean }) =>
  api<{ Status: true; Message: string }>('Admin/Product/publish', { method: 'POST', body: v, toastOnError: false });

export function usePublishProduct() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: publishProduct,
    onSuccess: async (_r, v) => {
      await Promise.all([
        qc.invalidateQueries({ queryKey: adminKeys.product(v.ProductId) }),
        qc.invalidateQueries({ queryKey: adminKeys.products() }),
        qc.invalidateQueries({ queryKey: shopKeys.products }),
        qc.invalidateQueries({ queryKey: shopKeys.product }),
      ]);
    },
  });
}
