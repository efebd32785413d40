import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Shipment } from '@shared/schemas/shipments';
import { api } from '../../../lib/api-client';
import { shipmentKeys } from './keys';

/** POST Admin/shipments/{id}/cancel: the AWB is released and the order goes back to the queue. */
export const cancelShipment = (shipmentId: string) => api<Shipment>(`Admin/shipments/${encodeURIComponent(shipmentId)}/cancel`, { method: 'POST' });

export function useCancelShipment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelShipment, onSettled: () => queryClient.invalidateQueries({ queryKey: shipmentKeys.all }) });
}
