// The product page composed with what the reviews feature owns (the "Ratings and reviews" section
// below the product, and the reviews it shows first for the page's structured data) and the
// stock-alerts feature's "Notify me" under a sold-out variant. Features never import each other;
// app/ joins them.
import { Suspense, type ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { idOfAddress } from '@shared/address-ids';
import type { Product } from '@shared/schemas/catalogue';
import ProductPage, { preloadProductParts } from '../features/catalogue/product-page';
import { useProductReviews } from '../features/reviews/api/get-product-reviews';
import { readReviewsView, REVIEWS_ANCHOR } from '../features/reviews/reviews-address';
import { notifyMe } from './notify-me-slot';
import { lazyPart } from '../lib/lazy-part';

// Below the fold: a chunk of its own, preloaded with the page and loaded before a served page is
// taken over.
const ProductReviews = lazyPart(() => import('../features/reviews/components/product-reviews'));
/** The parts of a product page in chunks of their own: the page's tabs and its reviews. */
export const preloadParts = () => Promise.all([preloadProductParts(), ProductReviews.preload()]);
const section = (product: Product) => (
  <Suspense fallback={null}>
    <ProductReviews product={product} />
  </Suspense>
);

export default function ProductRoute({ notFound }: { notFound?: ReactNode }) {
  const id = idOfAddress(useParams().productId) ?? 0;
  const [params] = useSearchParams();
  const reviews = useProductReviews(id, readReviewsView(params));
  return <ProductPage notFound={notFound} reviews={{ section, shown: reviews.data?.Items, anchor: REVIEWS_ANCHOR }} soldOut={notifyMe} />;
}
