import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { MESSAGES } from '@shared/messages';
import { dayText } from '@shared/india-time';
import type { Order } from '@shared/schemas/orders';
import { CourierAndAwb, Fact } from '../../../components/fact';
import { ScanHistory } from '../../../components/scan-history';
import { ShipmentStateChip } from '../../../components/shipment-state-chip';
import { useShipment } from '../api/get-shipment';
import { useTracking } from '../api/get-tracking';
import { DeliveryAttemptBox } from './delivery-attempt-box';
import { TrackingSteps } from './tracking-steps';

/**
 * Where the order is: the courier, the AWB, the courier's own tracking page and the expected
 * delivery; a failed attempt to answer; the steps so far; and the courier's scans.
 */
export function ShipmentTracking({ order }: { order: Order }) {
  const trackable = order.Status !== 'Pending' && order.Status !== 'Failed';
  const shipment = useShipment(order.OrderId, trackable);
  const tracking = useTracking(order.OrderId, trackable);
  if (!trackable) return null;
  const s = shipment.data;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="tracking-title"
      sx={{ p: { xs: 2, md: 2.5 }, display: 'grid', gap: 2 }}
      data-testid="order-tracking"
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2" id="tracking-title" sx={{ fontSize: 18, flex: 1 }}>
          Tracking
        </Typography>
        {s && <ShipmentStateChip state={s.State} />}
      </Box>
      {shipment.isPending ? (
        <Skeleton variant="rounded" height={64} />
      ) : s ? (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' }, gap: 2, alignItems: 'start' }}>
          <CourierAndAwb courier={s.CourierName} awb={s.Awb} awbTestId="tracking-awb" />
          <Fact label="Expected delivery">
            <span data-testid="tracking-expected">
              {s.State === 'Delivered' ? 'Delivered' : s.ExpectedDeliveryDate ? dayText(s.ExpectedDeliveryDate) : 'Not known yet'}
            </span>
          </Fact>
          {s.TrackingUrl && (
            <Box sx={{ gridColumn: '1 / -1' }}>
              <Button variant="outlined" endIcon={<OpenInNew />} href={s.TrackingUrl} target="_blank" rel="noopener noreferrer" sx={{ minHeight: 44 }}>
                Track on {s.CourierName}'s site
              </Button>
            </Box>
          )}
        </Box>
      ) : (
        <Typography color="text.secondary">Your order is being packed. The courier and tracking number show here once it is handed over.</Typography>
      )}
      {s?.DeliveryAttempt && <DeliveryAttemptBox orderId={order.OrderId} attempt={s.DeliveryAttempt} />}
      {tracking.isPending ? (
        <Skeleton variant="rounded" height={160} />
      ) : tracking.isError ? (
        <Alert severity="error">{MESSAGES.somethingWrong}</Alert>
      ) : (
        <TrackingSteps steps={tracking.data} />
      )}
      {s && s.Scans.length > 0 && (
        <Box>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
            Courier's scans
          </Typography>
          <ScanHistory scans={s.Scans} />
        </Box>
      )}
    </Paper>
  );
}
