// /admin/products/import-export: the catalogue as a CSV file, one row per variant, and the import of
// an edited copy. Choosing a file shows what it would change and which rows are refused; the changes
// are applied together, and only when no row is refused (docs/bulk-products.md).
import { useRef, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { MESSAGES } from '@shared/messages';
import { BULK_MESSAGES, IMPORT_COLUMNS, IMPORT_MAX_BYTES, type ImportApplied, type ImportRefusal } from '@shared/schemas/bulk-products';
import { ApiError } from '../../lib/api-client';
import { toastSuccess } from '../../lib/toast';
import { AdminPage } from '../../components/admin-page';
import { useCompact } from '../../components/use-compact';
import { refusalsOf, useApplyImport, useDownloadCatalogue, usePreviewImport } from './api/bulk-products';
import { ChangesTable, ProductChangesList, RefusalList } from './components/import-results';

const messageOf = (err: unknown) => (err instanceof ApiError && err.status >= 400 && err.status < 500 ? err.message : MESSAGES.somethingWrong);
const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-IN')} ${n === 1 ? one : many}`;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 2, sm: 2.5 }, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

export default function BulkProductsPage() {
  const compact = useCompact();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  const [applied, setApplied] = useState<ImportApplied | null>(null);
  const download = useDownloadCatalogue();
  const preview = usePreviewImport();
  const apply = useApplyImport();

  const choose = (chosen: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!chosen) return;
    setFile(chosen);
    setApplied(null);
    setLocalError(null);
    apply.reset();
    preview.reset();
    if (chosen.size > IMPORT_MAX_BYTES) setLocalError(BULK_MESSAGES.tooLarge);
    else preview.mutate(chosen);
  };

  const applyFile = () => {
    if (!file) return;
    apply.mutate(file, {
      onSuccess: (answer) => {
        setApplied(answer);
        toastSuccess(answer.Message);
        setFile(null);
        preview.reset();
      },
    });
  };

  const result = preview.data;
  const changes = result?.Changes ?? [];
  const productChanges = result?.ProductChanges ?? [];
  const changeCount = changes.length + productChanges.length;
  const refusals = result?.Refusals ?? [];
  const canApply = !!file && changeCount > 0 && refusals.length === 0 && !apply.isPending && !apply.isError;
  // A file refused as a whole says why in its message; rows refused are listed as well.
  const rowsOf = (err: unknown): ImportRefusal[] => refusalsOf(err).filter((r) => r.Reason !== messageOf(err));

  return (
    <AdminPage title="Import and export products" maxWidth="lg">
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 760 }}>
        Change prices, MRPs and stock of many variants at once: download the catalogue, edit it in a spreadsheet, save it as CSV and import it here. You see
        every change before anything is saved.
      </Typography>

      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2, mb: 3 }}>
        <Section title="1. Export">
          <Typography variant="body2" color="text.secondary">
            One row per variant: product code, name, variant, price, MRP, stock, HSN, tax rate, category, whether it is published, brand and specifications
            (key=value; key=value). Amounts are in rupees.
          </Typography>
          <Box sx={{ mt: 'auto' }}>
            <Button
              variant="contained"
              startIcon={<FileDownloadOutlined />}
              onClick={() => download.mutate()}
              disabled={download.isPending}
              fullWidth={compact}
            >
              {download.isPending ? 'Preparing the file…' : 'Download catalogue (CSV)'}
            </Button>
          </Box>
        </Section>

        <Section title="2. Import">
          <Typography variant="body2" color="text.secondary">
            {IMPORT_COLUMNS.slice(0, 2).join(' and ')} say which variant a row is about; only {IMPORT_COLUMNS.slice(2).join(', ')} are changed. A blank MRP
            keeps the one saved. Brand and Specifications, when the file has them, change the product (a blank brand keeps the saved one). Other columns are
            ignored, and variants left out of the file stay as they are.
          </Typography>
          <input
            ref={input}
            type="file"
            hidden
            accept=".csv,text/csv"
            aria-label="CSV file to import"
            data-testid="bulk-import-file"
            onChange={(e) => choose(e.target.files?.[0])}
          />
          <Box sx={{ mt: 'auto', display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
            <Button
              variant="outlined"
              startIcon={<UploadFileOutlined />}
              onClick={() => input.current?.click()}
              disabled={preview.isPending || apply.isPending}
              fullWidth={compact}
            >
              {file ? 'Choose another file' : 'Choose CSV file'}
            </Button>
            {file && (
              <Typography variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                <strong>{file.name}</strong>{' '}
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  ({Math.max(1, Math.round(file.size / 1024))} KB)
                </Box>
              </Typography>
            )}
          </Box>
        </Section>
      </Box>

      <Box aria-live="polite" sx={{ display: 'grid', gap: 2 }}>
        {(preview.isPending || apply.isPending) && (
          <Box>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {apply.isPending ? 'Applying the changes…' : 'Reading the file…'}
            </Typography>
            <LinearProgress />
          </Box>
        )}

        {applied && (
          <Alert severity="success" icon={<TaskAltOutlined />} role="status">
            <strong>{applied.Message}.</strong> The shop shows the new values now, and each change is in the audit log.
          </Alert>
        )}

        {localError && <Alert severity="error">{localError}</Alert>}

        {preview.isError && (
          <>
            <Alert severity="error">{messageOf(preview.error)}</Alert>
            {rowsOf(preview.error).length > 0 && <RefusalList title="Refused rows" refusals={rowsOf(preview.error)} />}
          </>
        )}

        {apply.isError && (
          <>
            <Alert severity="error">{messageOf(apply.error)}</Alert>
            {rowsOf(apply.error).length > 0 && <RefusalList title="Refused rows" refusals={rowsOf(apply.error)} />}
          </>
        )}

        {result && (
          <Paper variant="outlined" component="section" aria-label="Preview" sx={{ p: { xs: 2, sm: 2.5 }, display: 'grid', gap: 2 }}>
            <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, alignItems: { xs: 'stretch', sm: 'center' }, gap: 1.5 }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="h6" component="h2">
                  Preview
                </Typography>
                <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 0.75 }}>
                  <Chip size="small" label={`${plural(result.Rows, 'row')} read`} />
                  <Chip size="small" color={changeCount ? 'primary' : 'default'} label={plural(changeCount, 'change')} />
                  <Chip size="small" label={`${result.Unchanged.toLocaleString('en-IN')} unchanged`} />
                  <Chip size="small" color={refusals.length ? 'error' : 'default'} label={`${refusals.length.toLocaleString('en-IN')} refused`} />
                </Box>
              </Box>
              <Button variant="contained" size="large" onClick={applyFile} disabled={!canApply}>
                {apply.isPending ? 'Applying…' : `Apply ${plural(changeCount, 'change')}`}
              </Button>
            </Box>

            {refusals.length > 0 && (
              <RefusalList
                title={`${plural(refusals.length, 'row')} refused: correct the file and choose it again. Nothing is applied until then.`}
                refusals={refusals}
              />
            )}
            {productChanges.length > 0 && <ProductChangesList changes={productChanges} />}
            {changes.length > 0 && <ChangesTable changes={changes} compact={compact} />}
            {changeCount === 0 && refusals.length === 0 && (
              <Alert severity="info">The file changes nothing: every row has the values the shop already has.</Alert>
            )}
          </Paper>
        )}
      </Box>
    </AdminPage>
  );
}
