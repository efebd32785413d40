// /account/alerts: the shopper's back-in-stock alerts, newest first: the product and variant, whether
// it still waits or was sent (and when), and Cancel for one that waits (docs/stock-alerts.md).
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { SHOP } from '@shared/constants';
import { MESSAGES } from '@shared/messages';
import type { StockAlert } from '@shared/schemas/stock-alerts';
import { paths } from '../../lib/paths';
import { toastSuccess } from '../../lib/toast';
import { EmptyState, EmptyStateLink } from '../../components/empty-state';
import { PageMeta } from '../../components/page-meta';
import { useCancelStockAlert, useMyStockAlerts } from './api/stock-alerts';
import { dayText } from '@shared/india-time';

const day = (iso: string) => dayText(iso);

/** Where the alert goes: the phone, the e-mail address, or both. */
const targetOf = (a: StockAlert) => [a.PhoneNumber && `SMS to ${a.PhoneNumber}`, a.Email && `e-mail to ${a.Email}`].filter(Boolean).join(' and ');

function AlertRow({ alert }: { alert: StockAlert }) {
  const cancel = useCancelStockAlert();
  const waiting = alert.Status === 'Waiting';
  return (
    <Paper
      variant="outlined"
      component="li"
      aria-label={`${alert.ProductName}, ${alert.VariantTitle}`}
      data-testid="stock-alert"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: { xs: 1, sm: 2 }, px: { xs: 2, md: 2.5 }, py: 1.5 }}
    >
      <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
        <Link component={RouterLink} to={paths.product(alert.ProductId, alert.VariantId)} underline="hover" sx={{ fontWeight: 650, color: 'text.primary' }}>
          {alert.ProductName}
        </Link>
        <Typography variant="body2" color="text.secondary">
          Variant: {alert.VariantTitle} · {targetOf(alert)}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {waiting ? `Asked on ${day(alert.CreatedAt)}` : `Sent on ${day(alert.SentAt ?? alert.CreatedAt)}`}
        </Typography>
      </Box>
      <Chip size="small" color={waiting ? 'warning' : 'success'} variant="outlined" label={waiting ? 'Waiting' : 'Sent'} data-testid="stock-alert-status" />
      {waiting && (
        <Button
          size="small"
          color="error"
          disabled={cancel.isPending}
          onClick={async () => {
            const answer = await cancel.mutateAsync(alert.Id).catch(() => null);
            if (answer) toastSuccess(answer.Message);
          }}
          aria-label={`Cancel the alert for ${alert.ProductName} ${alert.VariantTitle}`}
        >
          Cancel
        </Button>
      )}
    </Paper>
  );
}

export default function MyAlertsPage() {
  const alerts = useMyStockAlerts();
  return (
    <Container maxWidth="md" sx={{ pb: 6 }}>
      <PageMeta title={`Back-in-stock alerts | ${SHOP.name}`} />
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 24, md: 30 }, mb: 1 }}>
        Back-in-stock alerts
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        We tell you once, by SMS or e-mail, as soon as an item you asked about is back in stock. Ask for one with Notify me on a sold-out product.
      </Typography>
      {alerts.isPending ? (
        <Box sx={{ display: 'grid', gap: 1.5 }} aria-busy>
          <Skeleton variant="rounded" height={76} />
          <Skeleton variant="rounded" height={76} />
        </Box>
      ) : alerts.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void alerts.refetch()}>
              Try again
            </Button>
          }
        >
          {MESSAGES.somethingWrong}
        </Alert>
      ) : alerts.data.length === 0 ? (
        <EmptyState message="You have no back-in-stock alerts." action={<EmptyStateLink to={paths.home}>Browse products</EmptyStateLink>} />
      ) : (
        <Box component="ul" sx={{ display: 'grid', gap: 1.5, listStyle: 'none', m: 0, p: 0 }}>
          {alerts.data.map((a) => (
            <AlertRow key={a.Id} alert={a} />
          ))}
        </Box>
      )}
    </Container>
  );
}
