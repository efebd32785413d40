// The one way the app keeps things in the browser's storage (localStorage across tabs and visits,
// sessionStorage for this tab): safe on the server, where there is no storage, and when the browser
// refuses (storage turned off, private mode, quota full). Then nothing is
// kept beyond the page, and the app works on with what it has.
import { useSyncExternalStore } from 'react';

type Area = 'local' | 'session';

function storage(area: Area): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return area === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The text stored under `key`, or null (nothing, no storage, or storage refused). */
export function readStored(key: string, area: Area = 'local'): string | null {
  try {
    return storage(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Stores `value` under `key` (null removes it); false when the browser refused. */
export function writeStored(key: string, value: string | null, area: Area = 'local'): boolean {
  try {
    const s = storage(area);
    if (!s) return false;
    if (value === null) s.removeItem(key);
    else s.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export interface StoredValue<T> {
  get(): T;
  /** Holds `next` (after writing it to storage; kept for the page even when the browser refused it). */
  set(next: T): void;
  /** Takes what is in storage now (after this tab wrote it, or to see another tab's change). */
  reload(): T;
  subscribe(listener: () => void): () => void;
  /** The value, drawn again whenever it changes (in this tab or another). */
  use(): T;
}

/**
 * A value read from the browser's storage under `keys`, kept in memory and told to its listeners
 * when it changes, in this tab (reload) or in another (the storage event). The server, and the
 * browser while it hydrates, see `server`; `same` says when a value read again changes nothing.
 */
export function storedValue<T>({
  keys,
  read,
  server,
  same = Object.is,
}: {
  keys: readonly string[];
  read: () => T;
  server: T;
  same?: (a: T, b: T) => boolean;
}): StoredValue<T> {
  let current = typeof window === 'undefined' ? server : read();
  const listeners = new Set<() => void>();
  const get = () => current;
  const set = (next: T) => {
    if (same(next, current)) return;
    current = next;
    listeners.forEach((l) => l());
  };
  const reload = () => {
    set(read());
    return current;
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (e) => {
      // null: the whole storage was cleared.
      if (e.key === null || keys.includes(e.key)) reload();
    });
  }
  return { get, set, reload, subscribe, use: () => useSyncExternalStore(subscribe, get, () => server) };
}
