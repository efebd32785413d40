// Booked shipments: labels and the pickup manifest for the chosen ones as one PDF each, a label
// per shipment, and cancelling a booking before the courier has picked the parcel up.
import { useCallback, useMemo, useState } from 'react';
import type { GridColDef, GridRowSelectionModel } from '@mui/x-data-grid';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CancelOutlined from '@mui/icons-material/CancelOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { dayText, dayTimeText } from '@shared/india-time';
import { formatRupees } from '@shared/money';
import { SHIPMENT_STATE_LABELS, SHIPMENT_STATES, type Shipment, type ShipmentState } from '@shared/schemas/shipments';
import { usePaging } from '../../../components/paged-grid';
import { ChoosingGrid } from './choosing-grid';
import { ShipmentStateChip } from '../../../components/shipment-state-chip';
import { useCompact } from '../../../components/use-compact';
import { toastSuccess } from '../../../lib/toast';
import { useCancelShipment } from '../api/cancel-shipment';
import { useDownloadLabel } from '../api/download-label';
import { useShipments } from '../api/get-shipments';
import { usePrintDocuments, type PrintKind } from '../api/print-documents';
import { chosenIds, NOTHING_SELECTED, PAGE_SIZE } from '../selection';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ShipmentFilterBar, useShipmentFilters } from './filters';

/** The list opens on the parcels waiting for pickup: those whose labels and manifest are printed. */
const DEFAULT_STATE: ShipmentState = 'Booked';

