import { refusal } from '@shared/refusal';
import type { FastifyInstance } from 'fastify';

export default async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', async () => ({ Status: true, Message: 'ok' }));
  app.get('/readyz', async (_req, reply) => {
    try {
      await app.ctx.database.ping();
      return { Status: true, Message: 'ready' };
    } catch {
      return reply.status(503).send(refusal(503, 'Database unavailable'));
    }
  });
}
