import type { Control } from 'react-hook-form';
import Box from '@mui/material/Box';
import { FormTextField } from '../../../components/form-text-field';

interface Named {
  FirstName: string;
  LastName: string;
  Email?: string | null;
}

/** First and last name side by side (one above the other on a phone), then the optional e-mail. */
export function NameFields<T extends Named>({ control, autoFocus }: { control: Control<T>; autoFocus?: boolean }) {
  // The three fields are named alike in every form that has them.
  const named = control as unknown as Control<Named>;
  return (
    <>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2.25 }}>
        <FormTextField control={named} name="FirstName" label="First Name" autoComplete="given-name" autoFocus={autoFocus} />
        <FormTextField control={named} name="LastName" label="Last Name" autoComplete="family-name" />
      </Box>
      <FormTextField control={named} name="Email" label="Email (optional)" type="email" autoComplete="email" />
    </>
  );
}
