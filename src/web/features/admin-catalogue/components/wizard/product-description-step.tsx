import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import Save from '@mui/icons-material/Save';
import type { ProductDescription } from '@shared/schemas/catalogue';
import { ADMIN_MESSAGES, hasVisibleText } from '@shared/schemas/admin-catalogue';
import { toastError, toastSuccess } from '../../../../lib/toast';
import { useDescriptions } from '../../api/get-descriptions';
import { useSaveDescription } from '../../api/save-description';
import { useDeleteDescription } from '../../api/delete-description';
import { DeleteDialog as ConfirmDialog } from '../../../../components/confirm-dialog';
import { FilePicker } from '../../../../components/file-picker';
import { GridThumb } from '../../../../components/grid-thumb';
import { messageOf } from '../../../../components/admin-messages';
import { RichTextView } from '../rich-text-view';
import { UploadProgress } from '../../../../components/upload-progress';
import { EditDeleteButtons, StepCard, type WizardStepProps } from './step-card';
import { WizardNav } from './wizard-nav';

// The editor and its editing library load with this step only.
const RichTextEditor = lazy(() => import('../rich-text-editor'));

/** Step 5: rich descriptions, each with optional pictures. Text or an image is needed. */
export function ProductDescriptionStep({ productId, productName, onPrevious, onNext }: WizardStepProps) {
  const descriptionsQ = useDescriptions(productId);
  const save = useSaveDescription();
  const remove = useDeleteDescription();
  const [editing, setEditing] = useState<ProductDescription | null>(null);
  const [html, setHtml] = useState('');
  const [resetKey, setResetKey] = useState(0);
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<ProductDescription | null>(null);
  const descriptions = descriptionsQ.data ?? [];

  const openEditor = (d: ProductDescription | null) => {
    setEditing(d);
    setHtml(d?.Description ?? '');
    setFiles([]);
    setError(null);
    setResetKey((k) => k + 1);
  };

  const hasDraft = hasVisibleText(html) || files.length > 0;

  /** Saves what is in the editor; true when saved. */
  const saveDraft = async (): Promise<boolean> => {
    if (!hasDraft && !editing?.FileName) {
      setError(ADMIN_MESSAGES.descriptionOrImage);
      toastError(ADMIN_MESSAGES.descriptionOrImage);
      return false;
    }
    setError(null);
    setProgress(files.length ? 0 : null);
    try {
      await save.mutateAsync({
        productId,
        id: editing?.Id,
        description: hasVisibleText(html) ? html : '',
        files,
        onProgress: files.length ? setProgress : undefined,
      });
      toastSuccess(editing ? 'Description updated successfully' : 'Description saved successfully');
      openEditor(null);
      return true;
    } catch (err) {
      const message = messageOf(err, 'Failed to save the description');
      setError(message);
      toastError(message);
      return false;
    } finally {
      setProgress(null);
    }
  };

  const next = async () => {
    // Whatever is typed but not yet saved is saved on the way out.
    if (hasDraft || editing) {
      if (!(await saveDraft())) return;
      onNext();
      return;
    }
    if (descriptions.length === 0) {
      setError(ADMIN_MESSAGES.descriptionOrImage);
      toastError(ADMIN_MESSAGES.descriptionOrImage);
      return;
    }
    onNext();
  };

  const confirmDelete = async () => {
    if (!confirm) return;
    try {
      await remove.mutateAsync({ id: confirm.Id, productId });
      toastSuccess('Description deleted successfully');
      if (editing?.Id === confirm.Id) openEditor(null);
    } catch {
      /* the API client showed the server's message */
    } finally {
      setConfirm(null);
    }
  };

  return (
    <Box>
      {(descriptionsQ.isPending || descriptions.length > 0) && (
        <StepCard title={`Saved descriptions (${descriptions.length})`} id="descriptions-title">
          {descriptionsQ.isPending && <Skeleton variant="rounded" height={80} />}
          <Box sx={{ display: 'grid', gap: 1.5 }}>
            {descriptions.map((d, i) => (
              <Paper
                key={d.Id}
                variant="outlined"
                sx={{ p: 2, borderColor: editing?.Id === d.Id ? 'secondary.main' : 'divider' }}
                data-testid="description-entry"
              >
                <Box sx={{ display: 'flex', gap: 2, flexDirection: { xs: 'column', sm: 'row' } }}>
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    {d.Description ? (
                      <RichTextView html={d.Description} />
                    ) : (
                      <Typography variant="body2" color="text.secondary">
                        Image only
                      </Typography>
                    )}
                  </Box>
                  {d.FileName && <GridThumb image={d} alt={`${productName} description ${i + 1}`} width={160} height={110} />}
                </Box>
                <EditDeleteButtons onEdit={() => openEditor(d)} onDelete={() => setConfirm(d)} sx={{ justifyContent: 'flex-end', mt: 1 }} />
              </Paper>
            ))}
          </Box>
        </StepCard>
      )}

      <StepCard title={editing ? 'Edit description' : descriptions.length ? 'Add another description' : 'Description'} id="description-editor-title">
        <Suspense fallback={<Skeleton variant="rounded" height={250} />}>
          <RichTextEditor
            initialHtml={editing?.Description ?? ''}
            resetKey={resetKey}
            onChange={setHtml}
            label="Rich description"
            error={error}
            disabled={save.isPending}
          />
        </Suspense>
        <Box sx={{ mt: 2 }}>
          <Typography variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
            Images (optional){editing?.FileName ? ': a new image replaces the current one' : ''}
          </Typography>
          <FilePicker files={files} onChange={setFiles} disabled={save.isPending} label="Choose images" inputTestId="description-files" />
          <UploadProgress value={progress} />
        </Box>
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mt: 2, flexWrap: 'wrap' }}>
          {editing && (
            <Button onClick={() => openEditor(null)} disabled={save.isPending}>
              Cancel
            </Button>
          )}
          <Button variant="contained" startIcon={<Save />} onClick={() => void saveDraft()} disabled={save.isPending}>
            {editing ? 'Update Description' : 'Save Description'}
          </Button>
        </Box>
      </StepCard>

      <WizardNav onPrevious={onPrevious} onNext={() => void next()} busy={save.isPending} />
      <ConfirmDialog
        open={!!confirm}
        text="This description and its image will be deleted."
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setConfirm(null)}
      />
    </Box>
  );
}
