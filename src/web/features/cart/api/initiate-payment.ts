import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { CHECKOUT_MESSAGES } from '@shared/messages';
import type { paymentInitiateBody } from '@shared/schemas/orders';
import { api, ApiError } from '../../../lib/api-client';
import { redirectOf, type PaymentStartAnswer } from '../../../lib/payment-redirect';
import { cartKeys, orderKeys } from '../../../lib/query-keys';

/** What the cart sends to start paying: the shared contract's body. */
export type InitiateInput = z.output<typeof paymentInitiateBody>;

/** POST payment-initiate: the gateway's page to pay on, or the reason it failed (shown as an alert). */
export async function initiatePayment(input: InitiateInput): Promise<string> {
  let answer: PaymentStartAnswer;
  try {
    answer = await api<PaymentStartAnswer>('order/payment-initiate', { method: 'POST', body: input, toastOnError: false });
  } catch (err) {
    const message =
      err instanceof ApiError && err.body && typeof (err.body as { Message?: unknown }).Message === 'string' ? err.message : CHECKOUT_MESSAGES.initiationFailed;
    throw new Error(message);
  }
  return redirectOf(answer);
}

export function useInitiatePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: initiatePayment,
    // An order may have been created even when the gateway then failed: the cart and the pending orders changed.
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: cartKeys.all });
      void queryClient.invalidateQueries({ queryKey: orderKeys.pending });
    },
  });
}
