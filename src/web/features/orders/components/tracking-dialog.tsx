import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import type { Order } from '@shared/schemas/orders';
import { MESSAGES } from '@shared/messages';
import { useTracking } from '../api/get-tracking';

/** The order's journey as a stepper: done steps ticked, the current one active, a cancellation in red. */
export function TrackingDialog({ order, open, onClose }: { order: Order; open: boolean; onClose: () => void }) {
  const tracking = useTracking(order.OrderId, open);
  const steps = tracking.data ?? [];
  const current = steps.findIndex((s) => s.Status === 'current');
  const active = current >= 0 ? current : steps.filter((s) => s.Status === 'done').length;
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
          <Stepper orientation="vertical" activeStep={active} data-testid="tracking-steps">
            {steps.map((s) => (
              <Step key={s.Label} completed={s.Status === 'done'} data-step-status={s.Status}>
                <StepLabel
                  error={s.Status === 'cancelled'}
                  optional={
                    <Typography variant="body2" color={s.Status === 'upcoming' ? 'text.disabled' : 'text.secondary'}>
                      {s.Description}
                    </Typography>
                  }
                  sx={{ '& .MuiStepLabel-label': { fontWeight: s.Status === 'current' ? 750 : 600 } }}
                >
                  {s.Label}
                </StepLabel>
              </Step>
            ))}
          </Stepper>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
