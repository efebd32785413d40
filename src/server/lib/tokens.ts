// Access tokens are short-lived signed JWTs; refresh tokens are opaque and stored hashed.
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Role, SignedInUser } from '@shared/constants';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const REFRESH_TOKEN_DAYS = 30;
const ISSUER = 'swara-audio';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface AccessClaims {
  sub: string;
  FirstName: string;
  LastName: string;
  PhoneNumber: string;
  Email: string | null;
  /** Pipe-separated, e.g. "SuperAdmin|Admin". */
  Roles: string;
  /** Token version: tokens older than the user's current one are refused. */
  tv: number;
  /** The login (refresh-token family) the token was issued to: the token works while that login lasts. */
  sid: string;
}

export interface AuthUser extends SignedInUser {
  tokenVersion: number;
  /** The caller's login (refresh-token family). */
  sessionId: string;
}

export class TokenService {
  private readonly key: Uint8Array;
  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  async signAccess(claims: AccessClaims, now = new Date()): Promise<string> {
    const iat = Math.floor(now.getTime() / 1000);
    return new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setIssuedAt(iat)
      .setExpirationTime(iat + ACCESS_TOKEN_SECONDS)
      .sign(this.key);
  }

  /**
   * The refresh token that follows `refreshToken` in its login. It is derived from the one it replaces
   * (a keyed hash, so nobody without the key can work it out), so the same exchange repeated within the
   * grace window gives the same token again without the database ever keeping a token itself.
   */
  successorOf(refreshToken: string): string {
    return createHmac('sha256', this.key).update(`refresh-token-successor:${refreshToken}`).digest('base64url');
  }

  /** Returns the claims, or null for a token that is expired, forged or malformed. */
  async verifyAccess(token: string): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { issuer: ISSUER, algorithms: ['HS256'] });
      if (typeof payload.sub !== 'string' || typeof payload.Roles !== 'string' || typeof payload.tv !== 'number') return null;
      // Every token names its login; one that does not was not made by the shop.
      if (typeof payload.sid !== 'string' || !UUID.test(payload.sid)) return null;
      return payload as unknown as AccessClaims;
    } catch (err) {
      if (err instanceof joseErrors.JOSEError) return null;
      throw err;
    }
  }
}

export const newRefreshToken = (): string => randomBytes(32).toString('base64url');
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export function parseRoles(roles: string): Role[] {
  return roles
    .split('|')
    .map((r) => r.trim())
    .filter((r): r is Role => r === 'SuperAdmin' || r === 'Admin' || r === 'User');
}
