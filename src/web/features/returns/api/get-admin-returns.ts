import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { RETURN_PHOTO_ADDRESSES_REFRESH_MS, type adminReturnsAnswer, type ReturnStatus } from '@shared/schemas/returns';
import { api } from '../../../lib/api-client';
import { logged } from '../../../lib/logged';
import { returnKeys } from './keys';

export type AdminReturnsPage = z.infer<typeof adminReturnsAnswer>;
export type AdminReturnRow = AdminReturnsPage['Items'][number];

export interface AdminReturnsQuery {
  /** A return status, or 'All'. */
  status: ReturnStatus | 'All';
  /** 0-based, as the grid counts. */
  page: number;
  pageSize: number;
}

/** GET Admin/returns: one page of returns, newest first, with the total. */
export const getAdminReturns = (q: AdminReturnsQuery) =>
  logged('returns', api<AdminReturnsPage>('Admin/returns', { query: { Status: q.status, Page: q.page + 1, PageSize: q.pageSize }, toastOnError: false }));

export function useAdminReturns(q: AdminReturnsQuery) {
  return useQuery({
    queryKey: returnKeys.adminList(q),
    queryFn: () => getAdminReturns(q),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
    refetchInterval: RETURN_PHOTO_ADDRESSES_REFRESH_MS,
  });
}
