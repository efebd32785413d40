// The only code that touches orders, their items, payments and status history (invoices and credit notes: modules/documents).
import { pageSql, type Page } from '../../db/paging';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { countStatusChange } from '../../lib/metrics';
import { ORDER_CHARGES, type ChargeRowFields } from '@shared/order-charges';
import { orderItems, orders, orderStatusHistory, payments, users } from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

export async function lockUser(db: Db, userId: string) {
  await db.execute(sql`select id from users where id = ${userId} for update`);
}

export async function countPendingOrders(db: Db, userId: string): Promise<number> {
  const rows = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from orders where user_id = ${userId} and status = 'Pending'`);
  return rows[0].n;
}

export async function insertOrder(db: Db, values: typeof orders.$inferInsert) {
  const [row] = await db.insert(orders).values(values).returning();
  return row;
}

export async function insertItems(db: Db, values: (typeof orderItems.$inferInsert)[]) {
  if (values.length) await db.insert(orderItems).values(values);
}

export async function insertPayment(db: Db, values: typeof payments.$inferInsert) {
  const [row] = await db.insert(payments).values(values).returning();
  return row;
}

export async function recordStatus(
  db: Db,
  v: { orderId: string; from: string | null; to: string; by: string | null; actor: 'system' | 'customer' | 'admin' | 'gateway'; note?: string; at: Date },
) {
  await db
    .insert(orderStatusHistory)
    .values({ orderId: v.orderId, fromStatus: v.from, toStatus: v.to, changedBy: v.by, actor: v.actor, note: v.note ?? null, changedAt: v.at });
  if (v.from !== v.to) countStatusChange(v.to, v.actor);
}

export async function findOrder(db: Db, orderId: string, opts: { forUpdate?: boolean } = {}) {
  if (opts.forUpdate) {
    const rows = await queryRows<{ id: string }>(db, sql`select id from orders where id = ${orderId} for update`);
    if (!rows.length) return null;
  }
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  return row ?? null;
}

/** Each order's code by its id, in one read (lists that name many orders). */
export async function orderCodesOf(db: Db, orderIds: string[]): Promise<Map<string, string>> {
  if (!orderIds.length) return new Map();
  const rows = await db.select({ id: orders.id, code: orders.orderCode }).from(orders).where(inArray(orders.id, orderIds));
  return new Map(rows.map((r) => [r.id, r.code]));
}

export async function updateOrder(db: Db, orderId: string, set: Partial<typeof orders.$inferInsert>) {
  await db.update(orders).set(set).where(eq(orders.id, orderId));
}

export async function itemsOf(db: Db, orderIds: string[]) {
  if (!orderIds.length) return [];
  return db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(asc(orderItems.id));
}

export async function paymentsOf(db: Db, orderIds: string[]) {
  if (!orderIds.length) return [];
  return db.select().from(payments).where(inArray(payments.orderId, orderIds)).orderBy(asc(payments.id));
}

/** The payment that paid for the order, if one did. */
export async function settlingPayment(db: Db, order: Pick<OrderRow, 'settlingPaymentId'>): Promise<PaymentRow | null> {
  if (order.settlingPaymentId === null) return null;
  const [row] = await db.select().from(payments).where(eq(payments.id, order.settlingPaymentId)).limit(1);
  return row ?? null;
}

/**
 * What is left to refund of an order, over all its payments: what they brought in, less every
 * refund asked for, of a payment (a cancellation, a late or second payment) or of a return (all but
 * `exceptReturnId`). A refund counts from the moment it is asked for, whatever the gateway answers
 * later: one it refused is paid another way by an admin, never asked for again.
 */
export async function leftToRefund(db: Db, orderId: string, exceptReturnId: number | null = null): Promise<number> {
  const [row] = await queryRows<{ left: number }>(
    db,
    sql`select ((select coalesce(sum(amount_paise), 0) from payments where order_id = ${orderId} and status = 'Completed')
          - (select coalesce(sum(refund_amount_paise), 0) from payments where order_id = ${orderId} and refund_status is not null)
          - (select coalesce(sum(refund_paise), 0) from returns where order_id = ${orderId} and refund_paise is not null
               ${exceptReturnId === null ? sql`` : sql`and id <> ${exceptReturnId}`}))::float8 as left`,
  );
  return Number(row?.left ?? 0);
}

export async function findPaymentByTransaction(db: Db, transactionId: string, opts: { forUpdate?: boolean } = {}) {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from payments where transaction_id = ${transactionId} ${opts.forUpdate ? sql`for update` : sql``}`,
  );
  if (!rows.length) return null;
  const [row] = await db.select().from(payments).where(eq(payments.id, rows[0].id));
  return row;
}

