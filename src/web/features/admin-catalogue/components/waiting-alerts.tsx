// A sold-out variant's stock cell, with "N waiting" under it: how many shoppers asked to be told
// when it is back (docs/stock-alerts.md). Stacked and centred, so it fits the grid's fixed rows.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useWaitingAlerts } from '../api/get-waiting-alerts';

export function SoldOutStock({ variantId, children }: { variantId: number; children: ReactNode }) {
  const waiting = useWaitingAlerts().data?.get(variantId) ?? 0;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', justifyContent: 'center', gap: 0.5, height: '100%' }}>
      {children}
      {waiting > 0 && (
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ lineHeight: 1.2, whiteSpace: 'nowrap' }}
          title={`${waiting} shopper${waiting === 1 ? '' : 's'} asked to be told when it is back in stock`}
          data-testid="waiting-alerts"
        >
          {waiting} waiting
        </Typography>
      )}
    </Box>
  );
}
