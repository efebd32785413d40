import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { AddressForm, StatusAnswer } from '@shared/schemas/accounts';
import { addressesKey } from '../../../lib/query-keys';

export const updateAddress = (body: AddressForm & { Id: number }) =>
  api<StatusAnswer & { Id: number }>('Account/Address', { method: 'PUT', body, toastOnError: false });

export function useUpdateAddress() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateAddress, onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesKey }) });
}
