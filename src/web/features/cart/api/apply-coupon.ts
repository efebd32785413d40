import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { authStore } from '../../../lib/auth-store';
import { guestCartId } from '../../../lib/guest-cart-id';
import { cartIdToSend } from '../cart-rules';
import { cartKeys } from '../../../lib/query-keys';

/**
 * POST public/cart/coupon: puts a code on the cart. A refusal's Message is a sentence for the
 * shopper, which the coupon box shows under its field, so the client does not toast it.
 */
export const applyCoupon = (code: string) =>
  api<{ Status: true; Message: string }>('public/cart/coupon', {
    method: 'POST',
    body: { Code: code, UserCartId: cartIdToSend(!!authStore.get(), guestCartId.get()) ?? null },
    toastOnError: false,
  });

export function useApplyCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyCoupon,
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
