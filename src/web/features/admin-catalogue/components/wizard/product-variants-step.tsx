import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AddCircleOutline from '@mui/icons-material/AddCircleOutlined';
import Save from '@mui/icons-material/Save';
import { formatRupees, percentOff, toPaise } from '@shared/money';
import type { Variant } from '@shared/schemas/catalogue';
import { ADMIN_MESSAGES, variantFormSchema, type VariantFormInput } from '@shared/schemas/admin-catalogue';
import { VARIANT_TITLE_MAX } from '@shared/constants';
import { toastError, toastSuccess } from '../../../../lib/toast';
import { useVariants } from '../../api/get-variants';
import { useCreateVariant } from '../../api/create-variant';
import { useUpdateVariant } from '../../api/update-variant';
import { useDeleteVariant } from '../../api/delete-variant';
import { useUploadVariantImages } from '../../api/upload-variant-images';
import { useDeleteVariantImage } from '../../api/delete-variant-image';
import { DeleteDialog as ConfirmDialog } from '../../../../components/confirm-dialog';
import { FilePicker } from '../../../../components/file-picker';
import { FormNumberField, FormTextField, FormToggleField } from '../../../../components/form-text-field';
import { GridThumb } from '../../../../components/grid-thumb';
import { ImageTiles } from '../image-tiles';
import { messageOf } from '../../../../components/admin-messages';
import { UploadProgress } from '../../../../components/upload-progress';
import { EditDeleteButtons, StepCard, type WizardStepProps } from './step-card';
import { WizardNav } from './wizard-nav';

type VariantForm = z.output<typeof variantFormSchema>;
/** The weights and the default box share a row from a small screen up. */
const WEIGHT = { xs: 12, sm: 6, md: 4 } as const;
const EMPTY: VariantFormInput = { Title: '', MetrixWeight: '', ProductWeight: '', Price: '', Mrp: '', Stock: '', IsDefault: false };
const valuesOf = (v: Variant): VariantFormInput => ({
  Title: v.Title,
  MetrixWeight: String(v.MetrixWeight),
  ProductWeight: String(v.ProductWeight),
  Price: String(v.Price),
  Mrp: String(v.Mrp),
  Stock: String(v.Stock),
  IsDefault: v.IsDefault,
});

/** " (MRP ₹1,999, 25% off)" after the price of a variant on sale; nothing otherwise. */
const saleNote = (v: Variant) => (v.Mrp > v.Price ? ` (MRP ${formatRupees(v.Mrp)}, ${percentOff(toPaise(v.Price), toPaise(v.Mrp))}% off)` : '');

/** What stops the variants step from being finished, in the shop's words, or null. */
export function variantsProblem(variants: Variant[]): string | null {
  if (variants.length === 0) return ADMIN_MESSAGES.addVariant;
  if (!variants.some((v) => v.IsDefault)) return ADMIN_MESSAGES.selectDefaultVariant;
  if (variants.some((v) => v.Images.length === 0)) return ADMIN_MESSAGES.variantImages;
  return null;
}

