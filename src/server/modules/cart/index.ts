// Carts (docs/cart.md): guests' and shoppers' lines, their coupon, and lines given back by an unplaced order.
export { default as cartRoutes } from './cart.routes';
export { cartCoupon, describeCart, emptyCart, ownCartLines, restoreLines, takeBackLines } from './cart.service';
