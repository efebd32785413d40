import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const getStates = async () => (await api<{ state: string }[]>('Account/Address/getstates')).map((s) => s.state);

/** The directory changes only with a release: fetched once per visit. */
export function useStates() {
  return useQuery({ queryKey: ['account', 'states'], queryFn: getStates, staleTime: Infinity, gcTime: Infinity });
}
