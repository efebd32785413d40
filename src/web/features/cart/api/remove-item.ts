import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { authStore } from '../../../lib/auth-store';
import { guestCartId } from '../../../lib/guest-cart-id';
import { cartIdToSend } from '../cart-rules';
import { cartKeys } from '../../../lib/query-keys';
import { toastCartError } from './cart-error';

export const removeItem = (id: number) =>
  api<{ Status: true; Message: string }>('public/cart/removeitem', {
    method: 'DELETE',
    query: { Id: id, UserCartId: cartIdToSend(!!authStore.get(), guestCartId.get()) },
    toastOnError: false,
  });

export function useRemoveItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeItem,
    onError: toastCartError,
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
