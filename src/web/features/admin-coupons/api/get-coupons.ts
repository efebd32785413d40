import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { adminCouponsAnswer } from '@shared/schemas/coupons';
import { api } from '../../../lib/api-client';
import { logged } from '../../../lib/logged';
import { couponKeys } from './keys';

export type CouponsPage = z.infer<typeof adminCouponsAnswer>;

export interface CouponListQuery {
  /** 1-based, as the server counts. */
  page: number;
  pageSize: number;
  /** Part of a code; empty lists every coupon. */
  search: string;
}

/** GET Admin/coupons: one page of coupons with the total. */
export const getCoupons = (q: CouponListQuery) =>
  logged('coupons', api<CouponsPage>('Admin/coupons', { query: { Page: q.page, PageSize: q.pageSize, Search: q.search || undefined }, toastOnError: false }));

export function useCoupons(q: CouponListQuery) {
  return useQuery({ queryKey: couponKeys.list(q), queryFn: () => getCoupons(q), placeholderData: keepPreviousData, refetchOnMount: 'always' });
}
