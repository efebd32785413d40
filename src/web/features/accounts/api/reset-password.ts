import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ResetPasswordBody, StatusAnswer } from '@shared/schemas/accounts';

export const resetPassword = (body: ResetPasswordBody) => api<StatusAnswer>('Auth/reset-password', { method: 'POST', body, toastOnError: false });

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
