import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Specification } from '@shared/schemas/admin-catalogue';
import { adminKeys } from './keys';

/** A category's specifications, in the order shoppers see them. */
export const getSpecifications = (categoryId: number) =>
  api<Specification[]>('Admin/specifications', { query: { CategoryId: categoryId }, toastOnError: false });

export function useSpecifications(categoryId: number | null) {
  return useQuery({
    queryKey: adminKeys.specificationsOf(categoryId ?? 0),
    queryFn: () => getSpecifications(categoryId!),
    enabled: categoryId !== null,
  });
}
