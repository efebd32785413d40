import Chip, { type ChipProps } from '@mui/material/Chip';
import type { ReturnStatus } from '@shared/schemas/returns';

const LOOK: Record<ReturnStatus, { color: ChipProps['color']; variant: ChipProps['variant'] }> = {
  Requested: { color: 'warning', variant: 'filled' },
  Approved: { color: 'info', variant: 'filled' },
  Rejected: { color: 'error', variant: 'outlined' },
  Received: { color: 'info', variant: 'outlined' },
  Refunded: { color: 'success', variant: 'filled' },
};

/** A return's status as a chip. */
export function ReturnStatusChip({ status, size = 'small' }: { status: ReturnStatus; size?: ChipProps['size'] }) {
  const look = LOOK[status];
  return (
    <Chip
      label={status}
      size={size}
      color={look.color}
      variant={look.variant}
      sx={{ fontWeight: 650, minWidth: 84 }}
      data-testid="return-status"
      data-status={status}
    />
  );
}
