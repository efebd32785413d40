// What caches may keep of the API's answers (docs/cdn.md). An answer that says nothing is kept by
// nobody: most calls answer for one person (a cart, an order, a sign-in), and a CDN or proxy told
// nothing may keep JSON by its own rules. The catalogue's public reads, the same for everybody,
// may be kept by a CDN for a short while and asked again with their ETag. Routes that set their
// own Cache-Control (an invoice, a review photo, the API description) keep it.
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { LRUCache } from 'lru-cache';
import { etagOf, matchesIfNoneMatch, PRIVATE, sendCompressed, sharedCacheControl, signedIn, type Compressible } from '../lib/http-cache';

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

/** What is kept of an answer sent many times: its validator and its compressed forms. */
interface Kept extends Compressible {
  etag: string;
}

export default fp(async function httpCache(app: FastifyInstance) {
  const shared = sharedCacheControl(app.ctx.config.cdn);
  app.decorateReply('kept', null);
  // An answer the catalogue cache keeps (sendKept) carries its own validator and compressed forms,
  // dropped with it. The other public answers are written afresh on each request (a list of
  // categories, a product's reviews): theirs are remembered by their text, which a Map finds
  // without hashing it again, counted at a third more than its length for the compressed forms.
  const keeps = app.ctx.cache.keeps('sent');
  const byText = new LRUCache<string, Kept>({ max: 2000, maxSize: 20_000_000, sizeCalculation: (_kept, body) => Math.ceil(body.length * 1.33) + 1 });
  const keptOf = (reply: FastifyReply, payload: string | Buffer): Kept => {
    if (!keeps) return { etag: etagOf(payload) };
    const answer = reply.kept;
    if (answer !== null && answer.body === payload) {
      answer.etag ??= etagOf(payload);
      return answer as Kept;
    }
    if (typeof payload !== 'string') return { etag: etagOf(payload) };
    let kept = byText.get(payload);
    if (kept === undefined) byText.set(payload, (kept = { etag: etagOf(payload) }));
    return kept;
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
    const kept = keptOf(reply, payload);
    // Vary on a 304 too: it names what the answer it stands for varies by.
    reply.header('cache-control', shared).header('etag', kept.etag).header('vary', 'accept-encoding');
    if (matchesIfNoneMatch(request.headers['if-none-match'], kept.etag)) {
      reply.code(304).removeHeader('content-length').removeHeader('content-type');
      return '';
    }
    // Compressed here, once per kept answer, rather than by @fastify/compress on every request.
    return sendCompressed(request, reply, payload, kept);
  });
});
