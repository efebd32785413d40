// The contract between the server and the web app's server renderer (web/entry-server.tsx, built
// to dist/render). The server loads the built renderer at start and asks it for each page.

/** An answer of the shop's own API, as the renderer's data calls receive it. */
export interface ApiAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface RenderRequest {
  /** The path and query asked for. */
  url: string;
  /** The shop's address as visitors see it, for canonical links and structured data. */
  baseUrl: string;
  /** A GET of the shop's API, answered by the server itself (public calls only, no session). */
  get(url: string): Promise<ApiAnswer>;
}

export interface RenderedPage {
  /** 200, or 404 for an unknown path or a product that is not for sale. */
  status: number;
  /** The document's <title> text and meta description. */
  title: string;
  description: string;
  /** Further tags for <head>: canonical link, Open Graph, structured data, styles. */
  head: string;
  /** The app's HTML for the root element; null for a page the browser draws (only its code is preloaded). */
  body: string | null;
  /** The query cache the browser starts from (TanStack Query's dehydrated state), as JSON. */
  state: string;
  /** Source modules (as Vite's manifest names them) the page's code is in: preloaded. */
  modules: string[];
  /** A picture to preload (the banner or the product's first image), with its srcset and sizes. */
  preloadImage: { href: string; srcSet: string; sizes: string } | null;
}

/** The renderer: null for an address it has nothing to say about. */
export type RenderPage = (request: RenderRequest) => Promise<RenderedPage | null>;

/** The id of the script element that carries the query cache. */
export const PAGE_STATE_ID = 'page-state';
