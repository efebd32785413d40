// Ratings and reviews (docs/reviews.md), and the requests to review sent after delivery.
export { adminReviewRoutes, reviewRoutes } from './reviews.routes';
export { recomputeRating } from './reviews.repo';
export { requestReviews } from './review-requests';
