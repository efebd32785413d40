// Lists that can grow take optional Page and PageSize (docs/api.md): without either, the whole list.
import { sql } from 'drizzle-orm';
import { GRID_DEFAULT_PAGE_SIZE } from '@shared/constants';

export interface Page {
  /** null: no limit, the whole list. */
  limit: number | null;
  offset: number;
}

/** The page a query string asks for; PageSize defaults to the grids' 15, Page to the first. */
export function pageOf(q: { Page?: number; PageSize?: number }): Page {
  if (!q.Page && !q.PageSize) return { limit: null, offset: 0 };
  const size = q.PageSize ?? GRID_DEFAULT_PAGE_SIZE;
  return { limit: size, offset: ((q.Page ?? 1) - 1) * size };
}

/** The LIMIT and OFFSET clause of a page (nothing for the whole list). */
export const pageSql = (page: Page) => (page.limit === null ? sql`` : sql`limit ${page.limit} offset ${page.offset}`);
