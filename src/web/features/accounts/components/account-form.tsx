import type { FormEventHandler, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { FormAlert, type FormAlertState } from './form-alert';

export interface AccountFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The server's answer above the fields. */
  alert: FormAlertState | null;
  /** The wide button at the end, its words while the request runs; absent while the form cannot be sent yet. */
  submit?: { label: string; busyLabel: string; busy: boolean };
  children: ReactNode;
}

/** The sign-in, sign-up and profile forms: the answer, the fields one under another, the button. */
export function AccountForm({ onSubmit, alert, submit, children }: AccountFormProps) {
  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <FormAlert alert={alert} />
      <Stack spacing={2.25}>
        {children}
        {submit && (
          <Button type="submit" variant="contained" size="large" fullWidth disabled={submit.busy} sx={{ py: 1.25 }}>
            {submit.busy ? submit.busyLabel : submit.label}
          </Button>
        )}
      </Stack>
    </Box>
  );
}
