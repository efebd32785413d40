import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductReviewsAnswer } from '@shared/schemas/reviews';
import { api } from '../../../lib/api-client';
import { REVIEWS_PAGE_SIZE, type ReviewsView } from '../reviews-address';
import { reviewKeys } from './keys';

/** GET public/products/{id}/reviews: one page of the approved reviews, with the stars' summary. */
export const getProductReviews = (productId: number, view: ReviewsView) =>
  api<ProductReviewsAnswer>(`public/products/${productId}/reviews`, {
    query: { Sort: view.sort, Rating: view.rating ?? undefined, Page: view.page, PageSize: REVIEWS_PAGE_SIZE },
    toastOnError: false,
  });

/** The reviews a product page shows for its address; the server renders the page from the same query. */
export const productReviewsQuery = (productId: number, view: ReviewsView) =>
  queryOptions({
    queryKey: reviewKeys.productView(productId, view),
    queryFn: () => getProductReviews(productId, view),
    enabled: Number.isInteger(productId) && productId > 0,
    retry: false,
    placeholderData: keepPreviousData,
  });

export const useProductReviews = (productId: number, view: ReviewsView) => useQuery(productReviewsQuery(productId, view));
