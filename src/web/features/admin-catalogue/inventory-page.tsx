// /admin/inventory-list: price, MRP and stock of every variant, filtered by stock and product code,
// edited inline. A refused edit is put back and the reason shown.
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { GridColDef } from '@mui/x-data-grid';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Refresh from '@mui/icons-material/Refresh';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import { INVENTORY_STOCK_FILTERS } from '@shared/constants';
import { formatRupees } from '@shared/money';
import { INVENTORY_ALL, inventoryEditSchema, type InventoryRow } from '@shared/schemas/admin-catalogue';
import { toastError, toastSuccess } from '../../lib/toast';
import { useInventory } from './api/get-inventory';
import { useEditInventory } from './api/edit-inventory';
import { PagedGrid, usePaging } from '../../components/paged-grid';
import { AdminPage } from '../../components/admin-page';
import { GridThumb } from '../../components/grid-thumb';
import { SoldOutStock } from './components/waiting-alerts';
import { messageOf } from '../../components/admin-messages';
import { useDebounced } from '../../components/use-debounced';
import { useCompact } from '../../components/use-compact';

export default function InventoryPage() {
  const [params, setParams] = useSearchParams();
  const [stock, setStock] = useState<number>(INVENTORY_ALL);
  const [codeInput, setCodeInput] = useState(() => params.get('ProductCode') ?? '');
  const productCode = useDebounced(codeInput.trim(), 400);
  const paging = usePaging();
  const { restart } = paging;
  const inventoryQ = useInventory({ stock, productCode, page: paging.model.page + 1, pageSize: paging.model.pageSize });
  const edit = useEditInventory();
  const compact = useCompact();

  // New filters start at the first page; the code filter stays in the address for sharing.
  useEffect(() => {
    restart();
    setParams(productCode ? { ProductCode: productCode } : {}, { replace: true });
  }, [stock, productCode, setParams, restart]);

  // A refused edit answers the old row: the grid puts the value back and leaves edit mode, and
  // the toast says why.
  const processRowUpdate = async (row: InventoryRow, old: InventoryRow): Promise<InventoryRow> => {
    if (row.Price === old.Price && row.Mrp === old.Mrp && row.Stock === old.Stock) return old;
    // The MRP goes only when it was edited: left out, the server keeps the one it has.
    const mrpEdited = row.Mrp !== old.Mrp;
    const parsed = inventoryEditSchema.safeParse({
      Id: row.Id,
      ProductId: row.ProductId,
      Title: row.VariantTitle,
      Price: row.Price ?? '',
      ...(mrpEdited ? { Mrp: row.Mrp ?? '' } : {}),
      Stock: row.Stock ?? '',
    });
    if (!parsed.success) {
      toastError(parsed.error.issues[0]?.message ?? 'An unknown error occurred');
      return old;
    }
    try {
      const saved = await edit.mutateAsync({
        Id: row.Id,
        ProductId: row.ProductId,
        Title: row.VariantTitle,
        Price: parsed.data.Price,
        ...(parsed.data.Mrp !== undefined ? { Mrp: parsed.data.Mrp } : {}),
        Stock: parsed.data.Stock,
      });
      toastSuccess(`${saved.ProductCode} ${saved.VariantTitle}: price ${formatRupees(saved.Price)}, stock ${saved.Stock}, MRP ${formatRupees(saved.Mrp)}`);
      return saved;
    } catch (err) {
      toastError(messageOf(err, 'Failed to update the variant'));
      return old;
    }
  };

  const columns = useMemo<GridColDef<InventoryRow>[]>(
    () => [
      {
        field: 'image',
        headerName: 'Image',
        description: 'Image',
        width: 84,
        sortable: false,
        renderCell: ({ row }) => <GridThumb image={row.Images[0]} alt={`${row.ProductName} ${row.VariantTitle}`} width={56} height={56} />,
      },
      {
        field: 'product',
        headerName: 'Product',
        flex: 1,
        minWidth: 120,
        sortable: false,
        renderCell: ({ row }) => (
          <Box sx={{ py: 1, minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'normal', lineHeight: 1.3 }}>
              {row.ProductName}
            </Typography>
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
              {row.ProductCode} · {row.VariantTitle}
            </Typography>
          </Box>
        ),
      },
      { field: 'ProductCode', headerName: 'Product Code', width: 150, sortable: false },
      {
        field: 'ProductName',
        headerName: 'Product Name',
        flex: 1,
        minWidth: 200,
        sortable: false,
        renderCell: ({ value }) => (
          <Typography variant="body2" sx={{ whiteSpace: 'normal', lineHeight: 1.35, py: 1 }}>
            {value}
          </Typography>
        ),
      },
      { field: 'VariantTitle', headerName: 'Variant', width: 110, sortable: false },
      {
        field: 'Price',
        headerName: 'Price',
        type: 'number',
        width: compact ? 88 : 130,
        editable: true,
        sortable: false,
        valueFormatter: (value: number | null) => (typeof value === 'number' ? formatRupees(value) : ''),
      },
      {
        field: 'Mrp',
        headerName: 'MRP',
        description: 'Maximum retail price: the price is never above it',
        type: 'number',
        width: compact ? 88 : 130,
        editable: true,
        sortable: false,
        valueFormatter: (value: number | null) => (typeof value === 'number' ? formatRupees(value) : ''),
      },
      {
        field: 'Stock',
        headerName: 'Stock',
        type: 'number',
        width: compact ? 64 : 110,
        editable: true,
        sortable: false,
        renderCell: ({ value, row }) =>
          value === 0 ? (
            <SoldOutStock variantId={row.Id}>
              <Chip size="small" color="error" variant="outlined" label={compact ? '0' : '0 · Out'} />
            </SoldOutStock>
          ) : (
            <Typography variant="body2" sx={{ fontWeight: value < 5 ? 700 : 400, color: value < 5 ? 'warning.main' : 'inherit' }}>
              {value}
            </Typography>
          ),
      },
    ],
    [compact],
  );

  return (
    <AdminPage
      title="Inventory"
      actions={
        <Button variant="outlined" startIcon={<Refresh />} onClick={() => void inventoryQ.refetch()} disabled={inventoryQ.isFetching}>
          Refresh
        </Button>
      }
    >
      <Box sx={{ display: 'flex', gap: 1.5, mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label="Stock"
          value={String(stock)}
          onChange={(e) => setStock(Number(e.target.value))}
          sx={{ minWidth: 180, bgcolor: 'background.paper' }}
        >
          {INVENTORY_STOCK_FILTERS.map((f) => (
            <MenuItem key={f.value} value={String(f.value)}>
              {f.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label="Product Code"
          value={codeInput}
          onChange={(e) => setCodeInput(e.target.value)}
          slotProps={{
            htmlInput: { maxLength: 50 },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchOutlined fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
          sx={{ minWidth: 220, flex: { xs: 1, sm: 'none' }, bgcolor: 'background.paper' }}
        />
        <Typography variant="body2" color="text.secondary" sx={{ ml: { sm: 'auto' } }}>
          Double-click a price, MRP or stock to change it; Enter saves, Esc cancels.
        </Typography>
      </Box>
      <PagedGrid<InventoryRow>
        paging={paging}
        rows={inventoryQ.data?.rows}
        total={inventoryQ.data?.total}
        columns={columns}
        getRowId={(r) => r.Id}
        loading={inventoryQ.isFetching}
        rowHeight={72}
        getRowHeight={() => (compact ? 'auto' : null)}
        // On a phone the picture makes way for price, MRP and stock side by side.
        columnVisibilityModel={compact ? { image: false, ProductCode: false, ProductName: false, VariantTitle: false } : { product: false }}
        disableColumnSorting
        label="Inventory"
        editMode="cell"
        processRowUpdate={processRowUpdate}
        onProcessRowUpdateError={(err: unknown) => toastError(err instanceof Error ? err.message : 'Failed to update the variant')}
        localeText={{ noRowsLabel: 'No variants match these filters' }}
      />
    </AdminPage>
  );
}
