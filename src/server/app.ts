// buildApp: the whole shop as one Fastify plugin tree. main.ts starts it; tests build the same app.
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { refuseUnnamedInput, strictValidatorCompiler } from './lib/strict-input';
import formbody from '@fastify/formbody';
import compress from '@fastify/compress';
import zlib from 'node:zlib';
import { randomUUID } from 'node:crypto';
import observability from './plugins/observability';
import type { Config } from './config';
import { openDatabase, migrateDatabase, type Database } from './db/client';
import { seedDatabase } from './seed';
import { createContext, type AppContext } from './context';
import { listenForChanges } from './lib/change-feed';
import { createCdnPurger } from './lib/cdn-purge';
import errors from './plugins/errors';
import { refuseForbiddenText } from './lib/text-guard';
import security, { securityHeaders } from './plugins/security';
import httpCache from './plugins/http-cache';
import { BROTLI_QUALITY, COMPRESS_THRESHOLD } from './lib/http-cache';
import { frameworkErrorHandlers } from './plugins/framework-errors';
import auth from './plugins/auth';
import openapi from './plugins/openapi';
import web from './plugins/web';
import { healthRoutes } from './modules/health';
import { seoRoutes } from './modules/seo';
import { apiRoutes } from './modules';
import { liveLogin } from './modules/accounts';
import { sandboxRoutes } from './modules/orders';
import { courierSandboxRoutes } from './modules/shipments';
import jobs from './jobs';

declare module 'fastify' {
  interface FastifyInstance {
    routeList: { method: string; url: string }[];
  }
}

export interface BuildOptions {
  /** An open database (tests pass an in-memory one); otherwise opened from config. */
  database?: Database;
  /** Overrides for the context, e.g. a fixed clock or fake providers. */
  context?: Partial<AppContext>;
  logger?: boolean | object;
  /** Skip the demo catalogue even if config asks for it. */
  seed?: boolean;
  /** Run the background jobs (payment sweep); tests call them directly instead. */
  jobs?: boolean;
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const database = options.database ?? (await openDatabase(config));
  await migrateDatabase(database);
  const ctx = createContext(config, database, options.context);
  await seedDatabase(ctx, { demo: (options.seed ?? true) && config.seedDemo });

  const headers = securityHeaders(config.isProduction, ctx.storage.imageOrigins);
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, maxParamLength: 200 },
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    // One line per request comes from the observability plugin instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: () => randomUUID(),
    // Refusals by the router and by Node's HTTP parser answer like the shop's own.
    ...frameworkErrorHandlers(headers),
  }).withTypeProvider<ZodTypeProvider>();
  // Zod checks every input; a name the route does not read is refused first (docs/api.md).
  app.setValidatorCompiler(strictValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('ctx', ctx);
  // A CDN in front of the shop hears which public addresses a change touched (docs/cdn.md).
  const { purgeUrl } = config.cdn;
  const purger = purgeUrl ? createCdnPurger(ctx.db, { ...config.cdn, purgeUrl }, app.log) : null;
  const feed = await listenForChanges(
    database,
    database.url,
    (payload) => {
      // The index first: a search that the cache's drop lets through waits for it to read the change.
      ctx.searchIndex.changed(payload);
      ctx.catalogueSearch.changed(payload);
      ctx.cache.changed(payload);
      purger?.changed(payload);
    },
    () => {
      ctx.searchIndex.forget();
      ctx.catalogueSearch.forget();
      ctx.cache.clear();
    },
  );
  app.addHook('onClose', async () => {
    await feed.close();
    await purger?.close();
    if (!options.database) await database.close();
  });

  // Every route, as registered: the hostile-input tests walk them all.
  const routeList: { method: string; url: string }[] = [];
  app.addHook('onRoute', (r) => {
    for (const method of [r.method].flat()) if (method !== 'HEAD') routeList.push({ method, url: r.url });
  });
  app.decorate('routeList', routeList);
  await app.register(errors);
  app.addHook('preValidation', refuseForbiddenText);
  app.addHook('preValidation', refuseUnnamedInput);
  await app.register(observability);
  await app.register(security, { headers });
  // Before compression, so that an answer's ETag is worked out from its JSON text.
  await app.register(httpCache);
  // JSON answers and the app's HTML go out brotli- or gzip-compressed when the browser accepts it;
  // request bodies are never inflated (a small compressed body must not become a huge one).
  await app.register(compress, {
    threshold: COMPRESS_THRESHOLD,
    globalDecompression: false,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  });
  await app.register(formbody);
  await app.register(auth, { liveLogin });
  // Before the routes, so that it sees each one as it is registered.
  await app.register(openapi);
  await app.register(healthRoutes);
  await app.register(seoRoutes);
  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(sandboxRoutes);
  await app.register(courierSandboxRoutes);
  if (options.jobs ?? true) await app.register(jobs);
  await app.register(web);
  return app;
}
