import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys, shopKeys } from './keys';

/** Deletes a specification and every product's value of it. */
export const deleteSpecification = (id: number) =>
  api<{ Status: true; Message: string }>(`Admin/specifications/${id}`, { method: 'DELETE', toastOnError: false });

export function useDeleteSpecification() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteSpecification,
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: adminKeys.specifications() }),
        qc.invalidateQueries({ queryKey: adminKeys.anyProduct() }),
        qc.invalidateQueries({ queryKey: shopKeys.product }),
      ]),
  });
}
