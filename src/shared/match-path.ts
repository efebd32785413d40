// Route patterns of the app ("/", "/product/:productId", "*"), matched by the browser's router
// and by the server when it prepares a page. Letter case does not matter (docs/api.md).

/** The parameters of a path that matches the pattern, or null. */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  if (pattern === '*') return {};
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    if (want[i].startsWith(':')) {
      try {
        params[want[i].slice(1)] = decodeURIComponent(have[i]);
      } catch {
        return null;
      }
    } else if (want[i].toLowerCase() !== have[i].toLowerCase()) return null;
  }
  return params;
}
