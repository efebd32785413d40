import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

/** Upload progress as a bar with its percentage; nothing while idle. */
export function UploadProgress({ value, label = 'Uploading' }: { value: number | null; label?: string }) {
  if (value === null) return null;
  const percent = Math.round(value * 100);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, my: 1 }} role="status" aria-live="polite">
      <LinearProgress variant="determinate" value={percent} sx={{ flex: 1, height: 8, borderRadius: 4 }} aria-label={label} />
      <Typography variant="caption" sx={{ minWidth: 90 }}>
        {percent < 100 ? `${label} ${percent}%` : 'Processing...'}
      </Typography>
    </Box>
  );
}
