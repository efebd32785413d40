import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/**
 * The shaded band at the top of a shopper's record card (an order, a complaint): its code in a
 * fixed-width font, a line on when it was made, and its status and actions on the right.
 */
export function CardHead({ code, codeTestId, when, children }: { code: string; codeTestId: string; when: ReactNode; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        px: { xs: 2, md: 2.5 },
        py: 1.5,
        bgcolor: 'grey.50',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ flex: 1, minWidth: 180 }}>
        <Typography sx={{ fontWeight: 750, fontFamily: 'ui-monospace, monospace', letterSpacing: 0.3 }} data-testid={codeTestId}>
          {code}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {when}
        </Typography>
      </Box>
      {children}
    </Box>
  );
}
