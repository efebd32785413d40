// /admin/banners: the home carousel's banners. The active switch and the sequence save at once.
import { useCallback, useMemo, useState } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { GRID_DEFAULT_PAGE_SIZE } from '@shared/constants';
import type { Banner } from '@shared/schemas/catalogue';
import { ADMIN_MESSAGES, bannerActiveSchema } from '@shared/schemas/admin-catalogue';
import { toastError, toastSuccess } from '../../lib/toast';
import { useAllBanners } from './api/get-banners';
import { useDeleteBanner } from './api/delete-banner';
import { useUpdateBanner } from './api/update-banner';
import { AdminGrid } from '../../components/admin-grid';
import { AdminPage } from '../../components/admin-page';
import { BannerUploadDialog } from './components/banner-upload-dialog';
import { DeleteDialog as ConfirmDialog } from '../../components/confirm-dialog';
import { GridThumb } from '../../components/grid-thumb';
import { messageOf } from '../../components/admin-messages';
import { useCompact } from '../../components/use-compact';
import Box from '@mui/material/Box';

export default function BannersPage() {
  const bannersQ = useAllBanners();
  const update = useUpdateBanner();
  const remove = useDeleteBanner();
  const [adding, setAdding] = useState(false);
  const compact = useCompact();
  const [confirm, setConfirm] = useState<Banner | null>(null);

  const { mutateAsync: updateBanner } = update;
  const toggle = useCallback(
    async (b: Banner, IsActive: boolean) => {
      try {
        await updateBanner({ id: b.Id, IsActive, SeqId: b.SeqId });
        toastSuccess(IsActive ? `${b.Name} is shown in the carousel` : `${b.Name} is hidden from the carousel`);
      } catch (err) {
        toastError(messageOf(err, 'Failed to update the banner'));
      }
    },
    [updateBanner],
  );

  // A refused sequence is put back (the old row) and the toast says why.
  const processRowUpdate = async (row: Banner, old: Banner): Promise<Banner> => {
    if (row.SeqId === old.SeqId) return old;
    const parsed = bannerActiveSchema.safeParse({ IsActive: old.IsActive, SeqId: row.SeqId ?? '' });
    if (!parsed.success) {
      toastError(parsed.error.issues[0]?.message ?? 'An unknown error occurred');
      return old;
    }
    try {
      const saved = await update.mutateAsync({ id: row.Id, IsActive: parsed.data.IsActive, SeqId: parsed.data.SeqId });
      toastSuccess(`Sequence of ${saved.Name} saved`);
      return saved;
    } catch (err) {
      toastError(messageOf(err, 'Failed to update the banner'));
      return old;
    }
  };

  const confirmDelete = async () => {
    if (!confirm) return;
    try {
      await remove.mutateAsync(confirm.Id);
      toastSuccess(ADMIN_MESSAGES.bannerDeleted);
    } catch {
      toastError(ADMIN_MESSAGES.bannerDeleteFailed);
    } finally {
      setConfirm(null);
    }
  };

  const columns = useMemo<GridColDef<Banner>[]>(
    () => [
      {
        field: 'image',
        headerName: 'Image',
        width: compact ? 140 : 190,
        sortable: false,
        renderCell: ({ row }) => (
          <Box sx={{ py: 1, minWidth: 0 }}>
            <GridThumb image={row} alt={row.Name} width={compact ? 120 : 160} height={compact ? 45 : 60} />
            {compact && (
              <Typography variant="caption" sx={{ display: 'block', fontWeight: 600, mt: 0.5, whiteSpace: 'normal', lineHeight: 1.2 }}>
                {row.Name}
              </Typography>
            )}
          </Box>
        ),
      },
      {
        field: 'Name',
        headerName: 'Name',
        flex: 1,
        minWidth: 180,
        renderCell: ({ value }) => (
          <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'normal' }}>
            {value}
          </Typography>
        ),
      },
      {
        field: 'IsActive',
        headerName: 'Active',
        width: compact ? 72 : 100,
        renderCell: ({ row }) => (
          <Switch
            checked={row.IsActive}
            onChange={(e) => void toggle(row, e.target.checked)}
            disabled={update.isPending && update.variables?.id === row.Id}
            slotProps={{ input: { 'aria-label': `${row.Name} active` } }}
          />
        ),
      },
      {
        field: 'SeqId',
        headerName: compact ? 'Seq' : 'Sequence',
        type: 'number',
        width: compact ? 72 : 130,
        editable: true,
        description: 'Order in the carousel; double-click to change',
      },
      {
        field: 'actions',
        headerName: compact ? '' : 'Delete',
        width: compact ? 56 : 90,
        sortable: false,
        renderCell: ({ row }) => (
          <Tooltip title="Delete">
            <IconButton aria-label={`Delete ${row.Name}`} onClick={() => setConfirm(row)}>
              <DeleteOutlined color="error" />
            </IconButton>
          </Tooltip>
        ),
      },
    ],
    [update.isPending, update.variables, compact, toggle],
  );

  return (
    <AdminPage
      title="Banners"
      actions={
        <Button variant="contained" color="secondary" startIcon={<Add />} onClick={() => setAdding(true)}>
          Add New
        </Button>
      }
    >
      <AdminGrid<Banner>
        rows={bannersQ.data ?? []}
        columns={columns}
        getRowId={(r) => r.Id}
        loading={bannersQ.isPending}
        // The server answers in carousel order (SeqId).
        initialState={{ pagination: { paginationModel: { pageSize: GRID_DEFAULT_PAGE_SIZE } } }}
        disableColumnSorting
        rowHeight={76}
        getRowHeight={() => (compact ? 'auto' : null)}
        columnVisibilityModel={compact ? { Name: false } : {}}
        label="Banners"
        processRowUpdate={processRowUpdate}
        onProcessRowUpdateError={(err: unknown) => toastError(err instanceof Error ? err.message : 'Failed to update the banner')}
        localeText={{ noRowsLabel: 'No banners yet. Add New uploads the first one.' }}
      />
      <BannerUploadDialog open={adding} onClose={() => setAdding(false)} />
      <ConfirmDialog
        open={!!confirm}
        text={confirm ? `The banner ${confirm.Name} will be deleted. You won't be able to revert this!` : undefined}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setConfirm(null)}
      />
    </AdminPage>
  );
}
