import { useQuery } from '@tanstack/react-query';
import type { TrackingStep } from '@shared/schemas/orders';
import { api } from '../../../lib/api-client';
import { orderKeys } from '../../../lib/query-keys';

export const getTracking = (orderId: string) => api<TrackingStep[]>(`order/trackinginfo/${encodeURIComponent(orderId)}`);

export function useTracking(orderId: string, enabled: boolean) {
  return useQuery({ queryKey: orderKeys.tracking(orderId), queryFn: () => getTracking(orderId), enabled, staleTime: 0 });
}
