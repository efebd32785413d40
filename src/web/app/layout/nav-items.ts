import { isAdmin, type Role } from '@shared/constants';
import { paths } from '../../lib/paths';

export interface NavItem {
  label: string;
  to: string;
  /** Listed under the header's "More" (all items are listed in the phone's drawer). */
  more?: boolean;
}

/** How many category pages the desktop header names; the rest are under "More". */
export const HEADER_CATEGORIES = 3;

/**
 * Role-based navigation. A shopper's names the category pages (`categories`, in the shop's
 * order): the first few in the header, the rest under "More" with "Shop by brand" (every brand);
 * the phone's drawer lists them all.
 */
export function navItemsFor(roles: Role[] | undefined, categories: readonly { Name: string; Slug: string }[] = []): NavItem[] {
  if (isAdmin(roles)) {
    return [
      { label: 'Dashboard', to: paths.admin.dashboard },
      { label: 'Orders', to: paths.admin.orders },
      { label: 'Shipments', to: paths.admin.shipments },
      { label: 'Returns', to: paths.admin.returns },
      { label: 'Complaints', to: paths.admin.complaints },
      { label: 'Reviews', to: paths.admin.reviews, more: true },
      { label: 'Products', to: paths.admin.productList },
      { label: 'Inventory', to: paths.admin.inventory, more: true },
      { label: 'Specifications', to: paths.admin.specifications, more: true },
      { label: 'Brands', to: paths.admin.brands, more: true },
      { label: 'Coupons', to: paths.admin.coupons, more: true },
      { label: 'Banner', to: paths.admin.banners, more: true },
      { label: 'Import / Export', to: paths.admin.bulkProducts, more: true },
      { label: 'Reports', to: paths.admin.reports, more: true },
      { label: 'E-invoices', to: paths.admin.einvoices, more: true },
      { label: 'Audit log', to: paths.admin.audit, more: true },
      { label: 'Manage User', to: paths.admin.users, more: true },
    ];
  }
  const shop: NavItem[] = [
    { label: 'Home', to: paths.home },
    ...categories.map((c, i) => ({ label: c.Name, to: paths.category(c.Slug), ...(i >= HEADER_CATEGORIES ? { more: true } : {}) })),
    { label: 'Shop by brand', to: paths.brands, more: true },
  ];
  if (roles?.includes('User')) shop.push({ label: 'User Profile', to: paths.userProfile });
  return shop;
}
