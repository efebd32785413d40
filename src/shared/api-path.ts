// The address of an API call, as the API client writes it (in the browser, and in the server's
// renderer, which asks the server's own API).

export type ApiQuery = Record<string, string | number | boolean | null | undefined>;

export function apiPath(path: string, query?: ApiQuery): string {
  const url = new URL(`/api/${path.replace(/^\/+/, '')}`, 'http://shop.invalid');
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null) url.searchParams.set(k, String(v));
  return url.pathname + url.search;
}

/** Products per page of the shop's grids (home and search). */
export const SHOP_PAGE_SIZE = 24;
