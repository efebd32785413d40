import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { bannerKeys, shopKeys } from './keys';

export const deleteBanner = (id: number) => api<{ Status: boolean; Message: string }>(`Config/Banner/${id}`, { method: 'DELETE', toastOnError: false });

export function useDeleteBanner() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteBanner,
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: bannerKeys.all }), qc.invalidateQueries({ queryKey: shopKeys.banners })]),
  });
}
