import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateVariant } from './variant-invalidation';
import { adminKeys } from './keys';

export const deleteVariant = (v: { variantId: number; productId: number }) =>
  api<{ Status: true; Message: string }>('Admin/ProductVariant', { method: 'DELETE', query: { VariantId: v.variantId } });

export function useDeleteVariant() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteVariant,
    onSuccess: (_r, v) => {
      qc.removeQueries({ queryKey: adminKeys.variant(v.variantId) });
      return invalidateVariant(qc, v.productId);
    },
  });
}
