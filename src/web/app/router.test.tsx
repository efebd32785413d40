// The router is built from the shop's table of pages: every page of the table has its route, no
// route is outside the table, and every admin page is reached only through the admin's guard.
import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router';
import { ADMIN_PAGES, href, PAGES, paths } from '@shared/paths';
import { NOT_FOUND_PATH, routes } from './router';

/** Each route's path with the chain of parent routes it sits under. */
function flatten(list: RouteObject[], parents: RouteObject[] = []): { path: string; parents: RouteObject[] }[] {
  return list.flatMap((r) => [...(r.path ? [{ path: r.path, parents }] : []), ...flatten(r.children ?? [], [...parents, r])]);
}

const table = flatten(routes);
const guardOf = (path: string) => table.find((r) => r.path === path)!.parents.at(-1)!;

describe('the route table', () => {
  it('has one route for each page of the table and none besides, but the not-found page', () => {
    const paths = table.map((r) => r.path);
    expect(paths.filter((p) => p !== NOT_FOUND_PATH).sort()).toEqual([...Object.values(PAGES), ...Object.values(ADMIN_PAGES)].sort());
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('puts every admin page, and no other, under the one guarded parent route', () => {
    const guard = guardOf(ADMIN_PAGES.orders);
    expect(guard.path).toBeUndefined();
    for (const page of Object.values(ADMIN_PAGES)) expect(guardOf(page), page).toBe(guard);
    for (const page of Object.values(PAGES)) expect(guardOf(page), page).not.toBe(guard);
  });

  it('matches each address the builders write to the page it names', () => {
    const pageOf = (address: string) => matchRoutes(routes, address.split(/[?#]/)[0]!)?.at(-1)?.route.path;
    expect(pageOf(paths.product(12, 3))).toBe(PAGES.product);
    expect(pageOf(paths.category('headphones'))).toBe(PAGES.category);
    expect(pageOf(paths.admin.productEdit(16, 1))).toBe(ADMIN_PAGES.productEdit);
    expect(pageOf(paths.admin.orderDetail('3f2b8c1e-9d4a-4c6b-8e2f-1a2b3c4d5e6f'))).toBe(ADMIN_PAGES.orderDetail);
    expect(pageOf(paths.paymentStatus('TX/1'))).toBe(PAGES.paymentStatus);
    expect(pageOf(paths.order('3f2b8c1e-9d4a-4c6b-8e2f-1a2b3c4d5e6f'))).toBe(PAGES.order);
    expect(pageOf(paths.orders)).toBe(PAGES.orders);
    expect(pageOf(paths.admin.shipments)).toBe(ADMIN_PAGES.shipments);
  });
});

describe('href', () => {
  it('writes each parameter of a pattern into its place', () => {
    expect(href(PAGES.product, { productId: 12 })).toBe('/product/12');
    expect(href(ADMIN_PAGES.orderDetail, { orderId: 'abc' })).toBe('/order/detail/abc');
    expect(href(PAGES.cart)).toBe('/cart');
  });

  it('keeps the addresses the shop has always written', () => {
    expect(paths.product(7)).toBe('/product/7');
    expect(paths.product(7, 9)).toBe('/product/7?variantId=9');
    expect(paths.search('a&b c')).toBe('/search?query=a%26b%20c');
    expect(paths.paymentStatus('TX/1')).toBe('/payment/status/TX%2F1');
    expect(paths.admin.productEdit(5)).toBe('/admin/product/edit/5');
    expect(paths.admin.productEdit(5, 2)).toBe('/admin/product/edit/5?step=2');
    expect(paths.admin.inventoryOf('AB 1')).toBe('/admin/inventory-list?ProductCode=AB%201');
    expect(paths.fileComplaint('ORD/1')).toBe('/contact-us?order=ORD%2F1#complaint');
    expect(paths.fileComplaint()).toBe('/contact-us#complaint');
    expect(paths.compare([3, 1])).toBe('/compare?ids=3,1');
    expect(paths.compare([])).toBe('/compare');
  });
});
