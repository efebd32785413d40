import { useQuery } from '@tanstack/react-query';
import { RETURN_PHOTO_ADDRESSES_REFRESH_MS, type Return } from '@shared/schemas/returns';
import { api } from '../../../lib/api-client';
import { returnKeys } from './keys';

/** GET order/{id}/returns: the order's returns with their items, refund and history. */
export const getOrderReturns = (orderId: string) => api<Return[]>(`order/${encodeURIComponent(orderId)}/returns`, { toastOnError: false });

export function useOrderReturns(orderId: string, enabled = true) {
  return useQuery({
    queryKey: returnKeys.order(orderId),
    queryFn: () => getOrderReturns(orderId),
    enabled,
    refetchOnMount: 'always',
    refetchInterval: RETURN_PHOTO_ADDRESSES_REFRESH_MS,
  });
}
