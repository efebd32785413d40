// What an import would change, and the rows it refuses: a table of changes (a list on a phone),
// paged, and the refused rows with their lines and reasons.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ArrowForward from '@mui/icons-material/ArrowForward';
import { formatRupees } from '@shared/money';
import type { ImportChange, ImportProductChange, ImportRefusal } from '@shared/schemas/bulk-products';

const valueOf = (c: ImportChange, v: number) => (c.Field === 'Stock' ? String(v) : formatRupees(v));
const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: '0.8125rem' } as const;

function OldToNew({ change }: { change: ImportChange }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, whiteSpace: 'nowrap' }}>
      <Box component="span" sx={{ color: 'text.secondary', textDecoration: 'line-through' }}>
        {valueOf(change, change.Old)}
      </Box>
      <ArrowForward sx={{ fontSize: 16, color: 'text.secondary' }} aria-label="to" />
      <Box component="span" sx={{ fontWeight: 700 }}>
        {valueOf(change, change.New)}
      </Box>
    </Box>
  );
}

const PAGE_SIZES = [25, 50, 100];

/** The changes, a page at a time: a table on wider screens, a list of cards on a phone. */
export function ChangesTable({ changes, compact }: { changes: ImportChange[]; compact: boolean }) {
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(PAGE_SIZES[0]);
  const shown = changes.slice(page * size, page * size + size);
  const pager = (
    <TablePagination
      component="div"
      count={changes.length}
      page={page}
      rowsPerPage={size}
      rowsPerPageOptions={PAGE_SIZES}
      onPageChange={(_e, p) => setPage(p)}
      onRowsPerPageChange={(e) => {
        setSize(Number(e.target.value));
        setPage(0);
      }}
      labelRowsPerPage={compact ? 'Rows' : 'Changes per page'}
    />
  );

  if (compact) {
    return (
      <Box>
        <Box component="ul" aria-label="Changes" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {shown.map((c) => (
            <Box
              component="li"
              key={`${c.VariantId}-${c.Field}`}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1.5, p: 1.5, bgcolor: 'background.paper' }}
            >
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                <Typography variant="body2" sx={{ fontWeight: 650, minWidth: 0, overflowWrap: 'anywhere' }}>
                  <Box component="span" sx={mono}>
                    {c.ProductCode}
                  </Box>{' '}
                  / {c.Variant}
                </Typography>
                <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                  line {c.Line}
                </Typography>
              </Box>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mt: 0.5 }}>
                <Typography variant="body2" color="text.secondary">
                  {c.Field}
                </Typography>
                <Typography variant="body2" component="div">
                  <OldToNew change={c} />
                </Typography>
              </Box>
            </Box>
          ))}
        </Box>
        {pager}
      </Box>
    );
  }

  return (
    <Box>
      <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1.5 }}>
        <Table size="small" aria-label="Changes">
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 72 }}>Line</TableCell>
              <TableCell>Product code</TableCell>
              <TableCell>Variant</TableCell>
              <TableCell>Field</TableCell>
              <TableCell>Old value → new value</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((c) => (
              <TableRow key={`${c.VariantId}-${c.Field}`} hover>
                <TableCell sx={{ color: 'text.secondary' }}>{c.Line}</TableCell>
                <TableCell sx={mono}>{c.ProductCode}</TableCell>
                <TableCell>{c.Variant}</TableCell>
                <TableCell>{c.Field}</TableCell>
                <TableCell>
                  <OldToNew change={c} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {pager}
    </Box>
  );
}

/** The refused rows, each with its line and reason; nothing is applied while there are any. */
export function RefusalList({ title, refusals }: { title: string; refusals: ImportRefusal[] }) {
  return (
    <Alert severity="error" variant="outlined" sx={{ bgcolor: 'background.paper', '& .MuiAlert-message': { width: '100%', minWidth: 0 } }}>
      <AlertTitle>{title}</AlertTitle>
      <Box component="ul" aria-label="Refused rows" sx={{ m: 0, pl: 0, listStyle: 'none', display: 'grid', gap: 0.75, maxHeight: 360, overflow: 'auto' }}>
        {refusals.map((r, i) => (
          <Box component="li" key={`${r.Line}-${i}`} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '88px 1fr' }, columnGap: 1.5 }}>
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              {r.Line === null ? 'File' : `Line ${r.Line}`}
            </Typography>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {(r.ProductCode || r.Variant) && (
                <Box component="span" sx={{ ...mono, mr: 1 }}>
                  {[r.ProductCode, r.Variant].filter(Boolean).join(' / ')}
                </Box>
              )}
              {r.Reason}
            </Typography>
          </Box>
        ))}
      </Box>
    </Alert>
  );
}

/** The brands and specification values the import changes, one product a line. */
export function ProductChangesList({ changes }: { changes: ImportProductChange[] }) {
  return (
    <Box component="ul" aria-label="Product changes" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {changes.map((c) => (
        <Box component="li" key={`${c.ProductId}-${c.Field}`} sx={{ border: 1, borderColor: 'divider', borderRadius: 1.5, p: 1.5 }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
            <Typography variant="body2" sx={{ fontWeight: 650, minWidth: 0, overflowWrap: 'anywhere' }}>
              <Box component="span" sx={mono}>
                {c.ProductCode}
              </Box>{' '}
              · {c.Field}
            </Typography>
            <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
              line {c.Line}
            </Typography>
          </Box>
          <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            <Box component="span" sx={{ color: 'text.secondary', textDecoration: 'line-through' }}>
              {c.Old || 'none'}
            </Box>{' '}
            → <strong>{c.New || 'none'}</strong>
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
