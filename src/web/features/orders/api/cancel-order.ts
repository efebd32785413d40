import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { cartKeys, orderKeys } from '../../../lib/query-keys';

/** PATCH order/{id}/status with Status Cancelled; a refusal's Message is shown by the API client. */
export const cancelOrder = (orderId: string) =>
  api<{ Status: true; Message: string; Notice: string | null }>(`order/${encodeURIComponent(orderId)}/status`, {
    method: 'PATCH',
    body: { OrderId: orderId, Status: 'Cancelled' },
  });

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      // Cancelling an unpaid order puts its lines back into the cart.
      void queryClient.invalidateQueries({ queryKey: cartKeys.all });
    },
  });
}
