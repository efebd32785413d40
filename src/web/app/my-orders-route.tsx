// My Orders composed with what the returns feature owns: "Request return" among a delivered
// order's actions and the order's returns under them. Features never import each other; app/ joins them.
import type { Order } from '@shared/schemas/orders';
import MyOrdersPage from '../features/orders/my-orders-page';
import { OrderReturns, RequestReturnAction } from '../features/returns/components/order-returns';

const extras = {
  actions: (order: Order) => <RequestReturnAction order={order} />,
  details: (order: Order) => <OrderReturns order={order} />,
};

export default function MyOrdersRoute() {
  return <MyOrdersPage extras={extras} />;
}
