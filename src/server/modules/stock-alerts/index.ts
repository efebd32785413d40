// Back-in-stock alerts (docs/stock-alerts.md).
export { default as stockAlertRoutes } from './stock-alerts.routes';
export { sendBackInStockAlerts, tellRestocked } from './stock-alerts.service';
