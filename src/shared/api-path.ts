// The address of an API call, written the same way by the browser's API client and by the server
// when it puts a page's first answers into the page (so the two addresses are equal).

export type ApiQuery = Record<string, string | number | boolean | null | undefined>;

export function apiPath(path: string, query?: ApiQuery): string {
  const url = new URL(`/api/${path.replace(/^\/+/, '')}`, 'http://shop.invalid');
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null) url.searchParams.set(k, String(v));
  return url.pathname + url.search;
}

/** Products per page of the shop's grids (home and search). */
export const SHOP_PAGE_SIZE = 24;

/** The id of the page's script element holding its first answers. */
export const FIRST_ANSWERS_ID = 'first-answers';

/** The calls the storefront's pages start with. */
export const catalogueCalls = {
  banners: () => apiPath('Config/Banner'),
  search: (searchText: string, page = 1) => apiPath('Public/product', { SearchText: searchText, Page: page, PageSize: SHOP_PAGE_SIZE }),
  product: (id: number) => apiPath('Public/Product/GetById', { Id: id }),
  variants: (productId: number) => apiPath('public/product/variant', { ProductId: productId }),
};
