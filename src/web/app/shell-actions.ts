// What the shell needs from features: the cart count for the badge and signing out.
// Features fill these in as they are built; the shell composes them here (app/ may import features).
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { authStore } from '../lib/auth-store';
import { paths } from './paths';

export function useShellActions() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signOut = useCallback(() => {
    authStore.clear();
    queryClient.clear();
    navigate(paths.signIn);
  }, [navigate, queryClient]);
  return { cartCount: 0, signOut };
}
