// The shop's client-side router: only the routing the app uses (a route table, links, navigation,
// path and query parameters), a few hundred bytes where a general-purpose router weighs 20 kB
// before the home page can run (decision 009). Paths match case-insensitively (docs/api.md).
import {
  Component,
  createContext,
  forwardRef,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type ErrorInfo,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { matchPath } from '@shared/match-path';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** What the navigation carried along (for example where to return after signing in). */
  state: unknown;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export interface RouteDef {
  /** "/", "/product/:productId", or "*" for anything else. */
  path: string;
  element: ReactNode;
}

// ---- The browser's history as a store -------------------------------------------------------

const listeners = new Set<() => void>();
let current = readLocation();

function readLocation(): Location {
  const { pathname, search, hash } = window.location;
  const entry = window.history.state as { usr?: unknown } | null;
  return { pathname, search, hash, state: entry?.usr ?? null };
}

function changed() {
  current = readLocation();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) window.addEventListener('popstate', changed);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('popstate', changed);
  };
}

/** Goes to a path of the shop (or back and forward with a number, as history.go). */
export function navigate(to: string | number, options: NavigateOptions = {}) {
  if (typeof to === 'number') {
    window.history.go(to);
    return;
  }
  const url = new URL(to, window.location.href);
  const target = url.pathname + url.search + url.hash;
  const otherPage = url.pathname !== window.location.pathname;
  window.history[options.replace ? 'replaceState' : 'pushState']({ usr: options.state ?? null }, '', target);
  changed();
  // A new page starts at its top; a new query on the same page (a variant, a step) keeps the place.
  if (otherPage && !options.replace) window.scrollTo(0, 0);
}

export function useLocation(): Location {
  return useSyncExternalStore(subscribe, () => current);
}

export function useNavigate() {
  return navigate;
}

type SearchInit = URLSearchParams | Record<string, string> | string;

export function useSearchParams(): [URLSearchParams, (next: SearchInit | ((prev: URLSearchParams) => SearchInit), options?: NavigateOptions) => void] {
  const { search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback((next: SearchInit | ((prev: URLSearchParams) => SearchInit), options?: NavigateOptions) => {
    const value = typeof next === 'function' ? next(new URLSearchParams(window.location.search)) : next;
    const query = new URLSearchParams(value).toString();
    navigate(window.location.pathname + (query ? `?${query}` : ''), options);
  }, []);
  return [params, setParams];
}

// ---- Matching ------------------------------------------------------------------------------

interface RouteState {
  pathname: string;
  params: Record<string, string>;
  outlet: ReactNode;
  errorElement: ReactNode;
}
const RouteContext = createContext<RouteState | null>(null);

export function useParams<T extends Record<string, string | undefined> = Record<string, string | undefined>>(): T {
  return (useContext(RouteContext)?.params ?? {}) as T;
}

export function useInRouterContext() {
  return useContext(RouteContext) !== null;
}

/** Where the layout shows the page of the current route; a page that fails shows the error element. */
export function Outlet() {
  const route = useContext(RouteContext);
  if (!route) return null;
  // Keyed by the path, so a page that failed does not keep the next one from showing.
  return (
    <RouteErrorBoundary key={route.pathname} fallback={route.errorElement}>
      {route.outlet}
    </RouteErrorBoundary>
  );
}

class RouteErrorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A screen failed to render', error, info.componentStack);
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** The layout, showing at its Outlet the first route that matches the address. */
export function Routes({ layout, routes, errorElement }: { layout: ReactNode; routes: RouteDef[]; errorElement: ReactNode }) {
  const { pathname } = useLocation();
  const state = useMemo<RouteState>(() => {
    for (const route of routes) {
      const params = matchPath(route.path, pathname);
      if (params) return { pathname, params, outlet: route.element, errorElement };
    }
    return { pathname, params: {}, outlet: null, errorElement };
  }, [pathname, routes, errorElement]);
  return (
    <RouteContext.Provider value={state}>
      <RouteErrorBoundary fallback={errorElement}>{layout}</RouteErrorBoundary>
    </RouteContext.Provider>
  );
}

// ---- Links ----------------------------------------------------------------------------------

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  replace?: boolean;
  state?: unknown;
}

/** An ordinary link (it opens in a new tab as one), that moves inside the app without a reload. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, replace, state, onClick, target, ...rest }, ref) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    if (target && target !== '_self') return;
    event.preventDefault();
    navigate(to, { replace, state });
  };
  return <a ref={ref} href={to} target={target} onClick={follow} {...rest} />;
});

/** Moves to another address as soon as it is shown (guards use it). */
export function Navigate({ to, replace, state }: { to: string } & NavigateOptions) {
  const gone = useRef(false);
  useEffect(() => {
    if (gone.current) return;
    gone.current = true;
    navigate(to, { replace, state });
  });
  return null;
}
