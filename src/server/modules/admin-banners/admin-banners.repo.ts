// The only code of the banner admin that talks to Drizzle.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { banners } from '../../db/schema';

export async function nextSeqId(db: Db): Promise<number> {
  const [{ next }] = await db.select({ next: sql<number>`coalesce(max(${banners.seqId}) + 1, 1)::int` }).from(banners);
  return next;
}

export async function insertBanners(db: Db, rows: { name: string; filePath: string; fileName: string; seqId: number }[]) {
  if (!rows.length) return [];
  return db
    .insert(banners)
    .values(rows.map((r) => ({ ...r, isActive: true })))
    .returning();
}

export async function findBanner(db: Db, id: number) {
  const [row] = await db.select().from(banners).where(eq(banners.id, id)).limit(1);
  return row ?? null;
}

export async function deleteBanner(db: Db, id: number) {
  await db.delete(banners).where(eq(banners.id, id));
}

export async function updateBanner(db: Db, id: number, values: { isActive: boolean; seqId: number }) {
  const [row] = await db.update(banners).set(values).where(eq(banners.id, id)).returning();
  return row ?? null;
}
