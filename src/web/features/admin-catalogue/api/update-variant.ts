import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Variant } from '@shared/schemas/catalogue';
import type { UpdateVariant } from '@shared/schemas/admin-catalogue';
import { invalidateVariant } from './variant-invalidation';

export const updateVariant = (v: UpdateVariant) => api<Variant>('Admin/ProductVariant', { method: 'PUT', body: v, toastOnError: false });

export function useUpdateVariant() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: updateVariant, onSuccess: (saved) => invalidateVariant(qc, saved.ProductId, saved.Id) });
}
