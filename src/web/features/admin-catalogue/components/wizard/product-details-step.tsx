import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import type { Product } from '@shared/schemas/catalogue';
import { ADMIN_MESSAGES, productDetailsSchema, type ProductDetails, type ProductDetailsInput } from '@shared/schemas/admin-catalogue';
import { ApiError } from '../../../../lib/api-client';
import { toastError, toastSuccess } from '../../../../lib/toast';
import { useBrands } from '../../api/get-brands';
import { useCategories } from '../../../../lib/admin-categories';
import { useSpecifications } from '../../api/get-specifications';
import { useSaveProduct } from '../../api/save-product';
import { FormNumberField, FormSelectField, FormTextField, HALF } from '../../../../components/form-text-field';
import { messageOf } from '../../../../components/admin-messages';
import { SpecificationInputs, entriesOf, valuesFromProduct, type SpecValues } from './specification-inputs';
import { StepCard } from './step-card';
import { WizardNav } from './wizard-nav';

const EMPTY: ProductDetailsInput = { ProductCode: '', Name: '', Location: '', HSNCode: '', TaxRate: '', Description: '', CategoryId: '', Brand: '' };

function valuesOf(p: Product | undefined): ProductDetailsInput {
  if (!p) return EMPTY;
  return {
    ProductCode: p.ProductCode,
    Name: p.Name,
    Location: p.Location,
    HSNCode: p.HSNCode,
    TaxRate: String(p.TaxRate),
    Description: p.Description,
    CategoryId: String(p.CategoryId),
    Brand: p.Brand?.Name ?? '',
  };
}

const THIRD = { xs: 12, sm: 4 } as const;

const categoryOf = (v: unknown) => (v === undefined || v === null || v === '' || Number.isNaN(Number(v)) ? null : Number(v));

/** Step 1: the product's details. Saving them creates the product (or updates it) and moves on. */
export function ProductDetailsStep({ productId, product, onSaved }: { productId: number | null; product: Product | undefined; onSaved: (id: number) => void }) {
  const categories = useCategories();
  const brands = useBrands();
  const save = useSaveProduct();
  // The values of the category's specifications, by key: kept beside the form, sent with it.
  const [specValues, setSpecValues] = useState<SpecValues>(() => valuesFromProduct(product));
  const { control, handleSubmit, reset, setError } = useForm<ProductDetailsInput, unknown, ProductDetails>({
    resolver: zodResolver(productDetailsSchema),
    defaultValues: valuesOf(product),
    mode: 'onTouched',
  });

  const categoryId = categoryOf(useWatch({ control, name: 'CategoryId' }));
  const specs = useSpecifications(categoryId);

  // Editing: show what was saved before, once it has loaded.
  useEffect(() => {
    if (product) {
      reset(valuesOf(product));
      setSpecValues(valuesFromProduct(product));
    }
  }, [product, reset]);

  useEffect(() => {
    if (categories.isError) console.error(ADMIN_MESSAGES.categoriesLoadFailed, categories.error);
  }, [categories.isError, categories.error]);

  const submit = handleSubmit(async (values) => {
    try {
      // The values are sent once the category's specifications are known (left out, the saved ones are kept).
      const Specifications = specs.data && categoryId === values.CategoryId ? entriesOf(specs.data, specValues) : undefined;
      const saved = await save.mutateAsync({ ...values, Specifications, Id: productId ?? undefined });
      toastSuccess(productId ? saved.Message : ADMIN_MESSAGES.productCreated);
      onSaved(saved.Id);
    } catch (err) {
      const message = messageOf(err, ADMIN_MESSAGES.productCreateFailed);
      if (err instanceof ApiError && err.status === 409) setError('ProductCode', { message });
      toastError(message);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Product Details">
      <StepCard>
        {categories.isError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {ADMIN_MESSAGES.categoriesLoadFailed}
          </Alert>
        )}
        <Grid container spacing={2}>
          <FormTextField
            control={control}
            name="ProductCode"
            label="Product Code"
            required
            maxLength={50}
            slotProps={{ htmlInput: { autoCapitalize: 'characters' } }}
            cell={HALF}
          />
          <FormSelectField
            control={control}
            name="CategoryId"
            label="Category"
            required
            options={(categories.data ?? []).map((c) => ({ value: String(c.Id), label: c.Name }))}
            disabled={categories.isPending}
            cell={HALF}
          />
          <FormTextField control={control} name="Name" label="Product Name" required maxLength={200} cell={{ xs: 12, sm: 8 }} />
          <Grid size={{ xs: 12, sm: 4 }}>
            <Controller
              control={control}
              name="Brand"
              render={({ field, fieldState }) => (
                <Autocomplete
                  freeSolo
                  autoSelect
                  options={(brands.data ?? []).map((b) => b.Name)}
                  value={field.value ?? ''}
                  onChange={(_e, v) => field.onChange(v ?? '')}
                  onInputChange={(_e, v, reason) => reason === 'input' && field.onChange(v)}
                  renderInput={(params) => (
                    <TextField
                      {...params}
                      name={field.name}
                      inputRef={field.ref}
                      onBlur={field.onBlur}
                      label="Brand"
                      error={!!fieldState.error}
                      helperText={fieldState.error?.message ?? 'Needed to publish; a new name adds the brand'}
                    />
                  )}
                />
              )}
            />
          </Grid>
          <FormTextField control={control} name="Location" label="Location" required helperText="Warehouse and shelf" maxLength={100} cell={THIRD} />
          <FormTextField control={control} name="HSNCode" label="HSN Code" required maxLength={8} inputMode="numeric" cell={THIRD} />
          <FormNumberField control={control} name="TaxRate" label="Tax Rate" required min={0} max={100} step={0.01} suffix="%" cell={THIRD} />
          <FormTextField
            control={control}
            name="Description"
            label="Description"
            required
            multiline
            minRows={3}
            helperText="A short summary shown beside the price"
            maxLength={2000}
            cell={12}
          />
        </Grid>
        <SpecificationInputs specs={specs.data} loading={specs.isPending && categoryId !== null} values={specValues} onChange={setSpecValues} />
      </StepCard>
      <WizardNav nextType="submit" busy={save.isPending} />
    </form>
  );
}
