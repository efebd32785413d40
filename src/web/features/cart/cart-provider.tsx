// Provides the cart to the rest of the app (header badge, product page) and merges a guest cart
// into the shopper's own at sign-in (docs/cart.md).
import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CartActionsContext, type CartActions } from '../../lib/cart-actions';
import { useSession } from '../../lib/auth-store';
import { toast } from '../../lib/toast';
import { ApiError } from '../../lib/api-client';
import { guestCartId, useGuestCartId } from '../../lib/guest-cart-id';
import { dropGuestIdAfterFailedMerge, shouldMergeGuestCart } from './cart-rules';
import { useCart } from './api/get-cart';
import { addItem, type AddItemInput } from './api/add-item';
import { mapUserCart } from './api/map-user-cart';
import { cartKeys } from '../../lib/query-keys';
import { toastCartError } from './api/cart-error';

/** True while a guest cart is being merged; the cart page waits for it instead of showing half a cart. */
const MergingContext = createContext(false);
export const useCartMerging = () => useContext(MergingContext);

export function CartProvider({ children }: { children: ReactNode }) {
  const session = useSession();
  const guestId = useGuestCartId();
  const queryClient = useQueryClient();
  const attempted = useRef<string | null>(null);
  const [merging, setMerging] = useState(false);
  const signedIn = !!session;
  const mergeDue = shouldMergeGuestCart(signedIn, guestId, attempted.current);

  useEffect(() => {
    if (!shouldMergeGuestCart(signedIn, guestId, attempted.current) || !guestId) return;
    attempted.current = guestId;
    setMerging(true);
    mapUserCart(guestId)
      .then((answer) => {
        guestCartId.clear();
        if (answer.Capped.length > 0 || answer.CouponNote) toast(answer.Message, 'warning');
      })
      .catch((err: unknown) => {
        if (err instanceof ApiError && dropGuestIdAfterFailedMerge(err.status)) guestCartId.clear();
        else attempted.current = null;
        toastCartError(err);
      })
      .finally(() => {
        setMerging(false);
        void queryClient.invalidateQueries({ queryKey: cartKeys.all });
      });
  }, [signedIn, guestId, queryClient]);

  // Signing out starts a fresh guest session: a later sign-in may merge again.
  useEffect(() => {
    if (!signedIn) attempted.current = null;
  }, [signedIn]);

  const paused = merging || mergeDue;
  const cart = useCart(paused);
  const count = cart.data?.TotalQuantity ?? 0;

  const actions = useMemo<CartActions>(
    () => ({
      count,
      addToCart: async (item: AddItemInput) => {
        try {
          await addItem(item);
        } catch (err) {
          toastCartError(err);
          throw err instanceof ApiError ? err : new ApiError(0, String(err));
        } finally {
          await queryClient.invalidateQueries({ queryKey: cartKeys.all });
        }
      },
    }),
    [count, queryClient],
  );

  return (
    <MergingContext.Provider value={paused}>
      <CartActionsContext.Provider value={actions}>{children}</CartActionsContext.Provider>
    </MergingContext.Provider>
  );
}
