import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { dayTimeText } from '@shared/india-time';
import type { Scan } from '@shared/schemas/shipments';

/** The courier's scans, newest first, as a timeline: what happened, where and when. */
export function ScanHistory({ scans, emptyText = 'No scans from the courier yet.' }: { scans: readonly Scan[]; emptyText?: string }) {
  if (scans.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {emptyText}
      </Typography>
    );
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid="scan-history" aria-label="Courier scans, newest first">
      {scans.map((s, i) => {
        const last = i === scans.length - 1;
        return (
          <Box component="li" key={`${s.At}-${s.Code}-${i}`} sx={{ display: 'grid', gridTemplateColumns: '16px 1fr', columnGap: 1.5 }} data-testid="scan">
            <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }} aria-hidden>
              <Box sx={{ width: 10, height: 10, borderRadius: '50%', mt: 0.75, bgcolor: i === 0 ? 'secondary.main' : 'grey.400' }} />
              {!last && <Box sx={{ flex: 1, width: 2, bgcolor: 'divider', my: 0.5 }} />}
            </Box>
            <Box sx={{ pb: last ? 0 : 1.5, minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: i === 0 ? 700 : 600 }}>
                {s.Description}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="p">
                {[s.Location, dayTimeText(s.At)].filter(Boolean).join(' · ')}
              </Typography>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
