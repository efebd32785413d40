// A login made for a test: a refresh-token family in the database and an access token naming it,
// signed now (real time, as tokens are checked against it, whatever clock the test gives the shop).
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client';
import type { users } from '../db/schema';
import { hashToken, newRefreshToken, type TokenService } from '../lib/tokens';
import { insertRefreshToken, toAccessClaims } from '../modules/accounts';

const DAY_MS = 86_400_000;

export async function startLogin(db: Db, tokens: TokenService, user: typeof users.$inferSelect): Promise<string> {
  const familyId = randomUUID();
  const now = new Date();
  await insertRefreshToken(db, { userId: user.id, familyId, tokenHash: hashToken(newRefreshToken()), expiresAt: new Date(now.getTime() + 30 * DAY_MS), now });
  return tokens.signAccess(toAccessClaims(user, familyId), now);
}
