// Query keys of the review screens, all under ['reviews'].
import type { ReviewsView } from '../reviews-address';

export const reviewKeys = {
  all: ['reviews'] as const,
  product: (productId: number) => ['reviews', 'product', productId] as const,
  productView: (productId: number, view: ReviewsView) => ['reviews', 'product', productId, view] as const,
  eligibility: (productId: number) => ['reviews', 'product', productId, 'eligibility'] as const,
  mine: ['reviews', 'mine'] as const,
  admin: (q: object) => ['reviews', 'admin', q] as const,
};
