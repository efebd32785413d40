import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Banner } from '@shared/schemas/catalogue';

export const getBanners = () => api<Banner[]>('Config/Banner', { toastOnError: false });

export function useBanners() {
  return useQuery({ queryKey: ['banners', 'active'], queryFn: getBanners });
}
