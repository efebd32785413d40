import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Address } from '@shared/schemas/accounts';

export const addressesKey = ['account', 'addresses'] as const;
export const getAddresses = () => api<Address[]>('Account/Address');

export function useAddresses() {
  return useQuery({ queryKey: addressesKey, queryFn: getAddresses });
}
