// GST returns and the orders export as CSV (docs/gst-returns.md).
export { default as reportRoutes } from './reports.routes';
