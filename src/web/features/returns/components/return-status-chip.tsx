import type { ChipProps } from '@mui/material/Chip';
import type { ReturnStatus } from '@shared/schemas/returns';
import { StatusChip, type ChipLook } from '../../../components/status-chip';

const LOOK: Record<ReturnStatus, ChipLook> = {
  Requested: { color: 'warning', variant: 'filled' },
  Approved: { color: 'info', variant: 'filled' },
  Rejected: { color: 'error', variant: 'outlined' },
  Received: { color: 'info', variant: 'outlined' },
  Refunded: { color: 'success', variant: 'filled' },
};

/** A return's status as a chip. */
export function ReturnStatusChip({ status, size = 'small' }: { status: ReturnStatus; size?: ChipProps['size'] }) {
  return <StatusChip label={status} status={status} look={LOOK[status]} size={size} testId="return-status" />;
}
