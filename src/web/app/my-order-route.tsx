// One order's page, with the same additions from other features as My Orders: returns, and
// "Report a problem".
import OrderPage from '../features/orders/order-page';
import { myOrderExtras } from './my-orders-route';

export default function MyOrderRoute() {
  return <OrderPage extras={myOrderExtras} />;
}
