// The shopper's compare list, kept in the browser's storage so that it stays across pages, tabs
// and visits. Read with useSyncExternalStore, whose server snapshot is the empty list: the server
// and the hydrating browser draw no list, the next render draws the stored one (docs/rendering.md).
import { useSyncExternalStore } from 'react';
import { addedTo, readList, type ComparedProduct } from './compare-rules';

const KEY = 'swara.compare';
const EMPTY: readonly ComparedProduct[] = Object.freeze([]);

let list: readonly ComparedProduct[] | null = null;
const listeners = new Set<() => void>();

function load(): readonly ComparedProduct[] {
  try {
    return readList(window.localStorage.getItem(KEY));
  } catch {
    // Storage turned off: the list lives as long as the page.
    return EMPTY;
  }
}

const snapshot = () => (list ??= load());

function save(next: readonly ComparedProduct[]) {
  list = next;
  try {
    if (next.length) window.localStorage.setItem(KEY, JSON.stringify(next));
    else window.localStorage.removeItem(KEY);
  } catch {
    // Not kept beyond this page; the list still works on it.
  }
  listeners.forEach((l) => l());
}

/** Another tab changed the list. */
function onStorage(e: StorageEvent) {
  if (e.key !== KEY && e.key !== null) return;
  list = load();
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

export const useCompareList = (): readonly ComparedProduct[] => useSyncExternalStore(subscribe, snapshot, () => EMPTY);

export const compareList = {
  /** Adds the product; the sentence saying why not when the rules refuse it. */
  add(product: ComparedProduct): string | null {
    const next = addedTo(snapshot(), product);
    if ('refused' in next) return next.refused;
    save(next.list);
    return null;
  },
  remove(id: number) {
    save(snapshot().filter((p) => p.Id !== id));
  },
  clear() {
    save(EMPTY);
  },
};
