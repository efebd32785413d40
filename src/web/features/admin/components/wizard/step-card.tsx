import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** A titled panel inside a wizard step. */
export function StepCard({ title, children, id }: { title?: string; children: ReactNode; id?: string }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, mb: 2 }} component="section" aria-labelledby={title && id ? id : undefined}>
      {title && (
        <Typography variant="subtitle1" component="h2" id={id} sx={{ fontWeight: 700, mb: 2 }}>
          {title}
        </Typography>
      )}
      {children}
    </Paper>
  );
}

/** What the wizard gives a step of a saved product: the product, and Back and Next. */
export interface WizardStepProps {
  productId: number;
  productName: string;
  onPrevious: () => void;
  onNext: () => void;
}
