// The cart's actions as seen by other screens (product page, header). The cart feature provides
// them through app/, so features do not import each other.
import { createContext, useContext, useState } from 'react';
import { toastError, toastSuccess } from './toast';

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

/**
 * Adding a product to the cart from a screen that shows it (the product page, the compare page):
 * `adding` while it goes, "… added to your cart" once it is in. A refusal from the server has
 * been shown by the API client; any other failure is shown here.
 */
export function useAddToCart() {
  const cart = useCartActions();
  const [adding, setAdding] = useState(false);
  const add = async (productName: string, item: Parameters<CartActions['addToCart']>[0]) => {
    setAdding(true);
    try {
      await cart.addToCart(item);
      toastSuccess(`${productName} added to your cart`);
    } catch (err) {
      if (err instanceof Error && err.name !== 'ApiError') toastError(err.message);
    } finally {
      setAdding(false);
    }
  };
  return { adding, add };
}
