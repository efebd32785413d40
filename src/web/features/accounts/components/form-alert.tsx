import Alert from '@mui/material/Alert';
import type { SxProps, Theme } from '@mui/material/styles';

export interface FormAlertState {
  severity: 'success' | 'error' | 'info';
  message: string;
}

/** The server's Message in an alert: errors in red, OTP success in green. */
export function FormAlert({ alert, sx }: { alert: FormAlertState | null; sx?: SxProps<Theme> }) {
  if (!alert) return null;
  return (
    <Alert severity={alert.severity} role={alert.severity === 'error' ? 'alert' : 'status'} sx={{ mb: 2, ...sx }} data-testid={`form-alert-${alert.severity}`}>
      {alert.message}
    </Alert>
  );
}
