import type { ReactNode } from 'react';
import type { SxProps, Theme } from '@mui/material/styles';
import Button, { type ButtonProps } from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';

export interface DialogButtonsProps {
  /** What the dialog is for: "Save", "Request return", "Reject review". */
  label: ReactNode;
  /** Shown on it while the dialog's call is under way ("Saving..."). */
  busyLabel?: ReactNode;
  busy?: boolean;
  /** The main button alone is off (the form is not ready). */
  disabled?: boolean;
  /** Clicked: without it, the main button submits the dialog's form. */
  onClick?: () => void;
  /** The form it submits, when it is not inside it. */
  form?: string;
  color?: ButtonProps['color'];
  startIcon?: ReactNode;
  autoFocus?: boolean;
  onCancel: () => void;
  cancelLabel?: string;
  /** Cancel stays on while busy (closing does not stop the call). */
  cancelWhileBusy?: boolean;
  /** Buttons 44 pixels high, for a thumb. */
  tall?: boolean;
  sx?: SxProps<Theme>;
}

/** A dialog's foot: Cancel (or Close, Back), then the one button that does what the dialog is for. */
export function DialogButtons({
  label,
  busyLabel,
  busy = false,
  disabled = false,
  onClick,
  form,
  color,
  startIcon,
  autoFocus,
  onCancel,
  cancelLabel = 'Cancel',
  cancelWhileBusy = false,
  tall = false,
  sx = { px: 3, pb: 2 },
}: DialogButtonsProps) {
  const height = tall ? { minHeight: 44 } : undefined;
  return (
    <DialogActions sx={sx}>
      <Button onClick={onCancel} disabled={busy && !cancelWhileBusy} sx={height}>
        {cancelLabel}
      </Button>
      <Button
        type={onClick ? 'button' : 'submit'}
        form={form}
        variant="contained"
        color={color}
        startIcon={startIcon}
        onClick={onClick}
        disabled={busy || disabled}
        autoFocus={autoFocus}
        sx={height}
      >
        {busy && busyLabel ? busyLabel : label}
      </Button>
    </DialogActions>
  );
}
