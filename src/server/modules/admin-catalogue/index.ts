// Products, variants, images, descriptions and the inventory screen, as admins edit them (docs/catalogue.md).
export { default as adminCatalogueRoutes } from './admin-catalogue.routes';
