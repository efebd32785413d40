// /admin/coupons: every coupon code, searched by code and paged by the server. The switch in a row
// turns a coupon on or off; New coupon and the edit button open the form in a dialog.
import { Fragment, useCallback, useEffect, useMemo, useState } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import EditOutlined from '@mui/icons-material/EditOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import { formatRupees } from '@shared/money';
import type { Coupon } from '@shared/schemas/coupons';
import { toastError, toastSuccess } from '../../lib/toast';
import { useCoupons } from './api/get-coupons';
import { useSaveCoupon } from './api/save-coupon';
import { PagedGrid, usePaging } from '../../components/paged-grid';
import { AdminPage } from '../../components/admin-page';
import { CouponDialog } from './components/coupon-dialog';
import { messageOf } from '../../components/admin-messages';
import { useCompact } from '../../components/use-compact';
import { useDebounced } from '../../components/use-debounced';
import { couponState, couponToBody, couponValueText, indiaDateTime, usageText, type CouponState } from './coupon-rules';

const STATE_COLORS: Record<CouponState, 'success' | 'info' | 'default' | 'warning'> = {
  Live: 'success',
  Scheduled: 'info',
  Expired: 'default',
  'Used up': 'warning',
  Off: 'default',
};

function StateChip({ coupon }: { coupon: Coupon }) {
  const state = couponState(coupon, new Date());
  return <Chip size="small" label={state} color={STATE_COLORS[state]} variant={state === 'Live' ? 'filled' : 'outlined'} sx={{ height: 20, fontSize: 11 }} />;
}

const Code = ({ code }: { code: string }) => (
  <Typography variant="body2" component="span" sx={{ fontFamily: 'ui-monospace, monospace', fontWeight: 700, letterSpacing: 0.3 }}>
    {code}
  </Typography>
);

/** A moment in India time on two lines: the day, then the time. */
function When({ iso }: { iso: string }) {
  const [day, time] = indiaDateTime(iso).split(', ');
  return (
    <Box sx={{ lineHeight: 1.35 }}>
      <Typography variant="body2">{day}</Typography>
      <Typography variant="caption" color="text.secondary">
        {time}
      </Typography>
    </Box>
  );
}

const orDash = (amount: number | null) => (amount ? formatRupees(amount) : '—');

/** The dialog: closed, a new coupon, or the coupon being edited. */
type Opened = { coupon: Coupon | null } | null;

