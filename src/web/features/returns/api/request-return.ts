import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReturnRequest } from '@shared/schemas/returns';
import { api } from '../../../lib/api-client';
import { returnKeys } from './keys';

/** POST order/{id}/returns; the dialog shows a refusal's Message itself, so the client does not toast it. */
export const requestReturn = ({ orderId, body }: { orderId: string; body: ReturnRequest }) =>
  api<{ Status: true; Message: string; ReturnId: number }>(`order/${encodeURIComponent(orderId)}/returns`, { method: 'POST', body, toastOnError: false });

export function useRequestReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestReturn,
    onSettled: (_answer, _err, { orderId }) => queryClient.invalidateQueries({ queryKey: returnKeys.order(orderId) }),
  });
}
