// The audit log table (docs/audit-log.md): rows are added, listed, and never changed.
import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Page } from '../../db/paging';
import { auditLog } from '../../db/schema';

export type AuditRow = typeof auditLog.$inferSelect;

export async function insertEntry(db: Db, values: typeof auditLog.$inferInsert): Promise<void> {
  await db.insert(auditLog).values(values);
}

export interface AuditFilter {
  kind: string | null;
  adminId: string | null;
  from: Date | null;
  /** Exclusive. */
  to: Date | null;
}

export async function listEntries(db: Db, f: AuditFilter, page: Page): Promise<{ rows: AuditRow[]; total: number }> {
  const where = and(
    f.kind ? eq(auditLog.kind, f.kind) : undefined,
    f.adminId ? eq(auditLog.adminId, f.adminId) : undefined,
    f.from ? gte(auditLog.at, f.from) : undefined,
    f.to ? lt(auditLog.at, f.to) : undefined,
  );
  const q = db.select().from(auditLog).where(where).orderBy(desc(auditLog.at), desc(auditLog.id)).$dynamic();
  const [rows, [total]] = await Promise.all([
    page.limit === null ? q : q.limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Everyone who appears in the log, by their latest name. */
export async function admins(db: Db): Promise<{ id: string; name: string }[]> {
  const rows = await db
    .selectDistinctOn([auditLog.adminId], { id: auditLog.adminId, name: auditLog.adminName })
    .from(auditLog)
    .where(sql`${auditLog.adminId} is not null`)
    .orderBy(auditLog.adminId, desc(auditLog.at));
  return rows.map((r) => ({ id: r.id!, name: r.name })).sort((a, b) => a.name.localeCompare(b.name));
}
