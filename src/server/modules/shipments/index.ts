// The shipments module's face: what other parts of the server may use of it.
export { shipmentRoutes, adminShipmentRoutes } from './shipments.routes';
export { adminEwayBillRoutes } from './eway-bills.routes';
export { parcelGuard } from './cancelling.service';
export { pollQuietShipments, runSimulatorClock } from './tracking.service';
export { default as courierSandboxRoutes } from './courier-sandbox.routes';
