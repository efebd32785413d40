// The first reviews of a product page, fetched by the server with the page, for its address's view
// (?rating=, ?sort=, ?page=). A failure here is no failure of the page: the product is still shown
// (with its own average and count), and the browser asks for the reviews again.
import type { QueryClient } from '@tanstack/react-query';
import { idOfAddress } from '@shared/address-ids';
import { productReviewsQuery } from './api/get-product-reviews';
import { readReviewsView } from './reviews-address';

export async function prefetchProductReviews({
  queryClient,
  params,
  search,
}: {
  queryClient: QueryClient;
  params: Record<string, string | undefined>;
  search: URLSearchParams;
}) {
  const id = idOfAddress(params.productId);
  if (id === null) return;
  const reviews = productReviewsQuery(id, readReviewsView(search));
  await queryClient.prefetchQuery(reviews);
  if (queryClient.getQueryState(reviews.queryKey)?.status === 'error') queryClient.removeQueries({ queryKey: reviews.queryKey, exact: true });
}
