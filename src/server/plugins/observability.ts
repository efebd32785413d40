// One JSON log line per request (route, status, time; the request id comes with the request's own
// logger) and /metrics in Prometheus format for a scraper that holds METRICS_TOKEN.
import fp from 'fastify-plugin';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { createHash, timingSafeEqual } from 'node:crypto';
import { METRICS_CONTENT_TYPE, observeRequest, renderMetrics } from '../lib/metrics';
import { notFound, unauthorized } from '../lib/errors';
import { requestContext } from '../lib/request-context';

export interface Answered {
  method: string;
  route: string;
  url: string;
  status: number;
  ms: number;
  /** Why Node's HTTP parser refused a request that never became one (e.g. HPE_HEADER_OVERFLOW). */
  code?: string;
}

const MAX_LOGGED_URL = 2048;

/** Counts an answer and writes its one log line: for routes, and for refusals made before any route. */
export function recordAnswer(log: FastifyBaseLogger, a: Answered) {
  observeRequest(a.method, a.route, a.status, a.ms / 1000);
  // Without an info log (the tests, the benches) the line is not even put together.
  if (!(log as { isLevelEnabled?: (level: string) => boolean }).isLevelEnabled?.('info')) return;
  // A signed address (a return photo's Token, a review photo's signed name) lets its holder in for an hour: the log keeps none.
  const unsigned = a.url.replace(/([?&]token=)[^&#]*/gi, '$1(hidden)').replace(/(\/photos\/\d+\/)\d{1,12}\.[A-Za-z0-9_-]{43}/gi, '$1(hidden)');
  const url = unsigned.length > MAX_LOGGED_URL ? `${unsigned.slice(0, MAX_LOGGED_URL)}...` : unsigned;
  log.info({ method: a.method, route: a.route, url, status: a.status, ms: Math.round(a.ms * 10) / 10, ...(a.code ? { code: a.code } : {}) }, 'request');
}

const digest = (s: string) => createHash('sha256').update(s).digest();

/** "Bearer <token>" against the configured token, in constant time (both sides hashed to one length). */
export function bearerMatches(authorization: string | undefined, token: string): boolean {
  const given = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(given), digest(token)) && given.length > 0;
}

export default fp(async function observability(app: FastifyInstance) {
  // Everything the request goes on to do runs in its context (see lib/request-context); again once
  // its body is read, since reading it continues from the socket's events, outside that context.
  app.addHook('onRequest', (request, _reply, done) => requestContext.run({ reqId: request.id }, done));
  app.addHook('preValidation', (request, _reply, done) => requestContext.run({ reqId: request.id }, done));

  app.addHook('onResponse', async (request, reply) => {
    recordAnswer(request.log, {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      url: request.url,
      status: reply.statusCode,
      ms: reply.elapsedTime,
    });
  });

  app.get('/metrics', { logLevel: 'warn' }, async (request, reply) => {
    const token = app.ctx.config.metricsToken;
    // Without a token the figures are not published at all.
    if (!token) throw notFound();
    if (!bearerMatches(request.headers.authorization, token)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw unauthorized('The metrics token is missing or wrong');
    }
    const pool = app.ctx.database.pool;
    reply.type(METRICS_CONTENT_TYPE).header('cache-control', 'no-store');
    return renderMetrics(pool ? { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount } : null);
  });
});
