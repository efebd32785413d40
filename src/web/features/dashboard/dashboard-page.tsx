// /admin: the admin's first screen (docs/dashboard.md). Sales and orders of today, 7 and 30 days
// against the periods before; a chart of every day of the range; what waits for the shop, linked to
// the screens that deal with it; the best sellers; the variants running out.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import { formatRupees } from '@shared/money';
import type { DashboardAnswer, DashboardPeriod } from '@shared/schemas/dashboard';
import { paths } from '../../lib/paths';
import { AdminPage } from '../../components/admin-page';
import { TitledPanel } from '../../components/titled-panel';
import { useDashboard, type DashboardRange } from './api/get-dashboard';
import { SalesChart } from './components/sales-chart';
import { longDay } from './components/format';

/** "▲ 12.5 %" in green, "▼ 3 %" in red, or a plain word when there was nothing before to compare with. */
function ChangeChip({ value, what }: { value: number | null; what: string }) {
  if (value === null) return <Chip size="small" variant="outlined" label="new" title={`No ${what} in the period before`} />;
  const up = value > 0;
  const flat = value === 0;
  return (
    <Chip
      size="small"
      color={flat ? 'default' : up ? 'success' : 'error'}
      variant={flat ? 'outlined' : 'filled'}
      icon={flat ? undefined : up ? <ArrowUpward /> : <ArrowDownward />}
      label={`${flat ? '' : up ? '+' : ''}${value} %`}
      aria-label={`${what} ${flat ? 'unchanged' : up ? 'up' : 'down'} ${Math.abs(value)} percent against the period before`}
    />
  );
}

function FigureCard({ p }: { p: DashboardPeriod }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 0.75, minWidth: 0 }} data-testid={`figure-${p.Key}`}>
      <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.4 }}>
        {p.Label}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700 }} data-testid="figure-sales">
          {formatRupees(p.Sales)}
        </Typography>
        <ChangeChip value={p.SalesChange} what="sales" />
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" data-testid="figure-orders">
          {p.Orders} {p.Orders === 1 ? 'order' : 'orders'}
        </Typography>
        <ChangeChip value={p.OrdersChange} what="orders" />
      </Box>
      <Typography variant="caption" color="text.secondary">
        Before: {formatRupees(p.PreviousSales)}, {p.PreviousOrders} {p.PreviousOrders === 1 ? 'order' : 'orders'}
      </Typography>
    </Paper>
  );
}

/** Orders by status, those waiting for the shop first, each opening the screen that deals with them. */
function StatusList({ d }: { d: DashboardAnswer }) {
  const action = [
    { label: 'Orders to ship', hint: 'Paid, waiting to be shipped', n: d.ActionNeeded.OrdersToShip, to: `${paths.admin.orders}?Status=Ordered`, id: 'to-ship' },
    {
      label: 'Returns to decide',
      hint: 'Requested, waiting for approval',
      n: d.ActionNeeded.ReturnsToDecide,
      to: `${paths.admin.returns}?Status=Requested`,
      id: 'to-decide',
    },
    {
      label: 'Complaints overdue',
      hint: 'Past the 48-hour or 30-day deadline',
      n: d.ActionNeeded.ComplaintsOverdue,
      to: `${paths.admin.complaints}?Overdue=true`,
      id: 'overdue',
    },
    {
      label: 'Failed deliveries',
      hint: 'Re-attempt, or return to the shop',
      n: d.ActionNeeded.FailedDeliveries,
      to: `${paths.admin.shipments}?tab=action`,
      id: 'failed-deliveries',
    },
    {
      label: 'Returned parcels to receive',
      hint: 'Back at the shop: confirm to refund',
      n: d.ActionNeeded.ReturnsToReceive,
      to: `${paths.admin.shipments}?tab=action`,
      id: 'to-receive',
    },
  ];
  const rto = d.ReturnedToSeller;
  // Each link sits in its list item, and the caption between the two lists is not one of them.
  return (
    <>
      <List dense disablePadding>
        {action.map((a) => (
          <ListItem key={a.id} disablePadding>
            <ListItemButton component={RouterLink} to={a.to} data-testid={`action-${a.id}`} sx={{ borderRadius: 1 }}>
              <ListItemText primary={a.label} secondary={a.hint} slotProps={{ primary: { sx: { fontWeight: 650 } } }} />
              <Chip label={a.n} color={a.n > 0 ? 'warning' : 'default'} size="small" sx={{ fontWeight: 700, minWidth: 40 }} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      <Typography variant="body2" component="p" sx={{ mt: 1.5, px: 2 }} data-testid="returned-to-seller">
        <strong>
          {rto.Parcels} {rto.Parcels === 1 ? 'parcel' : 'parcels'} returned undelivered
        </strong>{' '}
        since {longDay(d.From)}: courier cost {formatRupees(rto.CourierCost)}, forward shipping kept {formatRupees(rto.ShippingKept)}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1.5, mb: 0.5, px: 2 }}>
        Orders placed {longDay(d.From)} – {longDay(d.To)}, by status now
      </Typography>
      <List dense disablePadding>
        {d.StatusCounts.map((s) => (
          <ListItem key={s.Status} disablePadding>
            <ListItemButton component={RouterLink} to={`${paths.admin.orders}?Status=${s.Status}`} sx={{ borderRadius: 1, py: 0.25 }}>
              <ListItemText primary={s.Status} />
              <Typography variant="body2" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
                {s.Count}
              </Typography>
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </>
  );
}

function TopProducts({ d }: { d: DashboardAnswer }) {
  if (d.TopProducts.length === 0) return <Typography color="text.secondary">No sales in this range.</Typography>;
  const best = d.TopProducts[0]!.Revenue || 1;
  return (
    <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1.25 }}>
      {d.TopProducts.map((p) => (
        <Box component="li" key={p.ProductCode} sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 0.25, minWidth: 0 }}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
            <Typography variant="body2" sx={{ fontWeight: 600, flex: 1, minWidth: 0 }} noWrap title={p.ProductName}>
              {p.ProductName}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
              {formatRupees(p.Revenue)}
            </Typography>
          </Box>
          <Typography variant="caption" color="text.secondary">
            {p.ProductCode} · {p.Units} {p.Units === 1 ? 'unit' : 'units'}
          </Typography>
          <Box sx={{ height: 4, borderRadius: 2, bgcolor: 'action.hover', overflow: 'hidden' }}>
            <Box sx={{ height: 1, width: `${Math.max(2, (p.Revenue / best) * 100)}%`, bgcolor: 'primary.main' }} />
          </Box>
        </Box>
      ))}
    </Box>
  );
}

