import { useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { SHOP } from '@shared/constants';
import { formatRupees } from '@shared/money';
import { chargeRows, moneyOfAnswer, orderTotal } from '@shared/order-charges';
import { CHECKOUT_MESSAGES } from '@shared/messages';
import type { Order } from '@shared/schemas/orders';
import { readStored, writeStored } from '../../lib/stored-value';
import { paths } from '../../lib/paths';
import { toastSuccess } from '../../lib/toast';
import { ProductImage } from '../../components/product-image';
import { useOrder } from './api/get-order';
import { invoiceFileName, useDownloadInvoice } from '../../lib/download';
import { OrderStatusChip, PaymentStatusChip } from './components/status-chip';
import { ItemImageDialog } from './components/item-image-dialog';
import { StatusHistory } from './components/status-history';
import { UpdateOrderForm } from './components/update-order-form';
import { dateOnly, dateTime } from './components/format';
import { canUpdate } from './update-rules';
import { PageMeta } from '../../components/page-meta';
import { PALETTE } from '../../components/palette';

/** A toast to show once the page has reloaded (after a confirmed update the page reloads). */
const FLASH_KEY = 'swara.adminOrders.flash';

function Panel({ title, children, testId }: { title: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, md: 2.5 } }} data-testid={testId}>
      <Typography variant="h6" component="h2" sx={{ fontSize: 17, mb: 1.5, wordBreak: 'break-all' }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

const Fact = ({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) => (
  <Box sx={{ minWidth: 0, gridColumn: wide ? { xs: '1 / -1', md: 'auto' } : undefined }}>
    <Typography variant="caption" color="text.secondary" sx={{ textTransform: 'uppercase', letterSpacing: 0.5, fontWeight: 600 }}>
      {label}
    </Typography>
    <Box sx={{ fontWeight: 650, mt: 0.25 }}>{children}</Box>
  </Box>
);

const Line = ({ label, value, strong, testId }: { label: string; value: string; strong?: boolean; testId?: string }) => (
  <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.25 }} data-testid={testId}>
    <Typography color={strong ? 'text.primary' : 'text.secondary'} sx={{ fontWeight: strong ? 700 : 400 }}>
      {label}
    </Typography>
    <Typography sx={{ fontWeight: strong ? 800 : 600 }}>{value}</Typography>
  </Box>
);

function Items({ order }: { order: Order }) {
  const [opened, setOpened] = useState<Order['Items'][number] | null>(null);
  return (
    <Panel title={`Transaction ID: ${order.Payment.TransactionId ?? 'Not provided'}`} testId="items-panel">
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {order.Items.map((item) => (
          <Box
            component="li"
            key={item.Id}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '64px 1fr', sm: '80px 1fr auto' },
              gap: 2,
              py: 1.5,
              '& + &': { borderTop: 1, borderColor: 'divider' },
            }}
            data-testid="order-item"
          >
            <ButtonBase
              onClick={() => setOpened(item)}
              aria-label={`Images of ${item.ProductName} ${item.VariantName}`}
              sx={{
                width: { xs: 64, sm: 80 },
                height: { xs: 64, sm: 80 },
                borderRadius: 1.5,
                overflow: 'hidden',
                bgcolor: PALETTE.imageBackground,
                border: 1,
                borderColor: 'divider',
                '&:hover': { borderColor: 'secondary.main' },
              }}
            >
              <ProductImage image={item.ItemImage} alt="" sizes="80px" emptyText="No Image" />
            </ButtonBase>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'ui-monospace, monospace' }}>
                {item.ProductCode}
              </Typography>
              <Typography sx={{ fontWeight: 650, lineHeight: 1.3 }}>{item.ProductName}</Typography>
              <Typography variant="body2" color="text.secondary">
                Variant: {item.VariantName} · Location: {item.ProductLocation}
              </Typography>
              <Typography variant="body2" sx={{ display: { sm: 'none' }, mt: 0.5 }}>
                {item.Quantity} x {formatRupees(item.Price)} = <strong>{formatRupees(item.TotalPrice)}</strong>
                {item.Discount > 0 && ` · coupon −${formatRupees(item.Discount)}`}
              </Typography>
            </Box>
            <Box sx={{ textAlign: 'right', display: { xs: 'none', sm: 'block' } }}>
              <Typography variant="body2" color="text.secondary">
                {item.Quantity} x {formatRupees(item.Price)}
              </Typography>
              <Typography sx={{ fontWeight: 700 }}>{formatRupees(item.TotalPrice)}</Typography>
              {item.Discount > 0 && (
                <Typography variant="body2" color="text.secondary">
                  Coupon −{formatRupees(item.Discount)}
                </Typography>
              )}
            </Box>
          </Box>
        ))}
      </Box>
      <Divider sx={{ my: 1 }} />
      <Box sx={{ maxWidth: 360, ml: 'auto' }}>
        <Line label="Subtotal" value={formatRupees(order.TotalAmount)} />
        {order.Discount > 0 && (
          <Line label={order.CouponCode ? `Coupon ${order.CouponCode}` : 'Coupon'} value={`−${formatRupees(order.Discount)}`} testId="order-coupon" />
        )}
        {chargeRows(order).map((c) => (
          <Line key={c.key} label={c.label} value={formatRupees(c.amount)} />
        ))}
        <Line label="Total" value={formatRupees(orderTotal(moneyOfAnswer(order)))} strong />
      </Box>
      <ItemImageDialog item={opened} onClose={() => setOpened(null)} />
    </Panel>
  );
}

