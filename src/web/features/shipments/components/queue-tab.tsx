// Ready to ship: paid orders without a shipment, oldest first. The admin may change an order's
// package or courier before booking; a booking that fails leaves the order here with the reason.
// An order over its e-way bill limit says so in its row until its bill is generated (one click on the
// row, or for the chosen orders with the vehicle number); the booking refuses it until then.
import { useCallback, useMemo, useState } from 'react';
import type { GridColDef, GridRowSelectionModel } from '@mui/x-data-grid';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import EditOutlined from '@mui/icons-material/EditOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import ReceiptOutlined from '@mui/icons-material/ReceiptOutlined';
import SwapHorizOutlined from '@mui/icons-material/SwapHorizOutlined';
import { dayTimeText } from '@shared/india-time';
import { formatRupees } from '@shared/money';
import { QUEUE_STATE_LABELS, QUEUE_STATES, type PackageDims, type QueueOrder, type QueueState } from '@shared/schemas/shipments';
import { usePaging } from '../../../components/paged-grid';
import { ChoosingGrid } from './choosing-grid';
import { useCompact } from '../../../components/use-compact';
import { toast, toastSuccess } from '../../../lib/toast';
import { useBookShipments } from '../api/book-shipments';
import { useGenerateEwayBills } from '../api/eway-bills';
import { useQueue } from '../api/get-queue';
import { chosenIds, NOTHING_SELECTED, PAGE_SIZE } from '../selection';
import { CourierDialog } from './courier-dialog';
import { ShipmentFilterBar, useShipmentFilters } from './filters';
import { boxText, PackageDialog } from './package-dialog';
import { EwayBillDialog } from './eway-bill-dialog';

