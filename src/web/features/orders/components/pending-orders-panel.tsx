import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { CHECKOUT_MESSAGES } from '@shared/messages';
import { useSession } from '../../../lib/auth-store';
import { usePendingOrders } from '../../../lib/shopper-queries';
import { ShopTheme } from '../../../components/shop-theme';
import { OrderCard } from './order-card';

/**
 * The cart page's list of the shopper's unpaid orders, with verify / pay now / cancel. The cart's
 * frame is plain CSS, so the panel brings the shop's MUI theme itself (its buttons look like the
 * cart's own, not MUI's defaults).
 */
export default function PendingOrdersPanel() {
  return (
    <ShopTheme>
      <PendingOrders />
    </ShopTheme>
  );
}

function PendingOrders() {
  const session = useSession();
  const pending = usePendingOrders();
  const orders = pending.data ?? [];
  if (!session || orders.length === 0) return null;
  return (
    <Box component="section" aria-label="Pending orders" data-testid="pending-orders" sx={{ display: 'grid', gap: 1.5 }}>
      <Alert severity="warning" variant="outlined" sx={{ bgcolor: 'background.paper' }}>
        <AlertTitle>Pending orders</AlertTitle>
        {CHECKOUT_MESSAGES.pendingOrders}
      </Alert>
      {orders.map((o) => (
        <OrderCard key={o.OrderId} order={o} compact />
      ))}
    </Box>
  );
}
