// The wishlist (docs/wishlist.md).
export { default as wishlistRoutes } from './wishlist.routes';
