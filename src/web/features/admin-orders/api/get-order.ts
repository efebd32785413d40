import { useQuery } from '@tanstack/react-query';
import type { Order } from '@shared/schemas/orders';
import { api } from '../../../lib/api-client';
import { adminOrderKeys } from './keys';
import { logged } from '../../../lib/logged';

/** GET order/{id}: for staff it carries the customer and the status history. */
export const getOrder = (orderId: string) => logged('order', api<Order>(`order/${encodeURIComponent(orderId)}`, { toastOnError: false }));

export function useOrder(orderId: string) {
  return useQuery({ queryKey: adminOrderKeys.order(orderId), queryFn: () => getOrder(orderId), retry: false, staleTime: 0 });
}
