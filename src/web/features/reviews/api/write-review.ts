import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ReviewBody, reviewSubmitAnswer } from '@shared/schemas/reviews';
import { api } from '../../../lib/api-client';
import { reviewKeys } from './keys';

export type WrittenReview = z.infer<typeof reviewSubmitAnswer>;

/** POST (a new review) or PUT (the shopper's own, edited) products/{id}/reviews. */
export const writeReview = ({ productId, body, editing }: { productId: number; body: ReviewBody; editing: boolean }) =>
  api<WrittenReview>(`products/${productId}/reviews`, { method: editing ? 'PUT' : 'POST', body, toastOnError: false });

/** POST reviews/{id}/photos: JPG or PNG files as parts named "files", like a return's photos. */
export function addReviewPhotos({ reviewId, files }: { reviewId: number; files: File[] }) {
  const form = new FormData();
  for (const f of files) form.append('files', f);
  return api<{ Status: true; Message: string }>(`reviews/${reviewId}/photos`, { method: 'POST', form, toastOnError: false });
}

export function useWriteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (args: { productId: number; body: ReviewBody; editing: boolean; photos: File[] }) => {
      const written = await writeReview(args);
      // The review is saved even when its photos are refused: the shopper is told both.
      let photosRefused: string | null = null;
      if (args.photos.length > 0)
        await addReviewPhotos({ reviewId: written.Review.Id, files: args.photos }).catch((err: unknown) => {
          photosRefused = err instanceof Error ? err.message : String(err);
        });
      return { ...written, photosRefused: photosRefused as string | null };
    },
    onSettled: (_a, _e, { productId }) =>
      Promise.all([queryClient.invalidateQueries({ queryKey: reviewKeys.mine }), queryClient.invalidateQueries({ queryKey: reviewKeys.product(productId) })]),
  });
}
