import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export interface TitledPanelProps {
  title: string;
  /** On the title's line, at its right: a link or a button. */
  action?: ReactNode;
  children: ReactNode;
  /** The heading's id, naming the panel (a section) to a screen reader. */
  id?: string;
  testId?: string;
  /** Smaller, for a page of many panels (the dashboard). */
  dense?: boolean;
}

/** An outlined panel under its own heading. */
export function TitledPanel({ title, action, children, id, testId, dense = false }: TitledPanelProps) {
  return (
    <Paper
      variant="outlined"
      component={id ? 'section' : 'div'}
      aria-labelledby={id}
      sx={dense ? { p: { xs: 1.5, sm: 2 }, minWidth: 0 } : { p: { xs: 2, md: 2.5 } }}
      data-testid={testId}
    >
      <Box sx={{ display: 'flex', alignItems: dense ? 'baseline' : 'center', gap: 1, mb: dense ? 1 : 1.5, flexWrap: 'wrap' }}>
        <Typography variant={dense ? 'subtitle1' : 'h6'} component="h2" id={id} sx={dense ? { fontWeight: 700, flex: 1 } : { flex: 1, fontSize: 18 }}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Paper>
  );
}
