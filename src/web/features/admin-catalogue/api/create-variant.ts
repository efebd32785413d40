import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Variant } from '@shared/schemas/catalogue';
import type { CreateVariant } from '@shared/schemas/admin-catalogue';
import { invalidateVariant } from './variant-invalidation';

export const createVariant = (v: CreateVariant) => api<Variant>('Admin/ProductVariant', { method: 'POST', body: v, toastOnError: false });

export function useCreateVariant() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createVariant, onSuccess: (saved) => invalidateVariant(qc, saved.ProductId, saved.Id) });
}
