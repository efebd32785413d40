import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatRupees, INCL_GST } from '@shared/money';

export interface OrderSummaryProps {
  itemCount: number;
  itemsTotal: number;
  /** The coupon's discount (0 without one) and its code. */
  discount: number;
  couponCode: string | null;
  /** The coupon field, or the code on the cart. */
  coupon?: ReactNode;
  shipping: number | null;
  courierName: string | null;
  total: number;
  children?: ReactNode;
}

const Row = ({ label, value, testId, saving }: { label: ReactNode; value: ReactNode; testId?: string; saving?: boolean }) => (
  <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }}>
    <Typography color={saving ? 'success.main' : 'text.secondary'}>{label}</Typography>
    <Typography sx={{ fontWeight: 600, textAlign: 'right', color: saving ? 'success.main' : undefined, whiteSpace: 'nowrap' }} data-testid={testId}>
      {value}
    </Typography>
  </Box>
);

/**
 * The coupon, then the items total, the coupon's discount, shipping and the total (the server's
 * amount to pay for the items + shipping), then the checkout button.
 */
export function OrderSummary({ itemCount, itemsTotal, discount, couponCode, coupon, shipping, courierName, total, children }: OrderSummaryProps) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="summary-title" sx={{ p: { xs: 2, md: 2.5 }, position: { md: 'sticky' }, top: { md: 88 } }}>
      <Typography variant="h6" component="h2" id="summary-title" sx={{ fontSize: 18, mb: 1 }}>
        Order summary
      </Typography>
      {coupon && <Box sx={{ mb: 1.5 }}>{coupon}</Box>}
      <Row label={`Items (${itemCount})`} value={formatRupees(itemsTotal)} testId="summary-items" />
      {discount > 0 && (
        <Row label={couponCode ? `Coupon discount (${couponCode})` : 'Coupon discount'} value={`−${formatRupees(discount)}`} testId="summary-discount" saving />
      )}
      <Row
        label={courierName ? `Shipping (${courierName})` : 'Shipping'}
        value={
          shipping === null ? (
            <Typography component="span" color="text.secondary">
              Choose an address
            </Typography>
          ) : (
            formatRupees(shipping)
          )
        }
        testId="summary-shipping"
      />
      <Divider sx={{ my: 1 }} />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', py: 0.5 }}>
        <Typography sx={{ fontWeight: 700 }}>Total</Typography>
        <Box sx={{ textAlign: 'right' }}>
          <Typography sx={{ fontWeight: 800, fontSize: 22 }} data-testid="summary-total">
            {formatRupees(total)}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {INCL_GST}
          </Typography>
        </Box>
      </Box>
      {children && <Box sx={{ mt: 2, display: 'grid', gap: 1.5 }}>{children}</Box>}
    </Paper>
  );
}
