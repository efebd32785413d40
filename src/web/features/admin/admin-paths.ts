// The admin routes this feature links between (the shop's paths are in lib/paths.ts; this feature's own, spelled out here, keep its pages together).
export const adminPaths = {
  productList: '/admin/product-list',
  productAdd: '/admin/product/add',
  productEdit: (id: number, step?: number) => `/admin/product/edit/${id}${step !== undefined ? `?step=${step}` : ''}`,
  inventory: (productCode?: string) => `/admin/inventory-list${productCode ? `?ProductCode=${encodeURIComponent(productCode)}` : ''}`,
  banners: '/admin/banners',
  users: '/admin/manage-users',
  coupons: '/admin/coupons',
  complaints: '/admin/complaints',
  shopProduct: (id: number) => `/product/${id}`,
} as const;
