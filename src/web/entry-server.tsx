// The server's renderer of the shop's public pages (docs/rendering.md): it fetches what the page
// starts with into a query cache, renders the app with React's streaming renderer once everything
// is ready, and hands back the HTML, the head, the status and the cache for the browser to hydrate.
import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { matchRoutes, StaticRouter } from 'react-router';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { RenderPage, RenderedPage } from '@shared/page-render';
import { metaTags, jsonLdScript } from '@shared/seo';
import { SHOP } from '@shared/constants';
import { App } from './app/app';
import { NOT_FOUND_PATH, routes, type ServerRendered } from './app/router';
import { setApiTransport } from './lib/api-client';
import { PageHeadContext, type PageHead } from './components/page-meta';

/** Longest a page may take to render before the server gives up on it (the browser then draws it). */
const RENDER_LIMIT_MS = 5_000;

function renderToHtml(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    let failure: unknown = null;
    const stream = renderToPipeableStream(element, {
      // Everything in one piece, in document order: no boundary is sent apart with a script to
      // move it into place (the shop's pages run no inline script).
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady: () => (failure ? reject(failure) : stream.pipe(sink)),
      onShellError: reject,
      onError: (error) => {
        failure = error;
      },
    });
    setTimeout(() => {
      stream.abort();
      reject(new Error('rendering took too long'));
    }, RENDER_LIMIT_MS).unref();
  });
}

/** Query answers the browser keeps: successful ones, and a product's "not found". */
const keep = (state: { status: string; error: unknown }) =>
  state.status === 'success' || (state.status === 'error' && (state.error as { status?: number } | null)?.status === 404);

export const render: RenderPage = async ({ url, baseUrl, get }) => {
  setApiTransport(async (path) => {
    const answer = await get(path);
    return new Response(answer.body, { status: answer.status, headers: answer.headers });
  });
  const address = new URL(url, 'http://shop.invalid');
  const match = matchRoutes(routes, address.pathname)?.at(-1);
  const ssr = (match?.route.handle as { ssr?: ServerRendered } | undefined)?.ssr;
  if (!match || !ssr) return null;
  if (ssr.browserOnly) return { status: 200, title: '', description: '', head: '', body: null, state: '', modules: ssr.modules, preloadImage: null };

  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  const found = await ssr.prefetch?.({ queryClient, params: match.params, search: address.searchParams });
  const missing =
    found === 'not-found' ||
    queryClient
      .getQueryCache()
      .getAll()
      .some((q) => (q.state.error as { status?: number } | null)?.status === 404);

  // MUI's styles are collected and written into the head, not between the page's elements.
  const styleCache = createCache({ key: 'css' });
  styleCache.compat = true;
  const emotion = createEmotionServer(styleCache);
  const head: PageHead = {};
  const body = await renderToHtml(
    <CacheProvider value={styleCache}>
      <PageHeadContext.Provider value={head}>
        <StaticRouter location={url}>
          <App queryClient={queryClient} />
        </StaticRouter>
      </PageHeadContext.Provider>
    </CacheProvider>,
  );
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(body));

  const status = match.route.path === NOT_FOUND_PATH || missing ? 404 : 200;
  const title = head.title ?? SHOP.name;
  const description = head.description ?? '';
  const canonicalUrl = `${baseUrl}${address.pathname.toLowerCase()}${address.pathname.toLowerCase() === '/search' ? address.search : ''}`;
  const tags =
    status === 200
      ? [
          metaTags({
            title,
            description,
            canonicalUrl,
            imageUrl: head.image ? `${baseUrl}${head.image}` : undefined,
            type: match.route.path === '/product/:productId' ? 'product' : 'website',
            siteName: SHOP.name,
          }),
          ...(head.structuredData?.(baseUrl) ?? []).map(jsonLdScript),
        ]
      : ['<meta name="robots" content="noindex">'];
  const page: RenderedPage = {
    status,
    title,
    description,
    head: [...tags, styles].join(''),
    body,
    state: JSON.stringify(dehydrate(queryClient, { shouldDehydrateQuery: (q) => keep(q.state) })),
    modules: ssr.modules,
    preloadImage: head.preload ?? null,
  };
  return page;
};
