import { useEffect } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import CancelRounded from '@mui/icons-material/CancelRounded';
import HourglassTopRounded from '@mui/icons-material/HourglassTopRounded';
import Replay from '@mui/icons-material/Replay';
import { SHOP } from '@shared/constants';
import { formatRupees } from '@shared/money';
import { CHECKOUT_MESSAGES } from '@shared/messages';
import { paths } from '../../lib/paths';
import { toastError } from '../../lib/toast';
import { paymentRupees, usePaymentValidation } from './api/validate-payment';
import { useReinitiatePayment } from './api/reinitiate-payment';
import { cartKeys, orderKeys } from '../../lib/query-keys';
import { PageMeta } from '../../components/page-meta';

const LOOK = {
  COMPLETED: {
    icon: CheckCircleRounded,
    color: 'success.main',
    bg: 'rgba(30,125,69,0.08)',
    title: 'Payment successful',
    text: 'Thank you! Your order is placed. We will let you know when it ships.',
  },
  FAILED: {
    icon: CancelRounded,
    color: 'error.main',
    bg: 'rgba(198,40,40,0.07)',
    title: 'Payment failed',
    text: 'No money was taken for this attempt. Your order is kept for a short while: retry the payment to place it.',
  },
  PENDING: {
    icon: HourglassTopRounded,
    color: 'warning.main',
    bg: 'rgba(180,83,9,0.08)',
    title: 'Payment pending',
    text: 'The payment gateway has not confirmed the payment yet.',
  },
} as const;

const Detail = ({ label, value, testId }: { label: string; value: string; testId: string }) => (
  <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 1, '& + &': { borderTop: 1, borderColor: 'divider' } }}>
    <Typography color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
      {label}
    </Typography>
    <Typography
      sx={{
        fontWeight: 650,
        textAlign: 'right',
        wordBreak: 'break-all',
        ...(testId === 'payment-amount' ? {} : { fontFamily: 'ui-monospace, monospace', fontSize: { xs: 14, sm: 16 } }),
      }}
      data-testid={testId}
    >
      {value}
    </Typography>
  </Box>
);

/** Where the gateway sends the shopper back: the payment's state, asked of the server (docs/checkout-and-payments.md), never taken from the URL. */
export default function PaymentStatusPage() {
  const { transactionId = '' } = useParams();
  const { query: validation, polling: stillPolling } = usePaymentValidation(transactionId);
  const retry = useReinitiatePayment(toastError);
  const queryClient = useQueryClient();
  const answer = validation.data;

  // A settled payment changes the orders and (for a new order) the cart.
  useEffect(() => {
    if (answer && answer.state !== 'PENDING') {
      void queryClient.invalidateQueries({ queryKey: orderKeys.mine });
      void queryClient.invalidateQueries({ queryKey: orderKeys.pending });
      void queryClient.invalidateQueries({ queryKey: cartKeys.all });
    }
  }, [answer, queryClient]);

  return (
    <Container maxWidth="sm" sx={{ pb: 6 }}>
      <PageMeta title={`Payment status | ${SHOP.name}`} />
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 24, md: 28 }, mb: 2 }}>
        Payment status
      </Typography>
      {validation.isPending ? (
        <Paper variant="outlined" sx={{ p: 3 }} aria-busy>
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 2 }}>
            <CircularProgress size={28} />
            <Typography>Checking your payment...</Typography>
          </Box>
          <Skeleton />
          <Skeleton />
          <Skeleton width="60%" />
        </Paper>
      ) : validation.isError || !answer ? (
        <Alert
          severity="error"
          data-testid="payment-error"
          action={
            <Button color="inherit" onClick={() => void validation.refetch()}>
              Try again
            </Button>
          }
        >
          {CHECKOUT_MESSAGES.verificationFailed}
        </Alert>
      ) : (
        <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
          <Box sx={{ p: { xs: 3, md: 4 }, textAlign: 'center', bgcolor: LOOK[answer.state].bg }} role="status" aria-live="polite">
            <Box component={LOOK[answer.state].icon} sx={{ fontSize: 64, color: LOOK[answer.state].color }} aria-hidden />
            <Typography
              variant="h3"
              component="p"
              sx={{ fontSize: { xs: 30, md: 38 }, fontWeight: 800, letterSpacing: 1, color: LOOK[answer.state].color }}
              data-testid="payment-state"
            >
              {answer.state}
            </Typography>
            <Typography variant="h6" component="h2" sx={{ mt: 0.5 }}>
              {answer.Notice ? 'Payment refunded' : LOOK[answer.state].title}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 420, mx: 'auto' }} data-testid="payment-notice">
              {answer.Notice ?? LOOK[answer.state].text}
            </Typography>
            {answer.state === 'PENDING' && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1 }}>
                {stillPolling ? (
                  <>
                    <CircularProgress size={14} /> Checking again in a few seconds...
                  </>
                ) : (
                  'Check again later from My Orders, or retry the payment.'
                )}
              </Typography>
            )}
          </Box>
          <Box sx={{ px: { xs: 2.5, md: 4 }, py: 1.5 }}>
            <Detail label="Order code" value={answer.orderCode} testId="payment-order-code" />
            <Detail label="Transaction id" value={answer.transactionId} testId="payment-transaction-id" />
            <Detail label="Amount" value={formatRupees(paymentRupees(answer))} testId="payment-amount" />
          </Box>
          <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', px: { xs: 2.5, md: 4 }, pb: 3, pt: 1 }}>
            {answer.state !== 'COMPLETED' && (
              <Button
                variant="contained"
                color="secondary"
                startIcon={<Replay />}
                onClick={() => retry.mutate(answer.orderId)}
                disabled={retry.isPending || retry.isSuccess}
                sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
              >
                Retry Payment
              </Button>
            )}
            <Button
              variant={answer.state === 'COMPLETED' ? 'contained' : 'outlined'}
              component={RouterLink}
              to={paths.orders}
              sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
            >
              My Orders
            </Button>
            <Button variant="text" component={RouterLink} to={paths.home} sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' } }}>
              Continue shopping
            </Button>
          </Box>
        </Paper>
      )}
    </Container>
  );
}
