import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ChangePasswordBody, StatusAnswer } from '@shared/schemas/accounts';

export const changePassword = (body: ChangePasswordBody) => api<StatusAnswer>('Auth/change-password', { method: 'POST', body, toastOnError: false });

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
