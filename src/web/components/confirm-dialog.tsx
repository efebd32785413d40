import type { ReactNode } from 'react';
import { ADMIN_MESSAGES } from '@shared/schemas/admin-catalogue';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { DialogButtons } from './dialog-buttons';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  busy?: boolean;
  /** Starts the title's and the text's ids, unique on the page. */
  idPrefix?: string;
  onConfirm: () => void;
  onClose: () => void;
}

/** A question before a step that cannot be undone (deleting, cancelling a booking, returning a parcel). */
export function ConfirmDialog({ open, title, text, confirmLabel, cancelLabel = 'Cancel', busy, idPrefix = 'confirm', onConfirm, onClose }: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={`${idPrefix}-title`}
      aria-describedby={`${idPrefix}-text`}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={`${idPrefix}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${idPrefix}-text`}>{text}</DialogContentText>
      </DialogContent>
      <DialogButtons label={confirmLabel} busy={busy} color="error" onClick={onConfirm} autoFocus onCancel={onClose} cancelLabel={cancelLabel} />
    </Dialog>
  );
}

/** "Are you sure?" before a deletion on the admin screens, in their words unless told otherwise. */
export function DeleteDialog({
  title = 'Are you sure?',
  text = "You won't be able to revert this!",
  confirmLabel = ADMIN_MESSAGES.confirmDelete,
  ...rest
}: Partial<Pick<ConfirmDialogProps, 'title' | 'text' | 'confirmLabel'>> & Omit<ConfirmDialogProps, 'title' | 'text' | 'confirmLabel'>) {
  return <ConfirmDialog {...rest} title={title} text={text} confirmLabel={confirmLabel} />;
}
