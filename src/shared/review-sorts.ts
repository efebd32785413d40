// The orders a product's reviews can be read in, without zod: the product page (storefront code,
// which loads no schema library) names them too. src/shared/schemas/reviews.ts takes them from here.
export const REVIEW_SORTS = ['helpful', 'newest', 'highest', 'lowest'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export const REVIEW_SORT_LABELS: Record<ReviewSort, string> = {
  helpful: 'Most helpful',
  newest: 'Newest',
  highest: 'Highest rating',
  lowest: 'Lowest rating',
};
