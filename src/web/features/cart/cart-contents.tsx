// The cart with something in it (or a cart that failed to load): its lines, the delivery address,
// the shipping partner, the summary and checkout. A chunk of its own, so that an empty cart opens
// without this code (decision 009); the cart page starts loading it while the cart is asked for.
import { Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import AddLocationAltOutlined from '@mui/icons-material/AddLocationAltOutlined';
import AddBusinessOutlined from '@mui/icons-material/AddBusinessOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import type { Cart } from '@shared/schemas/cart';
import { MAX_ADDRESSES } from '@shared/constants';
import { CHECKOUT_MESSAGES, MESSAGES } from '@shared/messages';
import { paths } from '../../lib/paths';
import { SellerDetails } from '../../components/seller-details';
import { useSession } from '../../lib/auth-store';
import { toast, toastSuccess } from '../../lib/toast';
import { useUpdateQuantity } from './api/update-quantity';
import { useRemoveItem } from './api/remove-item';
import { useAddresses, useBusinessDetails } from '../../lib/shopper-queries';
import { useShippingOptions } from './api/get-shipping-options';
import { usePendingOrders } from '../../lib/shopper-queries';
import { useInitiatePayment } from './api/initiate-payment';
import { useApplyCoupon } from './api/apply-coupon';
import { useRemoveCoupon } from './api/remove-coupon';
import { cartErrorMessage } from './api/cart-error';
import { checkoutProblem, chooseCourier, orderSummary } from './cart-rules';
import { CartLine } from './components/cart-line';
import { TitledPanel } from '../../components/titled-panel';
import { AddressPicker } from './components/address-picker';
import { GstInvoicePicker } from './components/gst-invoice-picker';
import { MAX_BUSINESS_DETAILS } from '@shared/schemas/business';
import { ShippingPicker } from './components/shipping-picker';
import { OrderSummary } from './components/order-summary';
import { CouponBox } from './components/coupon-box';
import { ShopTheme } from '../../components/shop-theme';

export interface CartContentsProps {
  cart: UseQueryResult<Cart>;
  /** The address form, composed in app/ from the accounts feature; without it the page links to the address book. */
  renderAddressDialog?: (props: { open: boolean; onClose: (savedMessage?: string) => void }) => ReactNode;
  /** The business (GSTIN) form, composed in app/ from the accounts feature; without it the page links to the address book. */
  renderBusinessDialog?: (props: { open: boolean; onClose: (saved?: { message: string; id: number }) => void }) => ReactNode;
  /**
   * The payment could not start: the server's message. The page shows it, because the order was
   * made and the cart emptied meanwhile, so these contents go away.
   */
  onPaymentNotStarted: (message: string) => void;
}

function CartContentsScreen({ cart, renderAddressDialog, renderBusinessDialog, onPaymentNotStarted }: CartContentsProps) {
  const session = useSession();
  const signedIn = !!session;
  const navigate = useNavigate();
  const updateQuantity = useUpdateQuantity();
  const removeItem = useRemoveItem();
  const items = useMemo(() => cart.data?.Items ?? [], [cart.data]);

  const addresses = useAddresses({ enabled: signedIn, fresh: true });
  const [addressId, setAddressId] = useState<number | null>(null);
  const [addingAddress, setAddingAddress] = useState(false);
  const knownAddressIds = useRef<Set<number> | null>(null);
  const list = addresses.data;
  // Keep a valid choice: the first address by default, a newly added one as soon as it appears.
  useEffect(() => {
    if (!list) return;
    const known = knownAddressIds.current;
    const added = known ? list.find((a) => !known.has(a.Id)) : undefined;
    knownAddressIds.current = new Set(list.map((a) => a.Id));
    if (added) setAddressId(added.Id);
    else if (!list.some((a) => a.Id === addressId)) setAddressId(list[0]?.Id ?? null);
  }, [list, addressId]);
  const address = list?.find((a) => a.Id === addressId) ?? null;

  // "Use a GST invoice": a business of the shopper's, the first by default, a newly added one once saved.
  const businesses = useBusinessDetails({ enabled: signedIn });
  const [gstInvoice, setGstInvoice] = useState(false);
  const [businessId, setBusinessId] = useState<number | null>(null);
  const [addingBusiness, setAddingBusiness] = useState(false);
  const business = businesses.data?.find((b) => b.Id === businessId) ?? businesses.data?.[0] ?? null;
  const toggleGstInvoice = (on: boolean) => {
    setGstInvoice(on);
    // Nothing saved yet: the form to add one opens at once.
    if (on && businesses.data?.length === 0 && renderBusinessDialog) setAddingBusiness(true);
  };

  // The quote depends on the cart's weight: a new signature asks again.
  const signature = items.map((i) => `${i.VariantId}x${i.Quantity}`).join(',');
  const shipping = useShippingOptions(signedIn && items.length > 0 ? (address?.Id ?? null) : null, signature);
  const [courierName, setCourierName] = useState<string | null>(null);
  const courier = chooseCourier(shipping.data ?? [], courierName);

  const pending = usePendingOrders(signedIn);
  const initiate = useInitiatePayment();
  const [alert, setAlert] = useState<string | null>(null);
  const summary = orderSummary(cart.data ?? { TotalAmount: 0, Discount: 0, PayableAmount: 0 }, courier);
  const applyCoupon = useApplyCoupon();
  const removeCoupon = useRemoveCoupon();
  // Coming back from the gateway with the browser's Back button restores this page as it was left.
  const resetInitiate = initiate.reset;
  useEffect(() => {
    const onShow = (e: PageTransitionEvent) => e.persisted && resetInitiate();
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [resetInitiate]);

  // A refusal stays only while it still holds: cancelling the last pending order, for one, clears it.
  const currentProblem = checkoutProblem({
    items,
    signedIn,
    address,
    pendingOrders: pending.data?.length ?? 0,
    courier,
    couponProblem: cart.data?.CouponProblem ?? null,
    gstInvoiceWithoutBusiness: gstInvoice && !business,
  });
  const shownAlert = alert !== null && alert === currentProblem ? alert : null;
  // A payment that could not start left its order pending; once no order is pending any more, what
  // was said about that payment is out of date too.
  const pendingCount = pending.data?.length;
  const lastPendingCount = useRef(pendingCount);
  useEffect(() => {
    if (pendingCount === 0 && (lastPendingCount.current ?? 0) > 0) onPaymentNotStarted('');
    lastPendingCount.current = pendingCount;
  }, [pendingCount, onPaymentNotStarted]);

  const checkout = () => {
    setAlert(null);
    onPaymentNotStarted('');
    const problem = currentProblem;
    if (problem === CHECKOUT_MESSAGES.loginRequired) {
      toast(problem, 'info');
      navigate(paths.signIn, { state: { from: paths.cart } });
      return;
    }
    if (problem) return setAlert(problem);
    if (!cart.data?.Id || !address || !courier) return;
    initiate.mutate(
      {
        CartId: cart.data.Id,
        ShippingAddressId: address.Id,
        CourierName: courier.courier_name,
        ShippingCost: courier.rate,
        BusinessDetailsId: gstInvoice ? (business?.Id ?? null) : null,
      },
      { onSuccess: (url) => window.location.assign(url), onError: (err) => onPaymentNotStarted(err.message) },
    );
  };

  const busyLine = (id: number) => (updateQuantity.isPending && updateQuantity.variables?.id === id) || (removeItem.isPending && removeItem.variables === id);
  const atAddressLimit = (list?.length ?? 0) >= MAX_ADDRESSES;

  if (cart.isError) {
    return (
      <Alert severity="error" action={<Button onClick={() => void cart.refetch()}>Try again</Button>}>
        {cartErrorMessage(cart.error)}
      </Alert>
    );
  }

  const addAddressButton = renderAddressDialog ? (
    <Button size="small" startIcon={<AddLocationAltOutlined />} onClick={() => setAddingAddress(true)} disabled={atAddressLimit}>
      Add address
    </Button>
  ) : (
    <Button
      size="small"
      startIcon={<AddLocationAltOutlined />}
      component={RouterLink}
      to={`${paths.addresses}?returnTo=${encodeURIComponent(paths.cart)}`}
      state={{ from: paths.cart }}
      disabled={atAddressLimit}
    >
      Add address
    </Button>
  );

  const addBusinessButton = renderBusinessDialog ? (
    <Button
      size="small"
      startIcon={<AddBusinessOutlined />}
      onClick={() => setAddingBusiness(true)}
      disabled={(businesses.data?.length ?? 0) >= MAX_BUSINESS_DETAILS}
    >
      Add GSTIN
    </Button>
  ) : (
    <Button size="small" startIcon={<AddBusinessOutlined />} component={RouterLink} to={paths.addresses}>
      Add GSTIN
    </Button>
  );

  return (
    <>
      <Grid container spacing={{ xs: 2, md: 3 }} sx={{ alignItems: 'flex-start' }}>
        <Grid size={{ xs: 12, md: 8 }} sx={{ display: 'grid', gap: 2 }}>
          <TitledPanel title={`Items (${cart.data?.TotalQuantity ?? 0})`} id="cart-items-title">
            <ul style={{ listStyle: 'none', margin: '-12px 0 0', padding: 0 }} aria-labelledby="cart-items-title">
              {items.map((item) => (
                <CartLine
                  key={item.Id}
                  item={item}
                  busy={busyLine(item.Id)}
                  onQuantity={(quantity) => updateQuantity.mutate({ id: item.Id, quantity })}
                  onRemove={() => removeItem.mutate(item.Id)}
                />
              ))}
            </ul>
          </TitledPanel>

          {signedIn ? (
            <>
              <TitledPanel title="Delivery address" id="address-title" action={addAddressButton}>
                <AddressPicker addresses={list} loading={addresses.isPending} failed={addresses.isError} selectedId={addressId} onSelect={setAddressId} />
                {atAddressLimit && (
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
                    {MESSAGES.maxAddresses}
                  </Typography>
                )}
              </TitledPanel>
              <TitledPanel title="GST invoice" id="gst-invoice-title">
                <GstInvoicePicker
                  on={gstInvoice}
                  onToggle={toggleGstInvoice}
                  businesses={businesses.data}
                  loading={businesses.isPending}
                  failed={businesses.isError}
                  selectedId={business?.Id ?? null}
                  onSelect={setBusinessId}
                  addButton={addBusinessButton}
                />
              </TitledPanel>
              {address && (
                <TitledPanel title="Shipping partner" id="shipping-title">
                  <ShippingPicker
                    options={shipping.data}
                    loading={shipping.isPending}
                    error={shipping.isError ? cartErrorMessage(shipping.error) : null}
                    selected={courier?.courier_name ?? null}
                    onSelect={setCourierName}
                  />
                </TitledPanel>
              )}
            </>
          ) : (
            <Alert severity="info" variant="outlined" icon={<LockOutlined />} sx={{ bgcolor: 'background.paper' }}>
              Sign in at checkout to choose a delivery address and a shipping partner. Your cart comes with you.
            </Alert>
          )}
        </Grid>

        <Grid size={{ xs: 12, md: 4 }}>
          <OrderSummary
            itemCount={cart.data?.TotalQuantity ?? 0}
            itemsTotal={summary.itemsTotal}
            discount={summary.discount}
            couponCode={cart.data?.CouponCode ?? null}
            coupon={
              <CouponBox
                code={cart.data?.CouponCode ?? null}
                problem={cart.data?.CouponProblem ?? null}
                applying={applyCoupon.isPending}
                removing={removeCoupon.isPending}
                refusal={applyCoupon.isError ? cartErrorMessage(applyCoupon.error) : null}
                onApply={(code) => applyCoupon.mutate(code, { onSuccess: (answer) => toastSuccess(answer.Message) })}
                onEdit={applyCoupon.reset}
                onRemove={() => removeCoupon.mutate(undefined, { onSuccess: () => applyCoupon.reset() })}
              />
            }
            shipping={courier ? summary.shipping : null}
            courierName={courier?.courier_name ?? null}
            total={summary.total}
          >
            {shownAlert && (
              <Alert severity="error" data-testid="checkout-alert">
                {shownAlert}
              </Alert>
            )}
            <Button
              variant="contained"
              color="secondary"
              size="large"
              fullWidth
              onClick={checkout}
              disabled={initiate.isPending || initiate.isSuccess}
              sx={{ py: 1.25 }}
            >
              {initiate.isPending || initiate.isSuccess ? 'Taking you to payment...' : 'Checkout'}
            </Button>
            <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
              Secure online payment. A GST invoice comes with every order.
            </Typography>
            <SellerDetails />
          </OrderSummary>
        </Grid>
      </Grid>

      {renderAddressDialog && (
        <Suspense fallback={null}>
          {renderAddressDialog({
            open: addingAddress,
            onClose: (saved) => {
              setAddingAddress(false);
              if (saved) toastSuccess(saved);
            },
          })}
        </Suspense>
      )}
      {renderBusinessDialog && (
        <Suspense fallback={null}>
          {renderBusinessDialog({
            open: addingBusiness,
            onClose: (saved) => {
              setAddingBusiness(false);
              if (!saved) return;
              toastSuccess(saved.message);
              setBusinessId(saved.id);
              setGstInvoice(true);
            },
          })}
        </Suspense>
      )}
    </>
  );
}

/** In the MUI theme, which loads with this part of the page. */
export default function CartContents(props: CartContentsProps) {
  return (
    <ShopTheme>
      <CartContentsScreen {...props} />
    </ShopTheme>
  );
}
