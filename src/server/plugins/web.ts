// D1: one server for the built React app, uploaded and generated images, and /meta.json.
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APP_VERSION } from '@shared/constants';

const WEB_DIST = fileURLToPath(new URL('../../../dist/web', import.meta.url));
const YEAR = 365 * 24 * 3600;

export default fp(async function web(app: FastifyInstance) {
  const uploads = path.join(app.ctx.config.dataDir, 'uploads');
  mkdirSync(uploads, { recursive: true });

  app.get('/meta.json', { schema: { hide: true } }, async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    return { version: APP_VERSION };
  });

  // Images never change under their name (a new upload gets a new name), so they cache for a year.
  await app.register(fastifyStatic, {
    root: uploads,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    list: false,
    immutable: true,
    maxAge: YEAR * 1000,
    allowedPath: (pathName) => !pathName.includes('..'),
  });

  const indexFile = path.join(WEB_DIST, 'index.html');
  const hasBuild = existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: WEB_DIST,
      prefix: '/',
      index: false,
      // The build writes .br and .gz beside each script and stylesheet.
      preCompressed: true,
      // One route per built file: anything else (/ included) falls through to the app's index.html.
      wildcard: false,
      setHeaders: (res, filePath) => {
        // Hashed bundles are immutable; everything else is revalidated.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header('cache-control', `public, max-age=${YEAR}, immutable`);
        else res.header('cache-control', 'no-cache');
      },
    });
  }
  const indexHtml = hasBuild ? readFileSync(indexFile, 'utf8') : null;

  // Any unknown non-API path gets the app, which shows its own not-found page.
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.toLowerCase();
    const isApi = url === '/api' || url.startsWith('/api/') || url.startsWith('/uploads/');
    if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ Status: false, Message: 'Not found' });
    }
    if (!indexHtml) {
      return reply.status(503).type('text/plain').send('The web app is not built. Run: npm run build');
    }
    return reply.status(200).header('cache-control', 'no-cache').type('text/html').send(indexHtml);
  });
});
