// The answer of payment-initiate and payment-reinitiate: the gateway's page to pay on, or, when
// Status is false, the server's own Message saying why the payment could not start.
import { CHECKOUT_MESSAGES } from '@shared/messages';

export interface PaymentStartAnswer {
  Status: boolean;
  redirectUrl: string | null;
  Message: string;
  OrderId?: string;
  TransactionId?: string;
}

/** The page to send the shopper to; otherwise an error carrying the server's Message. */
export function redirectOf(answer: PaymentStartAnswer): string {
  if (answer.Status && answer.redirectUrl) return answer.redirectUrl;
  throw new Error(answer.Message?.trim() || CHECKOUT_MESSAGES.noRedirect);
}