/** Step 3: variants, each with its own price, stock, weights and images. */
export function ProductVariantsStep({ productId, productName, onPrevious, onNext }: WizardStepProps) {
  const variantsQ = useVariants(productId);
  const create = useCreateVariant();
  const update = useUpdateVariant();
  const remove = useDeleteVariant();
  const upload = useUploadVariantImages();
  const removeImage = useDeleteVariantImage();
  const [editingId, setEditingId] = useState<number | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [confirm, setConfirm] = useState<Variant | null>(null);
  const [stepError, setStepError] = useState<string | null>(null);
  const { control, handleSubmit, reset } = useForm<VariantFormInput, unknown, VariantForm>({
    resolver: zodResolver(variantFormSchema),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });

  const variants = useMemo(() => variantsQ.data ?? [], [variantsQ.data]);
  const editing = variants.find((v) => v.Id === editingId) ?? null;
  const busy = create.isPending || update.isPending || upload.isPending;

  useEffect(() => {
    if (variantsQ.isError) console.error(ADMIN_MESSAGES.variantsLoadFailed, variantsQ.error);
  }, [variantsQ.isError, variantsQ.error]);

  // The step's message goes away once the problem is fixed.
  useEffect(() => {
    if (stepError && !variantsProblem(variants)) setStepError(null);
  }, [variants, stepError]);

  const startEdit = (v: Variant) => {
    setEditingId(v.Id);
    setFiles([]);
    reset(valuesOf(v));
    document.getElementById('variant-form')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  const cancelEdit = () => {
    setEditingId(null);
    setFiles([]);
    reset(EMPTY);
  };

  const submit = handleSubmit(async (values) => {
    let saved: Variant;
    try {
      saved = editing
        ? await update.mutateAsync({ ...values, Id: editing.Id, ProductId: productId })
        : await create.mutateAsync({ ...values, ProductId: productId });
    } catch (err) {
      toastError(messageOf(err, ADMIN_MESSAGES.variantCreateFailed));
      return;
    }
    if (files.length) {
      try {
        setProgress(0);
        await upload.mutateAsync({ productId, variantId: saved.Id, files, onProgress: setProgress });
      } catch (err) {
        // The variant is saved; keep it open so its images can be tried again.
        toastError(messageOf(err, 'Failed to upload the variant images'));
        setEditingId(saved.Id);
        reset(valuesOf(saved));
        return;
      } finally {
        setProgress(null);
      }
    }
    toastSuccess(editing ? 'Variant updated successfully' : 'Variant added successfully');
    cancelEdit();
  });

  const confirmDelete = async () => {
    if (!confirm) return;
    try {
      await remove.mutateAsync({ variantId: confirm.Id, productId });
      toastSuccess(ADMIN_MESSAGES.variantDeleted);
      if (editingId === confirm.Id) cancelEdit();
    } catch {
      /* the API client showed the server's message */
    } finally {
      setConfirm(null);
    }
  };

  const next = () => {
    const problem = variantsProblem(variants);
    if (problem) {
      setStepError(problem);
      toastError(problem);
      return;
    }
    onNext();
  };

  return (
    <Box>
      <StepCard title={`Variants (${variants.length})`} id="variants-title" error={stepError}>
        {variantsQ.isError && <Alert severity="error">{ADMIN_MESSAGES.variantsLoadFailed}</Alert>}
        {variantsQ.isPending && <Skeleton variant="rounded" height={72} />}
        {variantsQ.isSuccess && variants.length === 0 && (
          <Typography color="text.secondary">No variants yet. Add the first one below, for example a colour or a size.</Typography>
        )}
        <Box sx={{ display: 'grid', gap: 1.25 }} data-testid="variant-list">
          {variants.map((v) => (
            <Paper
              key={v.Id}
              variant="outlined"
              sx={{
                p: 1.25,
                display: 'flex',
                gap: 1.5,
                alignItems: 'center',
                flexWrap: { xs: 'wrap', sm: 'nowrap' },
                borderColor: v.Id === editingId ? 'secondary.main' : 'divider',
              }}
              data-testid="variant-row"
            >
              <GridThumb image={v.Images[0]} alt={`${productName} ${v.Title}`} />
              <Box sx={{ flex: 1, minWidth: 160 }}>
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography sx={{ fontWeight: 700 }}>{v.Title}</Typography>
                  {v.IsDefault && <Chip size="small" color="secondary" label="Default" />}
                  {v.Images.length === 0 && <Chip size="small" color="warning" variant="outlined" label="No images" />}
                </Box>
                <Typography variant="body2" color="text.secondary">
                  {formatRupees(v.Price)}
                  {saleNote(v)} · Stock {v.Stock} · {v.MetrixWeight} kg / {v.ProductWeight} kg · {v.Images.length} image
                  {v.Images.length === 1 ? '' : 's'}
                </Typography>
              </Box>
              <EditDeleteButtons what={`variant ${v.Title}`} onEdit={() => startEdit(v)} onDelete={() => setConfirm(v)} sx={{ ml: 'auto' }} />
            </Paper>
          ))}
        </Box>
      </StepCard>

      <Box id="variant-form" component="form" onSubmit={submit} noValidate aria-label={editing ? `Edit variant ${editing.Title}` : 'Add variant'}>
        <StepCard title={editing ? `Edit variant: ${editing.Title}` : 'Add a variant'} id="variant-form-title">
          <Grid container spacing={2}>
            <FormTextField
              control={control}
              name="Title"
              label="Title"
              required
              helperText={`At most ${VARIANT_TITLE_MAX} characters, e.g. Black`}
              cell={{ xs: 12, sm: 12, md: 3 }}
            />
            <FormNumberField
              control={control}
              name="Price"
              label="Price"
              required
              helperText="What the shopper pays"
              min={0.01}
              step={0.01}
              prefix="₹"
              cell={{ xs: 6, sm: 4, md: 3 }}
            />
            <FormNumberField
              control={control}
              name="Mrp"
              label="MRP"
              helperText={editing ? 'Blank keeps the saved MRP' : 'Blank: the same as the price'}
              min={0.01}
              step={0.01}
              prefix="₹"
              cell={{ xs: 6, sm: 4, md: 3 }}
            />
            <FormNumberField control={control} name="Stock" label="Stock" required min={0} step={1} cell={{ xs: 12, sm: 4, md: 3 }} />
            <FormNumberField control={control} name="MetrixWeight" label="Metrix Weight" required min={0.001} step={0.001} suffix="kg" cell={WEIGHT} />
            <FormNumberField control={control} name="ProductWeight" label="Product Weight" required min={0.001} step={0.001} suffix="kg" cell={WEIGHT} />
            <FormToggleField control={control} name="IsDefault" label="Default variant" as="checkbox" cell={WEIGHT} />
            <Grid size={12}>
              <Typography variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
                Variant images
              </Typography>
              {editing && (
                <Box sx={{ mb: 1.5 }}>
                  <ImageTiles
                    images={editing.Images}
                    alt={`${productName} ${editing.Title}`}
                    busyId={removeImage.isPending ? removeImage.variables?.id : null}
                    onDelete={(img) => removeImage.mutate({ id: img.Id, productId, variantId: editing.Id })}
                    emptyText="This variant has no images yet."
                  />
                </Box>
              )}
              <FilePicker files={files} onChange={setFiles} disabled={busy} label="Choose variant images" inputTestId="variant-files" />
              <UploadProgress value={progress} />
            </Grid>
          </Grid>
          <Box sx={{ display: 'flex', gap: 1, mt: 2, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
            {editing && (
              <Button onClick={cancelEdit} disabled={busy}>
                Cancel
              </Button>
            )}
            <Button type="submit" variant="contained" startIcon={editing ? <Save /> : <AddCircleOutline />} disabled={busy}>
              {editing ? 'Update Variant' : 'Add Variant'}
            </Button>
          </Box>
        </StepCard>
      </Box>

      <WizardNav onPrevious={onPrevious} onNext={next} busy={busy} />
      <ConfirmDialog
        open={!!confirm}
        text={confirm ? `The variant ${confirm.Title} and its images will be deleted.` : undefined}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setConfirm(null)}
      />
    </Box>
  );
}
