// At startup a token that has not expired signs the user in; an expired one is refreshed.
import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { authStore } from '../lib/auth-store';
import { refreshSession, setSignedOutHandler } from '../lib/api-client';
import { endSession } from '../lib/session';
import { useServerOrHydrating } from '../lib/hydration';
import { paths } from '../lib/paths';
import { LoadingBar } from './layout/loading-bar';

export function SessionBootstrap({ children }: { children: ReactNode }) {
  // A page the server drew is shown at once (as a guest's), and the session is renewed behind it.
  const rendered = useServerOrHydrating();
  const [ready, setReady] = useState(() => rendered || !authStore.get() || !authStore.isExpired());
  const [renewed, setRenewed] = useState(() => !authStore.get() || !authStore.isExpired());
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // A login the server no longer accepts ends here, and the visitor signs in again to come back.
  useEffect(() => {
    setSignedOutHandler(() => {
      endSession(queryClient);
      navigate(paths.signIn, { state: { from: window.location.pathname + window.location.search } });
    });
  }, [navigate, queryClient]);
  useEffect(() => {
    if (renewed) return;
    void refreshSession().then((ok) => {
      if (!ok) authStore.clear();
      setRenewed(true);
      setReady(true);
    });
  }, [renewed]);
  return ready ? <>{children}</> : <LoadingBar label="Signing you in" />;
}
