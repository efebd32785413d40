// Admin configuration and users calls: GET /Admin/ManageUser (paging optional, docs/api.md).
import { pageOf } from '../../db/paging';
import { pageAnswer } from '../../lib/page-answer';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminOnly } from '../../plugins/auth';
import { z } from 'zod';
import { pagingSchema } from '@shared/schemas/common';
import { manageUserSchema } from '@shared/schemas/admin-catalogue';
import * as usersAdmin from './admin-users.service';

export default async function adminUserRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Admin or SuperAdmin only.
  adminOnly(app);

  app.get(
    '/Admin/ManageUser',
    { schema: { operationId: 'listUsers', summary: "The shop's users", querystring: pagingSchema, response: { 200: z.array(manageUserSchema) } } },
    async (req, reply) => pageAnswer(reply, await usersAdmin.listUsers(app.ctx, pageOf(req.query))),
  );
}
