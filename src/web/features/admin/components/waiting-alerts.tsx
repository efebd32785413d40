// "N waiting" beside a sold-out variant: how many shoppers asked to be told when it is back.
import Typography from '@mui/material/Typography';
import { useWaitingAlerts } from '../api/get-waiting-alerts';

export function WaitingAlerts({ variantId }: { variantId: number }) {
  const waiting = useWaitingAlerts().data?.get(variantId) ?? 0;
  if (!waiting) return null;
  return (
    <Typography
      variant="caption"
      color="text.secondary"
      sx={{ display: 'block', lineHeight: 1.2, whiteSpace: 'nowrap' }}
      title={`${waiting} shopper${waiting === 1 ? '' : 's'} asked to be told when it is back in stock`}
      data-testid="waiting-alerts"
    >
      {waiting} waiting
    </Typography>
  );
}
