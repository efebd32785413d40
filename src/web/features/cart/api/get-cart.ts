import { useQuery } from '@tanstack/react-query';
import type { Cart } from '@shared/schemas/cart';
import { api, ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth-store';
import { guestCartId, useGuestCartId } from '../guest-cart-id';
import { cartIdToSend } from '../cart-rules';
import { cartKeys } from './keys';

const EMPTY: Cart = { Id: null, Items: [], TotalQuantity: 0, TotalAmount: 0, TotalMetrixWeight: 0, TotalProductWeight: 0 };

export async function getCart(signedIn: boolean, guestId: string | null): Promise<Cart> {
  const UserCartId = cartIdToSend(signedIn, guestId);
  // A guest who never added anything has no cart yet.
  if (!signedIn && !UserCartId) return EMPTY;
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
    // A guest who never added anything has an empty cart, known at once: no loading pass.
    initialData: !signedIn && !cartIdToSend(signedIn, guestId) ? EMPTY : undefined,
    enabled: !paused,
    staleTime: 10_000,
    retry: 1,
  });
}
