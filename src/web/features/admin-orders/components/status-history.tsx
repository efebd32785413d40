import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Order } from '@shared/schemas/orders';
import { capitalise } from './status-chip';
import { dateTime } from './format';

type Entry = NonNullable<Order['History']>[number];

const DOT: Record<string, string> = {
  pending: 'grey.500',
  ordered: 'warning.main',
  shipped: 'info.main',
  delivered: 'success.main',
  completed: 'success.main',
  failed: 'error.main',
  cancelled: 'error.main',
};

const ACTOR: Record<string, string> = { admin: 'Admin', customer: 'Customer', gateway: 'Payment gateway', system: 'System' };

function title(e: Entry) {
  if (!e.FromStatus) return `Order placed (${capitalise(e.ToStatus)})`;
  if (e.FromStatus === e.ToStatus) return 'Payment update';
  return `${capitalise(e.FromStatus)} → ${capitalise(e.ToStatus)}`;
}

/** Every recorded status change (docs/orders.md), oldest first, drawn as a timeline. */
export function StatusHistory({ history }: { history: Entry[] }) {
  if (history.length === 0) return <Typography color="text.secondary">No status changes recorded.</Typography>;
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid="status-history">
      {history.map((e, i) => {
        const last = i === history.length - 1;
        return (
          <Box component="li" key={`${e.ChangedAt}-${i}`} sx={{ display: 'grid', gridTemplateColumns: '20px 1fr', columnGap: 1.5 }}>
            <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }} aria-hidden>
              <Box
                sx={{
                  width: 12,
                  height: 12,
                  borderRadius: '50%',
                  bgcolor: DOT[e.ToStatus.toLowerCase()] ?? 'grey.500',
                  mt: 0.75,
                  boxShadow: (t) => `0 0 0 3px ${t.palette.background.paper}, 0 0 0 4px ${t.palette.divider}`,
                }}
              />
              {!last && <Box sx={{ flex: 1, width: 2, bgcolor: 'divider', my: 0.5 }} />}
            </Box>
            <Box sx={{ pb: last ? 0 : 2 }}>
              <Typography sx={{ fontWeight: 650 }}>{title(e)}</Typography>
              <Typography variant="body2" color="text.secondary">
                {dateTime(e.ChangedAt)} · {ACTOR[e.Actor] ?? capitalise(e.Actor)}
              </Typography>
              {e.Note && (
                <Typography variant="body2" sx={{ mt: 0.25 }}>
                  {e.Note}
                </Typography>
              )}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
