import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { deliveryAttemptBody, ShopperShipment } from '@shared/schemas/shipments';
import { api } from '../../../lib/api-client';
import { orderKeys } from '../../../lib/query-keys';

export type DeliveryAttemptAnswer = z.input<typeof deliveryAttemptBody>;

/** POST order/{id}/delivery-attempt: the shopper asks for a new attempt; answers the parcel with the choice recorded. */
export const askDeliveryAttempt = ({ orderId, body }: { orderId: string; body: DeliveryAttemptAnswer }) =>
  api<ShopperShipment>(`order/${encodeURIComponent(orderId)}/delivery-attempt`, { method: 'POST', body });

export function useAskDeliveryAttempt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: askDeliveryAttempt,
    onSuccess: (shipment, { orderId }) => queryClient.setQueryData(orderKeys.shipment(orderId), shipment),
    onSettled: (_d, _e, { orderId }) => queryClient.invalidateQueries({ queryKey: orderKeys.tracking(orderId) }),
  });
}
