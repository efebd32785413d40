// Liveness (/healthz) and readiness (/readyz). Readiness turns 503 while the instance drains: after
// SIGTERM it goes on serving for DRAIN_SECONDS so that a load balancer checking /readyz stops sending
// it requests before it closes (main.ts).
import fp from 'fastify-plugin';
import { refusal } from '@shared/refusal';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Turns readiness to 503 for good; the instance still answers every request it gets. */
    startDraining: () => void;
  }
}

export const DRAINING_MESSAGE = 'Draining: this instance is shutting down';

async function healthRoutes(app: FastifyInstance) {
  let draining = false;
  app.decorate('startDraining', () => {
    draining = true;
  });
  // While draining, each answer closes its connection: a balancer or a browser keeping it open
  // would otherwise send its next request to an instance about to close.
  app.addHook('onSend', async (_req, reply) => {
    if (draining) reply.header('connection', 'close');
  });
  app.get('/healthz', async () => ({ Status: true, Message: 'ok' }));
  app.get('/readyz', async (_req, reply) => {
    if (draining) return reply.status(503).send(refusal(503, DRAINING_MESSAGE));
    try {
      await app.ctx.database.ping();
      return { Status: true, Message: 'ready' };
    } catch {
      return reply.status(503).send(refusal(503, 'Database unavailable'));
    }
  });
}

export default fp(healthRoutes, { name: 'health' });
