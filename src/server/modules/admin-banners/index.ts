// The home page's banners, as admins manage them.
export { default as adminBannerRoutes } from './admin-banners.routes';
