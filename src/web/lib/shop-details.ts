// The seller and the Grievance Officer, from the server's settings (GET /api/config/shop-details).
// The pages that show them (product, contact, terms, privacy) start with this answer in the server-rendered page.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { ShopDetails } from '@shared/schemas/shop-details';
import { api } from './api-client';

export const shopDetailsQuery = () =>
  queryOptions({
    queryKey: ['config', 'shop-details'],
    queryFn: () => api<ShopDetails>('config/shop-details', { toastOnError: false }),
    // Settings change only with a restart.
    staleTime: Infinity,
  });

export const useShopDetails = () => useQuery(shopDetailsQuery());

/** For a page's server-side prefetch. */
export const prefetchShopDetails = async ({ queryClient }: { queryClient: QueryClient }) => {
  await queryClient.prefetchQuery(shopDetailsQuery());
};
