// A page of a list that can grow, as the API answers it (docs/api.md): the page's rows are the body,
// and the whole list's count is the X-Total-Count header, which the admin grids page by.
import type { FastifyReply } from 'fastify';

/** A page of a list, with how many rows the whole list holds. */
export interface ListPage<T> {
  items: T[];
  total: number;
}

/** Sends the page's count in X-Total-Count and answers its rows as the body. */
export function pageAnswer<T>(reply: FastifyReply, page: ListPage<T>): T[] {
  reply.header('x-total-count', String(page.total));
  return page.items;
}
