// Query keys of the coupon screen, under the admin screens' ['admin'] (a bulk import refreshes them all).
export const couponKeys = {
  all: ['admin', 'coupons'] as const,
  list: (q: { page: number; pageSize: number; search: string }) => ['admin', 'coupons', q] as const,
};
