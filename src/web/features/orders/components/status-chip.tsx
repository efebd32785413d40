import Chip, { type ChipProps } from '@mui/material/Chip';
import type { OrderStatusName } from '@shared/schemas/orders';

const STATUS: Record<OrderStatusName, { color: ChipProps['color']; variant: ChipProps['variant']; label: string }> = {
  Pending: { color: 'default', variant: 'filled', label: 'Awaiting payment' },
  Ordered: { color: 'warning', variant: 'filled', label: 'Ordered' },
  Shipped: { color: 'info', variant: 'filled', label: 'Shipped' },
  Delivered: { color: 'success', variant: 'filled', label: 'Delivered' },
  Completed: { color: 'success', variant: 'outlined', label: 'Completed' },
  Failed: { color: 'error', variant: 'filled', label: 'Payment not completed' },
  Cancelled: { color: 'error', variant: 'outlined', label: 'Cancelled' },
};

/** An order's status as the shopper reads it. */
export function OrderStatusChip({ status, size = 'small' }: { status: OrderStatusName; size?: ChipProps['size'] }) {
  const s = STATUS[status];
  return <Chip label={s.label} color={s.color} variant={s.variant} size={size} sx={{ fontWeight: 650 }} data-testid="order-status" data-status={status} />;
}

const PAYMENT: Record<'Pending' | 'Completed' | 'Failed', { color: ChipProps['color']; label: string }> = {
  Pending: { color: 'default', label: 'Payment pending' },
  Completed: { color: 'success', label: 'Paid' },
  Failed: { color: 'error', label: 'Payment failed' },
};

export function PaymentStatusChip({ status, refund }: { status: 'Pending' | 'Completed' | 'Failed'; refund?: string | null }) {
  const p = PAYMENT[status];
  const label = status === 'Completed' && refund ? (refund === 'Completed' ? 'Refunded' : 'Refund in progress') : p.label;
  return <Chip label={label} color={p.color} variant="outlined" size="small" data-testid="payment-status" />;
}
