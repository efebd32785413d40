import { Navigate, Link as RouterLink, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { SHOP } from '@shared/constants';
import { isAddressUuid } from '@shared/address-ids';
import { MESSAGES } from '@shared/messages';
import { paths } from '../../lib/paths';
import { EmptyState } from '../../components/empty-state';
import { useMyOrders } from './api/get-my-orders';
import { OrderCard, type OrderCardExtras } from './components/order-card';
import { PageMeta } from '../../components/page-meta';

/** My Orders, newest first, each with what the shopper may do with it (and what app/ adds to each order). */
export default function MyOrdersPage({ extras }: { extras?: OrderCardExtras }) {
  const orders = useMyOrders();
  // /account/orders?order=<id> (the address some messages carry) opens that order's own page.
  const asked = useSearchParams()[0].get('order');
  if (asked && isAddressUuid(asked)) return <Navigate to={paths.order(asked)} replace />;
  return (
    <Container maxWidth="md" sx={{ pb: 6 }}>
      <PageMeta title={`My Orders | ${SHOP.name}`} />
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 24, md: 30 }, mb: 2 }}>
        My Orders
      </Typography>
      {orders.isPending ? (
        <Box sx={{ display: 'grid', gap: 2 }} aria-busy>
          <Skeleton variant="rounded" height={220} />
          <Skeleton variant="rounded" height={220} />
        </Box>
      ) : orders.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void orders.refetch()}>
              Try again
            </Button>
          }
        >
          {MESSAGES.somethingWrong}
        </Alert>
      ) : orders.data.length === 0 ? (
        <EmptyState
          message="You have not placed any orders yet."
          action={
            <Button component={RouterLink} to={paths.home} color="inherit">
              Start shopping
            </Button>
          }
        />
      ) : (
        <Box sx={{ display: 'grid', gap: 2 }}>
          {orders.data.map((o) => (
            <OrderCard key={o.OrderId} order={o} extras={extras} />
          ))}
        </Box>
      )}
    </Container>
  );
}
