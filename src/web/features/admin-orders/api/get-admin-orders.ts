import type { AdminOrderRow } from '@shared/schemas/orders';
import { apiWithHeaders } from '../../../lib/api-client';
import { adminOrderKeys } from './keys';
import { logged } from '../../../lib/logged';
import { usePagedQuery, type PageOf } from '../../../lib/paged-query';

export interface AdminOrdersQuery extends PageOf {
  /** A status name, or 'all'. */
  status: string;
}

/** One page of orders in a status (paged, docs/api.md; the total comes in x-total-count). */
export async function getAdminOrders(q: AdminOrdersQuery): Promise<{ rows: AdminOrderRow[]; total: number }> {
  const { data, headers } = await logged(
    'orders',
    apiWithHeaders<AdminOrderRow[]>(`admin/order/status/${encodeURIComponent(q.status)}`, {
      query: { Page: q.page + 1, PageSize: q.pageSize },
      toastOnError: false,
    }),
  );
  return { rows: data, total: Number(headers.get('x-total-count') ?? data.length) };
}

export function useAdminOrders(q: AdminOrdersQuery) {
  return usePagedQuery(adminOrderKeys.list(q), () => getAdminOrders(q));
}
