// The admin routes this feature links between (the shop's paths are in lib/paths.ts; this feature's own, spelled out here, keep its pages together).
import { paths } from '../../lib/paths';

export const adminPaths = {
  productList: '/admin/product-list',
  productAdd: '/admin/product/add',
  productEdit: (id: number, step?: number) => `/admin/product/edit/${id}${step !== undefined ? `?step=${step}` : ''}`,
  inventory: (productCode?: string) => (productCode ? paths.admin.inventoryOf(productCode) : paths.admin.inventory),
  banners: '/admin/banners',
  users: '/admin/manage-users',
  coupons: '/admin/coupons',
  specifications: '/admin/specifications',
  complaints: '/admin/complaints',
  shopProduct: (id: number) => `/product/${id}`,
} as const;
