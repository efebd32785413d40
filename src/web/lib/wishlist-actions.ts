// The wishlist as other screens see it (the hearts on cards and product pages, the header's count).
// The wishlist feature provides it through app/, so that features do not import each other.
// The context's value never changes: what is saved is read from it with useSyncExternalStore, so a
// change re-renders the hearts alone, and never reaches a part of the page still being hydrated
// (a context change there would make React draw that part again from scratch).
import { createContext, useContext, useSyncExternalStore } from 'react';

export interface WishlistActions {
  subscribe: (listener: () => void) => () => void;
  /**
   * The saved products' ids, as the shopper last chose (changes show at once, before the server
   * answers). Known in the browser only: empty on the server and while the page hydrates.
   */
  saved: () => ReadonlySet<number>;
  /** Saves the product, or takes it off when saved; a refusal puts it back as it was and says why. */
  toggle: (productId: number) => void;
}

const NONE: ReadonlySet<number> = new Set();
const none = () => NONE;

export const WishlistActionsContext = createContext<WishlistActions>({ subscribe: () => () => undefined, saved: none, toggle: () => undefined });

/** The saved products' ids; the empty set on the server and while hydrating. */
export function useSavedProducts(): ReadonlySet<number> {
  const actions = useContext(WishlistActionsContext);
  return useSyncExternalStore(actions.subscribe, actions.saved, none);
}

export const useWishlistToggle = () => useContext(WishlistActionsContext).toggle;
