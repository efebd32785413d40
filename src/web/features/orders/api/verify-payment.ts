import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CHECKOUT_MESSAGES } from '@shared/messages';
import { toast, toastError } from '../../../lib/toast';
import { validatePayment } from './validate-payment';
import { cartKeys, orderKeys } from '../../../lib/query-keys';

/** "Verify payment" on a pending order: asks how its latest payment stands and says so. */
export function useVerifyPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: validatePayment,
    onSuccess: (answer) => {
      if (answer.state === 'COMPLETED') toast(`Payment received for order ${answer.orderCode}. Thank you!`, 'success');
      else if (answer.state === 'FAILED') toast(`The payment for order ${answer.orderCode} failed. Use Pay now to try again.`, 'error');
      else toast(`The payment for order ${answer.orderCode} is still pending. Please check again in a few minutes.`, 'info');
    },
    onError: () => toastError(CHECKOUT_MESSAGES.verificationFailed),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      void queryClient.invalidateQueries({ queryKey: cartKeys.all });
    },
  });
}
