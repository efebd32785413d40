import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A small fact of a record: its name in small capitals above, the value in bold below. */
export const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box sx={{ minWidth: 0 }}>
    <Typography variant="caption" color="text.secondary" sx={{ textTransform: 'uppercase', letterSpacing: 0.5, fontWeight: 600 }}>
      {label}
    </Typography>
    <Box sx={{ fontWeight: 650, mt: 0.25, overflowWrap: 'anywhere' }}>{children}</Box>
  </Box>
);

/** Who carries a parcel and its AWB (in a fixed-width font, to be read out or typed), as two facts. */
export const CourierAndAwb = ({ courier, awb, awbTestId }: { courier: string; awb: string; awbTestId: string }) => (
  <>
    <Fact label="Courier">{courier}</Fact>
    <Fact label="AWB">
      <Box component="span" sx={{ fontFamily: 'ui-monospace, monospace' }} data-testid={awbTestId}>
        {awb}
      </Box>
    </Fact>
  </>
);
