// The "how was it?" message (docs/reviews.md): REVIEW_REQUEST_DAYS after an order was delivered,
// its shopper is asked once to review what they bought. Orders delivered longer ago than the window
// below are never asked (an upgrade does not message every old order). Each order is claimed with
// FOR UPDATE SKIP LOCKED and marked in the transaction that writes its message to the outbox, so
// several instances running the job at once ask each order once.
import { sql } from 'drizzle-orm';
import type { Uses } from '../../context';
import { queryRows } from '../../db/client';
import * as orderRepo from '../orders';
import { enqueueOrderMessage } from '../messages';
import { productReviewsLink } from './reviews.service';

/** What this file touches of the app's context. */
type Ctx = Uses<'config' | 'db' | 'now' | 'sleep' | 'storage' | 'wakeMessages'>;

const DAY_MS = 24 * 60 * 60 * 1000;
/** How many days after the request is due an order may still be asked. */
export const REVIEW_REQUEST_WINDOW_DAYS = 30;
/** Orders asked in one transaction; the job runs again at its next tick for the rest. */
const BATCH = 50;

/** The message's product: the first line's name, "and N more" for the other lines the shopper has not reviewed. */
export function productsPhrase(names: string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names[0]} and ${names.length - 1} more`;
}

/**
 * Asks the shoppers of orders delivered at least reviewRequestDays ago (and at most the window more)
 * and not asked yet. An order whose every product the shopper has reviewed already is marked without
 * a message. Answers how many orders were asked.
 */
export async function requestReviews(ctx: Ctx): Promise<number> {
  const now = ctx.now();
  const dueBefore = new Date(now.getTime() - ctx.config.reviewRequestDays * DAY_MS);
  const notBefore = new Date(dueBefore.getTime() - REVIEW_REQUEST_WINDOW_DAYS * DAY_MS);
  let asked = 0;
  for (;;) {
    const claimed = await ctx.db.transaction(async (tx) => {
      const due = await queryRows<{ id: string; order_code: string; user_id: string }>(
        tx,
        sql`select id, order_code, user_id from orders
            where review_requested_at is null and status in ('Delivered', 'Completed')
              and delivered_date <= ${dueBefore} and delivered_date > ${notBefore}
            order by delivered_date limit ${BATCH} for update skip locked`,
      );
      if (!due.length) return 0;
      const items = await orderRepo.itemsOf(
        tx,
        due.map((o) => o.id),
      );
      const reviewed = new Set(
        (
          await queryRows<{ user_id: string; product_id: number }>(
            tx,
            sql`select r.user_id, r.product_id from reviews r
                where r.user_id in (${sql.join(
                  [...new Set(due.map((o) => o.user_id))].map((u) => sql`${u}::uuid`),
                  sql`, `,
                )})`,
          )
        ).map((r) => `${r.user_id}:${r.product_id}`),
      );
      for (const order of due) {
        await orderRepo.updateOrder(tx, order.id, { reviewRequestedAt: now });
        const lines = items.filter((i) => i.orderId === order.id && i.productId !== null && !reviewed.has(`${order.user_id}:${i.productId}`));
        const products = [...new Map(lines.map((l) => [l.productId!, l.productName])).entries()];
        if (!products.length) continue;
        await enqueueOrderMessage(
          tx,
          { id: order.id, userId: order.user_id },
          {
            kind: 'ReviewRequest',
            event: order.id,
            vars: { product: productsPhrase(products.map(([, name]) => name)), orderCode: order.order_code, link: productReviewsLink(ctx, products[0]![0]) },
            now,
          },
        );
        asked++;
      }
      return due.length;
    });
    if (claimed < BATCH) break;
  }
  if (asked) ctx.wakeMessages();
  return asked;
}
