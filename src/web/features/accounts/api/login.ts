import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { authStore } from '../../../lib/auth-store';
import type { LoginAnswer, LoginBody } from '@shared/schemas/accounts';

/** POST Auth/login: LoginType Password or Phone (OTP). A failure is shown in the form's alert. */
export const login = (body: LoginBody) => api<LoginAnswer>('Auth/login', { method: 'POST', body, toastOnError: false });

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (answer) => {
      authStore.setTokens(answer.AccessToken, answer.RefreshToken);
      // Whatever was fetched as a guest (or as someone else) is stale now.
      queryClient.clear();
    },
  });
}
