import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { authStore } from '../../../lib/auth-store';
import { guestCartId } from '../../../lib/guest-cart-id';
import { cartIdToSend } from '../cart-rules';
import { cartKeys } from '../../../lib/query-keys';
import { toastCartError } from './cart-error';

export const updateQuantity = ({ id, quantity }: { id: number; quantity: number }) =>
  api<{ Status: true; Message: string }>('public/cart/updatequantity', {
    method: 'PUT',
    body: { Id: id, Quantity: quantity, UserCartId: cartIdToSend(!!authStore.get(), guestCartId.get()) ?? null },
    toastOnError: false,
  });

export function useUpdateQuantity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateQuantity,
    onError: toastCartError,
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
