import { useQuery } from '@tanstack/react-query';
import type { Shipment } from '@shared/schemas/shipments';
import { api } from '../../../lib/api-client';
import { logged } from '../../../lib/logged';
import { shipmentKeys } from './keys';

/** GET Admin/order-shipments/{orderId}: the order's shipment, or null when it has none. */
export const getOrderShipment = (orderId: string) =>
  logged('the shipment', api<Shipment | null>(`Admin/order-shipments/${encodeURIComponent(orderId)}`, { toastOnError: false }));

export function useOrderShipment(orderId: string) {
  return useQuery({ queryKey: shipmentKeys.ofOrder(orderId), queryFn: () => getOrderShipment(orderId), retry: false });
}
