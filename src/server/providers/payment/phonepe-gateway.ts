// PhonePe Standard Checkout v2: an OAuth client-credentials token (reused until half its life),
// create payment with the amount in paise and a redirect URL, order status, refund and refund status, and the
// webhook's Authorization header checked as SHA-256 of username:password.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { CreatePaymentRequest, CreatePaymentResult, PaymentGateway, PaymentStatus, RefundResult } from './payment-gateway';
import { GatewayError } from './payment-gateway';
import { PHONEPE_PAGE_SECONDS } from '../../phonepe-limits';
import type { PhonePeSettings } from '../../config';

export interface PhonePeOptions extends PhonePeSettings {
  now?: () => Date;
  timeoutMs?: number;
}

interface TokenAnswer {
  access_token?: string;
  issued_at?: number;
  expires_at?: number;
  token_type?: string;
}

const STATES = new Set(['COMPLETED', 'FAILED', 'PENDING']);

interface RefundAnswer {
  refundId?: string;
  state?: string;
  errorCode?: string;
  detailedErrorCode?: string;
}

/** PhonePe's refund states: COMPLETED is paid, FAILED will not be, PENDING and CONFIRMED are on their way. */
function refundResult(answer: RefundAnswer, refundId: string): RefundResult {
  const reference = answer.refundId ?? refundId;
  if (answer.state === 'COMPLETED') return { state: 'COMPLETED', reference };
  if (answer.state === 'FAILED') return { state: 'FAILED', reference, error: answer.detailedErrorCode || answer.errorCode || 'refund failed' };
  return { state: 'PENDING', reference };
}

export class PhonePeGateway implements PaymentGateway {
  readonly name = 'phonepe';
  readonly shortestPageSeconds = PHONEPE_PAGE_SECONDS.shortest;
  private token: { value: string; type: string; renewAt: number } | null = null;
  private pending: Promise<{ value: string; type: string }> | null = null;

  constructor(private readonly opts: PhonePeOptions) {}

  private nowSeconds() {
    return Math.floor((this.opts.now ?? (() => new Date()))().getTime() / 1000);
  }

  private async accessToken(): Promise<{ value: string; type: string }> {
    if (this.token && this.nowSeconds() < this.token.renewAt) return this.token;
    if (this.pending) return this.pending;
    this.pending = (async () => {
      const res = await fetch(`${this.opts.authUrl}/v1/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          client_id: this.opts.clientId,
          client_version: this.opts.clientVersion,
          client_secret: this.opts.clientSecret,
          grant_type: 'client_credentials',
        }),
        signal: AbortSignal.timeout(this.opts.timeoutMs ?? 30_000),
      });
      const body = (await res.json().catch(() => ({}))) as TokenAnswer & { message?: string };
      if (!res.ok || !body.access_token) throw new GatewayError(`PhonePe authorization failed: ${body.message ?? res.status}`);
      const issued = body.issued_at ?? this.nowSeconds();
      const expires = body.expires_at ?? issued + 3600;
      // Reused until half its life has passed, then renewed.
      this.token = { value: body.access_token, type: body.token_type ?? 'O-Bearer', renewAt: issued + Math.floor((expires - issued) / 2) };
      return this.token;
    })().finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  private async call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const token = await this.accessToken();
    const res = await fetch(`${this.opts.baseUrl}${path}`, {
      method,
      headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `${token.type} ${token.value}` },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(this.opts.timeoutMs ?? 30_000),
    });
    const answer = (await res.json().catch(() => ({}))) as T & { code?: string; message?: string };
    if (!res.ok) throw new GatewayError(`PhonePe ${path} failed: ${answer.code ?? res.status} ${answer.message ?? ''}`.trim());
    return answer;
  }

  async createPayment(req: CreatePaymentRequest): Promise<CreatePaymentResult> {
    // The page closes when the order's hold ends, never after: PhonePe would otherwise take a payment
    // for an order whose stock and coupon went back (rounded down, and at most PhonePe's longest).
    const left = Math.floor((req.expiresAt.getTime() - this.nowSeconds() * 1000) / 1000);
    if (left < PHONEPE_PAGE_SECONDS.shortest)
      throw new GatewayError(`PhonePe keeps a payment open at least ${PHONEPE_PAGE_SECONDS.shortest} s; ${left} s are left`);
    const answer = await this.call<{ orderId?: string; state?: string; redirectUrl?: string }>('POST', '/checkout/v2/pay', {
      merchantOrderId: req.transactionId,
      amount: req.amountPaise,
      expireAfter: Math.min(left, PHONEPE_PAGE_SECONDS.longest),
      paymentFlow: { type: 'PG_CHECKOUT', merchantUrls: { redirectUrl: req.redirectUrl } },
    });
    return { redirectUrl: answer.redirectUrl ?? null, providerReference: answer.orderId };
  }

  async getStatus(transactionId: string): Promise<PaymentStatus> {
    const answer = await this.call<{ orderId?: string; state?: string; amount?: number }>(
      'GET',
      `/checkout/v2/order/${encodeURIComponent(transactionId)}/status?details=false`,
    );
    if (!answer.state || !STATES.has(answer.state)) throw new GatewayError('PhonePe answered an unknown state');
    return { state: answer.state as PaymentStatus['state'], amountPaise: Number(answer.amount ?? 0), providerReference: answer.orderId };
  }

  /**
   * Asks PhonePe to refund. It answers PENDING as a rule: the refund is done only when the refund
   * status says COMPLETED, so the caller asks refundStatus afterwards instead of asking again.
   */
  async refund(req: { transactionId: string; refundId: string; amountPaise: number }): Promise<RefundResult> {
    const answer = await this.call<RefundAnswer>('POST', '/payments/v2/refund', {
      merchantRefundId: req.refundId,
      originalMerchantOrderId: req.transactionId,
      amount: req.amountPaise,
    });
    return refundResult(answer, req.refundId);
  }

  async refundStatus(refundId: string): Promise<RefundResult> {
    const answer = await this.call<RefundAnswer>('GET', `/payments/v2/refund/${encodeURIComponent(refundId)}/status`);
    if (!answer.state) throw new GatewayError('PhonePe answered a refund status without a state');
    return refundResult(answer, refundId);
  }

  /** The webhook is genuine when its Authorization header is SHA-256(username:password). */
  verifyWebhook(authorization: string | undefined): boolean {
    if (!authorization || !this.opts.webhookUsername || !this.opts.webhookPassword) return false;
    const expected = createHash('sha256').update(`${this.opts.webhookUsername}:${this.opts.webhookPassword}`).digest('hex');
    const given = authorization
      .replace(/^SHA256\s+/i, '')
      .trim()
      .toLowerCase();
    return given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
  }
}
