// Back-in-stock alerts (docs/stock-alerts.md): a shopper asks to be told when a sold-out variant
// is back; once its stock is above 0, each waiting alert is marked Sent and its message written to
// the outbox in one short transaction, so every alert is told exactly once, whichever change
// brought the stock back and however many instances run.
import type { Uses } from '../../context';
import type { AuthUser } from '../../lib/tokens';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { STOCK_ALERT_MESSAGES as M, type StockAlert, type StockAlertAnswer, type StockAlertFields } from '@shared/schemas/stock-alerts';
import * as otp from '../accounts';
import * as limits from '../accounts';
import { enqueueMail, enqueueSms } from '../messages';
import * as repo from './stock-alerts.repo';

/** What this file touches of the app's context. */
type Ctx = Uses<'config' | 'db' | 'now' | 'sleep' | 'sms' | 'wakeMessages'>;

/** Alerts asked for per address: an e-mail alert needs no OTP, so no one writes thousands of them. */
export const ALERTS_PER_IP: limits.RateRule = {
  name: 'stock-alert-ip',
  limit: 30,
  windowSeconds: 60 * 60,
  message: 'Too many back-in-stock alerts asked for from your network. Please try again later.',
};

/**
 * POST public/stock-alerts. Only for a variant of a published product that is out of stock. A
 * phone is confirmed by the OTP sent to it (Otp/generate with IsStockAlert), except a signed-in
 * shopper's own phone; an e-mail address needs no OTP. While an alert waits for the same variant
 * and phone or e-mail, asking again answers AlreadyWaiting.
 */
export async function askForAlert(ctx: Ctx, user: AuthUser | null, body: StockAlertFields, ip: string): Promise<StockAlertAnswer> {
  await limits.recordAndAssert(ctx, ALERTS_PER_IP, ip);
  const variant = await repo.findPublishedVariant(ctx.db, body.VariantId);
  if (!variant) throw notFound(M.variantNotFound);
  if (variant.stock > 0) throw conflict(M.inStock);
  if (!body.PhoneNumber && !body.Email) throw badRequest(M.targetRequired);
  const phone = body.PhoneNumber ?? null;
  if (phone && phone !== user?.phone) {
    if (!body.Otp) throw badRequest(M.otpRequired);
    await otp.redeem(ctx, phone, 'stockAlert', body.Otp);
  }
  const row = await repo.insertWaitingAlert(ctx.db, {
    variantId: variant.id,
    userId: user?.id ?? null,
    phoneNumber: phone,
    email: body.Email ?? null,
    now: ctx.now(),
  });
  return row ? { Status: true, Message: M.created, AlreadyWaiting: false } : { Status: true, Message: M.alreadyWaiting, AlreadyWaiting: true };
}

/** The signed-in shopper's alerts, waiting and sent, newest first. */
export async function myAlerts(ctx: Ctx, user: AuthUser): Promise<StockAlert[]> {
  return (await repo.alertsOfUser(ctx.db, user.id)).map((a) => ({
    Id: a.id,
    VariantId: a.variantId,
    ProductId: a.productId,
    ProductName: a.productName,
    VariantTitle: a.variantTitle,
    Status: a.status as StockAlert['Status'],
    PhoneNumber: a.phoneNumber,
    Email: a.email,
    CreatedAt: a.createdAt.toISOString(),
    SentAt: a.sentAt?.toISOString() ?? null,
  }));
}

/** Cancels one of the shopper's own waiting alerts; another's answers as if it did not exist. */
export async function cancelAlert(ctx: Ctx, user: AuthUser, alertId: number): Promise<void> {
  if (await repo.cancelWaiting(ctx.db, alertId, user.id)) return;
  const alert = await repo.findAlert(ctx.db, alertId);
  if (!alert || alert.userId !== user.id) throw notFound(M.alertNotFound);
  if (alert.status === 'Sent') throw conflict(M.alreadySent);
  // Cancelled before: cancelling again changes nothing.
}

/** Alerts taken per transaction: the locks are held for a moment only. */
const BATCH = 50;

/**
 * Tells every waiting alert whose variant is in stock again: in short transactions, takes a batch
 * (FOR UPDATE SKIP LOCKED), marks it Sent and writes each message to the outbox under the alert's
 * own event key, so it is written once. Answers how many alerts were told.
 */
export async function sendBackInStockAlerts(ctx: Ctx): Promise<number> {
  let told = 0;
  for (;;) {
    const now = ctx.now();
    const n = await ctx.db.transaction(async (tx) => {
      const due = await repo.takeDueAlerts(tx, BATCH);
      const sent = new Set(
        await repo.markSent(
          tx,
          due.map((a) => a.id),
          now,
        ),
      );
      for (const a of due) {
        if (!sent.has(a.id)) continue;
        const m = {
          kind: 'BackInStock' as const,
          event: String(a.id),
          vars: { product: `${a.productName} (${a.variantTitle})`, link: `${ctx.config.publicUrl}/product/${a.productId}?variantId=${a.variantId}` },
          now,
        };
        if (a.phoneNumber) await enqueueSms(tx, a.phoneNumber, m);
        if (a.email) await enqueueMail(tx, a.email, m);
      }
      return { taken: due.length, sent: sent.size };
    });
    told += n.sent;
    if (n.taken < BATCH) break;
  }
  if (told) ctx.wakeMessages();
  return told;
}

/**
 * Called right after a change that may have brought stock back commits, so shoppers hear at once
 * rather than at the next sweep. A failure here is left to the sweep: the change itself stands.
 */
export async function tellRestocked(ctx: Ctx): Promise<void> {
  try {
    await sendBackInStockAlerts(ctx);
  } catch {
    // The background sweep (src/server/jobs.ts) takes the same alerts within a minute.
  }
}

/** Per variant with waiting alerts, how many wait. */
export async function waitingCounts(ctx: Ctx) {
  return { Items: (await repo.waitingCounts(ctx.db)).map((r) => ({ VariantId: r.variantId, Waiting: Number(r.waiting) })) };
}
