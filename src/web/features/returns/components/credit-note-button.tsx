import Button from '@mui/material/Button';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { useDownloadCreditNote } from '../api/download-credit-note';

/** Downloads the GST credit note of a received return. */
export function CreditNoteButton({ returnId }: { returnId: number }) {
  const download = useDownloadCreditNote();
  return (
    <Button variant="outlined" size="small" startIcon={<FileDownloadOutlined />} onClick={() => download.mutate(returnId)} disabled={download.isPending}>
      {download.isPending ? 'Downloading...' : 'Credit note'}
    </Button>
  );
}
