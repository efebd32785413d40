// The product's values of its category's specifications, each as an input of its kind: a select, a
// multi-select with chips, a number with its unit, a yes/no switch. Saved with the details.
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Product } from '@shared/schemas/catalogue';
import type { Specification } from '@shared/schemas/admin-catalogue';

/** The values typed or chosen, by specification key. */
export type SpecValues = Record<string, string[]>;

export const valuesFromProduct = (p: Product | undefined): SpecValues => Object.fromEntries((p?.Specifications ?? []).map((s) => [s.Key, s.Values]));

/** What the details send: one entry a value, for the category's specifications only. */
export const entriesOf = (specs: Specification[], values: SpecValues) =>
  specs.flatMap((s) =>
    (values[s.Key] ?? [])
      .map((v) => v.trim())
      .filter(Boolean)
      .map((Value) => ({ Key: s.Key, Value })),
  );

function SpecInput({ spec, values, onChange }: { spec: Specification; values: string[]; onChange: (values: string[]) => void }) {
  const id = `spec-${spec.Key}`;
  switch (spec.Kind) {
    case 'one':
      return (
        <TextField select fullWidth id={id} label={spec.Name} value={values[0] ?? ''} onChange={(e) => onChange(e.target.value ? [e.target.value] : [])}>
          <MenuItem value="">
            <em>Not set</em>
          </MenuItem>
          {spec.Options.map((o) => (
            <MenuItem key={o} value={o}>
              {o}
            </MenuItem>
          ))}
        </TextField>
      );
    case 'many':
      return (
        <Autocomplete
          multiple
          id={id}
          options={spec.Options}
          value={values}
          onChange={(_e, v) => onChange(v)}
          renderValue={(chosen, getItemProps) =>
            chosen.map((option, index) => {
              const { key, ...item } = getItemProps({ index });
              return <Chip key={key} label={option} size="small" {...item} />;
            })
          }
          renderInput={(params) => <TextField {...params} label={spec.Name} />}
        />
      );
    case 'number':
      return (
        <TextField
          fullWidth
          id={id}
          label={spec.Name}
          value={values[0] ?? ''}
          onChange={(e) => onChange(e.target.value.trim() ? [e.target.value] : [])}
          slotProps={{
            htmlInput: { inputMode: 'decimal', maxLength: 20 },
            input: spec.Unit ? { endAdornment: <InputAdornment position="end">{spec.Unit}</InputAdornment> } : undefined,
          }}
        />
      );
    case 'yesno':
      return (
        <Box sx={{ display: 'flex', alignItems: 'center', minHeight: 56 }}>
          <FormControlLabel
            control={<Switch id={id} checked={values[0] === 'yes'} onChange={(e) => onChange([e.target.checked ? 'yes' : 'no'])} />}
            label={
              <span>
                {spec.Name}
                <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
                  {values[0] === 'yes' ? 'Yes' : values[0] === 'no' ? 'No' : 'Not set'}
                </Typography>
              </span>
            }
          />
        </Box>
      );
  }
}

export function SpecificationInputs({
  specs,
  loading,
  values,
  onChange,
}: {
  specs: Specification[] | undefined;
  loading: boolean;
  values: SpecValues;
  onChange: (values: SpecValues) => void;
}) {
  if (loading) return <Skeleton variant="rounded" height={56} sx={{ mt: 3 }} />;
  if (!specs?.length) return null;
  return (
    <Box component="section" aria-label="Specifications" sx={{ mt: 3 }}>
      <Typography variant="subtitle1" component="h2" sx={{ mb: 1.5, fontWeight: 600 }}>
        Specifications
      </Typography>
      <Grid container spacing={2}>
        {specs.map((s) => (
          <Grid key={s.Id} size={{ xs: 12, sm: s.Kind === 'many' ? 12 : 6 }}>
            <SpecInput spec={s} values={values[s.Key] ?? []} onChange={(v) => onChange({ ...values, [s.Key]: v })} />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
