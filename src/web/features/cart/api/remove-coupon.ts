import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { authStore } from '../../../lib/auth-store';
import { guestCartId } from '../../../lib/guest-cart-id';
import { cartIdToSend } from '../cart-rules';
import { cartKeys } from '../../../lib/query-keys';
import { toastCartError } from './cart-error';

/** DELETE public/cart/coupon: takes the code off the cart. */
export const removeCoupon = () =>
  api<{ Status: true; Message: string }>('public/cart/coupon', {
    method: 'DELETE',
    query: { UserCartId: cartIdToSend(!!authStore.get(), guestCartId.get()) },
    toastOnError: false,
  });

export function useRemoveCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCoupon,
    onError: toastCartError,
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
