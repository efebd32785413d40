import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Variant } from '@shared/schemas/catalogue';
import { adminKeys } from './keys';

/** One variant with its images (the variant being edited in the wizard). */
export const getVariant = (variantId: number) => api<Variant>(`Admin/ProductVariant/${variantId}`, { toastOnError: false });

export function useVariant(variantId: number | null) {
  return useQuery({ queryKey: adminKeys.variant(variantId ?? 0), queryFn: () => getVariant(variantId!), enabled: !!variantId, retry: false });
}
