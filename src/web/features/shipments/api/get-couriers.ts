import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { courierChoicesAnswer } from '@shared/schemas/shipments';
import { api } from '../../../lib/api-client';
import { logged } from '../../../lib/logged';
import { shipmentKeys } from './keys';

export type CourierChoices = z.infer<typeof courierChoicesAnswer>;

/** GET Admin/shipments/couriers/{orderId}: the couriers that serve the order's parcel, with their cost. */
export const getCouriers = (orderId: string) =>
  logged('couriers', api<CourierChoices>(`Admin/shipments/couriers/${encodeURIComponent(orderId)}`, { toastOnError: false }));

export function useCouriers(orderId: string | null) {
  return useQuery({ queryKey: shipmentKeys.couriers(orderId ?? ''), queryFn: () => getCouriers(orderId!), enabled: orderId !== null, retry: false });
}
