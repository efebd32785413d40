// The orders feature's query keys, all under ['orders'] (the cart page reads ['orders', 'pending'] too).
export const orderKeys = {
  all: ['orders'] as const,
  mine: ['orders', 'mine'] as const,
  pending: ['orders', 'pending'] as const,
  tracking: (orderId: string) => ['orders', 'tracking', orderId] as const,
  payment: (transactionId: string) => ['orders', 'payment', transactionId] as const,
};
/** The cart feature keeps its queries under ['cart']. */
export const cartKey = ['cart'] as const;
