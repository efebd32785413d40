import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ProductFeature } from '@shared/schemas/catalogue';
import { adminKeys, shopKeys } from './keys';

/** Adds a type/value pair, or changes one when Id is set. */
export const saveFeature = (v: { ProductId: number; Id?: number; ItemType: string; ItemValue: string }) =>
  api<ProductFeature>('Admin/ProductFeature', { method: 'POST', body: v });

export function useSaveFeature() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveFeature,
    onSuccess: async (_r, v) => {
      await Promise.all([
        qc.invalidateQueries({ queryKey: adminKeys.features(v.ProductId) }),
        qc.invalidateQueries({ queryKey: adminKeys.product(v.ProductId) }),
        qc.invalidateQueries({ queryKey: shopKeys.product }),
      ]);
    },
  });
}
