// The product categories, as the admin screens choose among them (the catalogue and the coupons).
import { useQuery } from '@tanstack/react-query';
import type { Category } from '@shared/schemas/admin-catalogue';
import { api } from './api-client';

/** Under the admin screens' keys, so that a bulk import refreshes it with the rest. */
export const adminCategoriesKey = ['admin', 'categories'] as const;

const getCategories = () => api<Category[]>('Admin/Category', { toastOnError: false });

export function useCategories() {
  return useQuery({ queryKey: adminCategoriesKey, queryFn: getCategories, staleTime: 5 * 60_000 });
}
