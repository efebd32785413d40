// The only code that talks to the addresses table.
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { addresses, users } from '../../db/schema';

type Conn = Db | Tx;
export type AddressRow = typeof addresses.$inferSelect;

export interface AddressFields {
  firstName: string;
  lastName: string;
  phone: string;
  addressTitle: string;
  addressLine1: string;
  addressLine2: string | null;
  taluk: string;
  city: string;
  state: string;
  pinCode: string;
}

export async function listByUser(db: Conn, userId: string): Promise<AddressRow[]> {
  return db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.id));
}

/** The address when it belongs to the user; someone else's is as good as missing. */
export async function findOwned(db: Conn, userId: string, id: number): Promise<AddressRow | null> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** Holds the user's row until the transaction ends, so two saves cannot both pass the limit check. */
export async function lockUser(tx: Tx, userId: string): Promise<boolean> {
  const rows = await tx.execute(sql`select id from ${users} where ${users.id} = ${userId} for update`);
  return ((rows as unknown as { rows: unknown[] }).rows ?? []).length === 1;
}

export async function countByUser(db: Conn, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId));
  return row.n;
}

export async function insert(db: Conn, userId: string, a: AddressFields, now: Date): Promise<AddressRow> {
  const [row] = await db
    .insert(addresses)
    .values({ userId, ...a, createdAt: now, updatedAt: now })
    .returning();
  return row;
}

export async function updateOwned(db: Conn, userId: string, id: number, a: AddressFields, now: Date): Promise<AddressRow | null> {
  const [row] = await db
    .update(addresses)
    .set({ ...a, updatedAt: now })
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning();
  return row ?? null;
}

export async function deleteOwned(db: Conn, userId: string, id: number): Promise<boolean> {
  const rows = await db
    .delete(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning({ id: addresses.id });
  return rows.length === 1;
}

export async function userExists(db: Conn, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  return !!row;
}
