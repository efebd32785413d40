// The signed-in session: tokens in localStorage, the user read from the access token's claims.
import type { Role, SignedInUser } from '@shared/constants';
import { readStored, storedValue, writeStored } from './stored-value';

const ACCESS_KEY = 'swara.accessToken';
const REFRESH_KEY = 'swara.refreshToken';

export interface SessionUser extends SignedInUser {
  /** Expiry of the access token, ms since epoch. */
  expiresAt: number;
}

export interface Session {
  accessToken: string;
  refreshToken: string | null;
  user: SessionUser;
}

function decodeClaims(token: string): SessionUser | null {
  try {
    const payload = token.split('.')[1];
    const json = JSON.parse(decodeURIComponent(escape(atob(payload.replace(/-/g, '+').replace(/_/g, '/')))));
    if (typeof json.sub !== 'string' || typeof json.exp !== 'number') return null;
    return {
      id: json.sub,
      firstName: json.FirstName ?? '',
      lastName: json.LastName ?? '',
      phone: json.PhoneNumber ?? '',
      email: json.Email ?? null,
      roles: String(json.Roles ?? '')
        .split('|')
        .filter(Boolean) as Role[],
      expiresAt: json.exp * 1000,
    };
  } catch {
    return null;
  }
}

function load(): Session | null {
  const accessToken = readStored(ACCESS_KEY);
  if (!accessToken) return null;
  const user = decodeClaims(accessToken);
  if (!user) return null;
  return { accessToken, refreshToken: readStored(REFRESH_KEY), user };
}

/** Another tab signing in or out, or renewing the tokens, updates this one. */
const stored = storedValue<Session | null>({
  keys: [ACCESS_KEY, REFRESH_KEY],
  read: load,
  server: null,
  same: (a, b) => a?.accessToken === b?.accessToken && a?.refreshToken === b?.refreshToken,
});

export const authStore = {
  get: stored.get,
  isExpired: (s: Session | null = stored.get()) => !s || s.user.expiresAt <= Date.now() + 5_000,
  setTokens(accessToken: string, refreshToken: string | null) {
    const user = decodeClaims(accessToken);
    if (!user) throw new Error('invalid access token');
    writeStored(ACCESS_KEY, accessToken);
    writeStored(REFRESH_KEY, refreshToken);
    stored.set({ accessToken, refreshToken, user });
  },
  /** Reads the tokens again from where every tab keeps them (another tab may have just renewed them). */
  reload: stored.reload,
  clear() {
    writeStored(ACCESS_KEY, null);
    writeStored(REFRESH_KEY, null);
    stored.set(null);
  },
  subscribe: stored.subscribe,
};

/** The server draws every page for a visitor who is not signed in; the browser's session follows. */
export function useSession(): Session | null {
  return stored.use();
}

export const hasRole = (session: Session | null, roles: readonly Role[]) => !!session && session.user.roles.some((r) => roles.includes(r));
