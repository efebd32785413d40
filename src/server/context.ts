// What every service needs, built once per app: configuration, database, providers, clock.
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { TokenService } from './lib/tokens';

export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  tokens: TokenService;
  /** The current time; tests replace it to move the clock. */
  now: () => Date;
}

export function createContext(config: Config, database: Database, overrides: Partial<AppContext> = {}): AppContext {
  return {
    config,
    database,
    db: database.db,
    tokens: new TokenService(config.jwtSecret),
    now: () => new Date(),
    ...overrides,
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
