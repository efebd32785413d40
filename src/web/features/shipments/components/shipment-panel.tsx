import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { dayText, dayTimeText } from '@shared/india-time';
import { formatRupees } from '@shared/money';
import { ScanHistory } from '../../../components/scan-history';
import { CourierAndAwb, Fact } from '../../../components/fact';
import { ShipmentStateChip } from '../../../components/shipment-state-chip';
import { paths } from '../../../lib/paths';
import { useDownloadLabel } from '../api/download-label';
import { useOrderShipment } from '../api/get-order-shipment';
import { useOrderEwayBill } from '../api/eway-bills';

/**
 * The order's shipment booked through the aggregator: courier, AWB, label, pickup, expected
 * delivery and the courier's scans. An order without one says so (the manual form stays for
 * parcels sent another way).
 */
export function ShipmentPanel({ orderId, bookable }: { orderId: string; bookable: boolean }) {
  const shipment = useOrderShipment(orderId);
  const eway = useOrderEwayBill(orderId).data;
  const label = useDownloadLabel();
  const s = shipment.data;
  const bill = s?.EwayBill ?? eway?.Bill ?? null;
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, md: 2.5 } }} data-testid="shipment-panel" aria-labelledby="shipment-panel-title">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <Typography variant="h6" component="h2" id="shipment-panel-title" sx={{ fontSize: 17, flex: 1 }}>
          Shipment
        </Typography>
        {s && <ShipmentStateChip state={s.State} />}
      </Box>
      {bill ? (
        <Box sx={{ mb: 2 }} data-testid="shipment-panel-eway-bill">
          <Fact label="E-way bill">
            <Box component="span" sx={{ fontFamily: 'ui-monospace, monospace' }}>
              {bill.Number}
            </Box>
            <Typography variant="body2" color="text.secondary" component="p" sx={{ fontWeight: 400 }}>
              Generated {dayTimeText(bill.GeneratedAt)}
              {bill.VehicleNumber ? `, vehicle ${bill.VehicleNumber}` : ''}
              {bill.ValidUntil ? `; valid until ${dayTimeText(bill.ValidUntil)}` : '; Part B (the vehicle) to be filled by the transporter'}
            </Typography>
          </Fact>
        </Box>
      ) : eway?.Message && bookable ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {eway.Message}{' '}
          <Link component={RouterLink} to={paths.admin.shipments}>
            Generate it under Ready to ship
          </Link>
        </Alert>
      ) : null}
      {shipment.isPending ? (
        <Skeleton variant="rounded" height={120} />
      ) : shipment.isError ? (
        <Alert severity="error">The shipment could not be loaded.</Alert>
      ) : !s ? (
        <Box>
          <Typography color="text.secondary">Not booked through the shipping aggregator.</Typography>
          {bookable && (
            <Button component={RouterLink} to={paths.admin.shipments} sx={{ mt: 1, minHeight: 44 }}>
              Book it under Ready to ship
            </Button>
          )}
        </Box>
      ) : (
        <>
          <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2, mb: 2 }}>
            <CourierAndAwb courier={s.CourierName} awb={s.Awb} awbTestId="shipment-panel-awb" />
            <Fact label="Pickup">{s.PickupDate ? dayText(s.PickupDate) : 'Not set'}</Fact>
            <Fact label="Expected delivery">{s.ExpectedDeliveryDate ? dayText(s.ExpectedDeliveryDate) : 'Not known yet'}</Fact>
            <Fact label="Booked">{dayTimeText(s.BookedAt)}</Fact>
            <Fact label="Cost / paid">
              {formatRupees(s.Cost)} / {formatRupees(s.PaidShipping)}
            </Fact>
          </Box>
          {s.Ndr && s.State === 'DeliveryFailed' && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              Delivery failed: {s.Ndr.Reason}.{' '}
              <Link component={RouterLink} to={`${paths.admin.shipments}?tab=action`}>
                Decide under Action needed
              </Link>
            </Alert>
          )}
          {s.Rto && (
            <Typography variant="body2" sx={{ mb: 2 }}>
              Return to the shop started {dayTimeText(s.Rto.InitiatedAt)}
              {s.Rto.ReceivedAt ? `; received ${dayTimeText(s.Rto.ReceivedAt)}` : ''}
              {s.Rto.Refund !== null ? `; ${formatRupees(s.Rto.Refund)} refunded` : ''}.
            </Typography>
          )}
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}>
            <Button
              variant="outlined"
              size="small"
              startIcon={<DescriptionOutlined />}
              onClick={() => label.mutate(s)}
              disabled={label.isPending}
              sx={{ minHeight: 40 }}
            >
              Label
            </Button>
            {s.TrackingUrl && (
              <Button variant="text" size="small" endIcon={<OpenInNew />} href={s.TrackingUrl} target="_blank" rel="noopener noreferrer" sx={{ minHeight: 40 }}>
                Courier's tracking
              </Button>
            )}
          </Box>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
            Scans
          </Typography>
          <ScanHistory scans={s.Scans} />
        </>
      )}
    </Paper>
  );
}
