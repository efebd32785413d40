// The cart's query keys. Everything the cart shows lives under ['cart'], so invalidating
// ['cart'] refreshes it (the orders feature does so after cancelling an unpaid order).
export const cartKeys = {
  all: ['cart'] as const,
  /** The cart of whoever is browsing: a signed-in user's own, or the guest cart held locally. */
  items: (owner: string) => ['cart', 'items', owner] as const,
  shipping: (addressId: number, cartSignature: string) => ['cart', 'shipping-options', addressId, cartSignature] as const,
};

/** Shared with the accounts feature's address screens: one cache, so an address added there shows here. */
export const addressesKey = ['account', 'addresses'] as const;
/** Shared with the orders feature: its actions invalidate ['orders']. */
export const pendingOrdersKey = ['orders', 'pending'] as const;
