// Returns after delivery and their refunds (docs/returns.md), and closing orders whose return window has passed.
export { adminReturnRoutes, shopperReturnRoutes } from './returns.routes';
export { completeOrders, retryReturnRefunds } from './returns.service';
export { ORPHAN_AGE_MS, sweepOrphanReturnPhotos } from './return-photos';