export default function CouponsPage() {
  const compact = useCompact();
  const paging = usePaging();
  const { restart } = paging;
  const [searchInput, setSearchInput] = useState('');
  const search = useDebounced(searchInput.trim(), 350);
  const couponsQ = useCoupons({ page: paging.model.page + 1, pageSize: paging.model.pageSize, search });
  const [opened, setOpened] = useState<Opened>(null);
  const toggle = useSaveCoupon();

  // A new search starts at the first page.
  useEffect(() => restart(), [search, restart]);

  const { mutateAsync: saveCoupon } = toggle;
  const setActive = useCallback(
    async (c: Coupon) => {
      try {
        await saveCoupon({ id: c.Id, body: couponToBody(c, { IsActive: !c.IsActive }) });
        toastSuccess(c.IsActive ? `Coupon ${c.Code} switched off` : `Coupon ${c.Code} switched on`);
      } catch (err) {
        toastError(messageOf(err, `Coupon ${c.Code} could not be changed. Please try again.`));
      }
    },
    [saveCoupon],
  );

  const columns = useMemo<GridColDef<Coupon>[]>(() => {
    const active: GridColDef<Coupon> = {
      field: 'IsActive',
      headerName: 'Active',
      width: compact ? 76 : 84,
      sortable: false,
      renderCell: ({ row }) => (
        <Switch
          checked={row.IsActive}
          disabled={toggle.isPending && toggle.variables?.id === row.Id}
          onChange={() => void setActive(row)}
          slotProps={{ input: { 'aria-label': `${row.Code} active` } }}
        />
      ),
    };
    const edit: GridColDef<Coupon> = {
      field: 'edit',
      headerName: 'Edit',
      // Named for screen readers, blank on screen: the pencil says it.
      renderHeader: () => (
        <Box component="span" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' }}>
          Edit
        </Box>
      ),
      width: compact ? 48 : 56,
      sortable: false,
      renderCell: ({ row }) => (
        <Tooltip title="Edit">
          <IconButton aria-label={`Edit ${row.Code}`} onClick={() => setOpened({ coupon: row })}>
            <EditOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      ),
    };
    if (compact) {
      // Phones: the code with its value and its term in one column, then the switch and edit.
      return [
        {
          field: 'Code',
          headerName: 'Coupon',
          flex: 1,
          minWidth: 0,
          sortable: false,
          renderCell: ({ row }) => (
            <Box sx={{ minWidth: 0, py: 1, lineHeight: 1.3 }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, flexWrap: 'wrap' }}>
                <Code code={row.Code} />
                <StateChip coupon={row} />
              </Box>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {couponValueText(row.Kind, row.Value)} off{row.MaxDiscount !== null && ` · up to ${formatRupees(row.MaxDiscount)}`}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="p" sx={{ whiteSpace: 'normal' }}>
                {[
                  row.MinCartValue > 0 ? `Cart ${formatRupees(row.MinCartValue)}+` : null,
                  `Until ${indiaDateTime(row.EndsAt)}`,
                  `Used ${usageText(row.UsedCount, row.UsageLimit)}`,
                ]
                  .filter(Boolean)
                  // Each fact stays on one line; the lines break between them.
                  .map((fact, i) => (
                    <Fragment key={fact}>
                      {i > 0 && ' · '}
                      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                        {fact}
                      </Box>
                    </Fragment>
                  ))}
              </Typography>
            </Box>
          ),
        },
        active,
        edit,
      ];
    }
    return [
      {
        field: 'Code',
        headerName: 'Code',
        minWidth: 130,
        flex: 0.8,
        sortable: false,
        renderCell: ({ row }) => (
          <Box sx={{ display: 'grid', justifyItems: 'start', gap: 0.25, minWidth: 0 }}>
            <Code code={row.Code} />
            <StateChip coupon={row} />
          </Box>
        ),
      },
      { field: 'Kind', headerName: 'Kind', width: 80, sortable: false },
      { field: 'Value', headerName: 'Value', width: 86, sortable: false, valueFormatter: (_v, row) => couponValueText(row.Kind, row.Value) },
      { field: 'MaxDiscount', headerName: 'Max discount', width: 126, sortable: false, valueFormatter: (v: number | null) => orDash(v) },
      { field: 'MinCartValue', headerName: 'Min cart value', width: 134, sortable: false, valueFormatter: (v: number) => orDash(v) },
      { field: 'StartsAt', headerName: 'Starts', minWidth: 116, flex: 0.6, sortable: false, renderCell: ({ row }) => <When iso={row.StartsAt} /> },
      { field: 'EndsAt', headerName: 'Ends', minWidth: 116, flex: 0.6, sortable: false, renderCell: ({ row }) => <When iso={row.EndsAt} /> },
      {
        field: 'UsedCount',
        headerName: 'Used / Limit',
        width: 118,
        sortable: false,
        valueFormatter: (_v, row) => usageText(row.UsedCount, row.UsageLimit),
      },
      {
        field: 'PerShopperLimit',
        headerName: 'Per shopper',
        width: 124,
        sortable: false,
        valueFormatter: (v: number | null) => (v === null ? 'No limit' : String(v)),
      },
      active,
      edit,
    ];
  }, [compact, setActive, toggle.isPending, toggle.variables]);

  return (
    <AdminPage
      title="Coupons"
      actions={
        <>
          <TextField
            size="small"
            placeholder="Search code"
            value={searchInput}
            onChange={(e) => setSearchInput(e.target.value)}
            slotProps={{
              htmlInput: { 'aria-label': 'Search coupons by code', maxLength: 20 },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchOutlined fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
            sx={{ minWidth: { sm: 220 }, flex: { xs: 1, sm: 'none' }, bgcolor: 'background.paper' }}
          />
          <Button variant="contained" color="secondary" startIcon={<Add />} onClick={() => setOpened({ coupon: null })}>
            New coupon
          </Button>
        </>
      }
    >
      <PagedGrid<Coupon>
        paging={paging}
        rows={couponsQ.data?.Items}
        total={couponsQ.data?.Total}
        columns={columns}
        getRowId={(r) => r.Id}
        loading={couponsQ.isFetching}
        getRowHeight={() => (compact ? 'auto' : 64)}
        disableColumnSorting
        label="Coupons"
        localeText={{ noRowsLabel: couponsQ.isError ? 'The coupons could not be loaded' : search ? 'No coupon has that code' : 'No coupons yet' }}
      />
      {opened && <CouponDialog key={opened.coupon?.Id ?? 'new'} coupon={opened.coupon} onClose={() => setOpened(null)} />}
    </AdminPage>
  );
}
