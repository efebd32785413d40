// The admin lists are paged by the server: each page is one request, the grid counts pages from 0
// and the API from 1 (docs/api.md).
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { api, type RequestOptions } from './api-client';
import { logged } from './logged';

/** Which page of a list, as the grid counts (from 0), and how many rows. */
export interface PageOf {
  page: number;
  pageSize: number;
}

/**
 * GET one page of an admin list with its filters (empty ones left out by the caller). A failure is
 * logged, never toasted: the grid says so in its place. `what` names the list in the log.
 */
export function getPage<T>(what: string, path: string, filters: NonNullable<RequestOptions['query']>, q: PageOf): Promise<T> {
  return logged(what, api<T>(path, { query: { ...filters, Page: q.page + 1, PageSize: q.pageSize }, toastOnError: false }));
}

/**
 * A page of an admin list as a query: the page shown stays while the next one loads, and the list is
 * asked again each time its screen opens (another admin may have changed it).
 */
export function usePagedQuery<T>(queryKey: QueryKey, load: () => Promise<T>, options: { refetchInterval?: number; refetchOnMount?: boolean | 'always' } = {}) {
  return useQuery({ queryKey, queryFn: load, placeholderData: keepPreviousData, refetchOnMount: 'always', ...options });
}