function LowStock({ d }: { d: DashboardAnswer }) {
  if (d.LowStock.length === 0) return <Typography color="text.secondary">Every variant has {d.LowStockThreshold} or more in stock.</Typography>;
  return (
    <>
      <List dense disablePadding>
        {d.LowStock.map((v) => (
          <ListItem key={v.VariantId} disablePadding>
            <ListItemButton component={RouterLink} to={paths.admin.inventoryOf(v.ProductCode)} data-testid="low-stock-link" sx={{ borderRadius: 1, gap: 1 }}>
              <ListItemText
                primary={`${v.ProductCode} · ${v.VariantTitle}`}
                secondary={v.ProductName}
                slotProps={{ primary: { sx: { fontWeight: 600 } }, secondary: { noWrap: true } }}
                sx={{ minWidth: 0 }}
              />
              <Chip
                size="small"
                label={v.Stock === 0 ? 'Out of stock' : `${v.Stock} left`}
                color={v.Stock === 0 ? 'error' : 'warning'}
                variant={v.Stock === 0 ? 'filled' : 'outlined'}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      {d.LowStockTotal > d.LowStock.length && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ px: 2, pt: 1 }}>
          And {d.LowStockTotal - d.LowStock.length} more.{' '}
          <Link component={RouterLink} to={paths.admin.inventory}>
            Open the inventory
          </Link>
        </Typography>
      )}
    </>
  );
}

export default function DashboardPage() {
  const [range, setRange] = useState<DashboardRange>({ from: '', to: '' });
  const dashboard = useDashboard(range);
  const d = dashboard.data;

  const actions = (
    // The range applies as each date is picked: a group of fields, not a form with nothing to submit.
    <Box role="group" aria-label="Dates shown" sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <TextField
        type="date"
        size="small"
        label="From"
        value={range.from || d?.From || ''}
        onChange={(e) => setRange((r) => ({ ...r, from: e.target.value }))}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ width: 160 }}
      />
      <TextField
        type="date"
        size="small"
        label="To"
        value={range.to || d?.To || ''}
        onChange={(e) => setRange((r) => ({ ...r, to: e.target.value }))}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ width: 160 }}
      />
      {(range.from || range.to) && (
        <Button size="small" onClick={() => setRange({ from: '', to: '' })}>
          Last 30 days
        </Button>
      )}
    </Box>
  );

  return (
    <AdminPage title="Dashboard" actions={actions}>
      {dashboard.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {dashboard.error instanceof Error ? dashboard.error.message : 'The dashboard could not be loaded.'}
        </Alert>
      )}
      {!d ? (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' } }}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={132} />
          ))}
          <Skeleton variant="rounded" height={320} sx={{ gridColumn: '1 / -1' }} />
        </Box>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, opacity: dashboard.isFetching && dashboard.isPlaceholderData ? 0.6 : 1 }}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' } }}>
            {d.Periods.map((p) => (
              <FigureCard key={p.Key} p={p} />
            ))}
          </Box>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
            <TitledPanel
              dense
              title="Daily sales and orders"
              action={<Typography variant="caption" color="text.secondary">{`${longDay(d.From)} – ${longDay(d.To)}`}</Typography>}
            >
              <SalesChart daily={d.Daily} />
            </TitledPanel>
            <TitledPanel dense title="Needs action" testId="status-list">
              <StatusList d={d} />
            </TitledPanel>
          </Box>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }}>
            <TitledPanel
              dense
              title="Top products"
              action={
                <Typography variant="caption" color="text.secondary">
                  by what was paid, in the range
                </Typography>
              }
            >
              <TopProducts d={d} />
            </TitledPanel>
            <TitledPanel
              dense
              title="Low stock"
              testId="low-stock"
              action={<Typography variant="caption" color="text.secondary">{`fewer than ${d.LowStockThreshold} left`}</Typography>}
            >
              <LowStock d={d} />
            </TitledPanel>
          </Box>
        </Box>
      )}
    </AdminPage>
  );
}
