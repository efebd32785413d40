// What caches between the shop and the shopper (a CDN, a proxy, the browser) may keep, and the
// validators that let them ask again cheaply (docs/cdn.md).
import { Negotiator } from '@fastify/accept-negotiator';
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
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

/** Brotli's quality for JSON and HTML: near its best for such text at a fraction of its slower settings' time. */
export const BROTLI_QUALITY = 4;
/** Below this size an answer goes out as it is: compressing would gain less than it costs. */
export const COMPRESS_THRESHOLD = 1024;

type Encoding = 'br' | 'gzip';
/** An answer that is sent many times: each compressed form is made when first asked for and kept with it. */
export interface Compressible {
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * An answer the catalogue cache keeps to send many times: its body, and its validator and
 * compressed forms once worked out, in one place, so that they are dropped with it.
 */
export interface KeptAnswer extends Compressible {
  body: string | Buffer;
  etag?: string;
}

declare module 'fastify' {
  interface FastifyReply {
    /** The kept answer this reply sends, if it sends one (set by sendKept, read by plugins/http-cache.ts). */
    kept: KeptAnswer | null;
  }
}

/** Sends a kept answer's JSON, so that its validator and compressed forms are kept with it. */
export function sendKept(reply: FastifyReply, answer: KeptAnswer): FastifyReply {
  reply.kept = answer;
  return reply.type('application/json; charset=utf-8').send(answer.body);
}

// Browsers send a handful of different Accept-Encoding headers; the answer for each is remembered
// (in a bounded cache: the header is the sender's to choose).
const encodings = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip'], cache: new LRUCache<string, string>({ max: 100 }) });

/**
 * `body` as the request accepts it: compressed once per kept answer and encoding (brotli or gzip,
 * as the browser prefers; brotli on a tie), with `Content-Encoding` and `Vary` set; as it is when
 * the browser takes neither or the body is too small to gain. Compressed on the spot: for answers
 * of this size Node's asynchronous zlib keeps the event loop busier than the work itself (0.15 ms
 * against 0.13 ms for 8 kB of JSON), and a kept answer is compressed once.
 */
export function sendCompressed(request: FastifyRequest, reply: FastifyReply, body: string | Buffer, kept: Compressible): string | Buffer {
  const header = request.headers['accept-encoding'];
  reply.header('vary', 'accept-encoding');
  const encoding = typeof header === 'string' && body.length >= COMPRESS_THRESHOLD ? encodings.negotiate(header) : null;
  if (encoding === null) return body;
  reply.header('content-encoding', encoding);
  // The size hint lets brotli size its window to the answer: half the time for a 15 kB answer.
  return (kept[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(body, {
          params: { [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body) },
        })
      : gzipSync(body));
}
