// Which methods the shop's routes answer at a path, for the Allow header of a 405: a path that
// exists but not for the method asked is told so, while an unknown path stays a 404. Routes are
// matched as the router matches them: letter case ignored, a trailing slash ignored, a parameter
// one part of the path, a wildcard the rest.

interface Route {
  method: string;
  url: string;
}

const escape = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

function patternOf(url: string): RegExp {
  const body = url
    .replace(/\/+$/, '')
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part === '*' ? '.*' : escape(part).replace(/\*/g, '.*')))
    .join('/');
  return new RegExp(`^${body}/?$`, 'i');
}

/** A function answering the methods allowed at a path (HEAD wherever GET is), given every registered route. */
export function allowedMethods(routes: readonly Route[]): (path: string) => string[] {
  let table: { pattern: RegExp; methods: Set<string> }[] | null = null;
  return (path) => {
    if (!table) {
      const byUrl = new Map<string, Set<string>>();
      for (const { method, url } of routes) byUrl.set(url, (byUrl.get(url) ?? new Set()).add(method));
      table = [...byUrl].map(([url, methods]) => ({ pattern: patternOf(url), methods }));
    }
    const allowed = new Set<string>();
    for (const { pattern, methods } of table) if (pattern.test(path)) for (const m of methods) allowed.add(m);
    if (allowed.has('GET')) allowed.add('HEAD');
    return [...allowed].sort();
  };
}
