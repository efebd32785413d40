// /admin/einvoices: the business invoices and credit notes by their e-invoice status
// (docs/e-invoicing.md), IRN pending first: what the portal said, when the shop asks again, a
// button to ask now, and a link to each order.
import { Link as RouterLink, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import Refresh from '@mui/icons-material/Refresh';
import { dayTimeText } from '@shared/india-time';
import { EINVOICE_STATUSES, type EinvoiceStatusName, type EinvoiceView } from '@shared/schemas/einvoices';
import { paths } from '../../lib/paths';
import { AdminPage } from '../../components/admin-page';
import { ListFilter } from '../../components/list-filter';
import { useEinvoices, useRetryEinvoice } from './api/einvoices';
import { EinvoiceStatusChip } from './components/einvoice-status-chip';

const FILTER: Record<EinvoiceStatusName, string> = {
  Pending: 'IRN pending',
  Registered: 'Registered',
  CancelPending: 'Cancellation pending',
  Cancelled: 'IRN cancelled',
  Withdrawn: 'Not registered',
};

const isStatus = (s: string | null): s is EinvoiceStatusName => !!s && (EINVOICE_STATUSES as readonly string[]).includes(s);

function Row({ e, onRetry, retrying }: { e: EinvoiceView; onRetry: () => void; retrying: boolean }) {
  const waits = e.Status === 'Pending' || e.Status === 'CancelPending';
  return (
    <Box
      component="li"
      data-testid="einvoice-row"
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        p: 1.5,
        display: 'grid',
        gap: 1,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(180px, 1fr) minmax(0, 2fr) auto' },
        alignItems: 'center',
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 650 }}>
          {e.DocumentType === 'CRN' ? 'Credit note' : 'Invoice'} {e.DocumentNumber}
        </Typography>
        <Link component={RouterLink} to={paths.admin.orderDetail(e.OrderId)} sx={{ fontFamily: 'ui-monospace, monospace', fontSize: 14 }}>
          Order {e.OrderCode}
        </Link>
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ mb: 0.5 }}>
          <EinvoiceStatusChip status={e.Status} />
        </Box>
        {waits ? (
          <Typography variant="body2">
            {e.LastError ?? 'The portal has not been asked yet.'}
            {e.NextAttemptAt && (
              <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                Next try {dayTimeText(e.NextAttemptAt)} · {e.Attempts} {e.Attempts === 1 ? 'try' : 'tries'} so far
              </Typography>
            )}
          </Typography>
        ) : e.Irn ? (
          <Typography variant="body2" sx={{ fontFamily: 'ui-monospace, monospace', overflowWrap: 'anywhere' }}>
            IRN {e.Irn}
            {e.AckNumber && (
              <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', fontFamily: 'inherit' }}>
                Ack {e.AckNumber}
                {e.AckDate ? ` · ${dayTimeText(e.AckDate)}` : ''}
              </Typography>
            )}
          </Typography>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {e.StatusText}
          </Typography>
        )}
      </Box>
      {waits && (
        <Button
          variant="outlined"
          size="small"
          startIcon={<Refresh />}
          onClick={onRetry}
          disabled={retrying}
          sx={{ minHeight: 40, justifySelf: { xs: 'start', md: 'end' } }}
        >
          {retrying ? 'Asking...' : 'Retry now'}
        </Button>
      )}
    </Box>
  );
}

export default function EinvoicesPage() {
  const [params, setParams] = useSearchParams();
  const wanted = params.get('Status');
  const status: EinvoiceStatusName = isStatus(wanted) ? wanted : 'Pending';
  const list = useEinvoices(status);
  const retry = useRetryEinvoice();
  const items = list.data?.Items ?? [];

  return (
    <AdminPage
      title="E-invoices"
      maxWidth="lg"
      actions={
        <ListFilter
          label="Status"
          value={status}
          options={EINVOICE_STATUSES.map((s) => ({ value: s, label: FILTER[s] }))}
          onChange={(v) => setParams(v === 'Pending' ? {} : { Status: v })}
          minWidth={220}
          testId="einvoice-status-filter"
        />
      }
    >
      <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 } }} aria-label={FILTER[status]}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Invoices and credit notes of orders billed to a business, as registered with the e-invoice portal. A document whose IRN is pending is asked again by
          the shop on its own; one the portal refuses for its content (a GSTIN it does not know) waits for you or the buyer to correct it, and a seller of ₹10
          crore or more cannot register it more than 30 days after its date.
        </Typography>
        {list.data && !list.data.Enabled && (
          <Alert severity="info" sx={{ mb: 2 }}>
            E-invoicing is off (EINVOICE_ENABLED): business invoices are issued without an IRN and nothing is sent to the portal.
          </Alert>
        )}
        {list.isPending ? (
          <Skeleton variant="rounded" height={120} />
        ) : list.isError ? (
          <Alert severity="error">The e-invoices could not be loaded.</Alert>
        ) : items.length === 0 ? (
          <Typography color="text.secondary" data-testid="einvoices-empty">
            {status === 'Pending' ? 'No IRN is pending: every business invoice and credit note is registered.' : `None is ${FILTER[status].toLowerCase()}.`}
          </Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
            {items.map((e) => (
              <Row key={e.Id} e={e} onRetry={() => retry.mutate(e.OrderId)} retrying={retry.isPending && retry.variables === e.OrderId} />
            ))}
          </Box>
        )}
      </Paper>
    </AdminPage>
  );
}
