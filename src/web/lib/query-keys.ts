// The query keys more than one feature reads or refreshes: one cache entry each, so a change made
// on one screen shows on the others.

/** The cart's queries, all under ['cart']: invalidating it refreshes the cart (orders do so after cancelling an unpaid order). */
export const cartKeys = {
  all: ['cart'] as const,
  /** The cart of whoever is browsing: a signed-in user's own, or the guest cart held locally. */
  items: (owner: string) => ['cart', 'items', owner] as const,
  shipping: (addressId: number, cartSignature: string) => ['cart', 'shipping-options', addressId, cartSignature] as const,
};

/** The orders' queries, all under ['orders'] (the cart page reads the pending ones). */
export const orderKeys = {
  all: ['orders'] as const,
  mine: ['orders', 'mine'] as const,
  pending: ['orders', 'pending'] as const,
  tracking: (orderId: string) => ['orders', 'tracking', orderId] as const,
  one: (orderId: string) => ['orders', 'one', orderId] as const,
  shipment: (orderId: string) => ['orders', 'shipment', orderId] as const,
  payment: (transactionId: string) => ['orders', 'payment', transactionId] as const,
};

/** The shop's own catalogue queries, which the admin's changes refresh. */
export const shopKeys = {
  products: ['products'] as const,
  product: ['product'] as const,
  banners: ['banners'] as const,
  brands: ['brands'] as const,
};

/** The shopper's delivery addresses: the address screens and the cart share them. */
export const addressesKey = ['account', 'addresses'] as const;
/** The shopper's businesses for GST invoices: the address book and the cart share them. */
export const businessDetailsKey = ['account', 'business-details'] as const;
