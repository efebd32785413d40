import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { AddressForm, StatusAnswer } from '@shared/schemas/accounts';
import { addressesKey } from '../../../lib/query-keys';

/** POST Account/Address. The form shows a refusal ("Invalid Pin Code", the limit) itself. */
export const createAddress = (body: AddressForm) => api<StatusAnswer & { Id: number }>('Account/Address', { method: 'POST', body, toastOnError: false });

export function useCreateAddress() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createAddress, onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesKey }) });
}
