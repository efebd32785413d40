// Security headers on every answer: CSP, no sniffing, no framing.
// Helmet chooses the headers. They depend on nothing in the request, so they are worked out once
// and set on each answer (the Fastify wrapper rebuilt helmet, CSP parsing included, per request);
// the refusals written straight to the socket, before a request exists, send the same list.
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';

/**
 * The security headers of every answer, by lower-case name. `imageOrigins`: where pictures are
 * drawn from besides the shop (a bucket or a CDN, docs/storage.md).
 */
export function securityHeaders(isProduction: boolean, imageOrigins: string[] = []): Record<string, string> {
  const apply = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI/emotion inject style tags at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...imageOrigins],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
      },
    },
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: isProduction,
  });
  const headers: Record<string, string> = {};
  const collect = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let done = false;
  apply({ headers: {} } as IncomingMessage, collect as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
    done = true;
  });
  if (!done) throw new Error('helmet did not finish at once');
  return headers;
}

/** Sets `headers` (from securityHeaders, built once by buildApp) on every answer. */
export default fp(async function security(app: FastifyInstance, opts: { headers: Record<string, string> }) {
  const headers = Object.entries(opts.headers);
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
});
