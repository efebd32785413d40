// What caches may keep of the API's answers (docs/cdn.md). An answer that says nothing is kept by
// nobody: most calls answer for one person (a cart, an order, a sign-in), and a CDN or proxy told
// nothing may keep JSON by its own rules. The catalogue's public reads, the same for everybody,
// may be kept by a CDN for a short while and asked again with their ETag. Routes that set their
// own Cache-Control (an invoice, a review photo, the API description) keep it.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { etagOf, matchesIfNoneMatch, PRIVATE, sharedCacheControl, signedIn } from '../lib/http-cache';

/** The API's public catalogue reads: their answers depend on the address alone, never on who asks. */
export const SHARED_API_ROUTES: ReadonlySet<string> = new Set([
  '/api/Public/Product/GetById',
  '/api/Public/product',
  '/api/public/product/variant',
  '/api/public/catalogue',
  '/api/public/categories',
  '/api/public/brands',
  '/api/public/compare',
  '/api/public/products/:productId/reviews',
  // An admin asks for every banner with All=true: signed in, so never shared.
  '/api/Config/Banner',
]);

export default fp(async function httpCache(app: FastifyInstance) {
  const shared = sharedCacheControl(app.ctx.config.cdn);
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.hasHeader('cache-control') || !/^\/api(\/|$|\?)/i.test(request.url)) return payload;
    const route = request.routeOptions.url;
    const sharable =
      (request.method === 'GET' || request.method === 'HEAD') &&
      reply.statusCode === 200 &&
      route !== undefined &&
      SHARED_API_ROUTES.has(route) &&
      !signedIn(request) &&
      (typeof payload === 'string' || Buffer.isBuffer(payload));
    if (!sharable) {
      reply.header('cache-control', PRIVATE);
      return payload;
    }
    const etag = etagOf(payload);
    reply.header('cache-control', shared).header('etag', etag);
    if (!matchesIfNoneMatch(request.headers['if-none-match'], etag)) return payload;
    reply.code(304).removeHeader('content-length').removeHeader('content-type');
    return '';
  });
});
