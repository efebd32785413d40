// Every call's caller is known here; routes declare who may call them.
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { badRequest, forbidden, unauthorized } from '../lib/errors';
import { parseRoles, type AuthUser } from '../lib/tokens';
import { isAdmin } from '@shared/constants';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller, or null for a guest. Set by the auth hook before handlers run. */
    user: AuthUser | null;
  }
  interface FastifyInstance {
    requireUser: AuthCheck;
    requireAdmin: AuthCheck;
  }
  interface FastifyContextConfig {
    /** Who may call the route, worked out from its auth checks when it is registered (the API description shows it). */
    access?: Access;
  }
}

/** Who may call a route: anyone (guests included), a signed-in user, or Admin and SuperAdmin only. */
export type Access = 'public' | 'user' | 'admin';

const ACCESS = Symbol('access');
/** An auth check, carrying the access it enforces so that each route's access is read off its hooks. */
export type AuthCheck = ((request: FastifyRequest) => Promise<void>) & { readonly [ACCESS]: Exclude<Access, 'public'> };

/** The check for a route that needs a signed-in caller; `message` is what a guest is told instead of the usual. */
export function requireUser(message?: string): AuthCheck {
  const check = async (request: FastifyRequest) => {
    if (!request.user) throw unauthorized(message);
  };
  return Object.assign(check, { [ACCESS]: 'user' as const });
}

/** The check for a route that only Admin and SuperAdmin may call. */
export const requireAdmin: AuthCheck = Object.assign(
  async (request: FastifyRequest) => {
    if (!request.user) throw unauthorized();
    if (!isAdmin(request.user.roles)) throw forbidden();
  },
  { [ACCESS]: 'admin' as const },
);

const RANK: Record<Access, number> = { public: 0, user: 1, admin: 2 };
const strictest = (a: Access, b: Access): Access => (RANK[a] >= RANK[b] ? a : b);

/** The strictest access asked for by the auth checks among a route's hooks. */
function accessOfHooks(hooks: unknown[]): Access {
  let access: Access = 'public';
  for (const hook of hooks.flat()) {
    const asked = (hook as Partial<AuthCheck> | null | undefined)?.[ACCESS];
    if (asked) access = strictest(access, asked);
  }
  return access;
}

/** Every route registered in `scope` from here on is for admins only, checked as each request arrives, before any body is read. */
export function adminOnly(scope: FastifyInstance) {
  scope.addHook('onRequest', requireAdmin);
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, access: 'admin' };
  });
}

/**
 * An Authorization header holding a character no token has (a control character such as a tab, or
 * one outside printable ASCII): the API refuses it as bad input, wherever it is sent, rather than
 * read it as a wrong token. Node's parser refuses most control bytes itself before the shop sees them.
 */
export const AUTH_HEADER_MESSAGE = 'The Authorization header holds a character no token has: send "Bearer " and the access token, in plain ASCII';
const NOT_TOKEN_TEXT = /[^\x20-\x7e]/;
const API_PATH = /^\/api\//i;

export interface AuthOptions {
  /**
   * The token version of a user whose login (`familyId`) is still open, or null: the accounts
   * module answers it, handed in by app.ts so that this plugin, which every module's routes use,
   * depends on no module.
   */
  liveLogin: (db: Db, userId: string, familyId: string) => Promise<{ tokenVersion: number } | null>;
}

export default fp(async function auth(app: FastifyInstance, { liveLogin }: AuthOptions) {
  app.decorateRequest('user', null);

  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (header && NOT_TOKEN_TEXT.test(header)) {
      // Pages ignore the header (a browser sends none of its own); the API says what is wrong.
      if (API_PATH.test(request.url)) throw badRequest(AUTH_HEADER_MESSAGE);
      return;
    }
    if (!header || !header.startsWith('Bearer ')) return;
    const claims = await app.ctx.tokens.verifyAccess(header.slice(7).trim());
    if (!claims) {
      // A bad token is a 401 only where a user is required; public calls go on as a guest.
      request.authError = true;
      return;
    }
    // Roles come from the signed token; a token whose login has ended (signed out, reused refresh
    // token, password changed) or whose user was deleted or re-versioned since is refused at once,
    // on every instance: the database is asked on every call, not a cache of one process.
    const row = await liveLogin(app.ctx.db, claims.sub, claims.sid);
    if (!row || row.tokenVersion !== claims.tv) {
      request.authError = true;
      return;
    }
    request.user = {
      id: claims.sub,
      firstName: claims.FirstName,
      lastName: claims.LastName,
      phone: claims.PhoneNumber,
      email: claims.Email,
      roles: parseRoles(claims.Roles),
      tokenVersion: claims.tv,
      sessionId: claims.sid,
    };
  });

  app.decorate('requireUser', requireUser());
  app.decorate('requireAdmin', requireAdmin);

  // Each route's access comes from the checks it declares; adminOnly raises it for a whole scope.
  app.addHook('onRoute', (route) => {
    const declared = accessOfHooks([route.onRequest, route.preParsing, route.preValidation, route.preHandler]);
    route.config = { ...route.config, access: strictest(route.config?.access ?? 'public', declared) };
    // Wherever a route declares its check, it runs as the request arrives: a guest is told to sign in
    // (and a shopper that the route is for admins) before the body is read or judged.
    const later = ['preParsing', 'preValidation', 'preHandler'] as const;
    const checks = later.flatMap((stage) => [route[stage]].flat().filter((hook) => (hook as Partial<AuthCheck> | undefined)?.[ACCESS]));
    if (checks.length === 0) return;
    for (const stage of later) {
      const hooks = [route[stage]].flat().filter((hook) => hook && !checks.includes(hook));
      (route as unknown as Record<string, unknown>)[stage] = hooks.length ? hooks : undefined;
    }
    route.onRequest = [...[route.onRequest].flat().filter((hook) => hook !== undefined), ...checks] as typeof route.onRequest;
  });
});

declare module 'fastify' {
  interface FastifyRequest {
    authError?: boolean;
  }
}
