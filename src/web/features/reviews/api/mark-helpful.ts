import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { reviewHelpfulAnswer } from '@shared/schemas/reviews';
import { api } from '../../../lib/api-client';
import { reviewKeys } from './keys';

/** POST reviews/{id}/helpful: once per shopper and review; a refusal's Message is shown by the API client. */
export const markHelpful = ({ reviewId }: { reviewId: number; productId: number }) =>
  api<z.infer<typeof reviewHelpfulAnswer>>(`reviews/${reviewId}/helpful`, { method: 'POST', body: {} });

export function useMarkHelpful() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markHelpful,
    onSettled: (_answer, _err, { productId }) => queryClient.invalidateQueries({ queryKey: reviewKeys.product(productId) }),
  });
}
