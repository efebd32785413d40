// A guest's wishlist, kept in the browser's storage across pages, tabs and visits until the guest
// signs in and it is merged into the account (docs/wishlist.md). Read with useSyncExternalStore,
// whose server snapshot is the empty list: the server and the hydrating browser draw every heart
// outlined, the next render draws the stored list.
import { useSyncExternalStore } from 'react';
import { readGuestList } from './wishlist-rules';

const KEY = 'swara.wishlist';
const EMPTY: readonly number[] = Object.freeze([]);

let list: readonly number[] | null = null;
const listeners = new Set<() => void>();

// An empty list is always the one EMPTY: the same as the server's snapshot, so that a guest who saved
// nothing changes nothing after hydration (a change then would make React draw the page again).
function load(): readonly number[] {
  try {
    const stored = readGuestList(window.localStorage.getItem(KEY));
    return stored.length ? stored : EMPTY;
  } catch {
    // Storage turned off: the list lives as long as the page.
    return EMPTY;
  }
}

const snapshot = () => (list ??= load());

function emit() {
  listeners.forEach((l) => l());
}

/** Another tab changed the list. */
function onStorage(e: StorageEvent) {
  if (e.key !== KEY && e.key !== null) return;
  list = load();
  emit();
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

export const useGuestWishlist = (): readonly number[] => useSyncExternalStore(subscribe, snapshot, () => EMPTY);

export const guestWishlist = {
  get: snapshot,
  set(next: readonly number[]) {
    list = next.length ? next : EMPTY;
    try {
      if (next.length) window.localStorage.setItem(KEY, JSON.stringify(next));
      else window.localStorage.removeItem(KEY);
    } catch {
      // Not kept beyond this page; the list still works on it.
    }
    emit();
  },
};