export async function updatePayment(db: Db, paymentId: number, set: Partial<typeof payments.$inferInsert>) {
  await db.update(payments).set(set).where(eq(payments.id, paymentId));
}

export async function ordersOfUser(db: Db, userId: string, status?: string) {
  return db
    .select()
    .from(orders)
    .where(status ? and(eq(orders.userId, userId), eq(orders.status, status)) : eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt));
}

export async function historyOf(db: Db, orderId: string) {
  return db
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.changedAt), asc(orderStatusHistory.id));
}

/** The lines of an order, as the cart takes them back when the order was never placed. */
export async function linesToRestore(db: Db, orderId: string) {
  return (await itemsOf(db, [orderId])).map((i) => ({
    productId: i.productId,
    variantId: i.variantId,
    quantity: i.quantity,
    name: `${i.productName} (${i.variantName})`,
  }));
}

/**
 * For orders that were never placed (expired, or cancelled before payment): what the shopper was
 * told when their lines went back to the cart, from the status change that closed each order.
 */
export async function unplacedNotes(db: Db, orderIds: string[]): Promise<Map<string, string>> {
  if (!orderIds.length) return new Map();
  const rows = await queryRows<{ order_id: string; note: string }>(
    db,
    sql`select distinct on (order_id) order_id, note from order_status_history
        where order_id in (${sql.join(
          orderIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}) and from_status = 'Pending' and to_status in ('Failed', 'Cancelled') and note is not null
        order by order_id, changed_at desc, id desc`,
  );
  return new Map(rows.map((r) => [r.order_id, r.note]));
}

export async function findUser(db: Db, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

export type AdminOrderListRow = ChargeRowFields & {
  id: string;
  order_code: string;
  created_at: Date;
  first_name: string;
  last_name: string;
  phone: string;
  courier_name: string;
  tracking_number: string | null;
  itemsTotalPaise: number;
  discountPaise: number;
  status: string;
  payment_status: string | null;
  /**
   * What the gateway confirmed it paid back of the order's total: the returns' refunds and the
   * settling payment's own (a cancellation's). A second payment's refund gives back money beyond the
   * total, so it is not counted here.
   */
  refunded_paise: number;
  total: number;
};

/** The order's amounts in a list query: its lines, its discount and each of its charges, named as on its row. */
const amountsSql = sql.join(
  [
    sql`o.items_total_paise::float8 as "itemsTotalPaise"`,
    sql`o.discount_paise::float8 as "discountPaise"`,
    ...ORDER_CHARGES.map((c) => sql`o.${sql.identifier(orders[c.rowField].name)}::float8 as ${sql.identifier(c.rowField)}`),
  ],
  sql`, `,
);

export async function adminOrderList(db: Db, status: string | null, page: Page) {
  return queryRows<AdminOrderListRow>(
    db,
    sql`select o.id, o.order_code, o.created_at, u.first_name, u.last_name, u.phone, o.courier_name, o.tracking_number,
          ${amountsSql}, o.status,
          coalesce((select p.status from payments p where p.id = o.settling_payment_id),
                   (select p.status from payments p where p.order_id = o.id order by p.id desc limit 1)) as payment_status,
          ((select coalesce(sum(r.refund_paise), 0) from returns r where r.order_id = o.id and r.refund_status = 'Completed')
            + (select coalesce(sum(p.refund_amount_paise), 0) from payments p where p.id = o.settling_payment_id and p.refund_status = 'Completed'))::float8 as refunded_paise,
          count(*) over ()::int as total
        from orders o join users u on u.id = o.user_id
        ${status ? sql`where o.status = ${status}` : sql``}
        order by o.created_at desc, o.id
        ${pageSql(page)}`,
  );
}

/** Unpaid orders whose hold has run out, claimed so that two instances never sweep the same one. */
export async function claimExpiredOrders(db: Db, now: Date, limit = 50) {
  return queryRows<{ id: string }>(
    db,
    sql`select id from orders where status = 'Pending' and hold_expires_at < ${now} order by hold_expires_at limit ${limit} for update skip locked`,
  );
}

export async function pendingPaymentsOlderThan(db: Db, before: Date, limit = 50) {
  return queryRows<{ transaction_id: string }>(
    db,
    // A day back is far longer than any gateway keeps a payment open.
    sql`select transaction_id from payments where status = 'Pending' and created_at < ${before}
        and created_at > ${new Date(before.getTime() - 86_400_000)} order by created_at limit ${limit}`,
  );
}

/** Refunds not yet confirmed: Pending (the gateway may not have them) and Requested (it works on them). */
export async function refundsToRetry(db: Db, limit = 20) {
  return db
    .select()
    .from(payments)
    .where(inArray(payments.refundStatus, ['Pending', 'Requested']))
    .limit(limit);
}
