// Which request the code running now works for, wherever it runs (a promise chain, a timer): the
// request id, so that a failure nobody awaited (an unhandled rejection) is logged with the request
// that started it. Set for each request by the observability plugin.
import { AsyncLocalStorage } from 'node:async_hooks';

export interface RequestContext {
  reqId: string;
}

export const requestContext = new AsyncLocalStorage<RequestContext>();

/** The id of the request the running code works for, if any (background jobs have none). */
export const currentRequestId = (): string | undefined => requestContext.getStore()?.reqId;
