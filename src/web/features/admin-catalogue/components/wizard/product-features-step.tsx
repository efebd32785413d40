import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddCircleOutline from '@mui/icons-material/AddCircleOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Publish from '@mui/icons-material/Publish';
import Save from '@mui/icons-material/Save';
import type { ProductFeature } from '@shared/schemas/catalogue';
import { featureFormSchema, type FeatureFormInput } from '@shared/schemas/admin-catalogue';
import { toastSuccess } from '../../../../lib/toast';
import { useFeatures } from '../../api/get-features';
import { useSaveFeature } from '../../api/save-feature';
import { useDeleteFeature } from '../../api/delete-feature';
import { FormTextField } from '../../../../components/form-text-field';
import { StepCard } from './step-card';
import { WizardNav } from './wizard-nav';

type FeatureForm = z.output<typeof featureFormSchema>;
const EMPTY: FeatureFormInput = { ItemType: '', ItemValue: '' };

/** Step 6: features as type/value pairs. The last step publishes the product. */
export function ProductFeaturesStep({
  productId,
  onPrevious,
  onPublish,
  publishing,
}: {
  productId: number;
  onPrevious: () => void;
  onPublish: () => void;
  publishing: boolean;
}) {
  const featuresQ = useFeatures(productId);
  const save = useSaveFeature();
  const remove = useDeleteFeature();
  const [editing, setEditing] = useState<ProductFeature | null>(null);
  const { control, handleSubmit, reset, getValues } = useForm<FeatureFormInput, unknown, FeatureForm>({
    resolver: zodResolver(featureFormSchema),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const features = featuresQ.data ?? [];

  const submit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ ProductId: productId, Id: editing?.Id, ...values });
      toastSuccess(editing ? 'Feature updated successfully' : 'Feature added successfully');
      setEditing(null);
      reset(EMPTY);
    } catch {
      /* the API client showed the server's message */
    }
  });

  const publish = async () => {
    // A feature typed but not added yet is added first.
    const { ItemType, ItemValue } = getValues();
    if (String(ItemType ?? '').trim() || String(ItemValue ?? '').trim()) {
      let ok = false;
      await handleSubmit(async (values) => {
        try {
          await save.mutateAsync({ ProductId: productId, Id: editing?.Id, ...values });
          setEditing(null);
          reset(EMPTY);
          ok = true;
        } catch {
          /* shown by the API client */
        }
      })();
      if (!ok) return;
    }
    onPublish();
  };

  return (
    <Box>
      <StepCard title={`Features (${features.length})`} id="features-title">
        {featuresQ.isPending ? (
          <Skeleton variant="rounded" height={60} />
        ) : features.length === 0 ? (
          <Typography color="text.secondary">No features yet. Add pairs such as Driver: 40 mm dynamic.</Typography>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label="Features">
              <TableHead>
                <TableRow>
                  <TableCell>Type</TableCell>
                  <TableCell>Value</TableCell>
                  <TableCell align="right" sx={{ width: 96 }}>
                    Actions
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {features.map((f) => (
                  <TableRow key={f.Id} selected={editing?.Id === f.Id} data-testid="feature-row">
                    <TableCell sx={{ fontWeight: 600 }}>{f.ItemType}</TableCell>
                    <TableCell>{f.ItemValue}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <Tooltip title="Edit">
                        <IconButton
                          size="small"
                          aria-label={`Edit feature ${f.ItemType}`}
                          onClick={() => {
                            setEditing(f);
                            reset({ ItemType: f.ItemType, ItemValue: f.ItemValue });
                          }}
                        >
                          <EditOutlined fontSize="small" />
                        </IconButton>
                      </Tooltip>
                      <Tooltip title="Delete">
                        <IconButton
                          size="small"
                          aria-label={`Delete feature ${f.ItemType}`}
                          onClick={() => remove.mutate({ id: f.Id, productId })}
                          disabled={remove.isPending}
                        >
                          <DeleteOutline fontSize="small" color="error" />
                        </IconButton>
                      </Tooltip>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </StepCard>

      <Box component="form" onSubmit={submit} noValidate aria-label={editing ? 'Edit feature' : 'Add feature'}>
        <StepCard title={editing ? 'Edit feature' : 'Add a feature'} id="feature-form-title">
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 5 }}>
              <FormTextField control={control} name="ItemType" label="Item Type" required placeholder="e.g. Bluetooth" />
            </Grid>
            <Grid size={{ xs: 12, sm: 7 }}>
              <FormTextField control={control} name="ItemValue" label="Item Value" required placeholder="e.g. 5.3 with multipoint" />
            </Grid>
          </Grid>
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mt: 2 }}>
            {editing && (
              <Button
                onClick={() => {
                  setEditing(null);
                  reset(EMPTY);
                }}
              >
                Cancel
              </Button>
            )}
            <Button type="submit" variant="contained" startIcon={editing ? <Save /> : <AddCircleOutline />} disabled={save.isPending}>
              {editing ? 'Update Feature' : 'Add Feature'}
            </Button>
          </Box>
        </StepCard>
      </Box>

      <WizardNav onPrevious={onPrevious} onNext={() => void publish()} nextLabel="Publish" nextIcon={<Publish />} busy={publishing || save.isPending} />
    </Box>
  );
}
