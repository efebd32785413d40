import { useQuery } from '@tanstack/react-query';
import type { Address } from '@shared/schemas/accounts';
import { api } from '../../../lib/api-client';
import { addressesKey } from './keys';

export const getAddresses = () => api<Address[]>('Account/Address');

/** The shopper's delivery addresses, read again whenever the cart page comes back into view. */
export function useAddresses(enabled: boolean) {
  return useQuery({ queryKey: addressesKey, queryFn: getAddresses, enabled, refetchOnMount: 'always', refetchOnWindowFocus: true });
}
