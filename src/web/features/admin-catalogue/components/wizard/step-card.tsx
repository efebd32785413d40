import type { ReactNode } from 'react';
import type { SxProps, Theme } from '@mui/material/styles';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import EditOutlined from '@mui/icons-material/EditOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';

/** A titled panel inside a wizard step, with what stops the step (its `error`) at its foot. */
export function StepCard({ title, children, id, error }: { title?: string; children: ReactNode; id?: string; error?: string | null }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, mb: 2 }} component="section" aria-labelledby={title && id ? id : undefined}>
      {title && (
        <Typography variant="subtitle1" component="h2" id={id} sx={{ fontWeight: 700, mb: 2 }}>
          {title}
        </Typography>
      )}
      {children}
      {error && (
        <Alert severity="error" sx={{ mt: 2 }} role="alert">
          {error}
        </Alert>
      )}
    </Paper>
  );
}

/** Edit and Delete on a saved row of a step (a variant, a description); `what` names the row to a screen reader. */
export function EditDeleteButtons({ what, onEdit, onDelete, sx }: { what?: string; onEdit: () => void; onDelete: () => void; sx: SxProps<Theme> }) {
  return (
    <Box sx={[{ display: 'flex', gap: 1 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Button size="small" startIcon={<EditOutlined />} onClick={onEdit} aria-label={what && `Edit ${what}`}>
        Edit
      </Button>
      <Button size="small" color="error" startIcon={<DeleteOutline />} onClick={onDelete} aria-label={what && `Delete ${what}`}>
        Delete
      </Button>
    </Box>
  );
}

/** What the wizard gives a step of a saved product: the product, and Back and Next. */
export interface WizardStepProps {
  productId: number;
  productName: string;
  onPrevious: () => void;
  onNext: () => void;
}
