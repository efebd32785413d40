// The shop's routes: each page of the table of pages (src/shared/paths.ts, where every path is
// written) with what draws it, for the browser's router and the server's renderer alike (React
// Router; paths match without regard to letter case). Pages load lazily so a shopper never
// downloads the admin screens.
import { lazy, useMemo, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { matchRoutes, Outlet, useLocation, useParams, useRoutes, type RouteObject } from 'react-router';
import type { PagePattern } from '@shared/paths';
import { ADMIN_ROLES } from '@shared/constants';
import { idOfAddress, isAddressUuid, NO_PAGE } from '@shared/address-ids';
import { prefetchBrands, prefetchBrowse, prefetchHome, prefetchProduct, type PrefetchArgs, type Prefetched } from '../features/catalogue/prefetch';
import { prefetchShopDetails } from '../lib/shop-details';
import { prefetchCompare } from '../features/catalogue/compare/prefetch-compare';
import { prefetchProductReviews } from '../features/reviews/prefetch-reviews';
import { AppLayout } from './layout/app-layout';
import { RequireAuth } from './guards';
import { ScreenErrorBoundary } from './route-error';

type Page = LazyExoticComponent<ComponentType>;
type Load = () => Promise<{ default: ComponentType }>;
/** A page of plain CSS (the shop's first screens). */
const page = (load: Load): Page => lazy(load);
/** A page of MUI components: its code and the MUI theme load together. */
const themed = (load: Load): Page =>
  lazy(async () => {
    const [{ default: Screen }, { ShopTheme }] = await Promise.all([load(), import('../components/shop-theme')]);
    return {
      default: function ThemedPage() {
        return (
          <ShopTheme>
            <Screen />
          </ShopTheme>
        );
      },
    };
  });

const Home = page(() => import('../features/catalogue/home-page'));
// The category, brand and search pages: one page of plain CSS, told which list it shows.
const Browse = lazy(() => import('../features/catalogue/browse-page'));
const Product = lazy(() => import('./product-route'));
const Brands = page(() => import('../features/catalogue/brands-page'));
const Compare = page(() => import('../features/catalogue/compare/compare-page'));
const Wishlist = page(() => import('../features/wishlist/wishlist-page'));
const Terms = themed(() => import('../features/policies/terms-page'));
const Privacy = themed(() => import('../features/policies/privacy-page'));
const Refund = themed(() => import('../features/policies/refund-page'));
const Returns = themed(() => import('../features/policies/return-page'));
const Shipping = themed(() => import('../features/policies/shipping-page'));
const Contact = themed(() => import('../features/policies/contact-page'));
const NotFound = page(() => import('../features/errors/not-found-page'));
const Unauthorized = themed(() => import('../features/errors/unauthorized-page'));
const SignIn = themed(() => import('../features/accounts/signin-page'));
const SignUp = themed(() => import('../features/accounts/signup-page'));
const ResetPassword = themed(() => import('../features/accounts/reset-password-page'));
const ChangePassword = themed(() => import('../features/accounts/change-password-page'));
const Profile = themed(() => import('../features/accounts/profile-page'));
const Addresses = themed(() => import('../features/accounts/addresses-page'));
const UserProfile = themed(() => import('../features/accounts/user-profile-page'));
const AdminDashboard = themed(() => import('../features/dashboard/dashboard-page'));
const AdminProductList = themed(() => import('../features/admin-catalogue/product-list-page'));
const AdminProductWizard = themed(() => import('../features/admin-catalogue/product-wizard-page'));
const AdminInventory = themed(() => import('../features/admin-catalogue/inventory-page'));
const AdminBanners = themed(() => import('../features/admin-banners/banners-page'));
const AdminUsers = themed(() => import('../features/admin-users/manage-users-page'));
const AdminCoupons = themed(() => import('../features/admin-coupons/coupons-page'));
const AdminSpecifications = themed(() => import('../features/admin-catalogue/specifications-page'));
const AdminBrands = themed(() => import('../features/admin-catalogue/brands-page'));
const AdminBulkProducts = themed(() => import('../features/admin-catalogue/bulk-products-page'));
const Cart = page(() => import('./cart-route'));
const PaymentStatus = themed(() => import('../features/orders/payment-status-page'));
const MyOrders = themed(() => import('./my-orders-route'));
const MyOrder = themed(() => import('./my-order-route'));
const AdminOrderList = themed(() => import('../features/admin-orders/order-list-page'));
const AdminOrderDetail = themed(() => import('./admin-order-detail-route'));
const AdminShipments = themed(() => import('../features/shipments/shipments-page'));
const AdminReturns = themed(() => import('../features/returns/admin-returns-page'));
const MyComplaints = themed(() => import('../features/complaints/my-complaints-page'));
const MyStockAlerts = themed(() => import('../features/stock-alerts/my-alerts-page'));
const AdminComplaints = themed(() => import('../features/complaints/admin-complaints-page'));
const AdminAudit = themed(() => import('../features/audit/audit-page'));
const AdminReports = themed(() => import('../features/reports/reports-page'));
const AdminEinvoices = themed(() => import('../features/einvoices/einvoices-page'));
const MyReviews = themed(() => import('../features/reviews/my-reviews-page'));
const AdminReviews = themed(() => import('../features/reviews/admin-reviews-page'));

const el = (P: Page) => <P />;
/** A page for a signed-in shopper. */
const protectedEl = (P: Page) => (
  <RequireAuth>
    <P />
  </RequireAuth>
);

export const NOT_FOUND_PATH = '*';

/** A product page starts with the product and the first page of its reviews, fetched side by side. */
const prefetchProductAndReviews = async (args: PrefetchArgs): Promise<Prefetched> =>
  (await Promise.all([prefetchProduct(args), prefetchProductReviews(args)]))[0];

/**
 * What the server does for a page: preload the modules its code is in; render it (with the data it
 * starts with) unless `browserOnly`, for pages that depend on who is browsing.
 */
export interface ServerRendered {
  modules: string[];
  prefetch?: (args: PrefetchArgs) => Promise<Prefetched>;
  browserOnly?: boolean;
  /** Its parts in chunks of their own (lib/lazy-part.tsx), loaded before the browser takes it over. */
  parts?: () => Promise<unknown>;
}
/**
 * What each part of a route's address must look like (an id written the one way the shop writes
 * it, a uuid): an address that breaks a rule is no page, and shows the not-found page (the server
 * answers it with 404).
 */
export type AddressRules = Record<string, (value: string | undefined) => boolean>;
/** What a route of the table may carry for the server. */
export interface RouteHandle {
  ssr?: ServerRendered;
  address?: AddressRules;
}
/**
 * Whether the address fits its route's rules. The parts are read as the router decodes them, so an
 * address with rules is also written without percent-encoding (/product/%31 is not product 1's):
 * no id or uuid needs it.
 */
export const fitsAddress = (rules: AddressRules | undefined, params: Record<string, string | undefined>, pathname: string) =>
  !rules || (!pathname.includes('%') && Object.entries(rules).every(([name, fits]) => fits(params[name])));

/** A route of the table: its path is one of the shop's page patterns (src/shared/paths.ts). */
type PageRoute = Omit<RouteObject, 'path' | 'children' | 'index'> & { path: PagePattern };

const isId = (value: string | undefined) => idOfAddress(value) !== null;

function AddressCheck({ rules, children }: { rules: AddressRules; children: ReactNode }) {
  return fitsAddress(rules, useParams(), useLocation().pathname) ? children : el(NotFound);
}
/** The route, shown only for an address that fits the rules (else the not-found page). */
const addressed = (rules: AddressRules, route: PageRoute): PageRoute => ({
  ...withRules(rules, route),
  element: <AddressCheck rules={rules}>{route.element}</AddressCheck>,
});
/** The route with its address rules, for a parent that checks them (the admin's pages). */
const withRules = (rules: AddressRules, route: PageRoute): PageRoute => ({
  ...route,
  handle: { ...(route.handle as RouteHandle | undefined), address: rules } satisfies RouteHandle,
});

const THEME = 'components/shop-theme.tsx';
const BROWSE = 'features/catalogue/browse-page.tsx';
const ssr = (modules: string[], prefetch?: ServerRendered['prefetch'], parts?: ServerRendered['parts']): { handle: { ssr: ServerRendered } } => ({
  handle: { ssr: { modules, prefetch, parts } },
});
const policy = (module: string, prefetch?: ServerRendered['prefetch']) => ssr([`features/policies/${module}.tsx`, THEME], prefetch);

/** The not-found page: for an unknown path, and for an address that breaks its route's rules. */
export const notFoundPage = ssr(['features/errors/not-found-page.tsx']);

const shopPages: PageRoute[] = [
  { path: '/', element: el(Home), ...ssr(['features/catalogue/home-page.tsx'], prefetchHome) },
  { path: '/search', element: <Browse kind="search" />, ...ssr([BROWSE], prefetchBrowse('search')) },
  // A slug that names no category or brand is the not-found page (404).
  { path: '/c/:slug', element: <Browse kind="category" notFound={el(NotFound)} />, ...ssr([BROWSE], prefetchBrowse('category')) },
  { path: '/brand/:slug', element: <Browse kind="brand" notFound={el(NotFound)} />, ...ssr([BROWSE], prefetchBrowse('brand')) },
  { path: '/brands', element: el(Brands), ...ssr(['features/catalogue/brands-page.tsx'], prefetchBrands) },
  addressed(
    { productId: isId },
    {
      path: '/product/:productId',
      element: <Product notFound={el(NotFound)} />,
      ...ssr(
        ['app/product-route.tsx', 'features/catalogue/components/product-details.tsx', 'features/reviews/components/product-reviews.tsx'],
        prefetchProductAndReviews,
        () => import('./product-route').then((route) => route.preloadParts()),
      ),
    },
  ),
  { path: '/compare', element: el(Compare), ...ssr(['features/catalogue/compare/compare-page.tsx'], prefetchCompare) },
  { path: '/terms-and-conditions', element: el(Terms), ...policy('terms-page', prefetchShopDetails) },
  { path: '/privacy-policy', element: el(Privacy), ...policy('privacy-page', prefetchShopDetails) },
  { path: '/refund-policy', element: el(Refund), ...policy('refund-page') },
  { path: '/return-policy', element: el(Returns), ...policy('return-page') },
  { path: '/shipping-policy', element: el(Shipping), ...policy('shipping-page') },
  // The contact page, the terms and the privacy policy name the Grievance Officer of the server's settings.
  { path: '/contact-us', element: el(Contact), ...policy('contact-page', prefetchShopDetails) },
  // Paths match case-insensitively, so /account/Unauthorized lands here too.
  { path: '/account/unauthorized', element: el(Unauthorized) },
  { path: '/account/signin', element: el(SignIn) },
  { path: '/account/signup', element: el(SignUp) },
  { path: '/account/reset-password', element: el(ResetPassword) },
  { path: '/account/change-password', element: protectedEl(ChangePassword) },
  { path: '/account/profile', element: protectedEl(Profile) },
  { path: '/account/addresses', element: protectedEl(Addresses) },
  { path: '/user-profile', element: protectedEl(UserProfile) },
  // A guest's list is in the browser, a shopper's on the server: drawn in the browser only, like the cart.
  {
    path: '/account/wishlist',
    element: el(Wishlist),
    handle: { ssr: { modules: ['features/wishlist/wishlist-page.tsx'], browserOnly: true } satisfies ServerRendered },
  },
  { path: '/cart', element: el(Cart), handle: { ssr: { modules: ['app/cart-route.tsx'], browserOnly: true } satisfies ServerRendered } },
  { path: '/payment/status/:transactionId', element: protectedEl(PaymentStatus) },
  { path: '/account/orders', element: protectedEl(MyOrders) },
  addressed({ orderId: isAddressUuid }, { path: '/account/orders/:orderId', element: protectedEl(MyOrder) }),
  { path: '/account/complaints', element: protectedEl(MyComplaints) },
  { path: '/account/alerts', element: protectedEl(MyStockAlerts) },
  { path: '/account/reviews', element: protectedEl(MyReviews) },
];

/**
 * The admin's pages, each drawn only for a signed-in admin (the guard is their parent route). An
 * address that breaks its route's rules is the not-found page before the guard is asked, as for
 * every page.
 */
const adminPages: PageRoute[] = [
  { path: '/admin', element: el(AdminDashboard) },
  { path: '/admin/product-list', element: el(AdminProductList) },
  { path: '/admin/product/add', element: el(AdminProductWizard) },
  withRules({ productId: isId }, { path: '/admin/product/edit/:productId', element: el(AdminProductWizard) }),
  { path: '/admin/inventory-list', element: el(AdminInventory) },
  { path: '/admin/banners', element: el(AdminBanners) },
  { path: '/admin/manage-users', element: el(AdminUsers) },
  { path: '/admin/coupons', element: el(AdminCoupons) },
  { path: '/admin/specifications', element: el(AdminSpecifications) },
  { path: '/admin/brands', element: el(AdminBrands) },
  { path: '/admin/products/import-export', element: el(AdminBulkProducts) },
  { path: '/admin/orders', element: el(AdminOrderList) },
  withRules({ orderId: isAddressUuid }, { path: '/order/detail/:orderId', element: el(AdminOrderDetail) }),
  { path: '/admin/shipments', element: el(AdminShipments) },
  { path: '/admin/returns', element: el(AdminReturns) },
  { path: '/admin/complaints', element: el(AdminComplaints) },
  { path: '/admin/audit', element: el(AdminAudit) },
  { path: '/admin/reports', element: el(AdminReports) },
  { path: '/admin/einvoices', element: el(AdminEinvoices) },
  { path: '/admin/reviews', element: el(AdminReviews) },
];

/** The parent route of the admin's pages: the address's rules first, then the admin roles. */
function AdminOnly() {
  const { pathname } = useLocation();
  const match = matchRoutes(adminPages, pathname)?.at(-1);
  const rules = (match?.route.handle as RouteHandle | undefined)?.address;
  if (match && !fitsAddress(rules, match.params, pathname)) return el(NotFound);
  return (
    <RequireAuth roles={ADMIN_ROLES}>
      <Outlet />
    </RequireAuth>
  );
}

const pages: RouteObject[] = [...shopPages, { element: <AdminOnly />, children: adminPages }, { path: NOT_FOUND_PATH, element: el(NotFound), ...notFoundPage }];

export const routes: RouteObject[] = [{ element: <AppLayout />, children: pages }];

export { NO_PAGE };

/**
 * Loads the parts of the page at this address that are in chunks of their own, so that the browser
 * takes the server's page over in one pass (none for an address that is no page).
 */
export async function preloadPageParts(pathname: string): Promise<void> {
  const handle = matchRoutes(routes, pathname)?.at(-1)?.route.handle as RouteHandle | undefined;
  await handle?.ssr?.parts?.();
}

/** The app's screens inside its layout, chosen by the address. */
export function AppRoutes() {
  const { pathname } = useLocation();
  // Matching walks every route of the app (the admin's too): once per address, not on every render.
  const known = useMemo(() => matchRoutes(routes, pathname) !== null, [pathname]);
  return <ScreenErrorBoundary>{useRoutes(routes, known ? undefined : NO_PAGE)}</ScreenErrorBoundary>;
}
