// The shipments module's face: what other parts of the server may use of it.
export { shipmentRoutes, adminShipmentRoutes } from './shipments.routes';
export { pollQuietShipments, runSimulatorClock, applyTracking } from './shipments.service';
export { rtoTotals } from './shipments.repo';
