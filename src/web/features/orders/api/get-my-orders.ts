import { useQuery } from '@tanstack/react-query';
import type { Order } from '@shared/schemas/orders';
import { api } from '../../../lib/api-client';
import { orderKeys } from '../../../lib/query-keys';

export const getMyOrders = () => api<Order[]>('order/myorders');

/** Newest first (the server answers so; sorted again so the screen never depends on it). */
export function useMyOrders() {
  return useQuery({
    queryKey: orderKeys.mine,
    queryFn: getMyOrders,
    select: (orders) => [...orders].sort((a, b) => b.OrderDate.localeCompare(a.OrderDate)),
    refetchOnMount: 'always',
  });
}
