import { Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from '../../lib/router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AddLocationAltOutlined from '@mui/icons-material/AddLocationAltOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { MAX_ADDRESSES, SHOP } from '@shared/constants';
import { CHECKOUT_MESSAGES } from '@shared/messages';
import { MESSAGES } from '@shared/messages';
import { paths } from '../../app/paths';
import { EmptyState } from '../../components/empty-state';
import { useSession } from '../../lib/auth-store';
import { toast, toastSuccess } from '../../lib/toast';
import { useCart } from './api/get-cart';
import { useUpdateQuantity } from './api/update-quantity';
import { useRemoveItem } from './api/remove-item';
import { useAddresses } from './api/get-addresses';
import { useShippingOptions } from './api/get-shipping-options';
import { usePendingOrders } from './api/get-pending-orders';
import { useInitiatePayment } from './api/initiate-payment';
import { cartErrorMessage } from './api/cart-error';
import { useCartMerging } from './cart-provider';
import { checkoutProblem, chooseCourier, orderSummary } from './cart-rules';
import { CartLine } from './components/cart-line';
import { SectionCard } from './components/section-card';
import { AddressPicker } from './components/address-picker';
import { ShippingPicker } from './components/shipping-picker';
import { OrderSummary } from './components/order-summary';
import { PageMeta } from '../../components/page-meta';

export interface CartPageProps {
  /** The shopper's pending orders with their actions, composed in app/ from the orders feature. */
  pendingOrders?: ReactNode;
  /** The address form, composed in app/ from the accounts feature; without it the page links to the address book. */
  renderAddressDialog?: (props: { open: boolean; onClose: (savedMessage?: string) => void }) => ReactNode;
}

export default function CartPage({ pendingOrders, renderAddressDialog }: CartPageProps) {
  const session = useSession();
  const signedIn = !!session;
  const navigate = useNavigate();
  const merging = useCartMerging();
  const cart = useCart(merging);
  const updateQuantity = useUpdateQuantity();
  const removeItem = useRemoveItem();
  const items = useMemo(() => cart.data?.Items ?? [], [cart.data]);

  const addresses = useAddresses(signedIn);
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

  // The quote depends on the cart's weight: a new signature asks again.
  const signature = items.map((i) => `${i.VariantId}x${i.Quantity}`).join(',');
  const shipping = useShippingOptions(signedIn && items.length > 0 ? (address?.Id ?? null) : null, signature);
  const [courierName, setCourierName] = useState<string | null>(null);
  const courier = chooseCourier(shipping.data ?? [], courierName);

  const pending = usePendingOrders(signedIn);
  const initiate = useInitiatePayment();
  const [alert, setAlert] = useState<string | null>(null);
  const summary = orderSummary(cart.data?.TotalAmount ?? 0, courier);
  // Coming back from the gateway with the browser's Back button restores this page as it was left.
  const resetInitiate = initiate.reset;
  useEffect(() => {
    const onShow = (e: PageTransitionEvent) => e.persisted && resetInitiate();
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [resetInitiate]);

  const checkout = () => {
    setAlert(null);
    const problem = checkoutProblem({ items, signedIn, address, pendingOrders: pending.data?.length ?? 0, courier });
    if (problem === CHECKOUT_MESSAGES.loginRequired) {
      toast(problem, 'info');
      navigate(paths.signIn, { state: { from: paths.cart } });
      return;
    }
    if (problem) return setAlert(problem);
    if (!cart.data?.Id || !address || !courier) return;
    initiate.mutate(
      { CartId: cart.data.Id, ShippingAddressId: address.Id, CourierName: courier.courier_name, ShippingCost: courier.rate },
      { onSuccess: (url) => window.location.assign(url), onError: (err) => setAlert(err.message) },
    );
  };

  const busyLine = (id: number) => (updateQuantity.isPending && updateQuantity.variables?.id === id) || (removeItem.isPending && removeItem.variables === id);
  const loading = merging || cart.isPending;
  const atAddressLimit = (list?.length ?? 0) >= MAX_ADDRESSES;

  const addAddressButton = renderAddressDialog ? (
    <Button size="small" startIcon={<AddLocationAltOutlined />} onClick={() => setAddingAddress(true)} disabled={atAddressLimit}>
      Add address
    </Button>
  ) : (
    <Button size="small" startIcon={<AddLocationAltOutlined />} component={RouterLink} to={`${paths.addresses}?returnTo=${encodeURIComponent(paths.cart)}`} state={{ from: paths.cart }} disabled={atAddressLimit}>
      Add address
    </Button>
  );

  return (
    <Container maxWidth="lg" sx={{ pb: 6, px: { xs: 1.5, sm: 3 } }}>
      <PageMeta title={`Cart | ${SHOP.name}`} />
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 24, md: 30 }, mb: 2 }}>
        Your cart
      </Typography>

      {signedIn && pendingOrders && <Box sx={{ mb: 2 }}>{pendingOrders}</Box>}

      {loading ? (
        <Paper variant="outlined" sx={{ p: 2 }} aria-busy>
          {[0, 1].map((i) => (
            <Box key={i} sx={{ display: 'flex', gap: 2, py: 1.5 }}>
              <Skeleton variant="rounded" width={96} height={96} />
              <Box sx={{ flex: 1 }}>
                <Skeleton width="60%" />
                <Skeleton width="30%" />
                <Skeleton width="20%" />
              </Box>
            </Box>
          ))}
        </Paper>
      ) : cart.isError ? (
        <Alert severity="error" action={<Button onClick={() => void cart.refetch()}>Try again</Button>}>
          {cartErrorMessage(cart.error)}
        </Alert>
      ) : items.length === 0 ? (
        <EmptyState
          message="Your cart is empty"
          action={
            <Button component={RouterLink} to={paths.home} color="inherit">
              Continue shopping
            </Button>
          }
        />
      ) : (
        <Grid container spacing={{ xs: 2, md: 3 }} sx={{ alignItems: 'flex-start' }}>
          <Grid size={{ xs: 12, md: 8 }} sx={{ display: 'grid', gap: 2 }}>
            <SectionCard title={`Items (${cart.data?.TotalQuantity ?? 0})`} id="cart-items-title">
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, mt: -1.5 }} aria-labelledby="cart-items-title">
                {items.map((item) => (
                  <CartLine
                    key={item.Id}
                    item={item}
                    busy={busyLine(item.Id)}
                    onQuantity={(quantity) => updateQuantity.mutate({ id: item.Id, quantity })}
                    onRemove={() => removeItem.mutate(item.Id)}
                  />
                ))}
              </Box>
            </SectionCard>

            {signedIn ? (
              <>
                <SectionCard title="Delivery address" id="address-title" action={addAddressButton}>
                  <AddressPicker addresses={list} loading={addresses.isPending} failed={addresses.isError} selectedId={addressId} onSelect={setAddressId} />
                  {atAddressLimit && (
                    <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
                      {MESSAGES.maxAddresses}
                    </Typography>
                  )}
                </SectionCard>
                {address && (
                  <SectionCard title="Shipping partner" id="shipping-title">
                    <ShippingPicker
                      options={shipping.data}
                      loading={shipping.isPending}
                      error={shipping.isError ? cartErrorMessage(shipping.error) : null}
                      selected={courier?.courier_name ?? null}
                      onSelect={setCourierName}
                    />
                  </SectionCard>
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
              shipping={courier ? summary.shipping : null}
              courierName={courier?.courier_name ?? null}
              total={summary.total}
            >
              {alert && (
                <Alert severity="error" data-testid="checkout-alert">
                  {alert}
                </Alert>
              )}
              <Button variant="contained" color="secondary" size="large" fullWidth onClick={checkout} disabled={initiate.isPending || initiate.isSuccess} sx={{ py: 1.25 }}>
                {initiate.isPending || initiate.isSuccess ? 'Taking you to payment...' : 'Checkout'}
              </Button>
              <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
                Secure online payment. A GST invoice comes with every order.
              </Typography>
            </OrderSummary>
          </Grid>
        </Grid>
      )}

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
    </Container>
  );
}
