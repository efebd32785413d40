import type { FormEventHandler, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { FormAlert, type FormAlertState } from './form-alert';

/** A dialog for adding or editing a saved address or business: full screen on a phone. */
export function FormDialog({ open, titleId, onClose, children }: { open: boolean; titleId: string; onClose: () => void; children: ReactNode }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog open={open} onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      {children}
    </Dialog>
  );
}

export interface FormDialogBodyProps {
  titleId: string;
  title: string;
  /** Above the fields. */
  intro?: ReactNode;
  failure: FormAlertState | null;
  saving: boolean;
  submitLabel: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  children: ReactNode;
}

/** The form inside FormDialog: title, the server's refusal, the fields two to a row, Cancel and the submit button. */
export function FormDialogBody({ titleId, title, intro, failure, saving, submitLabel, onSubmit, onCancel, children }: FormDialogBodyProps) {
  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>
        {intro}
        <FormAlert alert={failure} />
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, pt: 0.5 }}>{children}</Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, mt: 'auto' }}>
        <Button onClick={onCancel} color="inherit">
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={saving} sx={{ minWidth: 140 }}>
          {saving ? 'Saving...' : submitLabel}
        </Button>
      </DialogActions>
    </Box>
  );
}
