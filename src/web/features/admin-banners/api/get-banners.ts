import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Banner } from '@shared/schemas/catalogue';
import { bannerKeys } from './keys';
import { logged } from '../../../lib/logged';

/** Every banner, active or not (admins may ask the public list for all). */
export const getAllBanners = () => logged('banners', api<Banner[]>('Config/Banner', { query: { All: 'true' }, toastOnError: false }));

export function useAllBanners() {
  return useQuery({ queryKey: bannerKeys.all, queryFn: getAllBanners });
}
