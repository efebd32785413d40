// Text the database cannot store is refused as bad input before any rule or query sees it: the NUL
// character (PostgreSQL refuses it in text) and lone UTF-16 surrogates (they cannot be encoded as
// UTF-8). Query strings, path parameters and JSON or form bodies are checked by one hook for every
// route; multipart fields, which routes read themselves, by readUpload.
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { badRequest } from './errors';

export const NOT_ALLOWED_TEXT = 'The request contains characters that are not allowed';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const badText = (s: string) => s.includes('\u0000') || LONE_SURROGATE.test(s);

/** True when any text in the value, keys included, holds a character the shop cannot store. */
export function hasForbiddenText(value: unknown): boolean {
  // Walked with a list rather than recursion: a deeply nested JSON body must not exhaust the stack.
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const v = pending.pop();
    if (typeof v === 'string') {
      if (badText(v)) return true;
    } else if (Array.isArray(v)) {
      for (const item of v) pending.push(item);
    } else if (v !== null && typeof v === 'object' && !Buffer.isBuffer(v)) {
      for (const [key, item] of Object.entries(v)) {
        if (badText(key)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

export function assertAllowedText(value: unknown): void {
  if (hasForbiddenText(value)) throw badRequest(NOT_ALLOWED_TEXT);
}

/** preValidation hook (after the body is parsed, before the route's schema), written with a callback: it runs on every request. */
export function refuseForbiddenText(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  // An address that is no route is answered by the web app's pages: one holding such text is no page
  // (the not-found page), and a page passes its text to the API calls it makes, which refuse it there.
  if (request.is404) return done();
  const bad = hasForbiddenText(request.params) || hasForbiddenText(request.query) || hasForbiddenText(request.body);
  done(bad ? badRequest(NOT_ALLOWED_TEXT) : undefined);
}