export function BookedTab() {
  const compact = useCompact();
  const paging = usePaging(PAGE_SIZE);
  const [selection, setSelection] = useState<GridRowSelectionModel>(NOTHING_SELECTED);
  const { restart } = paging;
  const toFirstPage = useCallback(() => {
    restart();
    setSelection(NOTHING_SELECTED);
  }, [restart]);
  const [filters, filter] = useShipmentFilters<ShipmentState>(DEFAULT_STATE, toFirstPage);
  const [cancelling, setCancelling] = useState<Shipment | null>(null);
  const shipments = useShipments({ ...filters, ...paging.model });
  const print = usePrintDocuments();
  const label = useDownloadLabel();
  const cancel = useCancelShipment();

  const rows = useMemo(() => shipments.data?.Items ?? [], [shipments.data]);
  const chosen = chosenIds(
    selection,
    rows.map((r) => r.ShipmentId),
  );
  const printChosen = (kind: PrintKind) => print.mutate({ kind, shipmentIds: chosen });

  const confirmCancel = () => {
    if (!cancelling) return;
    cancel.mutate(cancelling.ShipmentId, {
      onSuccess: () => toastSuccess(`The booking of ${cancelling.OrderCode} is cancelled; the order is back in Ready to ship.`),
      onSettled: () => setCancelling(null),
    });
  };

  const columns = useMemo<GridColDef<Shipment>[]>(() => {
    const actions: GridColDef<Shipment> = {
      field: 'actions',
      headerName: '',
      width: 104,
      sortable: false,
      renderCell: ({ row }) => (
        <Box sx={{ display: 'flex' }}>
          <Tooltip title="Label">
            <IconButton aria-label={`Label of ${row.OrderCode}`} onClick={() => label.mutate(row)} sx={{ width: 44, height: 44 }}>
              <DescriptionOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
          {row.State === 'Booked' && (
            <Tooltip title="Cancel booking">
              <IconButton aria-label={`Cancel the booking of ${row.OrderCode}`} color="error" onClick={() => setCancelling(row)} sx={{ width: 44, height: 44 }}>
                <CancelOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
        </Box>
      ),
    };
    const awbCell = (r: Shipment) => (
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
          {r.CourierName}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ fontFamily: 'ui-monospace, monospace' }} noWrap data-testid="shipment-awb">
          AWB {r.Awb}
        </Typography>
      </Box>
    );
    const orderCell = (r: Shipment) => (
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontFamily: 'ui-monospace, monospace', fontWeight: 700 }} noWrap>
          {r.OrderCode}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p" noWrap>
          Booked {dayTimeText(r.BookedAt)}
        </Typography>
      </Box>
    );
    if (compact)
      return [
        {
          field: 'OrderCode',
          headerName: 'Shipment',
          flex: 1,
          minWidth: 0,
          sortable: false,
          renderCell: ({ row }) => (
            <Box sx={{ py: 1, display: 'grid', gap: 0.5, minWidth: 0 }}>
              {orderCell(row)}
              {awbCell(row)}
              <Box>
                <ShipmentStateChip state={row.State} />
              </Box>
            </Box>
          ),
        },
        actions,
      ];
    return [
      { field: 'OrderCode', headerName: 'Order', minWidth: 190, flex: 0.8, sortable: false, renderCell: ({ row }) => orderCell(row) },
      { field: 'Awb', headerName: 'Courier and AWB', minWidth: 200, flex: 1, sortable: false, renderCell: ({ row }) => awbCell(row) },
      { field: 'State', headerName: 'State', minWidth: 150, sortable: false, renderCell: ({ row }) => <ShipmentStateChip state={row.State} /> },
      {
        field: 'PickupDate',
        headerName: 'Pickup / expected',
        minWidth: 170,
        sortable: false,
        renderCell: ({ row }) => (
          <Box>
            <Typography variant="body2">{row.PickupDate ? `Pickup ${dayText(row.PickupDate)}` : 'Pickup not set'}</Typography>
            <Typography variant="caption" color="text.secondary" component="p">
              {row.ExpectedDeliveryDate ? `Expected ${dayText(row.ExpectedDeliveryDate)}` : ''}
            </Typography>
          </Box>
        ),
      },
      {
        field: 'Cost',
        headerName: 'Cost / paid',
        minWidth: 130,
        sortable: false,
        renderCell: ({ row }) => (
          <Typography variant="body2">
            {formatRupees(row.Cost)}{' '}
            <Box component="span" sx={{ color: 'text.secondary' }}>
              / {formatRupees(row.PaidShipping)}
            </Box>
          </Typography>
        ),
      },
      actions,
    ];
  }, [compact, label]);

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <ShipmentFilterBar filters={filters} onChange={filter} states={SHIPMENT_STATES} labels={SHIPMENT_STATE_LABELS} days="Booked" testIds="shipment">
        <Box sx={{ display: 'flex', gap: 1, flex: { xs: '1 1 100%', sm: 'none' } }}>
          <Button
            variant="contained"
            startIcon={<PrintOutlined />}
            disabled={chosen.length === 0 || print.isPending}
            onClick={() => printChosen('labels')}
            sx={{ minHeight: 44, flex: { xs: 1, sm: 'none' } }}
          >
            Print labels{chosen.length > 0 ? ` (${chosen.length})` : ''}
          </Button>
          <Button
            variant="outlined"
            startIcon={<ReceiptLongOutlined />}
            disabled={chosen.length === 0 || print.isPending}
            onClick={() => printChosen('manifest')}
            sx={{ minHeight: 44, flex: { xs: 1, sm: 'none' } }}
          >
            Manifest{chosen.length > 0 ? ` (${chosen.length})` : ''}
          </Button>
        </Box>
      </ShipmentFilterBar>
      <ChoosingGrid<Shipment>
        paging={paging}
        rows={rows}
        total={shipments.data?.Total}
        getRowId={(r) => r.ShipmentId}
        columns={columns}
        loading={shipments.isFetching}
        selection={selection}
        onSelection={setSelection}
        noRowsLabel={shipments.isError ? 'The shipments could not be loaded' : 'No shipments found'}
        testId="shipments-grid"
      />
      <ConfirmDialog
        idPrefix="shipment-confirm"
        open={cancelling !== null}
        title={`Cancel the booking of ${cancelling?.OrderCode ?? ''}?`}
        text={`The AWB ${cancelling?.Awb ?? ''} is released at ${cancelling?.CourierName ?? 'the courier'} and the order goes back to Ready to ship.`}
        confirmLabel="Cancel booking"
        cancelLabel="Keep booking"
        busy={cancel.isPending}
        onConfirm={confirmCancel}
        onClose={() => setCancelling(null)}
      />
    </Box>
  );
}
