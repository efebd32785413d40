// The read-only user list of /admin/manage-users: names, e-mail and phone, nothing else.
import type { Uses } from '../../context';
import type { ManageUser } from '@shared/schemas/admin-catalogue';
import type { ListPage } from '../../lib/page-answer';
import * as repo from './admin-users.repo';

/** What this file touches of the app's context. */
type Ctx = Uses<'db'>;

export async function listUsers(ctx: Ctx, page: repo.Page): Promise<ListPage<ManageUser>> {
  const [rows, total] = await Promise.all([repo.listUsers(ctx.db, page), repo.countUsers(ctx.db)]);
  return {
    items: rows.map((u) => ({ Id: u.id, FirstName: u.firstName, LastName: u.lastName, Email: u.email, PhoneNumber: u.phone })),
    total,
  };
}
