// The HTML of the shop's pages (docs/rendering.md). Public pages (home, search, products, policies,
// not found) are rendered by the web app's server renderer: complete HTML with their content, the
// status they deserve, their head (title, description, canonical link, previews, structured data)
// and the query cache the browser hydrates from. They are kept in the catalogue cache until the
// catalogue changes. Other pages get the built index.html, which the browser draws by itself.
// Either way the head tells the browser what the page needs first: modulepreload links for its
// code (from Vite's manifest) and a preload of its largest picture.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Compressible } from '../lib/http-cache';
import { PAGE_STATE_ID, type ApiAnswer, type RenderedPage, type RenderPage } from '@shared/page-render';

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

export interface Page extends Compressible {
  status: number;
  html: string;
  /**
   * Rendered by the server from public calls only, so the same for every visitor: a shared cache
   * (a CDN) may keep it. Pages the browser draws (cart, account, checkout, admin) are not.
   */
  shared?: boolean;
  /** Its validator, worked out when first sent and kept with it. */
  etag?: string;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** JSON that is safe inside a <script> element, whatever text an admin typed into a product. */
export const scriptSafe = (json: string) =>
  json
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

// index.html's markers around what the server replaces.
const APP_START = '<!--app-->';
const APP_END = '<!--/app-->';
const NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>/;
const EXPECT_HEADER = /<link rel="expect" href="#site-header"[^>]*>/;

/** 4xx for an error that says the request was at fault, else 500. */
function statusOfError(err: unknown): number {
  const status = (err as { status?: unknown; statusCode?: unknown } | null)?.status ?? (err as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : 500;
}

export function createPageRenderer(app: FastifyInstance, webDist: string, indexHtml: string, loadRenderer: (() => Promise<RenderPage>) | null) {
  const manifestFile = path.join(webDist, '.vite', 'manifest.json');
  const manifest: Manifest = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest) : {};

  // Files the entry already loads (index.html names them): not named again.
  const loadedByEntry = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imp of chunk.imports ?? []) collect(imp, into);
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (entryKey) collect(entryKey, loadedByEntry);

  const preloadsOf = new Map<string, string>();
  function preloads(modules: string[]): string {
    const key = modules.join(',');
    let links = preloadsOf.get(key);
    if (links === undefined) {
      const files = new Set<string>();
      for (const m of modules) collect(m, files);
      links = [...files]
        .filter((f) => !loadedByEntry.has(f))
        .map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`)
        .join('');
      preloadsOf.set(key, links);
    }
    return links;
  }

  async function get(url: string): Promise<ApiAnswer> {
    const res = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
    const headers: Record<string, string> = { 'content-type': String(res.headers['content-type'] ?? 'application/json') };
    const total = res.headers['x-total-count'];
    if (total !== undefined) headers['x-total-count'] = String(total);
    return { status: res.statusCode, headers, body: res.body };
  }

  function assemble(page: RenderedPage): string {
    const image = page.preloadImage
      ? `<link rel="preload" as="image" href="${escapeHtml(page.preloadImage.href)}" imagesrcset="${escapeHtml(page.preloadImage.srcSet)}" imagesizes="${escapeHtml(page.preloadImage.sizes)}" fetchpriority="high">`
      : '';
    const start = indexHtml.indexOf(APP_START);
    const end = indexHtml.indexOf(APP_END);
    const html = `${indexHtml.slice(0, start)}${page.body ?? ''}${indexHtml.slice(end + APP_END.length)}`
      .replace('<div id="root">', '<div id="root" data-rendered="server">')
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
      .replace(/<meta name="description" content="[^"]*"/, (tag) =>
        page.description ? `<meta name="description" content="${escapeHtml(page.description)}"` : tag,
      )
      // The page reads without JavaScript: no "needs JavaScript" notice.
      .replace(NOSCRIPT, '')
      // The largest picture is asked for first, before the code: it is what the shopper waits for.
      .replace('<script type="module"', `${image}<script type="module"`)
      .replace('</head>', `${preloads(page.modules)}${page.head}</head>`);
    return html.replace('</body>', `<script id="${PAGE_STATE_ID}" type="application/json">${scriptSafe(page.state)}</script></body>`);
  }

  /**
   * The HTML and status for an address of the app (any address: unknown ones get the not-found
   * page). `log` is the request's logger, so what goes wrong is logged with its request id.
   */
  // A page the browser draws has no header while its HTML is parsed: the render-blocking wait for
  // one (index.html's rel=expect link, for pages the server renders) is left out, or the browser
  // warns that it never came.
  const browserDrawn = indexHtml.replace(EXPECT_HEADER, '');
  const plain: Page = { status: 200, html: browserDrawn };
  return async function render(url: string, baseUrl: string, log: FastifyBaseLogger = app.log): Promise<Page> {
    if (!loadRenderer) return plain;
    return app.ctx.cache.page(
      `${baseUrl} ${url}`,
      async () => {
        try {
          const page = await (await loadRenderer())({ url, baseUrl, get });
          if (!page) return plain;
          if (page.body === null) return { status: 200, html: browserDrawn.replace('</head>', `${preloads(page.modules)}</head>`) };
          return { status: page.status, html: assemble(page), shared: true };
        } catch (err) {
          // The page the browser draws by itself (which shows its error panel if it fails there
          // too), with the status the failure deserves: the shopper's input at fault (an error
          // carrying a 4xx status) is not the shop's failure; anything else is.
          const status = statusOfError(err);
          if (status < 500) log.info({ err, url, status }, 'a page refused its address while rendering');
          else log.error({ err, url }, 'a page could not be rendered on the server');
          return { status, html: browserDrawn };
        }
      },
      // A page the shop failed to make is made again for the next visitor, not kept.
      (page) => page.status < 500,
    );
  };
}
