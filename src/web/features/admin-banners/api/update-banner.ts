import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Banner } from '@shared/schemas/catalogue';
import { bannerKeys, shopKeys } from './keys';

/** PUT Active/{id}: the active switch and the sequence, saved at once. */
export const updateBanner = (v: { id: number; IsActive: boolean; SeqId: number }) =>
  api<Banner>(`Config/Banner/Active/${v.id}`, { method: 'PUT', body: { IsActive: v.IsActive, SeqId: v.SeqId }, toastOnError: false });

export function useUpdateBanner() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateBanner,
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: bannerKeys.all }), qc.invalidateQueries({ queryKey: shopKeys.banners })]),
  });
}
