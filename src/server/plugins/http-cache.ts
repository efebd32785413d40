// What caches may keep of the API's answers (docs/cdn.md). An answer that says nothing is kept by
// nobody: most calls answer for one person (a cart, an order, a sign-in), and a CDN or proxy told
// nothing may keep JSON by its own rules. The catalogue's public reads, the same for everybody,
// may be kept by a CDN for a short while and asked again with their ETag. Routes that set their
// own Cache-Control (an invoice, a review photo, the API description) keep it.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
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
  // The catalogue's answers are mostly the very strings or bytes its cache keeps: their validators
  // are remembered by the text, which a Map finds without reading it again, or by the kept bytes
  // themselves (hashing 60 kB of JSON on every request would cost more than the rest of a cached
  // answer).
  const validators = new LRUCache<string, string>({ max: 2000, maxSize: 16_000_000, sizeCalculation: (_etag, body) => body.length + 1 });
  const byBytes = new WeakMap<Buffer, string>();
  const validatorOf = (payload: string | Buffer) => {
    if (typeof payload !== 'string') {
      let etag = byBytes.get(payload);
      if (etag === undefined) byBytes.set(payload, (etag = etagOf(payload)));
      return etag;
    }
    let etag = validators.get(payload);
    if (etag === undefined) validators.set(payload, (etag = etagOf(payload)));
    return etag;
  };
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
    const etag = validatorOf(payload);
    reply.header('cache-control', shared).header('etag', etag);
    if (!matchesIfNoneMatch(request.headers['if-none-match'], etag)) return payload;
    reply.code(304).removeHeader('content-length').removeHeader('content-type');
    return '';
  });
});
