// Saved addresses and businesses for GST invoices (docs/accounts-and-security.md for who may see them).
export { default as addressesRoutes } from './addresses.routes';
export { default as businessDetailsRoutes } from './business.routes';
export { ownAddress } from './addresses.service';
export { ownBusinessDetails, buyerBusinessOf } from './business.service';
