import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateVariant } from './variant-invalidation';

export const deleteVariantImage = (v: { id: number; productId: number; variantId: number }) =>
  api<{ Status: true; Message: string }>('Admin/ProductVariant/Image', { method: 'DELETE', query: { Id: v.id } });

export function useDeleteVariantImage() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteVariantImage, onSuccess: (_r, v) => invalidateVariant(qc, v.productId, v.variantId) });
}
