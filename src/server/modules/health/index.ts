// Liveness, readiness and draining (README.md, Running several instances).
export { default as healthRoutes, DRAINING_MESSAGE } from './health.routes';
