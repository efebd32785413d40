import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ProfileBody, StatusAnswer } from '@shared/schemas/accounts';

/** PUT Account/Profile. On success every token of the user stops working: the screen signs out. */
export const updateProfile = (body: ProfileBody) => api<StatusAnswer>('Account/Profile', { method: 'PUT', body, toastOnError: false });

export function useUpdateProfile() {
  return useMutation({ mutationFn: updateProfile });
}
