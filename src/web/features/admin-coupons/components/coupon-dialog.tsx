import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { ADMIN_MESSAGES } from '@shared/schemas/admin-catalogue';
import { COUPON_MESSAGES, type Coupon, type CouponForm } from '@shared/schemas/coupons';
import { ApiError } from '../../../lib/api-client';
import { toastSuccess } from '../../../lib/toast';
import { useCategories } from '../../../lib/admin-categories';
import { useSaveCoupon } from '../api/save-coupon';
import { checkCouponForm, couponToForm, emptyCouponForm, refusalField, type CouponFormText } from '../coupon-rules';
import { DialogButtons } from '../../../components/dialog-buttons';
import { FormSelectField, FormTextField, FormToggleField, HALF } from '../../../components/form-text-field';
import { messageOf } from '../../../components/admin-messages';
import { useCompact } from '../../../components/use-compact';

const KIND_OPTIONS = [
  { value: 'Percent', label: 'Percentage off' },
  { value: 'Flat', label: 'Rupees off' },
];

/** The shared schema checks the whole form; each field shows its own first message. */
const resolver: Resolver<CouponFormText, unknown, CouponForm> = (values) => {
  const check = checkCouponForm(values);
  if (check.ok) return { values: check.body, errors: {} };
  const errors: FieldErrors<CouponFormText> = {};
  for (const [field, message] of Object.entries(check.errors)) errors[field as keyof CouponFormText] = { type: 'validate', message };
  return { values: {}, errors };
};

const moment = { inputLabel: { shrink: true }, htmlInput: { step: 60 } };

/** Create a coupon (no `coupon`) or edit one, every field of the shared form; the server's refusal shows in the dialog. */
export function CouponDialog({ coupon, onClose }: { coupon: Coupon | null; onClose: () => void }) {
  const fullScreen = useCompact();
  const categories = useCategories();
  const save = useSaveCoupon();
  const [refusal, setRefusal] = useState<string | null>(null);
  const defaultValues = useMemo(() => (coupon ? couponToForm(coupon) : emptyCouponForm(new Date())), [coupon]);
  const { control, handleSubmit, setError } = useForm<CouponFormText, unknown, CouponForm>({ resolver, defaultValues, mode: 'onTouched' });
  const kind = useWatch({ control, name: 'Kind' });
  const busy = save.isPending;
  const names = new Map((categories.data ?? []).map((c) => [c.Id, c.Name]));

  const submit = handleSubmit(async (body) => {
    setRefusal(null);
    try {
      const answer = await save.mutateAsync({ id: coupon?.Id, body });
      toastSuccess(answer.Message || (coupon ? COUPON_MESSAGES.updated : COUPON_MESSAGES.created));
      onClose();
    } catch (err) {
      const message = messageOf(err, 'The coupon could not be saved. Please try again.');
      // A refusal about one field shows under it; any other stays in view above the buttons.
      const field = err instanceof ApiError ? refusalField(err.status, message) : null;
      if (field) setError(field, { type: 'server', message }, { shouldFocus: true });
      else setRefusal(message);
    }
  });

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby="coupon-dialog-title"
      maxWidth="sm"
      fullWidth
      fullScreen={fullScreen}
      data-testid="coupon-dialog"
    >
      <form onSubmit={submit} noValidate style={{ display: 'contents' }}>
        <DialogTitle id="coupon-dialog-title">{coupon ? `Edit coupon ${coupon.Code}` : 'New coupon'}</DialogTitle>
        <DialogContent dividers>
          <Grid container spacing={2}>
            <FormTextField
              control={control}
              name="Code"
              label="Code"
              required
              autoFocus={!coupon}
              helperText="4 to 20 letters and digits"
              maxLength={20}
              slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
              cell={HALF}
            />
            <FormSelectField control={control} name="Kind" label="Kind" required options={KIND_OPTIONS} cell={HALF} />
            <FormTextField
              control={control}
              name="Value"
              label={kind === 'Percent' ? 'Percentage off' : 'Rupees off'}
              required
              inputMode="decimal"
              prefix={kind === 'Percent' ? undefined : '₹'}
              suffix={kind === 'Percent' ? '%' : undefined}
              cell={{ xs: 12, sm: kind === 'Percent' ? 6 : 12 }}
            />
            {kind === 'Percent' && (
              <FormTextField
                control={control}
                name="MaxDiscount"
                label="Maximum discount"
                helperText="Empty: no maximum"
                inputMode="decimal"
                prefix="₹"
                cell={HALF}
              />
            )}
            <FormTextField
              control={control}
              name="MinCartValue"
              label="Minimum cart value"
              helperText="Empty: any cart"
              inputMode="decimal"
              prefix="₹"
              cell={HALF}
            />
            <Grid size={{ xs: 12, sm: 6 }}>
              <Controller
                control={control}
                name="CategoryIds"
                render={({ field, fieldState }) => (
                  <TextField
                    select
                    fullWidth
                    label="Categories"
                    name={field.name}
                    inputRef={field.ref}
                    value={field.value}
                    onChange={(e) => {
                      const v = e.target.value as unknown as number[] | string;
                      field.onChange(typeof v === 'string' ? v.split(',').map(Number) : v);
                    }}
                    onBlur={field.onBlur}
                    error={!!fieldState.error || categories.isError}
                    helperText={fieldState.error?.message ?? (categories.isError ? ADMIN_MESSAGES.categoriesLoadFailed : 'None chosen: every category')}
                    disabled={categories.isPending}
                    slotProps={{
                      select: {
                        multiple: true,
                        displayEmpty: true,
                        renderValue: (ids) => {
                          const chosen = ids as number[];
                          return chosen.length === 0 ? 'All categories' : chosen.map((id) => names.get(id) ?? `#${id}`).join(', ');
                        },
                      },
                      inputLabel: { shrink: true },
                    }}
                  >
                    {(categories.data ?? []).map((c) => (
                      <MenuItem key={c.Id} value={c.Id} dense>
                        <Checkbox size="small" checked={field.value.includes(c.Id)} sx={{ p: 0.5, mr: 1 }} />
                        <ListItemText primary={c.Name} />
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            </Grid>
            <FormTextField
              control={control}
              name="StartsAt"
              label="Starts"
              type="datetime-local"
              required
              helperText="India time"
              slotProps={moment}
              cell={HALF}
            />
            <FormTextField control={control} name="EndsAt" label="Ends" type="datetime-local" required helperText="India time" slotProps={moment} cell={HALF} />
            <FormTextField
              control={control}
              name="UsageLimit"
              label="Usage limit"
              helperText="Uses by all shoppers; empty: no limit"
              inputMode="numeric"
              cell={HALF}
            />
            <FormTextField
              control={control}
              name="PerShopperLimit"
              label="Per-shopper limit"
              helperText="Uses by each shopper; empty: no limit"
              inputMode="numeric"
              cell={HALF}
            />
            <FormToggleField
              control={control}
              name="IsActive"
              label="Active"
              note={(on) => (on ? 'Shoppers can use the code between its start and end.' : 'Switched off: shoppers cannot use the code.')}
              cell={12}
            />
          </Grid>
        </DialogContent>
        {refusal && (
          <Alert severity="error" sx={{ mx: 3, mt: 2 }} data-testid="coupon-refusal">
            {refusal}
          </Alert>
        )}
        <DialogButtons
          label={coupon ? 'Save changes' : 'Create coupon'}
          busyLabel="Saving..."
          busy={busy}
          color="secondary"
          onCancel={onClose}
          sx={{ px: 3, py: 2 }}
        />
      </form>
    </Dialog>
  );
}
