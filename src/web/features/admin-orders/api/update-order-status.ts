import { useMutation } from '@tanstack/react-query';
import type { OrderStatusName } from '@shared/schemas/orders';
import { api } from '../../../lib/api-client';

/** The update payload; empty values are sent as null, dates as ISO strings. */
export interface StatusUpdatePayload {
  OrderId: string;
  Status: OrderStatusName;
  TrackingId: string | null;
  CourierName: string | null;
  ShippedDate: string | null;
  DeliveredDate: string | null;
}

/** PATCH order/{id}/status; a refusal's Message is shown by the API client. */
export const updateOrderStatus = (body: StatusUpdatePayload) =>
  api<{ Status: true; Message: string }>(`order/${encodeURIComponent(body.OrderId)}/status`, { method: 'PATCH', body });

export function useUpdateOrderStatus() {
  return useMutation({ mutationFn: updateOrderStatus });
}
