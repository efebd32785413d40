import { useQuery } from '@tanstack/react-query';
import type { Order } from '@shared/schemas/orders';
import { api } from '../../../lib/api-client';
import { orderKeys } from '../../../lib/query-keys';

/** GET order/{id}: one of the shopper's own orders (another's answers 404). */
export const getOrder = (orderId: string) => api<Order>(`order/${encodeURIComponent(orderId)}`, { toastOnError: false });

export function useOrder(orderId: string) {
  return useQuery({ queryKey: orderKeys.one(orderId), queryFn: () => getOrder(orderId), retry: false, refetchOnMount: 'always' });
}
