// The offline sandbox gateway. It keeps its own book (sandbox_transactions), shows a test
// payment page with Pay and Fail, and answers status and refund calls like a real gateway.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sandboxRefunds, sandboxTransactions } from '../../db/schema';
import type { CreatePaymentRequest, CreatePaymentResult, PaymentGateway, PaymentStatus, RefundResult } from './payment-gateway';
import { GatewayError } from './payment-gateway';

export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox';
  readonly shortestPageSeconds = 0;
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  async createPayment(req: CreatePaymentRequest): Promise<CreatePaymentResult> {
    await this.db
      .insert(sandboxTransactions)
      .values({ transactionId: req.transactionId, amountPaise: req.amountPaise, redirectUrl: req.redirectUrl, expiresAt: req.expiresAt })
      .onConflictDoNothing();
    return { redirectUrl: `/sandbox/pay/${encodeURIComponent(req.transactionId)}`, providerReference: `SBX-${req.transactionId}` };
  }

  async find(transactionId: string) {
    const [row] = await this.db.select().from(sandboxTransactions).where(eq(sandboxTransactions.transactionId, transactionId)).limit(1);
    return row ?? null;
  }

  /** Whether the page still takes an answer: a payment left open past its expiry is FAILED, as a gateway reports it. */
  isOpen(row: { state: string; expiresAt: Date | null }): boolean {
    return row.state === 'PENDING' && (row.expiresAt === null || this.now() <= row.expiresAt);
  }

  /** The shopper's choice on the sandbox page; an outcome may be posted once, and not after the page expired. */
  async decide(transactionId: string, outcome: 'success' | 'failure'): Promise<'decided' | 'already' | 'unknown'> {
    const rows = await this.db
      .update(sandboxTransactions)
      .set({ state: outcome === 'success' ? 'COMPLETED' : 'FAILED', decidedAt: this.now() })
      .where(
        sql`${sandboxTransactions.transactionId} = ${transactionId} and ${sandboxTransactions.state} = 'PENDING'
            and (${sandboxTransactions.expiresAt} is null or ${sandboxTransactions.expiresAt} >= ${this.now()})`,
      )
      .returning({ id: sandboxTransactions.transactionId });
    if (rows.length) return 'decided';
    return (await this.find(transactionId)) ? 'already' : 'unknown';
  }

  async getStatus(transactionId: string): Promise<PaymentStatus> {
    const row = await this.find(transactionId);
    if (!row) throw new GatewayError('Unknown transaction');
    const state = row.state === 'PENDING' && !this.isOpen(row) ? 'FAILED' : (row.state as PaymentStatus['state']);
    return { state, amountPaise: row.amountPaise, providerReference: `SBX-${transactionId}` };
  }

  async refund(req: { transactionId: string; refundId: string; amountPaise: number }): Promise<RefundResult> {
    const reference = `SBX-RF-${req.refundId}`;
    // Like a real gateway, a refund id is paid once: asking again (a retry after a lost answer)
    // answers the same refund and moves no money.
    return this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(sandboxTransactions).where(eq(sandboxTransactions.transactionId, req.transactionId)).for('update').limit(1);
      if (!row || row.state !== 'COMPLETED') throw new GatewayError('Only a completed payment can be refunded');
      const [done] = await tx.select().from(sandboxRefunds).where(eq(sandboxRefunds.refundId, req.refundId)).limit(1);
      if (done) return { state: 'COMPLETED', reference };
      if (row.refundedPaise + req.amountPaise > row.amountPaise) throw new GatewayError('Refund exceeds the amount paid');
      await tx.insert(sandboxRefunds).values({ refundId: req.refundId, transactionId: req.transactionId, amountPaise: req.amountPaise });
      await tx
        .update(sandboxTransactions)
        .set({ refundedPaise: sql`${sandboxTransactions.refundedPaise} + ${req.amountPaise}` })
        .where(eq(sandboxTransactions.transactionId, req.transactionId));
      // The sandbox refunds at once (docs/orders.md).
      return { state: 'COMPLETED', reference } satisfies RefundResult;
    });
  }

  async refundStatus(refundId: string): Promise<RefundResult> {
    const [done] = await this.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.refundId, refundId)).limit(1);
    if (!done) throw new GatewayError('Unknown refund');
    return { state: 'COMPLETED', reference: `SBX-RF-${refundId}` };
  }
}
