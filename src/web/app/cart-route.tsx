// The cart page composed with what other features own: the pending orders with their actions
// (orders) and the address and business (GSTIN) forms (accounts). Features never import each other; app/ joins them.
// Each is loaded only when shown (a guest sees none), so the cart opens fast (decision 009).
import { lazy, Suspense } from 'react';
import CartPage from '../features/cart/cart-page';

const AddressFormDialog = lazy(() => import('../features/accounts/components/address-form-dialog').then((m) => ({ default: m.AddressFormDialog })));
const BusinessFormDialog = lazy(() => import('../features/accounts/components/business-form-dialog').then((m) => ({ default: m.BusinessFormDialog })));
const PendingOrdersPanel = lazy(() => import('../features/orders/components/pending-orders-panel'));

export default function CartRoute() {
  return (
    <CartPage
      pendingOrders={
        <Suspense fallback={null}>
          <PendingOrdersPanel />
        </Suspense>
      }
      renderAddressDialog={({ open, onClose }) => (open ? <AddressFormDialog open={open} address={null} onClose={onClose} /> : null)}
      renderBusinessDialog={({ open, onClose }) => (open ? <BusinessFormDialog open={open} business={null} onClose={onClose} /> : null)}
    />
  );
}
