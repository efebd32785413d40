import { useQuery } from '@tanstack/react-query';
import type { Order } from '@shared/schemas/orders';
import { api } from '../../../lib/api-client';
import { pendingOrdersKey } from './keys';

/** The shopper's pending orders: checkout waits until they are paid or cancelled. */
export const getPendingOrders = () => api<Order[]>('order/status/pending', { toastOnError: false });

export function usePendingOrders(enabled: boolean) {
  return useQuery({ queryKey: pendingOrdersKey, queryFn: getPendingOrders, enabled, refetchOnMount: 'always' });
}
