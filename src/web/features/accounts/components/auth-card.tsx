import type { ReactNode } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** The centred card every account form sits in: narrow enough to read, full width on a phone. */
export function AuthCard({
  title,
  subtitle,
  icon,
  children,
  maxWidth = 480,
}: {
  title: string;
  subtitle?: ReactNode;
  icon: ReactNode;
  children: ReactNode;
  maxWidth?: number;
}) {
  return (
    <Container sx={{ py: { xs: 1, sm: 4 }, px: { xs: 1.5, sm: 3 } }}>
      <Paper variant="outlined" sx={{ maxWidth, mx: 'auto', p: { xs: 2.5, sm: 4 }, borderRadius: 3, boxShadow: '0 8px 28px rgba(27,42,74,0.06)' }}>
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', mb: 3 }}>
          <Avatar sx={{ bgcolor: 'secondary.main', width: 48, height: 48, mb: 1.5 }} aria-hidden>
            {icon}
          </Avatar>
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75, maxWidth: 360 }}>
              {subtitle}
            </Typography>
          )}
        </Box>
        {children}
      </Paper>
    </Container>
  );
}
