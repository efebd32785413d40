// What the shell needs from features: the cart count for the badge and signing out.
// Features fill these in as they are built; the shell composes them here (app/ may import features).
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { authStore } from '../lib/auth-store';
import { api } from '../lib/api-client';
import { useCartActions } from '../lib/cart-actions';
import { endSession } from '../lib/session';
import { paths } from '../lib/paths';

export function useShellActions() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signOut = useCallback(() => {
    // The server ends this login (the one the access token names, and the refresh token's); signing out
    // locally does not wait for it.
    const session = authStore.get();
    if (session) void api('auth/logout', { method: 'POST', body: { refreshToken: session.refreshToken }, toastOnError: false }).catch(() => undefined);
    endSession(queryClient);
    navigate(paths.signIn);
  }, [navigate, queryClient]);
  const { count } = useCartActions();
  return { cartCount: count, signOut };
}
