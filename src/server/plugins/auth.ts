// D9: every call's caller is known here; routes declare who may call them.
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { forbidden, unauthorized } from '../lib/errors';
import { parseRoles, type AuthUser } from '../lib/tokens';
import { ADMIN_ROLES } from '@shared/constants';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller, or null for a guest. Set by the auth hook before handlers run. */
    user: AuthUser | null;
  }
  interface FastifyInstance {
    requireUser: (request: FastifyRequest) => Promise<void>;
    requireAdmin: (request: FastifyRequest) => Promise<void>;
  }
}

export default fp(async function auth(app: FastifyInstance) {
  app.decorateRequest('user', null);

  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header || !header.startsWith('Bearer ')) return;
    const claims = await app.ctx.tokens.verifyAccess(header.slice(7).trim());
    if (!claims) {
      // A bad token is a 401 only where a user is required; public calls go on as a guest.
      request.authError = true;
      return;
    }
    const [row] = await app.ctx.db
      .select({ tokenVersion: users.tokenVersion, roles: users.roles })
      .from(users)
      .where(eq(users.id, claims.sub))
      .limit(1);
    // Roles come from the signed token; a user deleted or re-versioned since then is refused.
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
    };
  });

  app.decorate('requireUser', async (request: FastifyRequest) => {
    if (!request.user) throw unauthorized();
  });
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    if (!request.user) throw unauthorized();
    if (!request.user.roles.some((r) => ADMIN_ROLES.includes(r))) throw forbidden();
  });
});

declare module 'fastify' {
  interface FastifyRequest {
    authError?: boolean;
  }
}
