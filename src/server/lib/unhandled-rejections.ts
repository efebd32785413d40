// A promise that fails with nobody to handle it is a bug, but one shopper's request must not end
// the process for everyone: Node's default (since Node 15) is to exit. The shop logs it with the
// request that started it, counts it in the metrics (shop_unhandled_rejections_total) and keeps
// serving. A process that does exit (an uncaught exception, the machine's memory) is started again
// by what runs it: the container's restart policy or the systemd unit (docs/operations.md, "Keeping the shop running").
import type { FastifyBaseLogger } from 'fastify';
import { countUnhandledRejection } from './metrics';
import { currentRequestId } from './request-context';

let installed: ((reason: unknown) => void) | null = null;

/** Logs and counts every unhandled rejection from now on, instead of exiting. Once per process. */
export function keepServingAfterUnhandledRejections(log: FastifyBaseLogger) {
  if (installed) process.off('unhandledRejection', installed);
  installed = (reason: unknown) => {
    countUnhandledRejection();
    // Node runs this handler in the rejected promise's context: the request that made it, if any.
    const reqId = currentRequestId();
    log.error({ err: reason, ...(reqId ? { reqId } : {}) }, 'a promise failed and nothing handled it; the shop keeps serving');
  };
  process.on('unhandledRejection', installed);
}
