// A guest's cart id lives in localStorage until the guest signs in and the cart is merged (docs/cart.md).
import { useSyncExternalStore } from 'react';

export const GUEST_CART_KEY = 'swara.cartId';

const listeners = new Set<() => void>();

function read(): string | null {
  try {
    return localStorage.getItem(GUEST_CART_KEY) || null;
  } catch {
    return null;
  }
}

let current: string | null = typeof localStorage === 'undefined' ? null : read();

function emit() {
  for (const l of listeners) l();
}

export const guestCartId = {
  get: (): string | null => current,
  set(id: string) {
    if (id === current) return;
    localStorage.setItem(GUEST_CART_KEY, id);
    current = id;
    emit();
  },
  clear() {
    // Removed from storage even when this tab never saw the id (another tab may have set it).
    localStorage.removeItem(GUEST_CART_KEY);
    if (current === null) return;
    current = null;
    emit();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

// A guest cart started or merged in another tab is seen here too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === GUEST_CART_KEY) {
      current = read();
      emit();
    }
  });
}

/** The server knows no guest cart; the browser's follows after hydration. */
const noGuestCart = () => null;

export function useGuestCartId(): string | null {
  return useSyncExternalStore(guestCartId.subscribe, guestCartId.get, noGuestCart);
}
