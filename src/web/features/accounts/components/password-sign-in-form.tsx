import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { passwordSignInForm, type PasswordSignInForm } from '@shared/schemas/accounts';
import { useLogin } from '../api/login';
import { FormPhoneField } from '../../../components/digits-field';
import { FormPasswordField } from '../../../components/password-field';
import { FormAlert, type FormAlertState } from './form-alert';
import { errorMessage } from './error-message';

/** Sign in, Password tab (LoginType Password). */
export function PasswordSignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { control, handleSubmit } = useForm<PasswordSignInForm>({
    resolver: zodResolver(passwordSignInForm),
    defaultValues: { PhoneNumber: '', Password: '' },
  });
  const login = useLogin();
  const [failure, setFailure] = useState<FormAlertState | null>(null);

  const signIn = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await login.mutateAsync({ ...values, LoginType: 'Password' });
      onSignedIn();
    } catch (err) {
      setFailure({ severity: 'error', message: errorMessage(err) });
    }
  });

  return (
    <Box component="form" noValidate onSubmit={(e) => void signIn(e)}>
      <FormAlert alert={failure} />
      <Stack spacing={2.25}>
        <FormPhoneField control={control} name="PhoneNumber" autoFocus />
        <FormPasswordField control={control} name="Password" label="Password" autoComplete="current-password" />
        <Button type="submit" variant="contained" size="large" disabled={login.isPending} fullWidth sx={{ py: 1.25 }}>
          {login.isPending ? 'Signing in...' : 'Sign In'}
        </Button>
      </Stack>
    </Box>
  );
}
