// A list kept in the browser's storage across pages, tabs and visits (the compare list, a guest's
// wishlist). Read with useSyncExternalStore, whose server snapshot is the empty list: the server and
// the hydrating browser draw none, the next render draws the stored one (docs/rendering.md).
import { readStored, storedValue, writeStored } from './stored-value';

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
  const load = (): readonly T[] => {
    try {
      const stored = read(readStored(key));
      return stored.length ? stored : empty;
    } catch {
      return empty;
    }
  };
  const stored = storedValue({ keys: [key], read: load, server: empty });

  return {
    get: stored.get,
    set(next) {
      // Not kept beyond this page when the browser refuses; the list still works on it.
      writeStored(key, next.length ? JSON.stringify(next) : null);
      stored.set(next.length ? next : empty);
    },
    use: stored.use,
  };
}
