// The audit log, read-only: admins list it; there is no call that changes or deletes an entry.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditAnswer, auditQuery } from '@shared/schemas/audit';
import { adminOnly } from '../../plugins/auth';
import { pageOf } from '../../db/paging';
import * as audit from './audit.service';

export default async function auditRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  adminOnly(app);
  app.get(
    '/Admin/audit',
    { schema: { operationId: 'listAuditLog', summary: 'The audit log of admin changes', querystring: auditQuery, response: { 200: auditAnswer } } },
    async (req) => audit.listChanges(app.ctx, req.query, pageOf(req.query)),
  );
}
