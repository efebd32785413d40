import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { takeFirstData } from '../../../lib/first-answers';
import { catalogueCalls } from '@shared/api-path';
import type { Banner } from '@shared/schemas/catalogue';

export const getBanners = () => api<Banner[]>('Config/Banner', { toastOnError: false });

export function useBanners() {
  return useQuery({ queryKey: ['banners', 'active'], queryFn: getBanners, initialData: () => takeFirstData<Banner[]>(catalogueCalls.banners())?.body });
}
