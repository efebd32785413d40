// The complaints tables (docs/complaints.md).
import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import type { Page } from '../../db/paging';
import { complaintReplies, complaints, orders, users } from '../../db/schema';
import { COMPLAINT_ACKNOWLEDGE_HOURS, COMPLAINT_RESOLVE_DAYS, type ComplaintStatus } from '@shared/schemas/complaints';

export type ComplaintRow = typeof complaints.$inferSelect;
export type ComplaintReplyRow = typeof complaintReplies.$inferSelect;

/**
 * The next ticket number of a day: "GR-" and the day in India (YYMMDD), then that day's sequence.
 * Numbers are handed out under a lock held to the end of the caller's transaction, so two
 * complaints at once never get the same one (the unique index would refuse it anyway).
 */
export async function nextTicketNumber(tx: Db, day: string): Promise<string> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('complaint-ticket'))`);
  const prefix = `GR-${day}-`;
  const [row] = await queryRows<{ n: number | null }>(
    tx,
    sql`select max(substring(ticket_number from ${prefix.length + 1}::int)::int) as n from complaints where ticket_number like ${`${prefix}%`}`,
  );
  return `${prefix}${String(Number(row?.n ?? 0) + 1).padStart(4, '0')}`;
}

export async function insertComplaint(db: Db, values: typeof complaints.$inferInsert): Promise<ComplaintRow> {
  const [row] = await db.insert(complaints).values(values).returning();
  return row!;
}

export async function findComplaint(db: Db, id: number, opts: { forUpdate?: boolean } = {}): Promise<ComplaintRow | null> {
  const q = db.select().from(complaints).where(eq(complaints.id, id)).limit(1);
  const [row] = opts.forUpdate ? await q.for('update') : await q;
  return row ?? null;
}

export async function findByTicket(db: Db, ticket: string): Promise<ComplaintRow | null> {
  const [row] = await db.select().from(complaints).where(eq(complaints.ticketNumber, ticket)).limit(1);
  return row ?? null;
}

/** A shopper's complaints: those filed under their account and those filed from their phone as a guest. */
const ownedBy = (user: { id: string; phone: string }) => or(eq(complaints.userId, user.id), eq(complaints.phone, user.phone));

export async function complaintsOf(db: Db, user: { id: string; phone: string }): Promise<ComplaintRow[]> {
  return db.select().from(complaints).where(ownedBy(user)).orderBy(desc(complaints.createdAt), desc(complaints.id));
}

export const isOwnedBy = (row: ComplaintRow, user: { id: string; phone: string }) => row.userId === user.id || row.phone === user.phone;

export async function updateComplaint(db: Db, id: number, set: Partial<ComplaintRow>) {
  await db.update(complaints).set(set).where(eq(complaints.id, id));
}

export async function insertReply(db: Db, values: typeof complaintReplies.$inferInsert): Promise<ComplaintReplyRow> {
  const [row] = await db.insert(complaintReplies).values(values).returning();
  return row!;
}

export async function repliesOf(db: Db, complaintIds: number[]): Promise<ComplaintReplyRow[]> {
  if (complaintIds.length === 0) return [];
  return db
    .select()
    .from(complaintReplies)
    .where(inArray(complaintReplies.complaintId, complaintIds))
    .orderBy(asc(complaintReplies.createdAt), asc(complaintReplies.id));
}

export async function phoneOfUser(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
  return row?.phone ?? null;
}

export async function orderCodes(db: Db, orderIds: string[]): Promise<Map<string, string>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db.select({ id: orders.id, code: orders.orderCode }).from(orders).where(inArray(orders.id, orderIds));
  return new Map(rows.map((r) => [r.id, r.code]));
}

/**
 * True when a complaint missed (or, still waiting, has passed) a deadline as of `now`: no first
 * reply within 48 hours of filing, or not resolved within 30 days.
 */
export const overdueSql = (now: Date): SQL => {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql`(coalesce(${complaints.acknowledgedAt}, ${at}) > ${complaints.createdAt} + make_interval(hours => ${COMPLAINT_ACKNOWLEDGE_HOURS}::int)
    or coalesce(${complaints.resolvedAt}, ${at}) > ${complaints.createdAt} + make_interval(days => ${COMPLAINT_RESOLVE_DAYS}::int))`;
};

/** Complaints for the admin list, newest first, each with whether it is overdue. */
export async function adminComplaints(db: Db, f: { status: ComplaintStatus | null; overdue: boolean | null; now: Date }, page: Page) {
  const overdue = overdueSql(f.now);
  const where = and(f.status ? eq(complaints.status, f.status) : undefined, f.overdue === null ? undefined : f.overdue ? overdue : sql`not ${overdue}`);
  const q = db
    .select({ row: complaints, overdue: sql<boolean>`${overdue}` })
    .from(complaints)
    .where(where)
    .orderBy(desc(complaints.createdAt), desc(complaints.id))
    .$dynamic();
  const [rows, [total]] = await Promise.all([
    page.limit === null ? q : q.limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(complaints).where(where),
  ]);
  return { rows: rows.map((r) => ({ row: r.row, overdue: r.overdue === true || String(r.overdue) === 'true' })), total: Number(total?.n ?? 0) };
}
