// What caches between the shop and the shopper (a CDN, a proxy, the browser) may keep, and the
// validators that let them ask again cheaply (docs/cdn.md).
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

/** Kept by nobody: anything that shows a person's data, or that they asked for signed in. */
export const PRIVATE = 'private, no-store';

/**
 * Kept by shared caches (a CDN) for `sMaxAge` seconds, served stale for `staleWhileRevalidate`
 * more while they ask again; a browser asks again every time (with the ETag, so mostly a 304).
 */
export function sharedCacheControl(cdn: Config['cdn']): string {
  return `public, max-age=0, s-maxage=${cdn.sMaxAge}, stale-while-revalidate=${cdn.staleWhileRevalidate}`;
}

/**
 * A weak validator of an answer's body: weak because the same page goes out as brotli, gzip or
 * plain text, which are one representation to a cache that compares validators.
 */
export function etagOf(body: string | Buffer): string {
  return `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
}

/** Whether `If-None-Match` names `etag` (compared weakly, as RFC 9110 asks for GET and HEAD), or is `*`. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}

/**
 * Whether the request is signed in: the shop's only credential is the bearer token in
 * `Authorization` (it sets no cookie, so cookies, which a CDN's or an analytics script's own may be,
 * say nothing). Pages never read it (a page is rendered from public calls only), but an answer to
 * a signed-in request is never offered to a shared cache: what a signed-in person receives is theirs.
 */
export const signedIn = (request: FastifyRequest) => request.headers.authorization !== undefined;
