// /sitemap.xml, its parts and /robots.txt, for search engines (docs/seo.md).
import type { FastifyInstance } from 'fastify';
import { refusal } from '@shared/refusal';
import { robotsTxt, sitemap, sitemapPart } from './seo.service';

export default async function seoRoutes(app: FastifyInstance) {
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=3600').type('application/xml; charset=utf-8');
    return sitemap(app.ctx, app.ctx.config.publicUrl);
  });
  app.get<{ Params: { file: string } }>('/sitemaps/:file', { schema: { hide: true } }, async (request, reply) => {
    const xml = await sitemapPart(app.ctx, app.ctx.config.publicUrl, request.params.file);
    if (xml === null) return reply.status(404).send(refusal(404, 'Not found'));
    return reply.header('cache-control', 'public, max-age=3600').type('application/xml; charset=utf-8').send(xml);
  });
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8');
    return robotsTxt(app.ctx.config.publicUrl);
  });
}