function Delivery({ order }: { order: Order }) {
  const a = order.DeliveryAddress;
  const shippedOrDelivered = order.Status === 'Shipped' || order.Status === 'Delivered' || order.Status === 'Completed';
  return (
    <Panel title="Delivery information" testId="delivery-panel">
      <Typography sx={{ fontWeight: 700 }}>
        {a.FirstName} {a.LastName}
      </Typography>
      <Typography component="address" color="text.secondary" sx={{ fontStyle: 'normal', lineHeight: 1.7 }}>
        {a.AddressLine1}
        {a.AddressLine2 && (
          <>
            <br />
            {a.AddressLine2}
          </>
        )}
        <br />
        Taluk: {a.Taluk}
        <br />
        {a.City}, {a.State}
        <br />
        Pin code: {a.PinCode}
        <br />
        Phone: +91 {a.PhoneNumber}
      </Typography>
      {order.BuyerBusiness && (
        <Box sx={{ mt: 1.5, pt: 1.5, borderTop: 1, borderColor: 'divider' }} data-testid="buyer-business">
          <Typography sx={{ fontWeight: 700 }}>GST invoice (B2B): {order.BuyerBusiness.LegalName}</Typography>
          <Typography color="text.secondary" sx={{ lineHeight: 1.7 }}>
            Buyer GSTIN: <strong>{order.BuyerBusiness.Gstin}</strong>
            <br />
            Registered at {[order.BuyerBusiness.AddressLine1, order.BuyerBusiness.AddressLine2].filter(Boolean).join(', ')}, {order.BuyerBusiness.City},{' '}
            {order.BuyerBusiness.State} - {order.BuyerBusiness.PinCode}
          </Typography>
        </Box>
      )}
      {shippedOrDelivered && (
        <Typography sx={{ mt: 1.5 }} data-testid="tracking-id">
          Tracking ID: <strong>{order.TrackingNumber || 'Not provided'}</strong>
          {order.ShippedDate && (
            <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
              Shipped on {dateOnly(order.ShippedDate)} with {order.CourierName}
            </Typography>
          )}
        </Typography>
      )}
      {(order.Status === 'Delivered' || order.Status === 'Completed') && (
        <Typography sx={{ mt: 1 }} data-testid="delivered-date">
          Delivered on: <strong>{order.DeliveredDate ? dateOnly(order.DeliveredDate) : 'Not provided'}</strong>
        </Typography>
      )}
    </Panel>
  );
}

/** What other features add to the order detail (app/ composes them): panels above the delivery panel. */
export interface OrderDetailExtras {
  side?: (order: Order) => ReactNode;
}

