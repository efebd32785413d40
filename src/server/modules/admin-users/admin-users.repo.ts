// The only code of the user admin that talks to Drizzle.
import { type Page } from '../../db/paging';
import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

export type { Page } from '../../db/paging';

/** Users newest first, each with the total count for paging. */
export async function listUsers(db: Db, page: Page) {
  const query = db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, phone: users.phone })
    .from(users)
    .orderBy(desc(users.createdAt), desc(users.id))
    .$dynamic();
  return page.limit === null ? query : query.limit(page.limit).offset(page.offset);
}

export async function countUsers(db: Db): Promise<number> {
  return db.$count(users);
}
