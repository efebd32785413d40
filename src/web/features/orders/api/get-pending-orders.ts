import { useQuery } from '@tanstack/react-query';
import type { Order } from '@shared/schemas/orders';
import { api } from '../../../lib/api-client';
import { orderKeys } from './keys';

export const getPendingOrders = () => api<Order[]>('order/status/pending', { toastOnError: false });

export function usePendingOrders() {
  return useQuery({ queryKey: orderKeys.pending, queryFn: getPendingOrders, refetchOnMount: 'always' });
}
