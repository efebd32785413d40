// The orders module's face: what other modules may use of it.
export { findOrder, itemsOf, findInvoice, findUser } from './orders.repo';
export { trackingInfo } from './orders.service';
export { sendRefund } from './payments.service';
export { visibleOrder } from './order-access';
export { moveOrderByCourier, closeReturnedOrder } from './courier-moves';
