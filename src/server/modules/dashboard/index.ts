// The admin dashboard (docs/dashboard.md).
export { default as dashboardRoutes } from './dashboard.routes';
export { foldDayTotals } from './dashboard.service';
