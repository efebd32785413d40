// The e-invoice of an order on the admin's order detail (docs/e-invoicing.md): the tax invoice's
// registration with the invoice portal (IRN, acknowledgement) or why it waits, with a button to ask
// the portal now, and the same for the order's credit notes. Nothing shows for an order that has
// none (a consumer's, or e-invoicing off).
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Refresh from '@mui/icons-material/Refresh';
import { dayTimeText } from '@shared/india-time';
import type { EinvoiceView } from '@shared/schemas/einvoices';
import { useOrderEinvoice, useRetryEinvoice } from '../api/einvoices';
import { EinvoiceStatusChip } from './einvoice-status-chip';

const Fact = ({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) => (
  <Box sx={{ minWidth: 0 }} data-testid={testId}>
    <Typography variant="caption" color="text.secondary" sx={{ textTransform: 'uppercase', letterSpacing: 0.5, fontWeight: 600 }}>
      {label}
    </Typography>
    <Box sx={{ fontWeight: 650, mt: 0.25, overflowWrap: 'anywhere' }}>{children}</Box>
  </Box>
);

const waits = (e: EinvoiceView) => e.Status === 'Pending' || e.Status === 'CancelPending';

/** One document's registration: what the portal gave, or what it said and when the shop asks again. */
function EinvoiceFacts({ e }: { e: EinvoiceView }) {
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 650, flex: 1, minWidth: 0 }}>
          {e.DocumentType === 'CRN' ? 'Credit note' : 'Tax invoice'}{' '}
          <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
            {e.DocumentNumber}
          </Box>
        </Typography>
        <EinvoiceStatusChip status={e.Status} />
      </Box>
      {e.Irn && (
        <Fact label="IRN" testId="einvoice-irn">
          <Box
            component="span"
            sx={{ fontFamily: 'ui-monospace, monospace', fontSize: 13, textDecoration: e.Status === 'Cancelled' ? 'line-through' : undefined }}
          >
            {e.Irn}
          </Box>
        </Fact>
      )}
      {e.AckNumber && (
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
          <Fact label="Ack no." testId="einvoice-ack">
            <Box component="span" sx={{ fontFamily: 'ui-monospace, monospace' }}>
              {e.AckNumber}
            </Box>
          </Fact>
          {e.AckDate && <Fact label="Ack date">{dayTimeText(e.AckDate)}</Fact>}
        </Box>
      )}
      {e.Status === 'Cancelled' && e.CancelledAt && (
        <Typography variant="body2" color="text.secondary">
          IRN cancelled at the portal on {dayTimeText(e.CancelledAt)}, with the order.
        </Typography>
      )}
      {e.Status === 'Withdrawn' && (
        <Typography variant="body2" color="text.secondary">
          {e.StatusText.replace(/\.?$/, '.')}
        </Typography>
      )}
      {waits(e) && (
        <Alert severity="warning" data-testid="einvoice-pending">
          <strong>{e.Status === 'Pending' ? 'IRN pending.' : 'IRN cancellation pending.'}</strong> {e.LastError ?? 'The portal has not been asked yet.'}
          {e.NextAttemptAt && (
            <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
              Next try {dayTimeText(e.NextAttemptAt)} · {e.Attempts} {e.Attempts === 1 ? 'try' : 'tries'} so far
            </Box>
          )}
        </Alert>
      )}
      {!waits(e) && e.Status === 'Registered' && e.LastError && (
        <Alert severity="info" data-testid="einvoice-note">
          {e.LastError}
        </Alert>
      )}
    </Box>
  );
}

export function EinvoicePanel({ orderId }: { orderId: string }) {
  const answer = useOrderEinvoice(orderId);
  const retry = useRetryEinvoice();
  const a = answer.data;
  if (answer.isError) return <Alert severity="error">The e-invoice could not be loaded.</Alert>;
  if (!a || (!a.Einvoice && a.CreditNotes.length === 0)) return null;
  const docs = [...(a.Einvoice ? [a.Einvoice] : []), ...a.CreditNotes];
  const canRetry = a.Enabled && docs.some(waits);
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, md: 2.5 } }} data-testid="einvoice-panel" aria-labelledby="einvoice-panel-title">
      <Typography variant="h6" component="h2" id="einvoice-panel-title" sx={{ fontSize: 17, mb: 1.5 }}>
        E-invoice
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, '& > * + *': { borderTop: 1, borderColor: 'divider', pt: 2 } }}>
        {docs.map((e) => (
          <EinvoiceFacts key={e.Id} e={e} />
        ))}
      </Box>
      {canRetry && (
        <Button
          variant="outlined"
          startIcon={<Refresh />}
          onClick={() => retry.mutate(orderId)}
          disabled={retry.isPending}
          sx={{ mt: 2, minHeight: 44 }}
          data-testid="einvoice-retry"
        >
          {retry.isPending ? 'Asking the portal...' : 'Retry now'}
        </Button>
      )}
      {!a.Enabled && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          E-invoicing is off now: nothing is sent to the portal.
        </Typography>
      )}
    </Paper>
  );
}
