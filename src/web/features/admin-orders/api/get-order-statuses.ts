import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminOrderKeys } from './keys';
import { logged } from '../../../lib/logged';

export interface OrderStatusConfig {
  Id: number;
  Name: string;
  SeqId: number;
}

/** GET config/orderstatus: the statuses the filter offers (docs/orders.md). */
export const getOrderStatuses = () => logged('order statuses', api<OrderStatusConfig[]>('config/orderstatus', { toastOnError: false }));

export function useOrderStatuses() {
  return useQuery({ queryKey: adminOrderKeys.statuses, queryFn: getOrderStatuses, staleTime: Infinity });
}
