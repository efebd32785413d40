import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import { ADMIN_MESSAGES, bannerFormSchema } from '@shared/schemas/admin-catalogue';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useUploadBanner } from '../api/upload-banner';
import { FilePicker } from '../../../components/file-picker';
import { messageOf } from '../../../components/admin-messages';
import { UploadProgress } from '../../../components/upload-progress';

/** Add New: a banner name and JPG/JPEG/PNG files, with Upload and Remove. */
export function BannerUploadDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const upload = useUploadBanner();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null>(null);

  const close = () => {
    if (upload.isPending) return;
    setName('');
    setNameError(null);
    setFiles([]);
    onClose();
  };

  const submit = async () => {
    if (files.length === 0) {
      toastError(ADMIN_MESSAGES.noFilesSelected);
      return;
    }
    const parsed = bannerFormSchema.safeParse({ Name: name });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? ADMIN_MESSAGES.bannerNameField;
      setNameError(message);
      toastError(message === ADMIN_MESSAGES.bannerNameField ? ADMIN_MESSAGES.bannerNameMissing : message);
      return;
    }
    setProgress(0);
    try {
      await upload.mutateAsync({ name: parsed.data.Name, files, onProgress: setProgress });
      toastSuccess(ADMIN_MESSAGES.bannerUploaded);
      setProgress(null);
      setName('');
      setFiles([]);
      onClose();
    } catch (err) {
      toastError(messageOf(err, 'Failed to upload the banner'));
      setProgress(null);
    }
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby="banner-dialog-title">
      <DialogTitle id="banner-dialog-title">Add New Banner</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label="Banner Name"
          value={name}
          required
          error={!!nameError}
          helperText={nameError ?? ' '}
          onChange={(e) => {
            setName(e.target.value);
            if (nameError && e.target.value.trim()) setNameError(null);
          }}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <FilePicker files={files} onChange={setFiles} disabled={upload.isPending} label="Choose files" inputTestId="banner-files" />
        <UploadProgress value={progress} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close} disabled={upload.isPending}>
          Cancel
        </Button>
        <Button onClick={() => setFiles([])} disabled={upload.isPending || files.length === 0} color="error">
          Remove
        </Button>
        <Button variant="contained" startIcon={<CloudUploadOutlined />} onClick={() => void submit()} disabled={upload.isPending}>
          Upload
        </Button>
      </DialogActions>
    </Dialog>
  );
}