/** What the admin changed on an order before booking it. */
interface Override {
  CourierName?: string;
  Package?: PackageDims;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export function QueueTab() {
  const compact = useCompact();
  const paging = usePaging(PAGE_SIZE);
  const [selection, setSelection] = useState<GridRowSelectionModel>(NOTHING_SELECTED);
  const { restart } = paging;
  const toFirstPage = useCallback(() => {
    restart();
    setSelection(NOTHING_SELECTED);
  }, [restart]);
  const [filters, filter] = useShipmentFilters<QueueState>('', toFirstPage);
  const [overrides, setOverrides] = useState<Record<string, Override>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [editingPackage, setEditingPackage] = useState<QueueOrder | null>(null);
  const [choosingCourier, setChoosingCourier] = useState<QueueOrder | null>(null);
  const queue = useQueue({ ...filters, ...paging.model });
  const book = useBookShipments();
  const eway = useGenerateEwayBills();
  const [ewayFor, setEwayFor] = useState<QueueOrder[] | null>(null);

  const rows = useMemo(() => queue.data?.Items ?? [], [queue.data]);
  const chosen = chosenIds(
    selection,
    rows.map((r) => r.OrderId),
  );
  const override = (orderId: string, patch: Override) => setOverrides((o) => ({ ...o, [orderId]: { ...o[orderId], ...patch } }));

  const needingBills = rows.filter((r) => chosen.includes(r.OrderId) && r.EwayBill.Message);
  const generate = eway.mutate;
  const generateBills = useCallback(
    (orders: QueueOrder[], vehicleNumber?: string) =>
      generate(
        { Orders: orders.map((o) => ({ OrderId: o.OrderId, VehicleNumber: vehicleNumber })) },
        {
          onSuccess: ({ Results }) => {
            const failed = Results.filter((r) => !r.Generated);
            setErrors((e) => {
              const next = { ...e };
              for (const r of Results) {
                if (r.Generated) delete next[r.OrderId];
                else next[r.OrderId] = r.Error ?? 'The e-way bill could not be generated.';
              }
              return next;
            });
            setEwayFor(null);
            const made = Results.length - failed.length;
            if (made > 0)
              toastSuccess(
                made === 1
                  ? `E-way bill ${Results.find((r) => r.Generated)!.Bill!.Number} generated. The order can be booked.`
                  : `${plural(made, 'e-way bill')} generated.`,
              );
            if (failed.length > 0) toast(`${plural(failed.length, 'e-way bill')} could not be generated: the reason is in the row.`, 'warning');
          },
        },
      ),
    [generate],
  );

  const bookChosen = () =>
    book.mutate(
      { Orders: chosen.map((OrderId) => ({ OrderId, ...overrides[OrderId] })) },
      {
        onSuccess: ({ Results }) => {
          const failed = Results.filter((r) => !r.Booked);
          const booked = Results.length - failed.length;
          setErrors((e) => {
            const next = { ...e };
            for (const r of Results) {
              if (r.Booked) delete next[r.OrderId];
              else next[r.OrderId] = r.Error ?? 'The aggregator refused this order.';
            }
            return next;
          });
          setSelection({ type: 'include', ids: new Set(failed.map((r) => r.OrderId)) });
          if (booked > 0) toastSuccess(`${plural(booked, 'order')} booked. Print their labels under Booked.`);
          if (failed.length > 0) toast(`${plural(failed.length, 'order')} could not be booked: the reason is in the row.`, 'warning');
        },
      },
    );

  const columns = useMemo<GridColDef<QueueOrder>[]>(() => {
    const errorOf = (r: QueueOrder) => errors[r.OrderId] ?? r.LastError;
    const courierOf = (r: QueueOrder) => overrides[r.OrderId]?.CourierName ?? r.CourierName;
    const packageOf = (r: QueueOrder) => overrides[r.OrderId]?.Package ?? r.Package;
    const orderCell = (r: QueueOrder) => (
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontFamily: 'ui-monospace, monospace', fontWeight: 700 }} noWrap>
          {r.OrderCode}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p" noWrap>
          {dayTimeText(r.OrderDate)}
        </Typography>
      </Box>
    );
    const packageCell = (r: QueueOrder) => (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
        <Box sx={{ minWidth: 0 }} data-testid="queue-package">
          <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
            {packageOf(r).WeightKg} kg
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p" noWrap>
            {boxText(packageOf(r))}
          </Typography>
        </Box>
        <Tooltip title="Change the package">
          <IconButton aria-label={`Change the package of ${r.OrderCode}`} onClick={() => setEditingPackage(r)} sx={{ width: 44, height: 44 }}>
            <EditOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
    );
    const courierCell = (r: QueueOrder) => {
      const name = courierOf(r);
      const changed = name !== r.CourierName;
      return (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap data-testid="queue-courier">
              {name}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p" noWrap>
              {changed ? `Shopper chose ${r.CourierName}, paid ${formatRupees(r.ShippingCost)}` : `Shopper's choice, paid ${formatRupees(r.ShippingCost)}`}
            </Typography>
          </Box>
          <Tooltip title="Choose another courier">
            <IconButton aria-label={`Choose another courier for ${r.OrderCode}`} onClick={() => setChoosingCourier(r)} sx={{ width: 44, height: 44 }}>
              <SwapHorizOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
        </Box>
      );
    };
    const ewayLine = (r: QueueOrder) =>
      r.EwayBill.Bill ? (
        <Typography variant="caption" color="text.secondary" component="p" data-testid="queue-eway-bill">
          E-way bill {r.EwayBill.Bill.Number}
        </Typography>
      ) : r.EwayBill.Message ? (
        <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'start' }}>
          <Typography variant="body2" color="warning.dark" role="status" data-testid="queue-eway-needed" sx={{ fontWeight: 600, whiteSpace: 'normal' }}>
            {r.EwayBill.Message}
          </Typography>
          <Button
            size="small"
            variant="outlined"
            startIcon={<ReceiptOutlined />}
            disabled={eway.isPending}
            onClick={() => generateBills([r])}
            aria-label={`Generate e-way bill of ${r.OrderCode}`}
            sx={{ minHeight: 40 }}
          >
            Generate e-way bill
          </Button>
        </Box>
      ) : null;
    const errorLine = (r: QueueOrder) => {
      const error = errorOf(r);
      // The e-way bill's sentence is shown once, with its button.
      const shown = error && !(r.EwayBill.Message && error === r.EwayBill.Message);
      return (
        <>
          {shown ? (
            <Typography variant="body2" color="error" role="status" data-testid="queue-error" sx={{ fontWeight: 600, whiteSpace: 'normal' }}>
              {error}
            </Typography>
          ) : null}
          {ewayLine(r)}
        </>
      );
    };
    const hasLine = (r: QueueOrder) => !!errorOf(r) || !!r.EwayBill.Bill || !!r.EwayBill.Message;
    if (compact)
      return [
        {
          field: 'OrderCode',
          headerName: 'Order',
          flex: 1,
          minWidth: 0,
          sortable: false,
          renderCell: ({ row }) => (
            <Box sx={{ py: 1, minWidth: 0, width: '100%', display: 'grid', gap: 0.25 }}>
              {orderCell(row)}
              <Typography variant="body2" noWrap>
                {row.CustomerName} · {row.City}, {row.PinCode}
              </Typography>
              {packageCell(row)}
              {courierCell(row)}
              {errorLine(row)}
            </Box>
          ),
        },
      ];
    return [
      { field: 'OrderCode', headerName: 'Order', minWidth: 170, flex: 0.8, sortable: false, renderCell: ({ row }) => orderCell(row) },
      {
        field: 'CustomerName',
        headerName: 'Ship to',
        minWidth: 170,
        flex: 1,
        sortable: false,
        renderCell: ({ row }) => (
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
              {row.CustomerName}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p" noWrap>
              {row.City}, {row.State} {row.PinCode}
            </Typography>
          </Box>
        ),
      },
      {
        field: 'Total',
        headerName: 'Total',
        minWidth: 110,
        sortable: false,
        renderCell: ({ row }) => (
          <Box>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {formatRupees(row.Total)}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p">
              {plural(row.ItemCount, 'item')}
            </Typography>
          </Box>
        ),
      },
      { field: 'Package', headerName: 'Package', minWidth: 190, flex: 0.9, sortable: false, renderCell: ({ row }) => packageCell(row) },
      { field: 'CourierName', headerName: 'Courier', minWidth: 270, flex: 1.3, sortable: false, renderCell: ({ row }) => courierCell(row) },
      {
        field: 'LastError',
        headerName: 'Booking',
        minWidth: 180,
        flex: 1,
        sortable: false,
        renderCell: ({ row }) =>
          hasLine(row) ? (
            <Box sx={{ display: 'grid', gap: 0.5, py: 0.5, minWidth: 0 }}>{errorLine(row)}</Box>
          ) : (
            <Typography variant="body2" color="text.secondary">
              Ready
            </Typography>
          ),
      },
    ];
  }, [compact, errors, overrides, eway.isPending, generateBills]);

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <ShipmentFilterBar filters={filters} onChange={filter} states={QUEUE_STATES} labels={QUEUE_STATE_LABELS} days="Paid" testIds="queue">
        {needingBills.length > 0 && (
          <Button
            variant="outlined"
            startIcon={<ReceiptOutlined />}
            disabled={eway.isPending}
            onClick={() => setEwayFor(needingBills)}
            sx={{ minHeight: 44, flex: { xs: '1 1 100%', sm: 'none' } }}
          >
            {`Generate ${plural(needingBills.length, 'e-way bill')}`}
          </Button>
        )}
        <Button
          variant="contained"
          startIcon={<LocalShippingOutlined />}
          disabled={chosen.length === 0 || book.isPending}
          onClick={bookChosen}
          sx={{ minHeight: 44, flex: { xs: '1 1 100%', sm: 'none' } }}
        >
          {book.isPending ? 'Booking...' : chosen.length > 0 ? `Book ${plural(chosen.length, 'order')}` : 'Book'}
        </Button>
      </ShipmentFilterBar>
      <ChoosingGrid<QueueOrder>
        paging={paging}
        rows={rows}
        total={queue.data?.Total}
        getRowId={(r) => r.OrderId}
        columns={columns}
        loading={queue.isFetching}
        keepNonExistentRowsSelected={false}
        selection={selection}
        onSelection={setSelection}
        noRowsLabel={queue.isError ? 'The orders ready to ship could not be loaded' : 'No paid orders are waiting to be shipped'}
        testId="queue-grid"
      />
      {editingPackage && (
        <PackageDialog
          orderCode={editingPackage.OrderCode}
          value={overrides[editingPackage.OrderId]?.Package ?? editingPackage.Package}
          onSave={(p) => (override(editingPackage.OrderId, { Package: p }), setEditingPackage(null))}
          onClose={() => setEditingPackage(null)}
        />
      )}
      {ewayFor && (
        <EwayBillDialog
          orderCodes={ewayFor.map((o) => o.OrderCode)}
          pending={eway.isPending}
          onGenerate={(vehicle) => generateBills(ewayFor, vehicle)}
          onClose={() => setEwayFor(null)}
        />
      )}
      {choosingCourier && (
        <CourierDialog
          orderId={choosingCourier.OrderId}
          orderCode={choosingCourier.OrderCode}
          current={overrides[choosingCourier.OrderId]?.CourierName ?? choosingCourier.CourierName}
          onChoose={(name) => (override(choosingCourier.OrderId, { CourierName: name }), setChoosingCourier(null))}
          onClose={() => setChoosingCourier(null)}
        />
      )}
    </Box>
  );
}
