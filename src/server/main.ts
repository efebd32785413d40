// Starts the shop: parse configuration, build the app, listen, and shut down gracefully.
import module from 'node:module';

// On Node 22 and later, the compiled code of the server and its packages is kept between starts (in
// the system's temporary folder, or NODE_COMPILE_CACHE), so a start reads it instead of compiling
// again; Node 20 has no such cache. It is turned on before anything else loads: the rest of the
// server is imported below, once it is.
(module as { enableCompileCache?: () => unknown }).enableCompileCache?.();
const { ConfigError, loadConfig } = await import('./config');
const { openDatabase } = await import('./db/client');
const { keepServingAfterUnhandledRejections } = await import('./lib/unhandled-rejections');

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  // In production only a build made for production runs (src/server/build-info.ts).
  if (config.isProduction) {
    const { productionBuildProblem } = await import('./build-info');
    const problem = productionBuildProblem();
    if (problem) {
      console.error(problem);
      process.exit(1);
    }
  }
  // The database (for the embedded one, its WebAssembly engine) starts opening while the rest of
  // the server's code loads: a start on an existing database listens sooner.
  const opening = openDatabase(config);
  const [{ buildApp }, database] = await Promise.all([import('./app'), opening]);
  const app = await buildApp(config, { database });
  keepServingAfterUnhandledRejections(app.log);
  const { drainSeconds } = config;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    // Readiness turns 503 at once; behind a load balancer the instance goes on serving for
    // DRAIN_SECONDS, until the balancer has seen it and sends its requests elsewhere.
    app.startDraining();
    if (drainSeconds > 0) {
      app.log.info({ signal, drainSeconds }, 'draining: readiness is 503, still serving');
      await new Promise((resolve) => setTimeout(resolve, drainSeconds * 1000));
    }
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const force = setTimeout(() => process.exit(1), 20_000);
    force.unref();
    // Keep-alive connections that finish their last request while closing are closed as they go
    // idle, so the process does not wait out the keep-alive timeout.
    const idle = setInterval(() => app.server.closeIdleConnections(), 100);
    await app.close();
    await database.close();
    clearInterval(idle);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
}

main().catch((err) => {
  console.error('The shop could not start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
