// The admin dashboard: admins only, read-only (docs/dashboard.md).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardAnswer, dashboardQuery } from '@shared/schemas/dashboard';
import { adminOnly } from '../../plugins/auth';
import * as dashboard from './dashboard.service';

export default async function dashboardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  adminOnly(app);
  app.get(
    '/Admin/dashboard',
    { schema: { operationId: 'getDashboard', summary: "The admin dashboard's figures", querystring: dashboardQuery, response: { 200: dashboardAnswer } } },
    async (req) => dashboard.dashboard(app.ctx, req.query),
  );
}
