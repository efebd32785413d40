import Typography, { type TypographyProps } from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { formatRupees, INCL_GST } from '@shared/money';

/** A shop price as every screen writes money (formatRupees), marked incl. GST. */
export function Price({ rupees, size = 'medium', ...rest }: { rupees: number; size?: 'small' | 'medium' | 'large' } & Omit<TypographyProps, 'children'>) {
  const fontSize = size === 'large' ? { xs: 28, md: 32 } : size === 'small' ? 16 : 18;
  return (
    <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 0.75, flexWrap: 'wrap' }}>
      <Typography component="span" sx={{ fontWeight: 750, fontSize, color: 'text.primary' }} {...rest}>
        {formatRupees(rupees)}
      </Typography>
      <Typography component="span" variant="caption" color="text.secondary">
        {INCL_GST}
      </Typography>
    </Box>
  );
}
