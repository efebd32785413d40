// The wishlist as other screens see it (the hearts on cards and product pages, the header's count).
// The wishlist feature provides it through app/, so that features do not import each other.
import { createContext, useContext } from 'react';

export interface WishlistActions {
  /**
   * The saved products' ids, as the shopper last chose (changes show at once, before the server
   * answers). Known in the browser only: empty on the server and while the page hydrates.
   */
  saved: ReadonlySet<number>;
  /** Saves the product, or takes it off when saved; a refusal puts it back as it was and says why. */
  toggle: (productId: number) => void;
}

const NONE: ReadonlySet<number> = new Set();

export const WishlistActionsContext = createContext<WishlistActions>({ saved: NONE, toggle: () => undefined });

export const useWishlistActions = () => useContext(WishlistActionsContext);
