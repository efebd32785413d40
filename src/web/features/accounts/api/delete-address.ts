import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { StatusAnswer } from '@shared/schemas/accounts';
import { addressesKey } from '../../../lib/query-keys';

/** DELETE Account/Address?Id. A failure is a toast (the api client's default). */
export const deleteAddress = (id: number) => api<StatusAnswer>('Account/Address', { method: 'DELETE', query: { Id: id } });

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteAddress, onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesKey }) });
}
