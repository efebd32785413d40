// The orders module's face: what other modules may use of it.
export type { OrderRow, OrderItemRow, PaymentRow } from './orders.repo';
export { findOrder, itemsOf, findInvoice, findUser } from './orders.repo';
export { trackingInfo } from './orders.service';
export { sendRefund } from './payments.service';
export { visibleOrder } from './order-access';
export { moveOrderByCourier, closeReturnedOrder, type CourierMove } from './courier-moves';
