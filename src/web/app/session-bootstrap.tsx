// At startup a token that has not expired signs the user in; an expired one is refreshed.
import { useEffect, useState, type ReactNode } from 'react';
import { authStore } from '../lib/auth-store';
import { refreshSession } from '../lib/api-client';
import { LoadingBar } from './layout/loading-bar';

export function SessionBootstrap({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(() => !authStore.get() || !authStore.isExpired());
  useEffect(() => {
    if (ready) return;
    void refreshSession().then((ok) => {
      if (!ok) authStore.clear();
      setReady(true);
    });
  }, [ready]);
  return ready ? <>{children}</> : <LoadingBar label="Signing you in" />;
}
