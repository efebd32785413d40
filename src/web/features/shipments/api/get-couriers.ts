import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { courierChoicesAnswer } from '@shared/schemas/shipments';
import { api } from '../../../lib/api-client';
import { logged } from '../../../lib/logged';
import { shipmentKeys } from './keys';

export type CourierChoices = z.infer<typeof courierChoicesAnswer>;

/** GET Admin/order-shipments/{orderId}/couriers: the couriers that serve the order's parcel, with their cost. */
export const getCouriers = (orderId: string) =>
  logged('couriers', api<CourierChoices>(`Admin/order-shipments/${encodeURIComponent(orderId)}/couriers`, { toastOnError: false }));

export function useCouriers(orderId: string | null) {
  return useQuery({ queryKey: shipmentKeys.couriers(orderId ?? ''), queryFn: () => getCouriers(orderId!), enabled: orderId !== null, retry: false });
}
