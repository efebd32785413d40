import { useQuery } from '@tanstack/react-query';
import type { MyReview } from '@shared/schemas/reviews';
import { api } from '../../../lib/api-client';
import { reviewKeys } from './keys';

/** GET reviews/mine: the shopper's reviews, whatever their status. */
export const getMyReviews = () => api<{ Items: MyReview[] }>('reviews/mine', { toastOnError: false });

export const myReviewsQuery = () => ({ queryKey: reviewKeys.mine, queryFn: getMyReviews, staleTime: 0 });

export function useMyReviews(enabled = true) {
  return useQuery({ ...myReviewsQuery(), enabled });
}
