// Every route of the shop. Pages load lazily so a shopper never downloads the admin screens.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Routes, type RouteDef } from '../lib/router';
import { ADMIN_ROLES } from '@shared/constants';
import { AppLayout } from './layout/app-layout';
import { RequireAuth } from './guards';
import { RouteError } from './route-error';

type Page = LazyExoticComponent<ComponentType>;
const page = (load: () => Promise<{ default: ComponentType }>): Page => lazy(load);

const Home = page(() => import('../features/catalogue/home-page'));
const Search = page(() => import('../features/catalogue/search-page'));
const Product = page(() => import('../features/catalogue/product-page'));
const Terms = page(() => import('../features/policies/terms-page'));
const Privacy = page(() => import('../features/policies/privacy-page'));
const Refund = page(() => import('../features/policies/refund-page'));
const Returns = page(() => import('../features/policies/return-page'));
const Shipping = page(() => import('../features/policies/shipping-page'));
const Contact = page(() => import('../features/policies/contact-page'));
const NotFound = page(() => import('../features/errors/not-found-page'));
const Unauthorized = page(() => import('../features/errors/unauthorized-page'));
const SignIn = page(() => import('../features/accounts/signin-page'));
const SignUp = page(() => import('../features/accounts/signup-page'));
const ResetPassword = page(() => import('../features/accounts/reset-password-page'));
const ChangePassword = page(() => import('../features/accounts/change-password-page'));
const Profile = page(() => import('../features/accounts/profile-page'));
const Addresses = page(() => import('../features/accounts/addresses-page'));
const UserProfile = page(() => import('../features/accounts/user-profile-page'));
const AdminProductList = page(() => import('../features/admin/product-list-page'));
const AdminProductWizard = page(() => import('../features/admin/product-wizard-page'));
const AdminInventory = page(() => import('../features/admin/inventory-page'));
const AdminBanners = page(() => import('../features/admin/banners-page'));
const AdminUsers = page(() => import('../features/admin/manage-users-page'));
const Cart = page(() => import('./cart-route'));
const PaymentStatus = page(() => import('../features/orders/payment-status-page'));
const MyOrders = page(() => import('../features/orders/my-orders-page'));
const AdminOrderList = page(() => import('../features/admin-orders/order-list-page'));
const AdminOrderDetail = page(() => import('../features/admin-orders/order-detail-page'));

const el = (P: Page) => <P />;
const protectedEl = (P: Page, roles?: readonly (typeof ADMIN_ROLES)[number][]) => (
  <RequireAuth roles={roles}>
    <P />
  </RequireAuth>
);

const routes: RouteDef[] = [
  { path: '/', element: el(Home) },
  { path: '/search', element: el(Search) },
  { path: '/product/:productId', element: el(Product) },
  { path: '/terms-and-conditions', element: el(Terms) },
  { path: '/privacy-policy', element: el(Privacy) },
  { path: '/refund-policy', element: el(Refund) },
  { path: '/return-policy', element: el(Returns) },
  { path: '/shipping-policy', element: el(Shipping) },
  { path: '/contact-us', element: el(Contact) },
  // Paths match case-insensitively, so /account/Unauthorized lands here too.
  { path: '/account/unauthorized', element: el(Unauthorized) },
  { path: '/account/signin', element: el(SignIn) },
  { path: '/account/signup', element: el(SignUp) },
  { path: '/account/reset-password', element: el(ResetPassword) },
  { path: '/account/change-password', element: protectedEl(ChangePassword) },
  { path: '/account/profile', element: protectedEl(Profile) },
  { path: '/account/addresses', element: protectedEl(Addresses) },
  { path: '/user-profile', element: protectedEl(UserProfile) },
  { path: '/admin/product-list', element: protectedEl(AdminProductList, ADMIN_ROLES) },
  { path: '/admin/product/add', element: protectedEl(AdminProductWizard, ADMIN_ROLES) },
  { path: '/admin/product/edit/:productId', element: protectedEl(AdminProductWizard, ADMIN_ROLES) },
  { path: '/admin/inventory-list', element: protectedEl(AdminInventory, ADMIN_ROLES) },
  { path: '/admin/banners', element: protectedEl(AdminBanners, ADMIN_ROLES) },
  { path: '/admin/manage-users', element: protectedEl(AdminUsers, ADMIN_ROLES) },
  { path: '/cart', element: el(Cart) },
  { path: '/payment/status/:transactionId', element: protectedEl(PaymentStatus) },
  { path: '/account/orders', element: protectedEl(MyOrders) },
  { path: '/admin/orders', element: protectedEl(AdminOrderList, ADMIN_ROLES) },
  { path: '/order/detail/:orderId', element: protectedEl(AdminOrderDetail, ADMIN_ROLES) },
  { path: '*', element: el(NotFound) },
];

const layout = <AppLayout />;
const errorElement = <RouteError />;

/** The app's screens inside its layout, chosen by the address. */
export function AppRoutes() {
  return <Routes layout={layout} routes={routes} errorElement={errorElement} />;
}
