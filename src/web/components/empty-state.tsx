import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';

/** The spec's empty states ("No Products Found", "Your cart is empty", ...) as an info message. */
export function EmptyState({ message, action }: { message: string; action?: ReactNode }) {
  return (
    <Alert severity="info" variant="outlined" action={action} sx={{ bgcolor: 'background.paper' }}>
      {message}
    </Alert>
  );
}
