import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Category } from '@shared/schemas/admin-catalogue';
import { adminKeys } from './keys';

export const getCategories = () => api<Category[]>('Admin/Category', { toastOnError: false });

export function useCategories() {
  return useQuery({ queryKey: adminKeys.categories(), queryFn: getCategories, staleTime: 5 * 60_000 });
}
