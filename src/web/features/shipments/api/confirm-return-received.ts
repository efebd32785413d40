import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Shipment } from '@shared/schemas/shipments';
import { api } from '../../../lib/api-client';
import { shipmentKeys } from './keys';

/** POST Admin/shipments/{id}/rto-received: the parcel is back; stock returns, the refund and credit note follow. */
export const confirmReturnReceived = (shipmentId: string) =>
  api<Shipment>(`Admin/shipments/${encodeURIComponent(shipmentId)}/rto-received`, { method: 'POST' });

export function useConfirmReturnReceived() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: confirmReturnReceived, onSettled: () => queryClient.invalidateQueries({ queryKey: shipmentKeys.all }) });
}
