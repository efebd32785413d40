import type { PageOf } from '../../../lib/paged-query';

/** The filters of the fulfilment lists: a state, a courier's name and a range of days ('' for any). */
export interface ListQuery<S extends string> extends PageOf {
  state: S | '';
  courier: string;
  from: string;
  to: string;
}

/** The filters set, as the API names them. */
export const listFilters = (q: ListQuery<string>) => ({
  State: q.state || undefined,
  Courier: q.courier || undefined,
  From: q.from || undefined,
  To: q.to || undefined,
});
