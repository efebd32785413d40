// Orders (docs/orders.md, docs/checkout-and-payments.md): checkout, payments, statuses, shipping
// quotes, and who may see an order.
export { default as orderRoutes } from './orders.routes';
export { default as phonePeWebhookRoutes } from './phonepe-webhook.routes';
export { default as sandboxRoutes } from './sandbox.routes';
export { findOrder, itemsOf, leftToRefund, recordStatus, settlingPayment, updateOrder, type OrderItemRow, type OrderRow } from './orders.repo';
export { ownOrder, visibleOrder } from './order-access';
export { refundAnswer, refundStatusOf, sweepPayments } from './payments.service';
export { isLocalCourier, localCourierRate, quoteShipping, shippingWeight, shownRate } from './shipping.service';
export { findUser, orderCodesOf } from './orders.repo';
export { trackingInfo } from './orders.service';
export { sendRefund } from './payments.service';
export { moveOrderByCourier, closeReturnedOrder } from './courier-moves';
export type { ParcelGuard } from './parcel-guard';
