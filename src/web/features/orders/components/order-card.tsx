import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Order } from '@shared/schemas/orders';
import { formatRupees, INCL_GST } from '@shared/money';
import { chargeRows, moneyOfAnswer, orderTotal } from '@shared/order-charges';
import { ProductImage } from '../../../components/product-image';
import { OrderStatusChip, PaymentStatusChip } from './status-chip';
import { OrderActions } from './order-actions';
import { dayText } from '@shared/india-time';
import { AddressLines } from '../../../components/address-lines';
import { CardHead } from '../../../components/card-head';
import { PALETTE } from '../../../components/palette';
import { paths } from '../../../lib/paths';

export const orderDate = (iso: string) => dayText(iso);

const Total = ({ label, value, strong, saving }: { label: string; value: string; strong?: boolean; saving?: boolean }) => (
  <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }} data-testid={saving ? 'order-coupon' : undefined}>
    <Typography variant="body2" color={saving ? 'success.main' : strong ? 'text.primary' : 'text.secondary'} sx={{ fontWeight: strong ? 700 : 400 }}>
      {label}
    </Typography>
    <Typography variant="body2" sx={{ fontWeight: strong ? 800 : 600, color: saving ? 'success.main' : undefined }}>
      {value}
    </Typography>
  </Box>
);

/** What other features add to an order card (app/ composes them): more actions, and more below them. */
export interface OrderCardExtras {
  actions?: (order: Order) => ReactNode;
  details?: (order: Order) => ReactNode;
}

/** One order as the shopper sees it: code, date, status, items, totals, address and its actions. */
export function OrderCard({
  order,
  compact = false,
  extras,
  onOrderPage = false,
}: {
  order: Order;
  compact?: boolean;
  extras?: OrderCardExtras;
  /** Shown on the order's own page: no link to it. */
  onOrderPage?: boolean;
}) {
  const a = order.DeliveryAddress;
  const total = orderTotal(moneyOfAnswer(order));
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-label={`Order ${order.OrderCode}`}
      data-testid="order-card"
      data-order-code={order.OrderCode}
      sx={{ overflow: 'hidden' }}
    >
      <CardHead code={order.OrderCode} codeTestId="order-code" when={`Placed on ${orderDate(order.OrderDate)}`}>
        <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap', alignItems: 'center' }}>
          <OrderStatusChip status={order.Status} />
          {order.Status !== 'Pending' && order.Status !== 'Failed' ? null : <PaymentStatusChip status={order.Payment.PaymentStatus} />}
          {order.Payment.RefundStatus && <PaymentStatusChip status="Completed" refund={order.Payment.RefundStatus} />}
          {!onOrderPage && !compact && (
            <Button
              component={RouterLink}
              to={paths.order(order.OrderId)}
              size="small"
              endIcon={<ChevronRight />}
              aria-label={`View order ${order.OrderCode}`}
              sx={{ minHeight: 36 }}
              data-testid="view-order"
            >
              View order
            </Button>
          )}
        </Box>
      </CardHead>

      <Box sx={{ px: { xs: 2, md: 2.5 }, py: 1 }}>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {order.Items.map((item) => (
            <Box
              component="li"
              key={item.Id}
              sx={{ display: 'flex', gap: 1.5, py: 1, alignItems: 'center', '& + &': { borderTop: 1, borderColor: 'divider' } }}
            >
              <Box
                sx={{
                  width: compact ? 48 : 64,
                  height: compact ? 48 : 64,
                  flexShrink: 0,
                  borderRadius: 1.5,
                  overflow: 'hidden',
                  bgcolor: PALETTE.imageBackground,
                  border: 1,
                  borderColor: 'divider',
                }}
              >
                <ProductImage image={item.ItemImage} alt="" sizes="64px" emptyText="" />
              </Box>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography
                  sx={{
                    fontWeight: 600,
                    lineHeight: 1.3,
                    overflow: 'hidden',
                    textOverflow: 'ellipsis',
                    display: '-webkit-box',
                    WebkitLineClamp: 2,
                    WebkitBoxOrient: 'vertical',
                  }}
                >
                  {item.ProductName}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {item.VariantName} · {item.Quantity} x {formatRupees(item.Price)}
                </Typography>
              </Box>
              <Typography sx={{ fontWeight: 650, whiteSpace: 'nowrap' }}>{formatRupees(item.TotalPrice)}</Typography>
            </Box>
          ))}
        </Box>
      </Box>

      {!compact && <Divider />}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: compact ? '1fr' : '1fr 1fr' }, gap: 2, px: { xs: 2, md: 2.5 }, py: compact ? 1 : 2 }}>
        {!compact && (
          <Box>
            <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 2 }}>
              Delivery address
            </Typography>
            <Typography variant="body2" component="address" sx={{ fontStyle: 'normal', lineHeight: 1.6 }}>
              <strong>
                {a.FirstName} {a.LastName}
              </strong>
              <br />
              <AddressLines address={a} />
            </Typography>
            {order.TrackingNumber && (
              <Typography variant="body2" sx={{ mt: 1 }} data-testid="order-tracking-number">
                Tracking id: <strong>{order.TrackingNumber}</strong> ({order.CourierName})
              </Typography>
            )}
          </Box>
        )}
        <Box sx={{ display: 'grid', gap: 0.5, alignContent: 'start' }}>
          <Total label="Items" value={formatRupees(order.TotalAmount)} />
          {order.Discount > 0 && <Total label={order.CouponCode ? `Coupon ${order.CouponCode}` : 'Coupon'} value={`−${formatRupees(order.Discount)}`} saving />}
          {chargeRows(order).map((c) => (
            <Total key={c.key} label={c.label} value={formatRupees(c.amount)} />
          ))}
          <Total label={`Total (${INCL_GST})`} value={formatRupees(total)} strong />
        </Box>
      </Box>
      {order.Notice && (
        <Typography
          variant="body2"
          role="note"
          data-testid="order-notice"
          sx={{ mx: { xs: 2, md: 2.5 }, mb: 1.5, px: 1.5, py: 1, borderRadius: 1.5, bgcolor: 'grey.100', color: 'text.primary' }}
        >
          {order.Notice}
        </Typography>
      )}
      <Box sx={{ px: { xs: 2, md: 2.5 }, pb: 2, pt: compact ? 0.5 : 0 }}>
        <OrderActions order={order} extra={extras?.actions?.(order)} />
      </Box>
      {extras?.details?.(order)}
    </Paper>
  );
}
