// The audit log (docs/audit-log.md): every admin change recorded in the change's own transaction.
export { default as auditRoutes } from './audit.routes';
export { recordChange, type Actor, type Change } from './audit.service';
