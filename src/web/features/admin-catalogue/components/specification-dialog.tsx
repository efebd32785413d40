// Add or change a specification of a category: the shared schema checks the form, the server's
// refusal (a key taken, a value products still have) shows in the dialog.
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { SPEC_KINDS, type SpecKind } from '@shared/schemas/catalogue';
import { ADMIN_MESSAGES, specificationInputSchema, type Specification, type SpecificationInput } from '@shared/schemas/admin-catalogue';
import { slugOf } from '@shared/slug';
import { toastSuccess } from '../../../lib/toast';
import { useCompact } from '../../../components/use-compact';
import { useSaveSpecification } from '../api/save-specification';
import { DialogButtons } from '../../../components/dialog-buttons';
import { FormSelectField, FormTextField, FormToggleField, HALF } from '../../../components/form-text-field';
import { messageOf } from '../../../components/admin-messages';

export const SPEC_KIND_LABELS: Record<SpecKind, string> = {
  one: 'One of a list',
  many: 'Several of a list',
  number: 'A number',
  yesno: 'Yes or no',
};

type FormInput = z.input<typeof specificationInputSchema>;

const formOf = (categoryId: number, s: Specification | null, nextOrder: number): FormInput =>
  s
    ? {
        CategoryId: s.CategoryId,
        Name: s.Name,
        Key: s.Key,
        Kind: s.Kind,
        Unit: s.Unit ?? '',
        Options: s.Options,
        SortOrder: String(s.SortOrder),
        IsFilter: s.IsFilter,
      }
    : { CategoryId: categoryId, Name: '', Key: '', Kind: 'one', Unit: '', Options: [], SortOrder: String(nextOrder), IsFilter: true };

/** Blank key: made from the name by the server; the shared schema reads a blank key as none. */
const withoutBlankKey = (v: FormInput): FormInput => ({ ...v, Key: v.Key ? v.Key : undefined });

export function SpecificationDialog({
  categoryId,
  categoryName,
  specification,
  nextOrder,
  onClose,
}: {
  categoryId: number;
  categoryName: string;
  specification: Specification | null;
  nextOrder: number;
  onClose: () => void;
}) {
  const fullScreen = useCompact();
  const save = useSaveSpecification();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  const { control, handleSubmit, setError } = useForm<FormInput, unknown, SpecificationInput>({
    resolver: (values, ctx, opts) => zodResolver(specificationInputSchema)(withoutBlankKey(values), ctx, opts),
    defaultValues: formOf(categoryId, specification, nextOrder),
    mode: 'onTouched',
  });
  const kind = useWatch({ control, name: 'Kind' });
  const name = useWatch({ control, name: 'Name' });
  const listed = kind === 'one' || kind === 'many';
  const busy = save.isPending;

  const submit = handleSubmit(async (body) => {
    setRefusal(null);
    try {
      await save.mutateAsync({ id: specification?.Id, body });
      toastSuccess(ADMIN_MESSAGES.specificationsSaved);
      onClose();
    } catch (err) {
      const message = messageOf(err, 'The specification could not be saved. Please try again.');
      if (message === ADMIN_MESSAGES.specificationKeyTaken) setError('Key', { type: 'server', message }, { shouldFocus: true });
      else setRefusal(message);
    }
  });

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="spec-dialog-title" maxWidth="sm" fullWidth fullScreen={fullScreen}>
      <form onSubmit={submit} noValidate style={{ display: 'contents' }}>
        <DialogTitle id="spec-dialog-title">{specification ? `Edit ${specification.Name}` : `New specification of ${categoryName}`}</DialogTitle>
        <DialogContent dividers>
          <Grid container spacing={2}>
            <FormTextField control={control} name="Name" label="Name" required autoFocus={!specification} maxLength={60} cell={HALF} />
            <FormTextField
              control={control}
              name="Key"
              label="Key"
              helperText={`In filter addresses; empty: ${slugOf(name ?? '').slice(0, 40) || 'made from the name'}`}
              maxLength={40}
              slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'none' } }}
              cell={HALF}
            />
            <FormSelectField
              control={control}
              name="Kind"
              label="Kind"
              required
              options={SPEC_KINDS.map((k) => ({ value: k, label: SPEC_KIND_LABELS[k] }))}
              cell={{ xs: 12, sm: kind === 'number' ? 6 : 12 }}
            />
            {kind === 'number' && (
              <FormTextField control={control} name="Unit" label="Unit" required helperText="Such as mm, hours, W" maxLength={12} cell={HALF} />
            )}
            {listed && (
              <Grid size={12}>
                <Controller
                  control={control}
                  name="Options"
                  render={({ field, fieldState }) => (
                    <Autocomplete<string, true, false, true>
                      multiple
                      freeSolo
                      options={[]}
                      value={field.value ?? []}
                      inputValue={typed}
                      onInputChange={(_e, v) => setTyped(v)}
                      onChange={(_e, v) => field.onChange(v.map((o) => o.trim()).filter(Boolean))}
                      onBlur={() => {
                        // A value typed but not yet added with Enter is added when the field is left.
                        if (typed.trim()) field.onChange([...(field.value ?? []), typed.trim()]);
                        setTyped('');
                        field.onBlur();
                      }}
                      renderValue={(values, getItemProps) =>
                        values.map((option, index) => {
                          const { key, ...item } = getItemProps({ index });
                          return <Chip key={key} label={option} size="small" {...item} />;
                        })
                      }
                      renderInput={(params) => (
                        <TextField
                          {...params}
                          name={field.name}
                          inputRef={field.ref}
                          label="Values"
                          required
                          error={!!fieldState.error}
                          helperText={fieldState.error?.message ?? 'Type a value and press Enter; in the order shoppers see them'}
                        />
                      )}
                    />
                  )}
                />
              </Grid>
            )}
            <FormTextField control={control} name="SortOrder" label="Order" helperText="Lower comes first" maxLength={5} inputMode="numeric" cell={HALF} />
            <FormToggleField control={control} name="IsFilter" label="Use as a filter" whenUnset cell={HALF} />
          </Grid>
          {refusal && (
            <Alert severity="error" sx={{ mt: 2 }} role="alert">
              {refusal}
            </Alert>
          )}
        </DialogContent>
        <DialogButtons label="Save" busyLabel="Saving…" busy={busy} onCancel={onClose} sx={{}} />
      </form>
    </Dialog>
  );
}
