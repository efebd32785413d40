import { useEffect, useState } from 'react';

/**
 * False in a component's first render and true one task later: a part of the page below the fold
 * is drawn in a task of its own, so that a phone is never busy for long at once (decision 009).
 */
export function useLater(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return ready;
}
