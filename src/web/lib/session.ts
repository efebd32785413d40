// Ending a session, one way for every cause (Sign Out, an expired login, a profile change that
// retires the user's tokens): the tokens, the guest cart id and every cached answer go.
import type { QueryClient } from '@tanstack/react-query';
import { authStore } from './auth-store';
import { guestCartId } from './guest-cart-id';

export function endSession(queryClient: QueryClient) {
  authStore.clear();
  guestCartId.clear();
  queryClient.clear();
}
