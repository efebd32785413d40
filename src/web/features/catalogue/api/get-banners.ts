import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Banner } from '@shared/schemas/catalogue';
import { shopKeys } from '../../../lib/query-keys';

export const getBanners = () => api<Banner[]>('Config/Banner', { toastOnError: false });

export const bannersQuery = () => queryOptions({ queryKey: [...shopKeys.banners, 'active'], queryFn: getBanners });

export const useBanners = () => useQuery(bannersQuery());
