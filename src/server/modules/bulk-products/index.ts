// Products in bulk (docs/bulk-products.md): the CSV export and the all-or-nothing import.
export { default as bulkProductsRoutes } from './bulk-products.routes';
