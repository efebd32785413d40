import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const getCities = async (state: string) => (await api<{ city: string }[]>('Account/Address/getcities', { query: { State: state } })).map((c) => c.city);

export function useCities(state: string) {
  return useQuery({ queryKey: ['account', 'cities', state], queryFn: () => getCities(state), enabled: !!state, staleTime: Infinity, gcTime: Infinity });
}
