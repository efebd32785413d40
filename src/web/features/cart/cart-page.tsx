// The cart page's frame, drawn in plain CSS (decision 009): heading, pending orders, and either a
// loading placeholder, the empty cart, or the cart's contents, whose code comes in a chunk of its
// own. A guest who never added anything sees "Your cart is empty" in the first render.
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { SHOP } from '@shared/constants';
import { paths } from '../../lib/paths';
import { EmptyState, EmptyStateLink } from '../../components/empty-state';
import { RowsPlaceholder, ShopperPage } from '../../components/shopper-page';
import { useSession } from '../../lib/auth-store';
import { useCart } from './api/get-cart';
import { useCartMerging } from './cart-provider';
import type { CartContentsProps } from './cart-contents';
import css from './cart-page.module.css';

const loadContents = () => import('./cart-contents');
const CartContents = lazy(loadContents);

export interface CartPageProps {
  /** The shopper's pending orders with their actions, composed in app/ from the orders feature. */
  pendingOrders?: ReactNode;
  renderAddressDialog?: CartContentsProps['renderAddressDialog'];
  renderBusinessDialog?: CartContentsProps['renderBusinessDialog'];
}

const CartPlaceholder = () => (
  <RowsPlaceholder label="Loading your cart" className={css.placeholder} lineClassName={css.placeholderLine} imageClassName={css.placeholderImage} />
);

export default function CartPage({ pendingOrders, renderAddressDialog, renderBusinessDialog }: CartPageProps) {
  const signedIn = !!useSession();
  const merging = useCartMerging();
  const cart = useCart(merging);
  const knownEmpty = !merging && cart.isSuccess && cart.data.Items.length === 0;
  const [paymentProblem, setPaymentProblem] = useState('');
  // The contents' code is fetched while the cart is asked for, unless the cart is known to be empty.
  useEffect(() => {
    if (!knownEmpty) void loadContents();
  }, [knownEmpty]);

  return (
    <ShopperPage title={`Cart | ${SHOP.name}`} heading="Your cart">
      {paymentProblem && (
        <p role="alert" className={css.problem} data-testid="checkout-alert">
          {paymentProblem}
        </p>
      )}

      {signedIn && pendingOrders && <div className={css.pending}>{pendingOrders}</div>}

      {merging || cart.isPending ? (
        <CartPlaceholder />
      ) : knownEmpty ? (
        <EmptyState message="Your cart is empty" action={<EmptyStateLink to={paths.home}>Continue shopping</EmptyStateLink>} />
      ) : (
        <Suspense fallback={<CartPlaceholder />}>
          <CartContents
            cart={cart}
            renderAddressDialog={renderAddressDialog}
            renderBusinessDialog={renderBusinessDialog}
            onPaymentNotStarted={setPaymentProblem}
          />
        </Suspense>
      )}
    </ShopperPage>
  );
}
