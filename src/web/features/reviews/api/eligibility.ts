import { useQuery } from '@tanstack/react-query';
import type { ReviewEligibility } from '@shared/schemas/reviews';
import { api } from '../../../lib/api-client';
import { reviewKeys } from './keys';

/** GET products/{id}/reviews/eligibility: whether the signed-in shopper may review the product now, and if not, why. */
export const getReviewEligibility = (productId: number) => api<ReviewEligibility>(`products/${productId}/reviews/eligibility`, { toastOnError: false });

export function useReviewEligibility(productId: number, enabled: boolean) {
  return useQuery({ queryKey: reviewKeys.eligibility(productId), queryFn: () => getReviewEligibility(productId), enabled, staleTime: 0 });
}
