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
import { fullImageUrl } from '@shared/images';
import { App } from './app/app';
import { fitsAddress, NO_PAGE, NOT_FOUND_PATH, notFoundPage, routes, type RouteHandle } from './app/router';
import { setApiTransport } from './lib/api-client';
import { PageHeadContext, type PageHead } from './components/page-meta';
import { categoriesQuery } from './features/catalogue/api/browse';
import { PAGES } from './lib/paths';

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

/**
 * Query answers the browser starts from: successful ones and failures alike, so that its first
 * render draws what the server drew (a failure's error or empty state) before it asks again.
 */
const keep = (state: { status: string }) => state.status === 'success' || state.status === 'error';

/** The status of the API's answer a query failed with (0 when no answer came). */
const failedWith = (error: unknown) => {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : 0;
};

/**
 * The page's status when what it starts with could not be fetched: the shopper's input at fault
 * (a 4xx answer) keeps its status; anything else is the shop's fault (the API's 5xx, else 500).
 */
function statusOfFailures(statuses: number[]): number | null {
  if (statuses.length === 0) return null;
  const server = statuses.find((s) => s < 400 || s >= 500);
  if (server !== undefined) return server >= 500 && server <= 599 ? server : 500;
  return statuses[0]!;
}

export const render: RenderPage = async ({ url, baseUrl, get }) => {
  setApiTransport(async (path) => {
    const answer = await get(path);
    return new Response(answer.body, { status: answer.status, headers: answer.headers });
  });
  // The address is a path: joined to the origin as text, never resolved against it, so that //,
  // /// and //%2F stay paths rather than being read as another host. A path with an empty part
  // names no page (the router would read // as the home page): the not-found page answers it.
  const asked = new URL(`http://shop.invalid${url.startsWith('/') ? url : `/${url}`}`);
  const location = asked.pathname.includes('//') ? NO_PAGE : url;
  const address = location === url ? asked : new URL(`http://shop.invalid${NO_PAGE}`);
  const match = (matchRoutes(routes, address.pathname) ?? matchRoutes(routes, NO_PAGE))?.at(-1);
  if (!match) return null;
  const handle = match.route.handle as RouteHandle | undefined;
  // An address that breaks its route's rules (/product/0x10) is the not-found page, whatever the route.
  const fits = fitsAddress(handle?.address, match.params, address.pathname);
  const ssr = fits ? handle?.ssr : notFoundPage.handle.ssr;
  if (!ssr) return null;
  if (ssr.browserOnly) return { status: 200, title: '', description: '', head: '', body: null, state: '', modules: ssr.modules, preloadImage: null };

  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  // Every page's header names the category pages: asked for beside the page's own data (the
  // catalogue cache answers it). Their failure is no failure of the page: the header then does
  // without them, and the browser asks again.
  const [found] = await Promise.all([
    fits ? ssr.prefetch?.({ queryClient, params: match.params, search: address.searchParams }) : undefined,
    queryClient.prefetchQuery(categoriesQuery()),
  ]);
  if (queryClient.getQueryState(categoriesQuery().queryKey)?.status === 'error' && match.route.path !== PAGES.category)
    queryClient.removeQueries({ queryKey: categoriesQuery().queryKey });
  const failures = queryClient
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.status === 'error')
    .map((q) => failedWith(q.state.error));
  const missing = !fits || found === 'not-found' || failures.includes(404);

  // MUI's styles are collected and written into the head, not between the page's elements.
  const styleCache = createCache({ key: 'css' });
  styleCache.compat = true;
  const emotion = createEmotionServer(styleCache);
  const head: PageHead = {};
  const body = await renderToHtml(
    <CacheProvider value={styleCache}>
      <PageHeadContext.Provider value={head}>
        <StaticRouter location={location}>
          <App queryClient={queryClient} />
        </StaticRouter>
      </PageHeadContext.Provider>
    </CacheProvider>,
  );
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(body));

  const status = match.route.path === NOT_FOUND_PATH || missing ? 404 : (statusOfFailures(failures) ?? 200);
  const title = head.title ?? SHOP.name;
  const description = head.description ?? '';
  const canonicalUrl = `${baseUrl}${head.canonicalPath ?? address.pathname.toLowerCase()}`;
  const tags =
    status === 200
      ? [
          metaTags({
            title,
            description,
            canonicalUrl,
            imageUrl: head.image ? fullImageUrl(baseUrl, head.image) : undefined,
            type: match.route.path === PAGES.product ? 'product' : 'website',
            siteName: SHOP.name,
            noindex: head.noindex === 'follow',
          }),
          // A page kept out of the index describes nothing to search engines.
          ...(head.noindex ? [] : (head.structuredData?.(baseUrl) ?? [])).map(jsonLdScript),
          ...(head.noindex === true ? ['<meta name="robots" content="noindex">'] : []),
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
