import { afterEach, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { PhonePeGateway } from './phonepe-gateway';
import { GatewayError } from './payment-gateway';
import { startFake, type Recorded } from '../../testing/fake-http';

let close: (() => Promise<void>) | null = null;
afterEach(async () => {
  await close?.();
  close = null;
});

/**
 * PhonePe's documented answers: OAuth token, pay, order status, refund, refund status, and its error
 * shape. Refunds are kept by merchantRefundId, as PhonePe keeps them: asked again, the same refund
 * is answered and no more money moves. `refundStates` are what the refund status call answers in
 * turn (the last one stays).
 */
async function fakePhonePe(opts: { statusState?: string; amount?: number; failPay?: boolean; refundStates?: string[] } = {}) {
  let tokens = 0;
  const refunds = new Map<string, { amount: number; asked: number }>();
  const states = [...(opts.refundStates ?? ['COMPLETED'])];
  const fake = await startFake((req: Recorded) => {
    if (req.url === '/v1/oauth/token') {
      tokens += 1;
      const p = new URLSearchParams(req.body);
      if (p.get('client_secret') !== 'secret') return { status: 400, json: { code: 'INVALID_CLIENT', message: 'Client authentication failed' } };
      return { json: { access_token: `tok-${tokens}`, issued_at: 1_800_000_000, expires_at: 1_800_003_600, token_type: 'O-Bearer' } };
    }
    if (!req.headers.authorization?.startsWith('O-Bearer tok-')) return { status: 401, json: { code: 'UNAUTHORIZED', message: 'Unauthorized' } };
    if (req.url === '/checkout/v2/pay') {
      if (opts.failPay) return { status: 400, json: { code: 'BAD_REQUEST', message: 'Amount must be at least 100 paise' } };
      const body = JSON.parse(req.body);
      return {
        json: {
          orderId: `OMO${body.merchantOrderId}`,
          state: 'PENDING',
          expireAt: 1_800_001_200_000,
          redirectUrl: `https://mercury-t2.phonepe.com/transact/pg?token=${body.merchantOrderId}`,
        },
      };
    }
    if (req.url.startsWith('/checkout/v2/order/')) {
      return {
        json: { orderId: 'OMO123', state: opts.statusState ?? 'COMPLETED', amount: opts.amount ?? 250000, expireAt: 1_800_001_200_000, paymentDetails: [] },
      };
    }
    if (req.url === '/payments/v2/refund') {
      const body = JSON.parse(req.body);
      const known = refunds.get(body.merchantRefundId);
      if (known) known.asked += 1;
      else refunds.set(body.merchantRefundId, { amount: body.amount, asked: 1 });
      return { json: { refundId: `OMR${body.merchantRefundId}`, amount: body.amount, state: 'PENDING' } };
    }
    const status = /^\/payments\/v2\/refund\/([^/]+)\/status$/.exec(req.url);
    if (status && req.method === 'GET') {
      const id = decodeURIComponent(status[1]);
      const known = refunds.get(id);
      if (!known) return { status: 404, json: { code: 'REFUND_NOT_FOUND', message: 'No refund found for this merchantRefundId' } };
      const state = states.length > 1 ? states.shift()! : states[0];
      return {
        json: {
          originalMerchantOrderId: 'TX9',
          refundId: `OMR${id}`,
          amount: known.amount,
          state,
          timestamp: 1_800_000_200_000,
          ...(state === 'FAILED' ? { errorCode: 'REFUND_FAILED', detailedErrorCode: 'INSUFFICIENT_MERCHANT_BALANCE' } : {}),
        },
      };
    }
    return { status: 404, json: { code: 'NOT_FOUND', message: 'Not found' } };
  });
  close = fake.close;
  return { ...fake, tokenCount: () => tokens, refunds };
}

function gateway(url: string, nowSeconds: { v: number }, secret = 'secret') {
  return new PhonePeGateway({
    clientId: 'SHOPCLIENT',
    clientSecret: secret,
    clientVersion: '1',
    baseUrl: url,
    authUrl: url,
    webhookUsername: 'hookuser',
    webhookPassword: 'hookpass',
    now: () => new Date(nowSeconds.v * 1000),
  });
}

describe('PhonePe Standard Checkout v2 adapter', () => {
  it('creates a payment in paise with the redirect URL, reusing the token until half its life', async () => {
    const fake = await fakePhonePe();
    const clock = { v: 1_800_000_100 };
    const g = gateway(fake.url, clock);
    const r = await g.createPayment({
      transactionId: 'TX1',
      amountPaise: 250000,
      redirectUrl: 'https://shop.example/payment/status/TX1',
      expiresAt: new Date((clock.v + 900) * 1000),
    });
    expect(r.redirectUrl).toContain('token=TX1');
    expect(r.providerReference).toBe('OMOTX1');
    const pay = fake.calls.find((c) => c.url === '/checkout/v2/pay')!;
    expect(JSON.parse(pay.body)).toMatchObject({
      merchantOrderId: 'TX1',
      amount: 250000,
      // The page closes when the order's hold ends: 15 minutes from now, not PhonePe's default 20.
      expireAfter: 900,
      paymentFlow: { type: 'PG_CHECKOUT', merchantUrls: { redirectUrl: 'https://shop.example/payment/status/TX1' } },
    });
    const tokenCall = fake.calls.find((c) => c.url === '/v1/oauth/token')!;
    expect(new URLSearchParams(tokenCall.body).get('grant_type')).toBe('client_credentials');

    await g.getStatus('TX1');
    expect(fake.tokenCount()).toBe(1);
    clock.v = 1_800_001_900; // past half of the hour-long token
    await g.getStatus('TX1');
    expect(fake.tokenCount()).toBe(2);
  });

  it("never keeps its page open past the order's hold: at most PhonePe's longest, and no page with less than its shortest left", async () => {
    const fake = await fakePhonePe();
    const clock = { v: 1_800_000_100 };
    const g = gateway(fake.url, clock);
    const at = (seconds: number) => new Date((clock.v + seconds) * 1000);
    await g.createPayment({ transactionId: 'TXL', amountPaise: 1000, redirectUrl: 'x', expiresAt: at(7200) });
    await g.createPayment({ transactionId: 'TXS', amountPaise: 1000, redirectUrl: 'x', expiresAt: at(300) });
    await expect(g.createPayment({ transactionId: 'TXT', amountPaise: 1000, redirectUrl: 'x', expiresAt: at(299) })).rejects.toThrow(GatewayError);
    const asked = fake.calls.filter((c) => c.url === '/checkout/v2/pay').map((c) => JSON.parse(c.body));
    expect(asked.map((b) => [b.merchantOrderId, b.expireAfter])).toEqual([
      ['TXL', 3600],
      ['TXS', 300],
    ]);
    expect(g.shortestPageSeconds).toBe(300);
  });

  it('reads the order status and asks for refunds', async () => {
    const fake = await fakePhonePe({ statusState: 'FAILED', amount: 1000 });
    const g = gateway(fake.url, { v: 1_800_000_100 });
    expect(await g.getStatus('TX9')).toMatchObject({ state: 'FAILED', amountPaise: 1000 });
    const refund = await g.refund({ transactionId: 'TX9', refundId: 'RF1', amountPaise: 1000 });
    expect(refund).toEqual({ state: 'PENDING', reference: 'OMRRF1' });
    expect(JSON.parse(fake.calls.find((c) => c.url === '/payments/v2/refund')!.body)).toEqual({
      merchantRefundId: 'RF1',
      originalMerchantOrderId: 'TX9',
      amount: 1000,
    });
  });

  it('a refund is done only when its status says COMPLETED: PENDING and CONFIRMED keep it pending, and asking the status refunds nothing more', async () => {
    const fake = await fakePhonePe({ refundStates: ['PENDING', 'CONFIRMED', 'COMPLETED'] });
    const g = gateway(fake.url, { v: 1_800_000_100 });
    expect(await g.refund({ transactionId: 'TX9', refundId: 'RT7', amountPaise: 129_900 })).toEqual({ state: 'PENDING', reference: 'OMRRT7' });
    expect(await g.refundStatus('RT7')).toEqual({ state: 'PENDING', reference: 'OMRRT7' });
    expect(await g.refundStatus('RT7')).toEqual({ state: 'PENDING', reference: 'OMRRT7' });
    expect(await g.refundStatus('RT7')).toEqual({ state: 'COMPLETED', reference: 'OMRRT7' });
    expect(fake.calls.filter((c) => c.url === '/payments/v2/refund/RT7/status').map((c) => c.method)).toEqual(['GET', 'GET', 'GET']);
    // One refund asked for, once.
    expect(fake.refunds.get('RT7')).toEqual({ amount: 129_900, asked: 1 });
  });

  it('a FAILED refund is reported with the reason PhonePe gives; an unknown refund id is a gateway error', async () => {
    const fake = await fakePhonePe({ refundStates: ['FAILED'] });
    const g = gateway(fake.url, { v: 1_800_000_100 });
    await g.refund({ transactionId: 'TX9', refundId: 'RF3', amountPaise: 5000 });
    expect(await g.refundStatus('RF3')).toEqual({ state: 'FAILED', reference: 'OMRRF3', error: 'INSUFFICIENT_MERCHANT_BALANCE' });
    await expect(g.refundStatus('RF404')).rejects.toThrow(GatewayError);
  });

  it("surfaces PhonePe's error answers as gateway errors", async () => {
    const fake = await fakePhonePe({ failPay: true });
    const g = gateway(fake.url, { v: 1_800_000_100 });
    await expect(g.createPayment({ transactionId: 'TX2', amountPaise: 1, redirectUrl: 'x', expiresAt: new Date(1_800_001_000_000) })).rejects.toThrow(
      GatewayError,
    );
    const bad = gateway(fake.url, { v: 1_800_000_100 }, 'wrong');
    await expect(bad.getStatus('TX2')).rejects.toThrow(/authorization failed/);
  });

  it('accepts only webhooks signed with SHA-256 of username:password', () => {
    const g = gateway('http://127.0.0.1:1', { v: 0 });
    const good = createHash('sha256').update('hookuser:hookpass').digest('hex');
    expect(g.verifyWebhook(good)).toBe(true);
    expect(g.verifyWebhook(`SHA256 ${good}`)).toBe(true);
    expect(g.verifyWebhook(createHash('sha256').update('hookuser:wrong').digest('hex'))).toBe(false);
    expect(g.verifyWebhook(undefined)).toBe(false);
  });
});
