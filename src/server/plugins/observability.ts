// One JSON log line per request (id, route, status, time) and /metrics in Prometheus format.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { observeRequest, renderMetrics } from '../lib/metrics';

export default fp(async function observability(app: FastifyInstance) {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const ms = reply.elapsedTime;
    observeRequest(request.method, route, reply.statusCode, ms / 1000);
    request.log.info({ reqId: request.id, method: request.method, route, url: request.url, status: reply.statusCode, ms: Math.round(ms * 10) / 10 }, 'request');
  });

  app.get('/metrics', { logLevel: 'warn' }, async (_req, reply) => {
    const pool = app.ctx.database.pool;
    reply.type('text/plain; version=0.0.4').header('cache-control', 'no-store');
    return renderMetrics(pool ? { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount } : null);
  });
});
