// The shop's configured lists, as the web app reads them.
export { default as configRoutes } from './config.routes';
