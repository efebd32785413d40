import { useQuery } from '@tanstack/react-query';
import type { Cart } from '@shared/schemas/cart';
import { api, ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth-store';
import { guestCartId, useGuestCartId } from '../../../lib/guest-cart-id';
import { cartIdToSend } from '../cart-rules';
import { cartKeys } from '../../../lib/query-keys';

const EMPTY: Cart = {
  Id: null,
  Items: [],
  TotalQuantity: 0,
  TotalAmount: 0,
  CouponCode: null,
  Discount: 0,
  CouponProblem: null,
  PayableAmount: 0,
  TotalMetrixWeight: 0,
  TotalProductWeight: 0,
};

/** A guest who never added anything has no cart yet: it is empty, with nothing to ask. */
const hasNoCart = (signedIn: boolean, guestId: string | null) => !signedIn && !cartIdToSend(signedIn, guestId);

export async function getCart(signedIn: boolean, guestId: string | null): Promise<Cart> {
  if (hasNoCart(signedIn, guestId)) return EMPTY;
  const UserCartId = cartIdToSend(signedIn, guestId);
  try {
    return await api<Cart>('public/cart/getitems', { query: { UserCartId }, toastOnError: false });
  } catch (err) {
    // The guest cart is gone (merged in another tab, or expired): start afresh.
    if (!signedIn && err instanceof ApiError && (err.status === 404 || err.status === 400)) {
      guestCartId.clear();
      return EMPTY;
    }
    throw err;
  }
}

/** The cart of whoever is browsing. `paused` holds it while a guest cart is being merged. */
export function useCart(paused = false) {
  const session = useSession();
  const guestId = useGuestCartId();
  const signedIn = !!session;
  const owner = signedIn ? `user:${session.user.id}` : `guest:${guestId ?? 'none'}`;
  return useQuery({
    queryKey: cartKeys.items(owner),
    queryFn: () => getCart(signedIn, guestId),
    // Known at once, with no loading pass.
    initialData: hasNoCart(signedIn, guestId) ? EMPTY : undefined,
    enabled: !paused,
    staleTime: 10_000,
    retry: 1,
  });
}
