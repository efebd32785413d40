// The cart's actions as seen by other screens (product page, header). The cart feature provides
// them through app/, so features do not import each other.
import { createContext, useContext } from 'react';

export interface CartActions {
  /** Number of units in the cart, for the header badge. */
  count: number;
  addToCart: (item: { productId: number; variantId: number; quantity: number }) => Promise<void>;
}

export const CartActionsContext = createContext<CartActions>({
  count: 0,
  addToCart: async () => {
    throw new Error('The cart is not available');
  },
});

export const useCartActions = () => useContext(CartActionsContext);
