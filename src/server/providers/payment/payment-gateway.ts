// What the shop needs from a payment gateway. The order's state changes only from answers the
// server fetched or verified itself (docs/checkout-and-payments.md).

export type GatewayState = 'COMPLETED' | 'FAILED' | 'PENDING';

export interface CreatePaymentRequest {
  /** Our merchant transaction id. */
  transactionId: string;
  amountPaise: number;
  /** Where the gateway sends the shopper afterwards. */
  redirectUrl: string;
}

export interface CreatePaymentResult {
  redirectUrl: string | null;
  /** The gateway's own id for the payment, if it gives one. */
  providerReference?: string;
}

export interface PaymentStatus {
  state: GatewayState;
  /** The amount the gateway says was paid, in paise. */
  amountPaise: number;
  providerReference?: string;
}

export interface RefundResult {
  state: 'COMPLETED' | 'PENDING' | 'FAILED';
  reference: string;
}

export interface PaymentGateway {
  readonly name: string;
  createPayment(req: CreatePaymentRequest): Promise<CreatePaymentResult>;
  getStatus(transactionId: string): Promise<PaymentStatus>;
  refund(req: { transactionId: string; refundId: string; amountPaise: number }): Promise<RefundResult>;
}

export class GatewayError extends Error {}
