// Complaints (docs/complaints.md): tickets, replies and their deadlines.
export { default as complaintRoutes } from './complaints.routes';
export { overdueSql } from './complaints.repo';
