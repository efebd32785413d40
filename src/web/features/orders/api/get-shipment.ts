import { useQuery } from '@tanstack/react-query';
import type { ShopperShipment } from '@shared/schemas/shipments';
import { api } from '../../../lib/api-client';
import { orderKeys } from '../../../lib/query-keys';

/** GET order/{id}/shipment: the parcel (courier, AWB, scans, a failed attempt to answer), or null before it is booked. */
export const getShipment = (orderId: string) => api<ShopperShipment | null>(`order/${encodeURIComponent(orderId)}/shipment`, { toastOnError: false });

export function useShipment(orderId: string, enabled = true) {
  return useQuery({ queryKey: orderKeys.shipment(orderId), queryFn: () => getShipment(orderId), enabled, retry: false, refetchOnMount: 'always' });
}
