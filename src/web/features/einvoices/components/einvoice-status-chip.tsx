import Chip from '@mui/material/Chip';
import type { EinvoiceStatusName } from '@shared/schemas/einvoices';

const LOOK: Record<EinvoiceStatusName, { label: string; color: 'success' | 'warning' | 'default' }> = {
  Pending: { label: 'IRN pending', color: 'warning' },
  Registered: { label: 'Registered', color: 'success' },
  CancelPending: { label: 'Cancellation pending', color: 'warning' },
  Cancelled: { label: 'IRN cancelled', color: 'default' },
  Withdrawn: { label: 'Not registered', color: 'default' },
};

/** An e-invoice's status in a word or two. */
export function EinvoiceStatusChip({ status }: { status: EinvoiceStatusName }) {
  const look = LOOK[status];
  return <Chip size="small" label={look.label} color={look.color} variant={look.color === 'default' ? 'outlined' : 'filled'} data-testid="einvoice-status" />;
}
