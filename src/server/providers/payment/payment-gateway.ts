// What the shop needs from a payment gateway. The order's state changes only from answers the
// server fetched or verified itself (docs/checkout-and-payments.md).

export type GatewayState = 'COMPLETED' | 'FAILED' | 'PENDING';

export interface CreatePaymentRequest {
  /** Our merchant transaction id. */
  transactionId: string;
  amountPaise: number;
  /** Where the gateway sends the shopper afterwards. */
  redirectUrl: string;
  /**
   * When the gateway must stop taking the payment: its page closes then (the order's stock hold
   * ends). At least `shortestPageSeconds` away.
   */
  expiresAt: Date;
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

/**
 * A refund as the gateway reports it: COMPLETED once the money has gone back, PENDING while the
 * gateway still works on it (PhonePe's PENDING and CONFIRMED), FAILED when it will not be paid.
 */
export interface RefundResult {
  state: 'COMPLETED' | 'PENDING' | 'FAILED';
  reference: string;
  /** Why a FAILED refund failed, in the gateway's words. */
  error?: string;
}

export interface PaymentGateway {
  readonly name: string;
  /** The shortest time the gateway can keep a payment page open: no payment is opened with less time left to pay. */
  readonly shortestPageSeconds: number;
  createPayment(req: CreatePaymentRequest): Promise<CreatePaymentResult>;
  getStatus(transactionId: string): Promise<PaymentStatus>;
  /** Asks for a refund under our own refund id; the same id asked again never pays twice. */
  refund(req: { transactionId: string; refundId: string; amountPaise: number }): Promise<RefundResult>;
  /** What became of a refund asked for earlier, by our refund id; a GatewayError when the gateway does not know it. */
  refundStatus(refundId: string): Promise<RefundResult>;
}

export class GatewayError extends Error {}
