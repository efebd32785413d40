// The admin's list of users.
export { default as adminUserRoutes } from './admin-users.routes';