export default function OrderDetailPage({ extras }: { extras?: OrderDetailExtras }) {
  const { orderId = '' } = useParams();
  const order = useOrder(orderId);
  const invoice = useDownloadInvoice();

  useEffect(() => {
    const flash = readStored(FLASH_KEY, 'session');
    if (flash) {
      writeStored(FLASH_KEY, null, 'session');
      toastSuccess(flash);
    }
  }, []);

  const onUpdated = () => {
    // The toast is shown by the reloaded page, so the reload does not swallow it.
    writeStored(FLASH_KEY, CHECKOUT_MESSAGES.statusUpdated, 'session');
    window.location.reload();
  };

  const o = order.data;
  return (
    <Container maxWidth="xl" sx={{ pb: 6 }}>
      <PageMeta title={`${o ? `Order ${o.OrderCode}` : 'Order'} | ${SHOP.name}`} />
      <Button component={RouterLink} to={paths.admin.orders} startIcon={<ArrowBack />} sx={{ mb: 1 }}>
        Order List
      </Button>
      {order.isPending ? (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Skeleton variant="rounded" height={96} />
          <Skeleton variant="rounded" height={300} />
        </Box>
      ) : order.isError || !o ? (
        <Alert severity="error">{CHECKOUT_MESSAGES.orderNotFound}</Alert>
      ) : (
        <>
          <Paper variant="outlined" sx={{ p: { xs: 2, md: 2.5 }, mb: 2 }} data-testid="order-header">
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}>
              <Typography variant="h5" component="h1" sx={{ flex: 1, fontFamily: 'ui-monospace, monospace', fontSize: { xs: 18, md: 22 }, minWidth: 200 }}>
                Order {o.OrderCode}
              </Typography>
              {o.InvoiceNumber && (
                <Button
                  variant="outlined"
                  size="small"
                  startIcon={<FileDownloadOutlined />}
                  onClick={() => invoice.mutate({ orderId: o.OrderId, fileName: invoiceFileName(o.InvoiceNumber, o.OrderCode) })}
                  disabled={invoice.isPending}
                >
                  Invoice {o.InvoiceNumber}
                </Button>
              )}
            </Box>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, auto)' }, gap: 2, justifyContent: { md: 'space-between' } }}>
              <Fact label="Order placed">{dateTime(o.OrderDate)}</Fact>
              <Fact label="Total">{formatRupees(orderTotal(moneyOfAnswer(o)))}</Fact>
              <Fact label="Order code" wide>
                <Box component="span" sx={{ fontFamily: 'ui-monospace, monospace' }}>
                  {o.OrderCode}
                </Box>
              </Fact>
              <Fact label="Order status">
                <OrderStatusChip status={o.Status} />
              </Fact>
              <Fact label="Payment status">
                <PaymentStatusChip status={o.Payment.PaymentStatus} />
              </Fact>
            </Box>
            {o.CustomerName && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
                Customer: <strong>{o.CustomerName}</strong> · +91 {o.CustomerPhone}
                {o.Payment.RefundStatus && ` · Refund ${o.Payment.RefundStatus.toLowerCase()}`}
              </Typography>
            )}
          </Paper>
          {/* Phone: items, delivery and the form, then the history; wider: history under the items, the side column beside. */}
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              alignItems: 'start',
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
              gridTemplateAreas: { xs: '"items" "side" "history"', md: '"items side" "history side"' },
              gridTemplateRows: { md: 'auto 1fr' },
            }}
          >
            <Box sx={{ gridArea: 'items' }}>
              <Items order={o} />
            </Box>
            <Box sx={{ gridArea: 'side', display: 'grid', gap: 2 }}>
              {extras?.side?.(o)}
              <Delivery order={o} />
              {canUpdate(o.Status) && (
                <Panel title="Update order" testId="update-panel">
                  <UpdateOrderForm order={o} onUpdated={onUpdated} />
                </Panel>
              )}
            </Box>
            <Box sx={{ gridArea: 'history' }}>
              <Panel title="Status history">
                <StatusHistory history={o.History ?? []} />
              </Panel>
            </Box>
          </Box>
        </>
      )}
    </Container>
  );
}
