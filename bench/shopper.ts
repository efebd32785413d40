// A shopper's calls through the balancer, as the web app makes them, each one recorded (step, status,
// time, or the connection error): browsing, OTP sign-in, cart, checkout and payment with the offline
// sandbox gateway. Used by the rolling-deploy test and the sale bench (bench/cluster.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface Call {
  step: string;
  /** The HTTP status, or 0 when no answer came (connection refused, reset, timeout). */
  status: number;
  ms: number;
  error?: string;
}

/** Every call made, in order; a run judges them at the end. */
export class CallLog {
  readonly calls: Call[] = [];
  failures(): Call[] {
    return this.calls.filter((c) => c.status === 0 || c.status >= 500);
  }
}

export interface ShopperIdentity {
  phone: string;
  /** Each shopper comes from a network of its own (X-Forwarded-For, read with TRUST_PROXY). */
  network: string;
}

export const randomNetwork = () => {
  const part = () => 1 + Math.floor(Math.random() * 254);
  return `10.${part()}.${part()}.${part()}`;
};

export class Shopper {
  token: string | null = null;
  constructor(
    private readonly base: string,
    private readonly dataDir: string,
    readonly who: ShopperIdentity,
    private readonly log: CallLog,
  ) {}

  /** One call; answers the status and the parsed body (or the text of a page). */
  async call<T = unknown>(
    step: string,
    method: string,
    url: string,
    body?: unknown,
    form?: string,
  ): Promise<{ status: number; body: T; location: string | null }> {
    const started = performance.now();
    try {
      const res = await fetch(new URL(url, this.base), {
        method,
        redirect: 'manual',
        headers: {
          'x-forwarded-for': this.who.network,
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(form !== undefined ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
          ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
        },
        body: body !== undefined ? JSON.stringify(body) : form,
        signal: AbortSignal.timeout(60_000),
      });
      const text = await res.text();
      this.log.calls.push({ step, status: res.status, ms: performance.now() - started });
      let parsed: unknown = text;
      if ((res.headers.get('content-type') ?? '').includes('json') && text) parsed = JSON.parse(text);
      return { status: res.status, body: parsed as T, location: res.headers.get('location') };
    } catch (err) {
      this.log.calls.push({ step, status: 0, ms: performance.now() - started, error: String((err as Error).cause ?? err) });
      return { status: 0, body: undefined as T, location: null };
    }
  }

  private async expectOk<T>(step: string, method: string, url: string, body?: unknown): Promise<T> {
    const r = await this.call<T>(step, method, url, body);
    if (r.status !== 200) throw new Error(`${step}: ${r.status} ${JSON.stringify(r.body)?.slice(0, 200)}`);
    return r.body;
  }

  /** The OTP the console SMS provider wrote for this phone (DATA_DIR/outbox/sms.jsonl, shared by the instances). */
  private async otp(): Promise<string> {
    const file = path.join(this.dataDir, 'outbox', 'sms.jsonl');
    for (let i = 0; i < 100; i++) {
      const lines = readFileSync(file, 'utf8').trim().split('\n').reverse();
      for (const line of lines) {
        const sms = JSON.parse(line) as { to: string; otp?: string };
        if (sms.to === this.who.phone && sms.otp) return sms.otp;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`no OTP for ${this.who.phone}`);
  }

  /** Sign-in with an OTP (a registered phone): ask for the code, read it, sign in with it. */
  async signIn(): Promise<void> {
    await this.expectOk('otp', 'POST', '/api/Otp/generate', { Identifier: this.who.phone, IdentifierType: 'SMS', IsLogin: true });
    const otp = await this.otp();
    const tokens = await this.expectOk<{ AccessToken: string }>('sign-in', 'POST', '/api/Auth/login', {
      PhoneNumber: this.who.phone,
      Otp: otp,
      LoginType: 'Phone',
    });
    this.token = tokens.AccessToken;
  }

  async addAddress(): Promise<number> {
    const a = await this.expectOk<{ Id: number }>('address', 'POST', '/api/Account/Address', {
      FirstName: 'Sale',
      LastName: 'Shopper',
      PhoneNumber: this.who.phone,
      AddressTitle: 'Home',
      AddressLine1: '12 Gandhi Road',
      AddressLine2: '',
      Taluk: 'Vellore',
      City: 'Vellore',
      State: 'Tamil Nadu',
      PinCode: '632001',
    });
    return a.Id;
  }

  async addToCart(productId: number, variantId: number, quantity = 1) {
    return this.call('add-to-cart', 'POST', '/api/public/cart/additem', { ProductId: productId, VariantId: variantId, Quantity: quantity });
  }

  async applyCoupon(code: string) {
    return this.call('coupon', 'POST', '/api/public/cart/coupon', { Code: code });
  }

  /**
   * Checkout and payment: quote, payment-initiate, the sandbox's Pay, payment-validate. Answers the
   * order the shop made (undefined when it refused, e.g. sold out), and whether it was paid.
   */
  async checkout(addressId: number): Promise<{ orderId?: string; paid: boolean; initiateStatus: number }> {
    const cart = await this.expectOk<{ Id: string }>('cart', 'GET', '/api/public/cart/getitems');
    const options = await this.expectOk<{ courier_name: string; rate: number }[]>('shipping', 'GET', `/api/order/shipping-options?AddressId=${addressId}`);
    const started = await this.call<{ OrderId?: string; TransactionId?: string }>('pay-initiate', 'POST', '/api/order/payment-initiate', {
      CartId: cart.Id,
      ShippingAddressId: addressId,
      CourierName: options[0].courier_name,
      ShippingCost: options[0].rate,
    });
    if (started.status !== 200 || !started.body.TransactionId) return { paid: false, initiateStatus: started.status };
    const tx = started.body.TransactionId;
    const pay = await this.call('gateway-pay', 'POST', `/sandbox/pay/${encodeURIComponent(tx)}`, undefined, 'outcome=success');
    if (pay.status !== 303) throw new Error(`sandbox pay: ${pay.status}`);
    const settled = await this.expectOk<{ state: string; orderId: string }>('pay-validate', 'GET', `/api/Order/payment-validate/${encodeURIComponent(tx)}`);
    return { orderId: started.body.OrderId ?? settled.orderId, paid: settled.state === 'COMPLETED', initiateStatus: 200 };
  }
}
