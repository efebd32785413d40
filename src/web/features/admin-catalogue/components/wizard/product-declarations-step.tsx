import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { Product } from '@shared/schemas/catalogue';
import { declarationsSchema, type Declarations, type DeclarationsInput } from '@shared/schemas/declarations';
import { DECLARANT_KINDS, declarantLabel, indianMonth, madeOnLabel } from '@shared/declarations';
import { toastError, toastSuccess } from '../../../../lib/toast';
import { useSaveProduct } from '../../api/save-product';
import { FormSelectField, FormTextField, HALF, plainOptions } from '../../../../components/form-text-field';
import { messageOf } from '../../../../components/admin-messages';
import { StepCard } from './step-card';
import { WizardNav } from './wizard-nav';

function valuesOf(p: Product | undefined): DeclarationsInput {
  const d = p?.Declarations;
  return {
    // Most of the shop's goods are its own brands, made in India.
    DeclarantKind: d?.DeclarantKind ?? 'Manufacturer',
    DeclarantName: d?.DeclarantName ?? '',
    DeclarantAddress: d?.DeclarantAddress ?? '',
    CountryOfOrigin: d?.CountryOfOrigin ?? '',
    GenericName: d?.GenericName ?? '',
    NetQuantity: d?.NetQuantity ?? '',
    MadeOn: d?.MadeOn ?? '',
    ConsumerCarePhone: d?.ConsumerCarePhone ?? '',
    ConsumerCareEmail: d?.ConsumerCareEmail ?? '',
  };
}

/**
 * Step 2: what the packaged-commodity rules ask the shop to show on the product page
 * (docs/declarations.md). Saved with the product's details; a draft may skip it, publishing needs it.
 */
export function ProductDeclarationsStep({
  productId,
  product,
  onPrevious,
  onNext,
}: {
  productId: number;
  product: Product | undefined;
  onPrevious: () => void;
  onNext: () => void;
}) {
  const save = useSaveProduct();
  const { control, handleSubmit, reset } = useForm<DeclarationsInput, unknown, Declarations>({
    resolver: zodResolver(declarationsSchema),
    defaultValues: valuesOf(product),
    mode: 'onTouched',
  });
  const kind = useWatch({ control, name: 'DeclarantKind' });
  const whose = kind ?? 'Manufacturer';

  // Editing: show what was saved before, once it has loaded.
  useEffect(() => {
    if (product) reset(valuesOf(product));
  }, [product, reset]);

  const submit = handleSubmit(async (Declarations) => {
    if (!product) return;
    try {
      await save.mutateAsync({
        Id: productId,
        ProductCode: product.ProductCode,
        Name: product.Name,
        Location: product.Location,
        HSNCode: product.HSNCode,
        TaxRate: product.TaxRate,
        Description: product.Description,
        CategoryId: product.CategoryId,
        Declarations,
      });
      toastSuccess('Declarations saved successfully');
      onNext();
    } catch (err) {
      toastError(messageOf(err, 'Failed to save the declarations'));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Product Declarations">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Shown to shoppers on the product page, as India's rules for packaged goods require. A draft may be saved without them; publishing needs every one.
      </Typography>
      <StepCard title={declarantLabel(whose)} id="declarant-title">
        <Grid container spacing={2}>
          <FormSelectField
            control={control}
            name="DeclarantKind"
            label="Declared by"
            required
            helperText="Who is named on the pack"
            options={plainOptions(DECLARANT_KINDS)}
            cell={{ xs: 12, sm: 4 }}
          />
          <FormTextField control={control} name="DeclarantName" label={`${whose}'s name`} required maxLength={200} cell={{ xs: 12, sm: 8 }} />
          <FormTextField
            control={control}
            name="DeclarantAddress"
            label={`${whose}'s address`}
            required
            multiline
            minRows={2}
            helperText="The full postal address, with the pin code"
            maxLength={500}
            cell={12}
          />
        </Grid>
      </StepCard>
      <StepCard title="The goods and consumer care" id="goods-title">
        <Grid container spacing={2}>
          <FormTextField
            control={control}
            name="CountryOfOrigin"
            label="Country of origin"
            required
            helperText="Where it was made, e.g. India"
            maxLength={60}
            cell={HALF}
          />
          <FormTextField
            control={control}
            name="GenericName"
            label="Generic name"
            required
            helperText="The common name of the goods, e.g. Wireless headphones"
            maxLength={100}
            cell={HALF}
          />
          <FormTextField
            control={control}
            name="NetQuantity"
            label="Net quantity"
            required
            helperText='In number or pairs, e.g. "1 N" or "1 pair"'
            maxLength={40}
            cell={HALF}
          />
          <FormTextField
            control={control}
            name="MadeOn"
            label={madeOnLabel(whose)}
            type="month"
            required
            helperText="YYYY-MM, not later than this month"
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: indianMonth(), placeholder: 'YYYY-MM' } }}
            cell={HALF}
          />
          <FormTextField
            control={control}
            name="ConsumerCarePhone"
            label="Consumer care phone"
            type="tel"
            required
            helperText="e.g. +91 94430 12345"
            maxLength={20}
            autoComplete="off"
            cell={HALF}
          />
          <FormTextField
            control={control}
            name="ConsumerCareEmail"
            label="Consumer care e-mail"
            type="email"
            required
            maxLength={254}
            autoComplete="off"
            cell={HALF}
          />
        </Grid>
      </StepCard>
      <WizardNav
        onPrevious={onPrevious}
        nextType="submit"
        busy={save.isPending || !product}
        extra={
          <Button onClick={onNext} disabled={save.isPending}>
            Skip for now
          </Button>
        }
      />
    </form>
  );
}
