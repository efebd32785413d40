// A product's rich descriptions and their pictures.
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { productDescriptions } from '../../db/schema';

type Conn = Db | Tx;

export const descriptionsOf = (db: Conn, productId: number) =>
  db.select().from(productDescriptions).where(eq(productDescriptions.productId, productId)).orderBy(asc(productDescriptions.id));

export async function findDescription(db: Conn, id: number) {
  const [row] = await db.select().from(productDescriptions).where(eq(productDescriptions.id, id)).limit(1);
  return row ?? null;
}

export async function insertDescriptions(db: Conn, rows: { productId: number; description: string; filePath: string | null; fileName: string | null }[]) {
  if (!rows.length) return [];
  return db.insert(productDescriptions).values(rows).returning();
}

export async function updateDescription(db: Conn, id: number, values: { description: string; filePath?: string | null; fileName?: string | null }) {
  const [row] = await db.update(productDescriptions).set(values).where(eq(productDescriptions.id, id)).returning();
  return row;
}

export async function deleteDescription(db: Conn, id: number) {
  await db.delete(productDescriptions).where(eq(productDescriptions.id, id));
}

export const descriptionFilesOf = (db: Conn, productId: number) =>
  db
    .select({ filePath: productDescriptions.filePath, fileName: productDescriptions.fileName })
    .from(productDescriptions)
    .where(and(eq(productDescriptions.productId, productId), isNotNull(productDescriptions.fileName)));
