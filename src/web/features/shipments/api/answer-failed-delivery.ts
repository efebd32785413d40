import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ndrActionBody, Shipment } from '@shared/schemas/shipments';
import { api } from '../../../lib/api-client';
import { shipmentKeys } from './keys';

export type NdrAction = z.input<typeof ndrActionBody>;

/** POST Admin/shipments/{id}/ndr: deliver again (with a corrected phone, address line or date) or return to the seller. */
export const answerFailedDelivery = ({ shipmentId, body }: { shipmentId: string; body: NdrAction }) =>
  api<Shipment>(`Admin/shipments/${encodeURIComponent(shipmentId)}/ndr`, { method: 'POST', body });

export function useAnswerFailedDelivery() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: answerFailedDelivery, onSettled: () => queryClient.invalidateQueries({ queryKey: shipmentKeys.all }) });
}
