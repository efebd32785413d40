// Refusals made before any route runs get the shop's answer too: Fastify's router (a path that
// cannot be decoded, a parameter longer than the router allows) and Node's HTTP parser (a request
// line it cannot read, an address or headers too large). Each answers {"Status":false,"Message":...}
// with the shop's security headers and one request log line, and never repeats the path it got.
import { refusal } from '@shared/refusal';
import http from 'node:http';
import type { Socket } from 'node:net';
import { randomUUID } from 'node:crypto';
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '@shared/messages';
import { recordAnswer } from './observability';
import { isPageRequest } from './web';

const ROUTER_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'The address is not valid',
  FST_ERR_MAX_PARAM_LENGTH: 'The address is too long',
};

/** What Node's parser refused, as the status Node itself would answer and a sentence. */
function socketRefusal(code: string): { status: number; message: string } {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, message: 'The request is too large: its address or headers are too long' };
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return { status: 413, message: 'The request is too large' };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, message: 'The request took too long. Please try again.' };
    default:
      return { status: 400, message: 'The request could not be understood' };
  }
}

/** Fastify server options `frameworkErrors` and `clientErrorHandler`, sending `headers` on every refusal. */
export function frameworkErrorHandlers(headers: Record<string, string>) {
  function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
    // A page address that cannot be decoded is no page of the shop: the not-found page, as for any
    // other unknown page (the API keeps its sentence).
    const notFoundPage = reply.server.sendNotFoundPage;
    if (error.code === 'FST_ERR_BAD_URL' && notFoundPage && isPageRequest(request)) {
      reply.headers(headers);
      void notFoundPage(request, reply).then(() =>
        recordAnswer(request.log, { method: request.method, route: 'unmatched', url: request.url, status: reply.statusCode, ms: reply.elapsedTime }),
      );
      return;
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    const message = ROUTER_MESSAGES[error.code] ?? (status >= 500 ? MESSAGES.unexpected : MESSAGES.unknown);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    // These answers skip the route hooks (security headers, request log), so both happen here.
    void reply.code(status).headers(headers).header('cache-control', 'no-store').send(refusal(status, message));
    recordAnswer(request.log, { method: request.method, route: 'unmatched', url: request.url, status, ms: reply.elapsedTime });
  }

  function clientErrorHandler(this: FastifyInstance, error: ConnectionError, socket: Socket) {
    // An answer already under way on this connection cannot be followed by another one.
    const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
      socket.destroy();
      return;
    }
    const { status, message } = socketRefusal(error.code);
    const body = JSON.stringify(refusal(status, message));
    const lines = [
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}`,
      `date: ${new Date().toUTCString()}`,
      'content-type: application/json; charset=utf-8',
      `content-length: ${Buffer.byteLength(body)}`,
      'cache-control: no-store',
      'connection: close',
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ];
    socket.end(`${lines.join('\r\n')}\r\n\r\n${body}`);
    // No request exists, so no request id either: this line gets one of its own.
    recordAnswer(this.log.child({ reqId: randomUUID() }), { method: '-', route: 'unmatched', url: '-', status, ms: 0, code: error.code });
  }

  return { frameworkErrors, clientErrorHandler };
}
