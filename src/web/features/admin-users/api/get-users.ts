import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiWithHeaders } from '../../../lib/api-client';
import type { ManageUser } from '@shared/schemas/admin-catalogue';
import { userKeys } from './keys';
import { logged } from '../../../lib/logged';

export async function getUsers(q: { page: number; pageSize: number }): Promise<{ rows: ManageUser[]; total: number }> {
  const { data, headers } = await logged(
    'users',
    apiWithHeaders<ManageUser[]>('Admin/ManageUser', { query: { Page: q.page, PageSize: q.pageSize }, toastOnError: false }),
  );
  return { rows: data, total: Number(headers.get('x-total-count') ?? data.length) };
}

export function useUsers(q: { page: number; pageSize: number }) {
  return useQuery({ queryKey: userKeys.list(q), queryFn: () => getUsers(q), placeholderData: keepPreviousData });
}
