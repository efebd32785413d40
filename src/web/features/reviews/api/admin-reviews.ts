import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminReview, ReviewStatus } from '@shared/schemas/reviews';
import { api } from '../../../lib/api-client';
import { getPage, usePagedQuery, type PageOf } from '../../../lib/paged-query';
import { reviewKeys } from './keys';

export interface AdminReviewsQuery extends PageOf {
  status: ReviewStatus | 'All';
  rating: number | null;
  productId: number | null;
}

/** GET Admin/reviews: one page of reviews, filtered by status, stars and product. */
export const getAdminReviews = (q: AdminReviewsQuery) =>
  getPage<{ Items: AdminReview[]; TotalCount: number }>(
    'reviews',
    'Admin/reviews',
    { Status: q.status === 'All' ? undefined : q.status, Rating: q.rating ?? undefined, ProductId: q.productId ?? undefined },
    q,
  );

export function useAdminReviews(q: AdminReviewsQuery) {
  return usePagedQuery(reviewKeys.admin(q), () => getAdminReviews(q));
}

/** PATCH Admin/reviews/{id}: approve, or reject with the reason the shopper is told. */
export const moderateReview = ({ reviewId, ...body }: { reviewId: number; Status: 'Approved' | 'Rejected'; Reason?: string }) =>
  api<{ Status: true; Message: string }>(`Admin/reviews/${reviewId}`, { method: 'PATCH', body });

export function useModerateReview() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: moderateReview, onSettled: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }) });
}
