import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowForward from '@mui/icons-material/ArrowForward';

/** Previous and Next at the foot of every wizard step. */
export function WizardNav({
  onPrevious,
  onNext,
  nextLabel = 'Next',
  busy,
  nextIcon,
  nextType = 'button',
  extra,
}: {
  onPrevious?: () => void;
  onNext?: () => void;
  nextLabel?: string;
  busy?: boolean;
  nextIcon?: ReactNode;
  nextType?: 'button' | 'submit';
  extra?: ReactNode;
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'center',
        gap: 1,
        mt: 3,
        pt: 2,
        borderTop: 1,
        borderColor: 'divider',
        flexWrap: 'wrap',
      }}
    >
      <Button startIcon={<ArrowBack />} onClick={onPrevious} disabled={!onPrevious || busy} variant="outlined">
        Previous
      </Button>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', ml: 'auto' }}>
        {extra}
        <Button
          type={nextType}
          variant="contained"
          color="secondary"
          endIcon={busy ? <CircularProgress size={16} color="inherit" /> : (nextIcon ?? <ArrowForward />)}
          onClick={nextType === 'button' ? onNext : undefined}
          disabled={busy}
        >
          {nextLabel}
        </Button>
      </Box>
    </Box>
  );
}
