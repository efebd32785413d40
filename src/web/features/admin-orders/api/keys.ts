// Query keys of the admin order screens, all under ['admin-orders'].
export const adminOrderKeys = {
  all: ['admin-orders'] as const,
  statuses: ['admin-orders', 'statuses'] as const,
  list: (q: { status: string; page: number; pageSize: number }) => ['admin-orders', 'list', q] as const,
  order: (orderId: string) => ['admin-orders', 'order', orderId] as const,
  variants: (productId: number) => ['admin-orders', 'variants', productId] as const,
};
