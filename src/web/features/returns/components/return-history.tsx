import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SHOP } from '@shared/constants';
import type { Return, ReturnStatus } from '@shared/schemas/returns';
import { dateTime } from './format';

const DOT: Record<ReturnStatus, string> = {
  Requested: 'warning.main',
  Approved: 'info.main',
  Rejected: 'error.main',
  Received: 'info.main',
  Refunded: 'success.main',
};

/** Who made a change, in the words of the one reading it. */
const ACTOR = {
  shopper: { customer: 'You', admin: SHOP.name, gateway: 'Payment gateway', system: SHOP.name },
  admin: { customer: 'Customer', admin: 'Admin', gateway: 'Payment gateway', system: 'System' },
} as const;

/** Every change of a return, oldest first, as a small timeline: status, when, who, and the note. */
export function ReturnHistory({ history, viewer }: { history: Return['History']; viewer: keyof typeof ACTOR }) {
  if (history.length === 0) return <Typography color="text.secondary">No changes recorded.</Typography>;
  const actors: Record<string, string> = ACTOR[viewer];
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid="return-history">
      {history.map((e, i) => {
        const last = i === history.length - 1;
        return (
          <Box component="li" key={`${e.ChangedAt}-${i}`} sx={{ display: 'grid', gridTemplateColumns: '16px 1fr', columnGap: 1.25 }}>
            <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }} aria-hidden>
              <Box sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: DOT[e.Status], mt: 0.75 }} />
              {!last && <Box sx={{ flex: 1, width: 2, bgcolor: 'divider', my: 0.5 }} />}
            </Box>
            <Box sx={{ pb: last ? 0 : 1.25, minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 650 }}>
                {e.Status}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="p">
                {dateTime(e.ChangedAt)} · {actors[e.Actor] ?? e.Actor}
              </Typography>
              {e.Note && (
                <Typography variant="body2" sx={{ mt: 0.25, overflowWrap: 'anywhere' }}>
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
