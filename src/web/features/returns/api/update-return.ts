import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Return, ReturnUpdate } from '@shared/schemas/returns';
import { api } from '../../../lib/api-client';
import { returnKeys } from './keys';

/** PATCH Admin/returns/{id}; the dialog shows a refusal's Message itself. */
export const updateReturn = ({ returnId, body }: { returnId: number; body: ReturnUpdate }) =>
  api<{ Status: true; Message: string; Return: Return }>(`Admin/returns/${returnId}`, { method: 'PATCH', body, toastOnError: false });

export function useUpdateReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReturn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: returnKeys.all }),
  });
}
