// One server for the built React app, uploaded and generated images, and /meta.json.
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { WEB_DIST, WEB_RENDERER } from '../paths';
import { etagOf, matchesIfNoneMatch, PRIVATE, sendCompressed, sharedCacheControl, signedIn } from '../lib/http-cache';
import { APP_VERSION } from '@shared/constants';
import { refusal } from '@shared/refusal';
import { NO_PAGE } from '@shared/address-ids';
import type { RenderPage } from '@shared/page-render';
import { createPageRenderer } from './pages';
import { isPublicKey } from '../lib/storage';
import { allowedMethods } from '../lib/allowed-methods';

const YEAR = 365 * 24 * 3600;

export default fp(async function web(app: FastifyInstance) {
  app.get('/meta.json', { schema: { hide: true } }, async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    return { version: APP_VERSION };
  });

  // Images never change under their name (a new upload gets a new name), so they cache for a year.
  // Return photos once kept here (uploads/returns) are private: only their own call serves them.
  const isPrivate = (pathName: string) => /^[/\\]*returns([/\\]|$)/i.test(pathName);
  const storage = app.ctx.storage;
  if (storage.provider === 'local') {
    const uploads = path.join(app.ctx.config.dataDir, 'uploads');
    mkdirSync(uploads, { recursive: true });
    await app.register(fastifyStatic, {
      root: uploads,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      list: false,
      immutable: true,
      maxAge: YEAR * 1000,
      allowedPath: (pathName) => !pathName.includes('..') && !isPrivate(pathName),
    });
  } else {
    // Pictures in a bucket are addressed there (docs/storage.md); an address of the shop's own
    // /uploads, kept from before (an e-mail, a saved page), is sent to the same picture in the bucket.
    app.get('/uploads/*', { schema: { hide: true } }, async (request, reply) => {
      const key = `uploads/${(request.params as { '*': string })['*']}`;
      if (!isPublicKey(key) || !/^[A-Za-z0-9][A-Za-z0-9_.\-/]*$/.test(key) || key.includes('..')) {
        return reply.status(404).send(refusal(404, 'Not found'));
      }
      return reply.header('cache-control', `public, max-age=${YEAR}, immutable`).redirect(storage.publicAddress(key), 301);
    });
  }

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
  // The web app's server renderer (built with the app); without it every page is drawn by the
  // browser. It loads (React's server renderer, MUI) once the server listens, so it does not hold
  // back the start.
  let renderer: Promise<RenderPage> | null = null;
  const loadRenderer =
    indexHtml && existsSync(WEB_RENDERER) ? () => (renderer ??= import(pathToFileURL(WEB_RENDERER).href).then((m: { render: RenderPage }) => m.render)) : null;
  if (loadRenderer) app.addHook('onListen', async () => void loadRenderer().catch((err: unknown) => app.log.error({ err }, 'the page renderer did not load')));
  const renderPage = indexHtml ? createPageRenderer(app, WEB_DIST, indexHtml, loadRenderer) : null;

  const sharedPages = sharedCacheControl(app.ctx.config.cdn);
  /** The page at `url` (the request's own address unless given), rendered by the server. */
  async function sendPage(request: FastifyRequest, reply: FastifyReply, url = request.url) {
    if (!renderPage) {
      return reply.status(503).type('text/plain').send('The web app is not built. Run: npm run build');
    }
    const page = await renderPage(url, app.ctx.config.publicUrl, request.log);
    reply.status(page.status).header('vary', 'accept-encoding').type('text/html; charset=utf-8');
    // A public page is the same for every visitor and holds nothing of theirs: it is sent without
    // the opener policy, which would make a browser open it in a process of its own, slower to first
    // paint (docs/decisions/050). Pages the browser draws keep it.
    if (page.shared) reply.raw.removeHeader('cross-origin-opener-policy');
    // A public page may be kept by a CDN and asked again with its ETag (docs/cdn.md); a failed one,
    // a page the browser draws (cart, account, checkout, admin) and any signed-in request are not.
    if (page.shared && page.status < 500 && !signedIn(request)) {
      page.etag ??= etagOf(page.html);
      reply.header('cache-control', sharedPages).header('etag', page.etag);
      if (page.status === 200 && matchesIfNoneMatch(request.headers['if-none-match'], page.etag)) return reply.status(304).send();
    } else reply.header('cache-control', PRIVATE);
    // The page is not a route of its own, so it is compressed here rather than by @fastify/compress,
    // once per kept page and encoding.
    return reply.send(sendCompressed(request, reply, page.html, page));
  }

  // A path the shop has, asked with a method it does not take there: 405, with the methods it takes.
  const allowedAt = allowedMethods(app.routeList);
  // Any unknown non-API path gets the app, which shows its own not-found page.
  app.setNotFoundHandler(async (request, reply) => {
    const allowed = allowedAt(request.url.split('?')[0]!);
    if (allowed.length > 0 && !allowed.includes(request.method))
      return reply
        .status(405)
        .header('allow', allowed.join(', '))
        .send(refusal(405, `This address does not take ${request.method}: it takes ${allowed.join(', ')}`));
    if (!isPageRequest(request)) return reply.status(404).send(refusal(404, 'Not found'));
    const lower = lowerCaseAddress(request.url);
    if (lower !== null) return reply.redirect(lower, 301);
    return sendPage(request, reply);
  });
  // An address the router cannot even decode is not a page either: the not-found page, drawn for
  // an address that is certainly no page of the shop (the one asked for is never repeated).
  app.decorate('sendNotFoundPage', (request: FastifyRequest, reply: FastifyReply) => sendPage(request, reply, NO_PAGE));
});

/** A category's or brand's page: /c/<slug>, /brand/<slug>, in any letter case. */
const LIST_PAGE = /^\/(c|brand)\/[^/?#]+\/?(?=$|\?)/i;

/**
 * A category's or brand's address written with capitals (/C/headphones, /c/Headphones): the same
 * address in lower case, the one the shop writes (its query left as it is); null for any other.
 */
export function lowerCaseAddress(url: string): string | null {
  const path = LIST_PAGE.exec(url)?.[0];
  if (path === undefined || path === path.toLowerCase()) return null;
  return `${path.toLowerCase()}${url.slice(path.length)}`;
}

/** A GET or HEAD of an address outside the API and the uploads: what the web app answers. */
export function isPageRequest(request: FastifyRequest): boolean {
  const url = request.url.toLowerCase();
  const isApi = url === '/api' || url.startsWith('/api/') || url.startsWith('/uploads/');
  return !isApi && (request.method === 'GET' || request.method === 'HEAD');
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers with the shop's not-found page (status 404); only where the web app is served. */
    sendNotFoundPage?: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  }
}
