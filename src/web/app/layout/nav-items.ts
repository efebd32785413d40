import { isAdmin, type Role } from '@shared/constants';
import { paths } from '../../lib/paths';

export interface NavItem {
  label: string;
  to: string;
}

/** Role-based navigation. */
export function navItemsFor(roles: Role[] | undefined): NavItem[] {
  if (isAdmin(roles)) {
    return [
      { label: 'Products', to: paths.admin.productList },
      { label: 'Inventory', to: paths.admin.inventory },
      { label: 'Orders', to: paths.admin.orders },
      { label: 'Returns', to: paths.admin.returns },
      { label: 'Complaints', to: paths.admin.complaints },
      { label: 'Coupons', to: paths.admin.coupons },
      { label: 'Banner', to: paths.admin.banners },
      { label: 'Manage User', to: paths.admin.users },
    ];
  }
  const shop: NavItem[] = [
    { label: 'Home', to: paths.home },
    { label: 'Headphones', to: paths.search('headphones') },
    { label: 'Speakers', to: paths.search('speaker') },
    { label: 'Soundbars', to: paths.search('soundbar') },
  ];
  if (roles?.includes('User')) shop.push({ label: 'User Profile', to: paths.userProfile });
  return shop;
}
