import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Profile } from '@shared/schemas/accounts';

export const profileKey = ['account', 'profile'] as const;
export const getProfile = () => api<Profile>('Account/Profile');

export function useProfile() {
  return useQuery({ queryKey: profileKey, queryFn: getProfile, staleTime: 0 });
}
