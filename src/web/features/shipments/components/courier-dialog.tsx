import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatRupees } from '@shared/money';
import { useCouriers } from '../api/get-couriers';
import { useCompact } from '../../../components/use-compact';
import { costAgainstPaid } from '../shipment-rules';

/**
 * Another courier for one order: the couriers that serve its parcel, each with what it costs the
 * shop against what the shopper paid; the shopper's choice is marked.
 */
export function CourierDialog({
  orderId,
  orderCode,
  current,
  onChoose,
  onClose,
}: {
  orderId: string;
  orderCode: string;
  current: string;
  onChoose: (courierName: string) => void;
  onClose: () => void;
}) {
  const compact = useCompact();
  const couriers = useCouriers(orderId);
  const [chosen, setChosen] = useState(current);
  const paid = couriers.data?.PaidShipping ?? 0;
  return (
    <Dialog open onClose={onClose} fullScreen={compact} maxWidth="sm" fullWidth aria-labelledby="courier-title">
      <DialogTitle id="courier-title">Courier for {orderCode}</DialogTitle>
      <DialogContent sx={{ pt: 0 }}>
        {couriers.isPending ? (
          <Box sx={{ display: 'grid', gap: 1 }}>
            <Skeleton height={48} />
            <Skeleton height={48} />
          </Box>
        ) : couriers.isError ? (
          <Alert severity="error">The couriers for this order could not be loaded.</Alert>
        ) : couriers.data.Couriers.length === 0 ? (
          <Alert severity="warning">No courier serves this order's pin code.</Alert>
        ) : (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              The shopper paid {formatRupees(paid)} for shipping.
            </Typography>
            <RadioGroup aria-label="Courier" value={chosen} onChange={(e) => setChosen(e.target.value)}>
              {couriers.data.Couriers.map((c) => {
                const against = costAgainstPaid(c.Cost, paid);
                return (
                  <FormControlLabel
                    key={c.CourierName}
                    value={c.CourierName}
                    control={<Radio />}
                    data-testid="courier-choice"
                    sx={{ alignItems: 'flex-start', mx: 0, py: 0.75, borderBottom: 1, borderColor: 'divider', '& .MuiRadio-root': { mt: -0.5 } }}
                    label={
                      <Box>
                        <Typography sx={{ fontWeight: 650 }}>
                          {c.CourierName} {c.Chosen && <Chip size="small" label="Shopper's choice" color="secondary" variant="outlined" sx={{ ml: 0.5 }} />}
                        </Typography>
                        <Typography variant="body2" color="text.secondary">
                          Costs {formatRupees(c.Cost)} ·{' '}
                          <Box component="span" sx={{ color: against.over ? 'error.main' : 'success.dark', fontWeight: 600 }}>
                            {against.text}
                          </Box>{' '}
                          · about {c.EstimatedDeliveryDays} {c.EstimatedDeliveryDays === 1 ? 'day' : 'days'}
                        </Typography>
                      </Box>
                    }
                  />
                );
              })}
            </RadioGroup>
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={!couriers.data?.Couriers.some((c) => c.CourierName === chosen)} onClick={() => onChoose(chosen)}>
          Use this courier
        </Button>
      </DialogActions>
    </Dialog>
  );
}
