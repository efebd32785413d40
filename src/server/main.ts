// Starts the shop: parse configuration, build the app, listen, and shut down gracefully.
import { ConfigError, loadConfig } from './config';
import { buildApp } from './app';

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
  const app = await buildApp(config);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const force = setTimeout(() => process.exit(1), 20_000);
    force.unref();
    // Keep-alive connections that finish their last request while closing are closed as they go
    // idle, so the process does not wait out the keep-alive timeout.
    const idle = setInterval(() => app.server.closeIdleConnections(), 100);
    await app.close();
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
