import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminReview, ReviewStatus } from '@shared/schemas/reviews';
import { api } from '../../../lib/api-client';
import { reviewKeys } from './keys';

export interface AdminReviewsQuery {
  status: ReviewStatus | 'All';
  rating: number | null;
  productId: number | null;
  /** 0-based, as the grid counts. */
  page: number;
  pageSize: number;
}

/** GET Admin/reviews: one page of reviews, filtered by status, stars and product. */
export const getAdminReviews = (q: AdminReviewsQuery) =>
  api<{ Items: AdminReview[]; TotalCount: number }>('Admin/reviews', {
    query: {
      Status: q.status === 'All' ? undefined : q.status,
      Rating: q.rating ?? undefined,
      ProductId: q.productId ?? undefined,
      Page: q.page + 1,
      PageSize: q.pageSize,
    },
    toastOnError: false,
  });

export function useAdminReviews(q: AdminReviewsQuery) {
  return useQuery({ queryKey: reviewKeys.admin(q), queryFn: () => getAdminReviews(q), placeholderData: keepPreviousData, refetchOnMount: 'always' });
}

/** PATCH Admin/reviews/{id}: approve, or reject with the reason the shopper is told. */
export const moderateReview = ({ reviewId, ...body }: { reviewId: number; Status: 'Approved' | 'Rejected'; Reason?: string }) =>
  api<{ Status: true; Message: string }>(`Admin/reviews/${reviewId}`, { method: 'PATCH', body });

export function useModerateReview() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: moderateReview, onSettled: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }) });
}
