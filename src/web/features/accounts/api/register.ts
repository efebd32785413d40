import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { RegisterBody, StatusAnswer } from '@shared/schemas/accounts';

export const register = (body: RegisterBody) => api<StatusAnswer>('Auth/register', { method: 'POST', body, toastOnError: false });

export function useRegister() {
  return useMutation({ mutationFn: register });
}
