import Chip, { type ChipProps } from '@mui/material/Chip';
import { StatusChip, type ChipLook as Look } from '../../../components/status-chip';

/** Admin order chips: pending default, ordered warning, shipped info, delivered success. */
const STATUS: Record<string, Look> = {
  pending: { color: 'default', variant: 'filled' },
  ordered: { color: 'warning', variant: 'filled' },
  shipped: { color: 'info', variant: 'filled' },
  delivered: { color: 'success', variant: 'filled' },
  completed: { color: 'success', variant: 'outlined' },
  failed: { color: 'error', variant: 'filled' },
  cancelled: { color: 'error', variant: 'outlined' },
};

const PAYMENT: Record<string, Look> = {
  pending: { color: 'default', variant: 'outlined' },
  completed: { color: 'success', variant: 'outlined' },
  failed: { color: 'error', variant: 'outlined' },
};

/** Shown capitalised, as the admin screens do. */
export const capitalise = (s: string) => (s ? s.charAt(0).toUpperCase() + s.slice(1).toLowerCase() : s);

export function OrderStatusChip({ status, size = 'small' }: { status: string; size?: ChipProps['size'] }) {
  const look = STATUS[status.toLowerCase()] ?? STATUS.pending;
  return <StatusChip label={capitalise(status)} status={status} look={look} size={size} testId="order-status" />;
}

export function PaymentStatusChip({ status, size = 'small' }: { status: string; size?: ChipProps['size'] }) {
  const look = PAYMENT[status.toLowerCase()] ?? PAYMENT.pending;
  return <Chip label={capitalise(status)} size={size} color={look.color} variant={look.variant} data-testid="payment-status" />;
}
