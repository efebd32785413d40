// The admin's order detail composed with what other features own: the shipment panel (courier,
// AWB, label, pickup and scans) and the e-invoice panel (IRN, or why it waits). Features never
// import each other; app/ joins them.
import type { Order } from '@shared/schemas/orders';
import OrderDetailPage from '../features/admin-orders/order-detail-page';
import { ShipmentPanel } from '../features/shipments/components/shipment-panel';
import { EinvoicePanel } from '../features/einvoices/components/einvoice-panel';

const extras = {
  side: (order: Order) => (
    <>
      <ShipmentPanel orderId={order.OrderId} bookable={order.Status === 'Ordered'} />
      {order.InvoiceNumber && <EinvoicePanel orderId={order.OrderId} />}
    </>
  ),
};

export default function AdminOrderDetailRoute() {
  return <OrderDetailPage extras={extras} />;
}
