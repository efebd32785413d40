// The only code that talks to Drizzle for e-way bills: the states' limits and the orders' bills.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ewayBills, ewayStateLimits } from '../../db/schema';

export type EwayBillRow = typeof ewayBills.$inferSelect;
export type StateLimitRow = typeof ewayStateLimits.$inferSelect;

export async function stateLimits(db: Db): Promise<StateLimitRow[]> {
  return db.select().from(ewayStateLimits).orderBy(asc(ewayStateLimits.state));
}

export async function findStateLimit(db: Db, state: string, o: { forUpdate?: boolean } = {}): Promise<StateLimitRow | null> {
  const q = db.select().from(ewayStateLimits).where(eq(ewayStateLimits.state, state)).limit(1);
  const [row] = o.forUpdate ? await q.for('update') : await q;
  return row ?? null;
}

export async function updateStateLimit(db: Db, state: string, set: { limitPaise: number | null; source: string; updatedAt: Date }): Promise<StateLimitRow> {
  const [row] = await db.update(ewayStateLimits).set(set).where(eq(ewayStateLimits.state, state)).returning();
  return row;
}

/** The live (Active) bills of these orders. */
export async function activeBillsOf(db: Db, orderIds: string[]): Promise<EwayBillRow[]> {
  if (!orderIds.length) return [];
  return db
    .select()
    .from(ewayBills)
    .where(and(inArray(ewayBills.orderId, orderIds), eq(ewayBills.status, 'Active')));
}

export async function activeBillOf(db: Db, orderId: string): Promise<EwayBillRow | null> {
  return (await activeBillsOf(db, [orderId]))[0] ?? null;
}

export async function insertBill(db: Db, values: typeof ewayBills.$inferInsert): Promise<EwayBillRow> {
  const [row] = await db.insert(ewayBills).values(values).returning();
  return row;
}

export async function cancelBill(db: Db, id: number, at: Date, reason: string): Promise<void> {
  await db.update(ewayBills).set({ status: 'Cancelled', cancelledAt: at, cancelReason: reason }).where(eq(ewayBills.id, id));
}
