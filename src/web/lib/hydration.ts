// Pages the server renders are hydrated in the browser: their first render there must draw exactly
// what the server drew (docs/rendering.md). What only the browser knows (the session, the guest's
// cart, the window) comes in the render after.
import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/** True on the server and while the browser hydrates the server's HTML; false in every later render. */
export function useServerOrHydrating(): boolean {
  return useSyncExternalStore(
    never,
    () => false,
    () => true,
  );
}
