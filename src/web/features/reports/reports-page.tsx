// /admin/reports: the admin's CSV downloads (docs/gst-returns.md). The GSTR-1 files of a month, one
// button each, and the orders of a range of days, one row per order line. The files come from the
// server with the admin's token, the way invoices are downloaded.
import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { ORDER_STATUSES } from '@shared/constants';
import { ordersExportQuery, type Gstr1File } from '@shared/schemas/reports';
import { AdminPage } from '../../components/admin-page';
import { gstr1Download, ordersDownload, useDownloadReport, type ReportDownload } from './api/download-report';
import { monthLabel, recentMonths, thisMonthSoFar } from './report-dates';

const GSTR1: { file: Gstr1File; title: string; holds: string }[] = [
  { file: 'b2b', title: 'B2B (b2b)', holds: "Each invoice to a registered business, by the buyer's GSTIN and rate" },
  { file: 'b2cs', title: 'B2C small (b2cs)', holds: 'Taxable value and tax by state and rate, less the credit notes against them' },
  { file: 'b2cl', title: 'B2C large (b2cl)', holds: 'Each invoice to a consumer in another state above ₹1,00,000' },
  { file: 'cdnr', title: 'Credit notes, registered (cdnr)', holds: "Credit notes to registered businesses, by the buyer's GSTIN" },
  { file: 'cdnur', title: 'Credit notes, B2C large (cdnur)', holds: 'Credit notes against B2C large invoices' },
  { file: 'hsn(b2b)', title: 'HSN summary, B2B (hsn(b2b))', holds: 'Quantity, value and tax by HSN or SAC code and rate, of the sales to businesses' },
  { file: 'hsn(b2c)', title: 'HSN summary, B2C (hsn(b2c))', holds: 'The same, of the sales to consumers' },
  { file: 'hsn', title: 'HSN summary, both (hsn)', holds: 'Both HSN tables added together, to check against your books; not a table of the return' },
  { file: 'docs', title: 'Documents issued (docs)', holds: 'First and last invoice and credit note numbers, and how many' },
  { file: 'credit-notes', title: 'Credit notes', holds: 'Every credit note of the month with the invoice it corrects and where the return reports it' },
];

function DownloadButton({ download, busy, onDownload, testId }: { download: ReportDownload; busy: boolean; onDownload: () => void; testId: string }) {
  return (
    <Button
      variant="outlined"
      startIcon={<FileDownloadOutlined />}
      onClick={onDownload}
      disabled={busy}
      data-testid={testId}
      aria-label={`Download ${download.fileName}`}
      sx={{ flexShrink: 0, alignSelf: { xs: 'stretch', sm: 'center' } }}
    >
      {busy ? 'Downloading...' : 'Download'}
    </Button>
  );
}

export default function ReportsPage() {
  const months = useMemo(() => recentMonths(new Date()), []);
  const [month, setMonth] = useState(months[0]!);
  const [range, setRange] = useState(() => ({ ...thisMonthSoFar(new Date()), Status: '' }));
  const download = useDownloadReport();
  const busy = (key: string) => download.isPending && download.variables?.key === key;

  // The same rules as the server's, checked before asking.
  const checked = ordersExportQuery.safeParse(range);
  const rangeError = checked.success ? null : (checked.error.issues[0]?.message ?? null);
  const orders = ordersDownload(range);

  return (
    <AdminPage title="Reports" maxWidth="lg">
      <Paper variant="outlined" component="section" aria-labelledby="gstr1-title" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, alignItems: { xs: 'stretch', sm: 'center' }, gap: 2, mb: 1 }}>
          <Box sx={{ flex: 1 }}>
            <Typography id="gstr1-title" variant="h6" component="h2">
              GST returns (GSTR-1)
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Figures from the invoices and credit notes issued in the month (India time), in rupees, for the GST offline tool.
            </Typography>
          </Box>
          <TextField
            select
            size="small"
            label="Month"
            value={month}
            onChange={(e) => setMonth(e.target.value)}
            sx={{ minWidth: 200 }}
            slotProps={{ select: { 'data-testid': 'report-month' } as object }}
          >
            {months.map((m) => (
              <MenuItem key={m} value={m}>
                {monthLabel(m)}
              </MenuItem>
            ))}
          </TextField>
        </Box>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 1.5, mt: 2 }}>
          {GSTR1.map(({ file, title, holds }) => {
            const d = gstr1Download(file, month);
            return (
              <Box
                component="li"
                key={file}
                sx={{
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                  p: 1.5,
                  display: 'flex',
                  flexDirection: { xs: 'column', sm: 'row' },
                  gap: 1.5,
                  alignItems: { xs: 'stretch', sm: 'center' },
                }}
              >
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 650 }}>
                    {title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {holds}
                  </Typography>
                </Box>
                <DownloadButton download={d} busy={busy(d.key)} onDownload={() => download.mutate(d)} testId={`download-gstr1-${file}`} />
              </Box>
            );
          })}
        </Box>
      </Paper>

      <Paper variant="outlined" component="section" aria-labelledby="orders-export-title" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="orders-export-title" variant="h6" component="h2">
          Orders export
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          One row per order line of the orders placed on these days (India time, both included): buyer, delivery, product, HSN, amounts, tax as on the invoice,
          courier and tracking. The shipping charge and the order total are on each order&apos;s first row.
        </Typography>
        <Box
          component="form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (checked.success) download.mutate(orders);
          }}
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr auto' }, gap: 2, alignItems: 'start' }}
        >
          <TextField
            type="date"
            size="small"
            label="From"
            value={range.From}
            onChange={(e) => setRange({ ...range, From: e.target.value })}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'orders-from' } }}
          />
          <TextField
            type="date"
            size="small"
            label="To"
            value={range.To}
            onChange={(e) => setRange({ ...range, To: e.target.value })}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'orders-to' } }}
          />
          <TextField
            select
            size="small"
            label="Status"
            value={range.Status}
            onChange={(e) => setRange({ ...range, Status: e.target.value })}
            slotProps={{ select: { displayEmpty: true, 'data-testid': 'orders-status' } as object, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">All statuses</MenuItem>
            {ORDER_STATUSES.map((s) => (
              <MenuItem key={s.Name} value={s.Name}>
                {s.Name}
              </MenuItem>
            ))}
          </TextField>
          <Button
            type="submit"
            variant="contained"
            startIcon={<FileDownloadOutlined />}
            disabled={!checked.success || busy(orders.key)}
            data-testid="download-orders"
            sx={{ height: 40, gridColumn: { sm: '1 / -1', md: 'auto' } }}
          >
            {busy(orders.key) ? 'Downloading...' : 'Download orders'}
          </Button>
        </Box>
        {rangeError && (
          <Typography role="alert" variant="body2" color="error" sx={{ mt: 1 }} data-testid="orders-range-error">
            {rangeError}
          </Typography>
        )}
      </Paper>
    </AdminPage>
  );
}
