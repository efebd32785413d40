import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Order } from '@shared/schemas/orders';
import { MESSAGES } from '@shared/messages';
import { useTracking } from '../api/get-tracking';
import { TrackingSteps } from './tracking-steps';

/** The order's journey in a dialog (My Orders' Track). */
export function TrackingDialog({ order, open, onClose }: { order: Order; open: boolean; onClose: () => void }) {
  const tracking = useTracking(order.OrderId, open);
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={`track-${order.OrderId}`}>
      <DialogTitle id={`track-${order.OrderId}`}>
        Track order
        <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
          {order.OrderCode}
        </Typography>
      </DialogTitle>
      <DialogContent>
        {tracking.isPending ? (
          <Box sx={{ display: 'grid', gap: 2 }}>
            <Skeleton height={48} />
            <Skeleton height={48} />
            <Skeleton height={48} />
          </Box>
        ) : tracking.isError ? (
          <Alert severity="error">{MESSAGES.somethingWrong}</Alert>
        ) : (
          <TrackingSteps steps={tracking.data} />
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
