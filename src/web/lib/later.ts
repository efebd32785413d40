import { useEffect, useState, type ReactNode } from 'react';
import { useServerOrHydrating } from './hydration';

/**
 * False in a component's first render and true one task later: a part of the page below the fold
 * is drawn in a task of its own, so that a phone is never busy for long at once (docs/rendering.md).
 * A page the server rendered has it all already, so there it is true from the start.
 */
function useLater(): boolean {
  const rendered = useServerOrHydrating();
  const [ready, setReady] = useState(rendered);
  useEffect(() => {
    if (ready) return;
    const timer = setTimeout(() => setReady(true), 0);
    return () => clearTimeout(timer);
  }, [ready]);
  return ready;
}

/**
 * Its children, drawn as useLater says. Only this wrapper draws again when the browser has taken a
 * server-rendered page over; the page around it (and the children, unchanged) is not drawn again.
 */
export function Later({ children }: { children: ReactNode }) {
  return useLater() ? children : null;
}
