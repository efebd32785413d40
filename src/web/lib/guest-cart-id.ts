// A guest's cart id lives in localStorage until the guest signs in and the cart is merged (docs/cart.md).
import { readStored, storedValue, writeStored } from './stored-value';

export const GUEST_CART_KEY = 'swara.cartId';

/** A guest cart started or merged in another tab is seen here too; the server knows no guest cart. */
const stored = storedValue<string | null>({ keys: [GUEST_CART_KEY], read: () => readStored(GUEST_CART_KEY) || null, server: null });

export const guestCartId = {
  get: stored.get,
  set(id: string) {
    if (id === stored.get()) return;
    writeStored(GUEST_CART_KEY, id);
    stored.set(id);
  },
  clear() {
    // Removed from storage even when this tab never saw the id (another tab may have set it).
    writeStored(GUEST_CART_KEY, null);
    stored.set(null);
  },
  subscribe: stored.subscribe,
};

export function useGuestCartId(): string | null {
  return stored.use();
}
