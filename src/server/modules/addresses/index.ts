// Saved addresses (docs/accounts-and-security.md for who may see them).
export { default as addressesRoutes } from './addresses.routes';
export { ownAddress } from './addresses.service';
