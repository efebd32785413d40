/** The wishlist's queries: the signed-in shopper's list, and a guest's cards by the ids kept in the browser. */
export const wishlistKeys = {
  all: ['wishlist'] as const,
  mine: ['wishlist', 'mine'] as const,
  guestCards: (ids: readonly number[]) => ['wishlist', 'guest', ids.join(',')] as const,
};
