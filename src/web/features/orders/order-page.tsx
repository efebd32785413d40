// One of the shopper's orders: the order itself, with what they may do with it, then where it is
// (courier, AWB, the steps, the courier's scans) and, after a failed delivery, the form to ask for
// a new attempt. The messages about a failed attempt link here.
import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { SHOP } from '@shared/constants';
import { CHECKOUT_MESSAGES } from '@shared/messages';
import { paths } from '../../lib/paths';
import { PageMeta } from '../../components/page-meta';
import { useOrder } from './api/get-order';
import { OrderCard, type OrderCardExtras } from './components/order-card';
import { ShipmentTracking } from './components/shipment-tracking';

export default function OrderPage({ extras }: { extras?: OrderCardExtras }) {
  const { orderId = '' } = useParams();
  const order = useOrder(orderId);
  const o = order.data;
  return (
    <Container maxWidth="md" sx={{ pb: 6 }}>
      <PageMeta title={`${o ? `Order ${o.OrderCode}` : 'Order'} | ${SHOP.name}`} />
      <Button component={RouterLink} to={paths.orders} startIcon={<ArrowBack />} sx={{ mb: 1, minHeight: 44 }}>
        My Orders
      </Button>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 24, md: 30 }, mb: 2 }}>
        {o ? `Order ${o.OrderCode}` : 'Order'}
      </Typography>
      {order.isPending ? (
        <Box sx={{ display: 'grid', gap: 2 }} aria-busy>
          <Skeleton variant="rounded" height={220} />
          <Skeleton variant="rounded" height={260} />
        </Box>
      ) : order.isError || !o ? (
        <Alert severity="error">{CHECKOUT_MESSAGES.orderNotFound}</Alert>
      ) : (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <ShipmentTracking order={o} />
          <OrderCard order={o} extras={extras} onOrderPage />
        </Box>
      )}
    </Container>
  );
}
