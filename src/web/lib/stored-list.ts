// A list kept in the browser's storage across pages, tabs and visits (the compare list, a guest's
// wishlist). Read with useSyncExternalStore, whose server snapshot is the empty list: the server and
// the hydrating browser draw none, the next render draws the stored one (docs/rendering.md).
import { useSyncExternalStore } from 'react';

export interface StoredList<T> {
  get(): readonly T[];
  set(next: readonly T[]): void;
  /** The list, drawn again whenever it changes (in this tab or another). */
  use(): readonly T[];
}

/** `read` turns what is stored under `key` (null: nothing) into the list, leaving out what it does not trust. */
export function storedList<T>(key: string, read: (stored: string | null) => readonly T[]): StoredList<T> {
  // An empty list is always this one, the same as the server's snapshot, so that a shopper with
  // nothing stored changes nothing after hydration (a change then would make React draw the page again).
  const empty: readonly T[] = Object.freeze([]);
  let list: readonly T[] | null = null;
  const listeners = new Set<() => void>();

  const load = (): readonly T[] => {
    try {
      const stored = read(window.localStorage.getItem(key));
      return stored.length ? stored : empty;
    } catch {
      // Storage turned off: the list lives as long as the page.
      return empty;
    }
  };
  const get = () => (list ??= load());
  const emit = () => listeners.forEach((l) => l());

  /** Another tab changed the list. */
  const onStorage = (e: StorageEvent) => {
    if (e.key !== key && e.key !== null) return;
    list = load();
    emit();
  };
  const subscribe = (listener: () => void) => {
    if (listeners.size === 0) window.addEventListener('storage', onStorage);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) window.removeEventListener('storage', onStorage);
    };
  };

  return {
    get,
    set(next) {
      list = next.length ? next : empty;
      try {
        if (next.length) window.localStorage.setItem(key, JSON.stringify(next));
        else window.localStorage.removeItem(key);
      } catch {
        // Not kept beyond this page; the list still works on it.
      }
      emit();
    },
    use: () => useSyncExternalStore(subscribe, get, () => empty),
  };
}
