// The admin's order detail composed with what the shipments feature owns: the shipment panel
// (courier, AWB, label, pickup and scans). Features never import each other; app/ joins them.
import type { Order } from '@shared/schemas/orders';
import OrderDetailPage from '../features/admin-orders/order-detail-page';
import { ShipmentPanel } from '../features/shipments/components/shipment-panel';

const extras = {
  side: (order: Order) => <ShipmentPanel orderId={order.OrderId} bookable={order.Status === 'Ordered'} />,
};

export default function AdminOrderDetailRoute() {
  return <OrderDetailPage extras={extras} />;
}
