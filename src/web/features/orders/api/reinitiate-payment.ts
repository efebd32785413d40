import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { redirectOf, type PaymentStartAnswer } from '../../../lib/payment-redirect';

/** Pay now / Retry Payment: a new payment for a pending order; answers the gateway page to go to. */
export async function reinitiatePayment(orderId: string): Promise<string> {
  return redirectOf(await api<PaymentStartAnswer>(`order/payment-reinitiate/${encodeURIComponent(orderId)}`));
}

/** Sends the shopper to the gateway; failures are shown by the API client (server Message) or here. */
export function useReinitiatePayment(onNoRedirect: (message: string) => void) {
  return useMutation({
    mutationFn: reinitiatePayment,
    onSuccess: (url) => window.location.assign(url),
    onError: (err) => {
      if (err.name !== 'ApiError') onNoRedirect(err.message);
    },
  });
}
