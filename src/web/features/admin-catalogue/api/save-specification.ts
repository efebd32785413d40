import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Specification, SpecificationInput } from '@shared/schemas/admin-catalogue';
import { adminKeys, shopKeys } from './keys';

export interface SaveSpecificationInput {
  /** The specification to change; without it a new one is added. */
  id?: number;
  body: SpecificationInput;
}

/** POST Admin/specifications or PUT Admin/specifications/{id}; the screen shows a refusal's Message itself. */
export const saveSpecification = ({ id, body }: SaveSpecificationInput) =>
  api<Specification>(id === undefined ? 'Admin/specifications' : `Admin/specifications/${id}`, {
    method: id === undefined ? 'POST' : 'PUT',
    body,
    toastOnError: false,
  });

export function useSaveSpecification() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveSpecification,
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: adminKeys.specifications() }),
        // Values may have been renamed on products.
        qc.invalidateQueries({ queryKey: adminKeys.anyProduct() }),
        qc.invalidateQueries({ queryKey: shopKeys.product }),
      ]),
  });
}
