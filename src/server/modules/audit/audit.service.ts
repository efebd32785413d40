// The audit log (docs/audit-log.md). Every service that changes something for an admin calls
// `recordChange` with the transaction the change is written in, so the entry and the change are
// kept or lost together.
import type { Uses } from '../../context';
import type { Db } from '../../db/client';
import type { Page } from '../../db/paging';
import type { AuthUser } from '../../lib/tokens';
import type { AuditAnswer, AuditKind, AuditQuery } from '@shared/schemas/audit';
import { addDays, startOfIndiaDay } from '@shared/india-time';
import * as repo from './audit.repo';

/** What this file touches of the app's context. */
type Ctx = Uses<'db'>;

/** Who made a change: the signed-in admin. */
export type Actor = Pick<AuthUser, 'id' | 'firstName' | 'lastName' | 'phone'>;

export interface Change {
  kind: AuditKind;
  action: string;
  /** The record's id or code, as the admin screens name it. */
  entity: string | number;
  summary: string;
  before?: object | null;
  after?: object | null;
}

/** Only what changed: the fields of `before` and `after` whose values differ (all of them for a creation or a deletion). */
export function difference(before: object | null | undefined, after: object | null | undefined) {
  if (!before || !after) return { before: before ?? null, after: after ?? null };
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  const was = before as Record<string, unknown>;
  const is = after as Record<string, unknown>;
  for (const key of new Set([...Object.keys(was), ...Object.keys(is)])) {
    if (JSON.stringify(was[key]) !== JSON.stringify(is[key])) {
      b[key] = was[key] ?? null;
      a[key] = is[key] ?? null;
    }
  }
  return { before: b, after: a };
}

/** Adds an entry in the caller's transaction; `now` is the moment of the change. */
export async function recordChange(db: Db, actor: Actor, now: Date, change: Change): Promise<void> {
  const values = difference(change.before, change.after);
  await repo.insertEntry(db, {
    at: now,
    adminId: actor.id,
    adminName: `${actor.firstName} ${actor.lastName}`.trim() || actor.phone,
    adminPhone: actor.phone,
    kind: change.kind,
    action: change.action,
    entity: String(change.entity).slice(0, 64),
    summary: change.summary,
    // JSON keeps what the drivers would otherwise turn into other types (dates, big numbers).
    before: values.before && JSON.parse(JSON.stringify(values.before)),
    after: values.after && JSON.parse(JSON.stringify(values.after)),
  });
}

export async function listChanges(ctx: Ctx, q: AuditQuery, page: Page): Promise<AuditAnswer> {
  const [{ rows, total }, admins] = await Promise.all([
    repo.listEntries(
      ctx.db,
      {
        kind: q.Kind,
        adminId: q.AdminId,
        from: q.From ? startOfIndiaDay(q.From) : null,
        to: q.To ? startOfIndiaDay(addDays(q.To, 1)) : null,
      },
      page,
    ),
    repo.admins(ctx.db),
  ]);
  return {
    Total: total,
    Admins: admins.map((a) => ({ Id: a.id, Name: a.name })),
    Items: rows.map((r) => ({
      Id: r.id,
      At: r.at.toISOString(),
      AdminId: r.adminId,
      AdminName: r.adminName,
      Kind: r.kind,
      Action: r.action,
      Entity: r.entity,
      Summary: r.summary,
      Before: r.before ?? null,
      After: r.after ?? null,
    })),
  };
}
