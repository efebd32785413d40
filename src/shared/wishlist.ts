// The wishlist's limit and sentences, without zod: the browser's hearts read them on every page,
// where the validation schemas (schemas/wishlist.ts) are not loaded.

/** How many products one wishlist keeps. */
export const WISHLIST_MAX = 200;

export const WISHLIST_MESSAGES = {
  added: 'Saved to your wishlist',
  removed: 'Removed from your wishlist',
  full: `A wishlist keeps at most ${WISHLIST_MAX} products; remove one to save another`,
  productNotFound: 'Product not found',
} as const;
