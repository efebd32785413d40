// My Orders composed with what the returns feature owns: "Request return" among a delivered
// order's actions and the order's returns under them; and the complaints feature's "Report a problem". Features never import each other; app/ joins them.
import type { Order } from '@shared/schemas/orders';
import MyOrdersPage from '../features/orders/my-orders-page';
import { OrderReturns, RequestReturnAction } from '../features/returns/components/order-returns';
import { ReportProblemLink } from '../features/complaints/components/report-problem-link';

export const myOrderExtras = {
  actions: (order: Order) => (
    <>
      <RequestReturnAction order={order} />
      <ReportProblemLink orderId={order.OrderId} />
    </>
  ),
  details: (order: Order) => <OrderReturns order={order} />,
};

export default function MyOrdersRoute() {
  return <MyOrdersPage extras={myOrderExtras} />;
}
