// The cart page composed with what other features own: the pending orders with their actions
// (orders) and the address form (accounts). Features never import each other; app/ joins them.
import { AddressFormDialog } from '../features/accounts/components/address-form-dialog';
import PendingOrdersPanel from '../features/orders/components/pending-orders-panel';
import CartPage from '../features/cart/cart-page';

export default function CartRoute() {
  return (
    <CartPage
      pendingOrders={<PendingOrdersPanel />}
      renderAddressDialog={({ open, onClose }) => <AddressFormDialog open={open} address={null} onClose={onClose} />}
    />
  );
}
