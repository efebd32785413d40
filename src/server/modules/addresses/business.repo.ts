// The only code that talks to the business_details table: a shopper's businesses for GST invoices.
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { businessDetails } from '../../db/schema';

type Conn = Db | Tx;
export type BusinessRow = typeof businessDetails.$inferSelect;
export type BusinessFields = Pick<BusinessRow, 'gstin' | 'legalName' | 'addressLine1' | 'addressLine2' | 'city' | 'state' | 'pinCode'>;

export async function listByUser(db: Conn, userId: string): Promise<BusinessRow[]> {
  return db.select().from(businessDetails).where(eq(businessDetails.userId, userId)).orderBy(asc(businessDetails.id));
}

/** The business when it is the user's; someone else's is as good as missing. */
export async function findOwned(db: Conn, userId: string, id: number): Promise<BusinessRow | null> {
  const [row] = await db
    .select()
    .from(businessDetails)
    .where(and(eq(businessDetails.id, id), eq(businessDetails.userId, userId)))
    .limit(1);
  return row ?? null;
}

export async function findByGstin(db: Conn, userId: string, gstin: string): Promise<BusinessRow | null> {
  const [row] = await db
    .select()
    .from(businessDetails)
    .where(and(eq(businessDetails.userId, userId), eq(businessDetails.gstin, gstin)))
    .limit(1);
  return row ?? null;
}

export async function countByUser(db: Conn, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(businessDetails).where(eq(businessDetails.userId, userId));
  return row.n;
}

export async function insert(db: Conn, userId: string, b: BusinessFields, now: Date): Promise<BusinessRow> {
  const [row] = await db
    .insert(businessDetails)
    .values({ userId, ...b, createdAt: now, updatedAt: now })
    .returning();
  return row;
}

export async function updateOwned(db: Conn, userId: string, id: number, b: BusinessFields, now: Date): Promise<BusinessRow | null> {
  const [row] = await db
    .update(businessDetails)
    .set({ ...b, updatedAt: now })
    .where(and(eq(businessDetails.id, id), eq(businessDetails.userId, userId)))
    .returning();
  return row ?? null;
}

export async function deleteOwned(db: Conn, userId: string, id: number): Promise<boolean> {
  const rows = await db
    .delete(businessDetails)
    .where(and(eq(businessDetails.id, id), eq(businessDetails.userId, userId)))
    .returning({ id: businessDetails.id });
  return rows.length === 1;
}
