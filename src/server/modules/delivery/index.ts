// Delivery estimates for a pin code (docs/shipping.md).
export { default as deliveryRoutes } from './delivery.routes';
