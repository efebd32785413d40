import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { returnKeys } from './keys';

/** POST order/{id}/returns/{returnId}/photos: JPG or PNG files as parts named "files"; a refusal's Message is shown by the API client. */
export function addReturnPhotos({ orderId, returnId, files }: { orderId: string; returnId: number; files: File[] }) {
  const form = new FormData();
  for (const f of files) form.append('files', f);
  return api<{ Status: true; Message: string; Photos: string[] }>(`order/${encodeURIComponent(orderId)}/returns/${returnId}/photos`, { method: 'POST', form });
}

export function useAddReturnPhotos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addReturnPhotos,
    onSettled: (_answer, _err, { orderId }) => queryClient.invalidateQueries({ queryKey: returnKeys.order(orderId) }),
  });
}
