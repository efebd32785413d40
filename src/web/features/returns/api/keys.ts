// Query keys of the return screens, all under ['returns'].
export const returnKeys = {
  all: ['returns'] as const,
  order: (orderId: string) => ['returns', 'order', orderId] as const,
  adminList: (q: { status: string; page: number; pageSize: number }) => ['returns', 'admin', q] as const,
};
