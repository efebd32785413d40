/**
 * Where to go after signing in: the page first asked for (set by RequireAuth and the api
 * client's signed-out handler), only if it is a path of this shop, never another site.
 */
export function safeFrom(state: unknown, fallback = '/'): string {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return fallback;
  if (/^\/account\/(signin|signup|reset-password)\b/i.test(from)) return fallback;
  return from;
}
