import type { z } from 'zod';
import { RETURN_PHOTO_ADDRESSES_REFRESH_MS, type adminReturnsAnswer, type ReturnStatus } from '@shared/schemas/returns';
import { getPage, usePagedQuery, type PageOf } from '../../../lib/paged-query';
import { returnKeys } from './keys';

export type AdminReturnsPage = z.infer<typeof adminReturnsAnswer>;
export type AdminReturnRow = AdminReturnsPage['Items'][number];

export interface AdminReturnsQuery extends PageOf {
  /** A return status, or 'All'. */
  status: ReturnStatus | 'All';
}

/** GET Admin/returns: one page of returns, newest first, with the total. */
export const getAdminReturns = (q: AdminReturnsQuery) => getPage<AdminReturnsPage>('returns', 'Admin/returns', { Status: q.status }, q);

export function useAdminReturns(q: AdminReturnsQuery) {
  // The photos' signed addresses expire: the list is asked again before they do.
  return usePagedQuery(returnKeys.adminList(q), () => getAdminReturns(q), { refetchInterval: RETURN_PHOTO_ADDRESSES_REFRESH_MS });
}
