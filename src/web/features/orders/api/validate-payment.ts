import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaymentValidation } from '@shared/schemas/orders';
import { api } from '../../../lib/api-client';
import { orderKeys } from '../../../lib/query-keys';

/** Asks the server, which asks the gateway (docs/checkout-and-payments.md), how a payment stands. */
export const validatePayment = (transactionId: string) =>
  api<PaymentValidation>(`Order/payment-validate/${encodeURIComponent(transactionId)}`, { toastOnError: false });

/** The answer's amount is in paise. */
export const paymentRupees = (answer: Pick<PaymentValidation, 'amount'>) => answer.amount / 100;

export const PENDING_POLL_MS = 3000;
/** How many answers to collect while PENDING before leaving it to the shopper (Retry Payment, or come back later). */
export const PENDING_POLLS = 6;

/** The payment status page's question, asked again a few times while the gateway says PENDING. */
export function usePaymentValidation(transactionId: string) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: orderKeys.payment(transactionId),
    queryFn: () => validatePayment(transactionId),
    retry: 1,
    staleTime: 0,
    refetchInterval: (q) => (q.state.data?.state === 'PENDING' && q.state.dataUpdateCount < PENDING_POLLS ? PENDING_POLL_MS : false),
  });
  // Still asking again while PENDING (the same rule as refetchInterval)?
  const answers = queryClient.getQueryState(orderKeys.payment(transactionId))?.dataUpdateCount ?? 0;
  return { query, polling: query.data?.state === 'PENDING' && answers < PENDING_POLLS };
}
