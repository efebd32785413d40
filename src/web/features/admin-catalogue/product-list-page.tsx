// /admin/product-list: every product, published or not, paged by the server (docs/api.md).
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { GridColDef } from '@mui/x-data-grid';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import PublishOutlined from '@mui/icons-material/PublishOutlined';
import UnpublishedOutlined from '@mui/icons-material/UnpublishedOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import type { ProductCard } from '@shared/schemas/catalogue';
import { ADMIN_MESSAGES } from '@shared/schemas/admin-catalogue';
import { toastError, toastSuccess } from '../../lib/toast';
import { paths } from '../../lib/paths';
import { useProducts } from './api/get-products';
import { useDeleteProduct } from './api/delete-product';
import { usePublishProduct } from './api/publish-product';
import { PagedGrid, usePaging } from '../../components/paged-grid';
import { AdminPage } from '../../components/admin-page';
import { DeleteDialog as ConfirmDialog } from '../../components/confirm-dialog';
import { GridThumb } from '../../components/grid-thumb';
import { messageOf } from '../../components/admin-messages';
import { useDebounced } from '../../components/use-debounced';
import { useCompact } from '../../components/use-compact';

export default function ProductListPage() {
  const navigate = useNavigate();
  const compact = useCompact();
  const paging = usePaging();
  const { restart } = paging;
  const [searchInput, setSearchInput] = useState('');
  const search = useDebounced(searchInput.trim(), 350);
  const productsQ = useProducts({ page: paging.model.page + 1, pageSize: paging.model.pageSize, search });
  const remove = useDeleteProduct();
  const publish = usePublishProduct();
  const [confirm, setConfirm] = useState<ProductCard | null>(null);

  // A new search starts at the first page.
  useEffect(() => restart(), [search, restart]);

  const { mutateAsync: setPublished } = publish;
  const togglePublish = useCallback(
    async (p: ProductCard) => {
      try {
        const res = await setPublished({ ProductId: p.Id, Status: !p.IsPublished });
        toastSuccess(res.Message);
      } catch (err) {
        toastError(messageOf(err, p.IsPublished ? 'Failed to unpublish the product' : 'Failed to publish the product'));
      }
    },
    [setPublished],
  );

  const confirmDelete = async () => {
    if (!confirm) return;
    try {
      await remove.mutateAsync(confirm.Id);
      toastSuccess(ADMIN_MESSAGES.productDeleted);
    } catch {
      toastError(ADMIN_MESSAGES.deleteProductFailed);
    } finally {
      setConfirm(null);
    }
  };

  const columns = useMemo<GridColDef<ProductCard>[]>(
    () => [
      {
        field: 'image',
        headerName: compact ? '' : 'Image',
        description: 'Image',
        width: compact ? 64 : 84,
        sortable: false,
        renderCell: ({ row }) => <GridThumb image={row.Images[0]} alt={row.Name} width={compact ? 44 : 56} height={compact ? 44 : 56} />,
      },
      { field: 'ProductCode', headerName: 'Product Code', width: 150, sortable: false },
      {
        field: 'Name',
        headerName: 'Name',
        flex: 1,
        minWidth: compact ? 150 : 220,
        sortable: false,
        renderCell: ({ row }) => (
          <Box sx={{ minWidth: 0, py: 1 }}>
            <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'normal', lineHeight: 1.35 }}>
              {row.Name}
            </Typography>
            {compact && (
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                {row.ProductCode} · {row.CategoryName}
              </Typography>
            )}
            {!row.IsPublished && <Chip size="small" variant="outlined" label="Not published" sx={{ mt: 0.5, height: 20, fontSize: 11 }} />}
          </Box>
        ),
      },
      { field: 'CategoryName', headerName: 'Category', width: 180, sortable: false },
      {
        field: 'actions',
        headerName: 'Actions',
        width: compact ? 96 : 290,
        sortable: false,
        renderCell: ({ row }) => (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.25, flexWrap: compact ? 'wrap' : 'nowrap', py: compact ? 0.5 : 0 }}>
            <Tooltip title="Update inventory">
              <IconButton aria-label={`Update inventory of ${row.Name}`} onClick={() => navigate(paths.admin.inventoryOf(row.ProductCode))}>
                <Inventory2Outlined fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title="Edit">
              <IconButton aria-label={`Edit ${row.Name}`} onClick={() => navigate(paths.admin.productEdit(row.Id))}>
                <EditOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title="Delete">
              <IconButton aria-label={`Delete ${row.Name}`} onClick={() => setConfirm(row)}>
                <DeleteOutlined fontSize="small" color="error" />
              </IconButton>
            </Tooltip>
            {compact ? (
              <Tooltip title={row.IsPublished ? 'Unpublish' : 'Publish'}>
                <span>
                  <IconButton
                    aria-label={`${row.IsPublished ? 'Unpublish' : 'Publish'} ${row.Name}`}
                    color={row.IsPublished ? 'default' : 'success'}
                    disabled={publish.isPending && publish.variables?.ProductId === row.Id}
                    onClick={() => void togglePublish(row)}
                  >
                    {row.IsPublished ? <UnpublishedOutlined fontSize="small" /> : <PublishOutlined fontSize="small" />}
                  </IconButton>
                </span>
              </Tooltip>
            ) : (
              <Button
                size="small"
                variant={row.IsPublished ? 'outlined' : 'contained'}
                color={row.IsPublished ? 'inherit' : 'success'}
                startIcon={row.IsPublished ? <UnpublishedOutlined /> : <PublishOutlined />}
                disabled={publish.isPending && publish.variables?.ProductId === row.Id}
                onClick={() => void togglePublish(row)}
                sx={{ ml: 0.5, minWidth: 112 }}
              >
                {row.IsPublished ? 'Unpublish' : 'Publish'}
              </Button>
            )}
          </Box>
        ),
      },
    ],
    [navigate, publish.isPending, publish.variables, compact, togglePublish],
  );

  return (
    <AdminPage
      title="Products"
      actions={
        <>
          <TextField
            size="small"
            placeholder="Search code or name"
            value={searchInput}
            onChange={(e) => setSearchInput(e.target.value)}
            slotProps={{
              htmlInput: { 'aria-label': 'Search products by code or name' },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchOutlined fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
            sx={{ minWidth: { sm: 240 }, flex: { xs: 1, sm: 'none' }, bgcolor: 'background.paper' }}
          />
          <Button component={RouterLink} to={paths.admin.productAdd} variant="contained" color="secondary" startIcon={<Add />}>
            Add Product
          </Button>
        </>
      }
    >
      <PagedGrid<ProductCard>
        paging={paging}
        rows={productsQ.data?.rows}
        total={productsQ.data?.total}
        columns={columns}
        getRowId={(r) => r.Id}
        loading={productsQ.isFetching}
        rowHeight={76}
        getRowHeight={() => (compact ? 'auto' : null)}
        columnVisibilityModel={compact ? { ProductCode: false, CategoryName: false } : {}}
        disableColumnSorting
        label="Products"
        localeText={{ noRowsLabel: search ? 'No Products Found' : 'No products yet' }}
      />
      <ConfirmDialog
        open={!!confirm}
        text={confirm ? `${confirm.Name} (${confirm.ProductCode}) will be deleted with its variants and images. You won't be able to revert this!` : undefined}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setConfirm(null)}
      />
    </AdminPage>
  );
}
