import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { SpecificationCompleteness } from '@shared/schemas/admin-catalogue';
import { adminKeys } from './keys';

/** A category's specifications, each with the published products that have no value of it. */
export const getSpecificationCompleteness = (categoryId: number) =>
  api<SpecificationCompleteness>('Admin/specifications/completeness', { query: { CategoryId: categoryId }, toastOnError: false });

export function useSpecificationCompleteness(categoryId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.completenessOf(categoryId ?? 0),
    queryFn: () => getSpecificationCompleteness(categoryId!),
    enabled: enabled && categoryId !== null,
  });
}
