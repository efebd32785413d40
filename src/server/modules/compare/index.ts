// Comparing products (docs/compare.md).
export { default as compareRoutes } from './compare.routes';
