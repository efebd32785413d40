// Every page of the shop in one table: each page's route pattern, written once. The browser's
// router is built from these patterns (src/web/app/router.tsx), the server's renderer matches them,
// and every link is written by the builders below, never as a literal (docs/routes.md).

/** The storefront's and the shopper's pages. */
export const PAGES = {
  home: '/',
  search: '/search',
  category: '/c/:slug',
  brand: '/brand/:slug',
  brands: '/brands',
  product: '/product/:productId',
  compare: '/compare',
  cart: '/cart',
  wishlist: '/account/wishlist',
  signIn: '/account/signin',
  signUp: '/account/signup',
  resetPassword: '/account/reset-password',
  changePassword: '/account/change-password',
  profile: '/account/profile',
  addresses: '/account/addresses',
  orders: '/account/orders',
  order: '/account/orders/:orderId',
  complaints: '/account/complaints',
  myReviews: '/account/reviews',
  stockAlerts: '/account/alerts',
  unauthorized: '/account/unauthorized',
  userProfile: '/user-profile',
  paymentStatus: '/payment/status/:transactionId',
  terms: '/terms-and-conditions',
  privacy: '/privacy-policy',
  refund: '/refund-policy',
  returns: '/return-policy',
  shipping: '/shipping-policy',
  contact: '/contact-us',
} as const;

/** The admin's pages: all behind one guard for the admin roles. */
export const ADMIN_PAGES = {
  dashboard: '/admin',
  productList: '/admin/product-list',
  productAdd: '/admin/product/add',
  productEdit: '/admin/product/edit/:productId',
  inventory: '/admin/inventory-list',
  orders: '/admin/orders',
  orderDetail: '/order/detail/:orderId',
  shipments: '/admin/shipments',
  returns: '/admin/returns',
  reviews: '/admin/reviews',
  complaints: '/admin/complaints',
  audit: '/admin/audit',
  coupons: '/admin/coupons',
  specifications: '/admin/specifications',
  brands: '/admin/brands',
  banners: '/admin/banners',
  users: '/admin/manage-users',
  bulkProducts: '/admin/products/import-export',
  reports: '/admin/reports',
  einvoices: '/admin/einvoices',
} as const;

export type ShopPattern = (typeof PAGES)[keyof typeof PAGES];
export type AdminPattern = (typeof ADMIN_PAGES)[keyof typeof ADMIN_PAGES];
/** A route pattern of the table. */
export type PagePattern = ShopPattern | AdminPattern;

/** The names of a pattern's parameters: "productId" for "/product/:productId". */
export type ParamsOf<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamsOf<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/**
 * A page's address: its pattern with each parameter written in, as given (the shop's ids and
 * slugs need no escaping; a value that might, the caller encodes). A pattern without parameters
 * takes none, one with parameters takes every one of them.
 */
export function href<P extends PagePattern>(pattern: P, ...[params]: ParamsOf<P> extends never ? [] : [Record<ParamsOf<P>, string | number>]): string {
  if (!params) return pattern;
  const values = params as Record<string, string | number>;
  return pattern.replace(/:(\w+)/g, (_, name: string) => String(values[name]));
}

/** Every page's address, ready for links and redirects. */
export const paths = {
  home: PAGES.home,
  search: (query: string) => `${PAGES.search}?query=${encodeURIComponent(query)}`,
  /** A category's page, by its slug. */
  category: (slug: string) => href(PAGES.category, { slug }),
  /** A brand's page, by its slug. */
  brand: (slug: string) => href(PAGES.brand, { slug }),
  /** Every brand: shop by brand. */
  brands: PAGES.brands,
  product: (productId: number | string, variantId?: number | string) =>
    `${href(PAGES.product, { productId })}${variantId !== undefined ? `?variantId=${variantId}` : ''}`,
  /** The compare page with these products side by side (none: the empty page). */
  compare: (ids: readonly number[]) => (ids.length ? `${PAGES.compare}?ids=${ids.join(',')}` : PAGES.compare),
  cart: PAGES.cart,
  signIn: PAGES.signIn,
  signUp: PAGES.signUp,
  resetPassword: PAGES.resetPassword,
  profile: PAGES.profile,
  orders: PAGES.orders,
  /** One of the shopper's orders: its tracking, and the answer to a failed delivery attempt. */
  order: (orderId: string) => href(PAGES.order, { orderId }),
  complaints: PAGES.complaints,
  myReviews: PAGES.myReviews,
  stockAlerts: PAGES.stockAlerts,
  /** The complaint form on the contact page, with one of the shopper's orders chosen. */
  fileComplaint: (orderId?: string) => `${PAGES.contact}${orderId ? `?order=${encodeURIComponent(orderId)}` : ''}#complaint`,
  changePassword: PAGES.changePassword,
  addresses: PAGES.addresses,
  wishlist: PAGES.wishlist,
  unauthorized: PAGES.unauthorized,
  userProfile: PAGES.userProfile,
  paymentStatus: (transactionId: string) => href(PAGES.paymentStatus, { transactionId: encodeURIComponent(transactionId) }),
  terms: PAGES.terms,
  privacy: PAGES.privacy,
  refund: PAGES.refund,
  returns: PAGES.returns,
  shipping: PAGES.shipping,
  contact: PAGES.contact,
  admin: {
    dashboard: ADMIN_PAGES.dashboard,
    productList: ADMIN_PAGES.productList,
    productAdd: ADMIN_PAGES.productAdd,
    /** The product form, opened at one of its steps when `step` is given. */
    productEdit: (productId: number | string, step?: number) => `${href(ADMIN_PAGES.productEdit, { productId })}${step !== undefined ? `?step=${step}` : ''}`,
    inventory: ADMIN_PAGES.inventory,
    /** The inventory screen filtered to one product (it reads ProductCode on opening). */
    inventoryOf: (productCode: string) => `${ADMIN_PAGES.inventory}?ProductCode=${encodeURIComponent(productCode)}`,
    orders: ADMIN_PAGES.orders,
    orderDetail: (orderId: string) => href(ADMIN_PAGES.orderDetail, { orderId }),
    /** Fulfilment: the orders ready to ship, the booked shipments, failed deliveries and returns. */
    shipments: ADMIN_PAGES.shipments,
    returns: ADMIN_PAGES.returns,
    reviews: ADMIN_PAGES.reviews,
    complaints: ADMIN_PAGES.complaints,
    audit: ADMIN_PAGES.audit,
    coupons: ADMIN_PAGES.coupons,
    specifications: ADMIN_PAGES.specifications,
    brands: ADMIN_PAGES.brands,
    banners: ADMIN_PAGES.banners,
    users: ADMIN_PAGES.users,
    bulkProducts: ADMIN_PAGES.bulkProducts,
    reports: ADMIN_PAGES.reports,
    /** The B2B invoices and credit notes by e-invoice status, IRN pending first. */
    einvoices: ADMIN_PAGES.einvoices,
  },
} as const;
