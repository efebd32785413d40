import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { SHOP } from '@shared/constants';
import { PageMeta } from './page-meta';

/** The frame of every admin screen: a title, its actions, then the content. */
export function AdminPage({
  title,
  actions,
  children,
  maxWidth = 'xl',
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
  maxWidth?: 'md' | 'lg' | 'xl';
}) {
  return (
    <Container maxWidth={maxWidth} sx={{ pb: 6 }}>
      <PageMeta title={`${title} | ${SHOP.name}`} />
      <Box sx={{ display: 'flex', alignItems: { xs: 'stretch', sm: 'center' }, flexDirection: { xs: 'column', sm: 'row' }, gap: 1.5, mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          {title}
        </Typography>
        {actions && <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>{actions}</Box>}
      </Box>
      {children}
    </Container>
  );
}
