import { useMutation } from '@tanstack/react-query';
import { CHECKOUT_MESSAGES } from '@shared/messages';
import { api } from '../../../lib/api-client';

interface InitiateAnswer {
  Status: boolean;
  redirectUrl: string | null;
  Message: string;
}

/** Pay now / Retry Payment: a new payment for a pending order; answers the gateway page to go to. */
export async function reinitiatePayment(orderId: string): Promise<string> {
  const answer = await api<InitiateAnswer>(`order/payment-reinitiate/${encodeURIComponent(orderId)}`);
  if (!answer.redirectUrl) throw new Error(CHECKOUT_MESSAGES.noRedirect);
  return answer.redirectUrl;
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
