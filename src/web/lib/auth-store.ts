// The signed-in session: tokens in localStorage, the user read from the access token's claims.
import { useSyncExternalStore } from 'react';
import type { Role } from '@shared/constants';

const ACCESS_KEY = 'swara.accessToken';
const REFRESH_KEY = 'swara.refreshToken';

export interface SessionUser {
  id: string;
  firstName: string;
  lastName: string;
  phone: string;
  email: string | null;
  roles: Role[];
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

let current: Session | null = null;
const listeners = new Set<() => void>();

function load(): Session | null {
  const accessToken = localStorage.getItem(ACCESS_KEY);
  if (!accessToken) return null;
  const user = decodeClaims(accessToken);
  if (!user) return null;
  return { accessToken, refreshToken: localStorage.getItem(REFRESH_KEY), user };
}

try {
  current = typeof localStorage === 'undefined' ? null : load();
} catch {
  current = null;
}

function emit() {
  for (const l of listeners) l();
}

export const authStore = {
  get: (): Session | null => current,
  isExpired: (s: Session | null = current) => !s || s.user.expiresAt <= Date.now() + 5_000,
  setTokens(accessToken: string, refreshToken: string | null) {
    const user = decodeClaims(accessToken);
    if (!user) throw new Error('invalid access token');
    localStorage.setItem(ACCESS_KEY, accessToken);
    if (refreshToken) localStorage.setItem(REFRESH_KEY, refreshToken);
    else localStorage.removeItem(REFRESH_KEY);
    current = { accessToken, refreshToken, user };
    emit();
  },
  /** Reads the tokens again from where every tab keeps them (another tab may have just renewed them). */
  reload(): Session | null {
    const stored = load();
    if (stored?.accessToken !== current?.accessToken || stored?.refreshToken !== current?.refreshToken) {
      current = stored;
      emit();
    }
    return current;
  },
  clear() {
    localStorage.removeItem(ACCESS_KEY);
    localStorage.removeItem(REFRESH_KEY);
    current = null;
    emit();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

// Another tab signing in or out updates this one.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === ACCESS_KEY || e.key === REFRESH_KEY) {
      current = load();
      emit();
    }
  });
}

/** The server draws every page for a visitor who is not signed in; the browser's session follows. */
const signedOut = () => null;

export function useSession(): Session | null {
  return useSyncExternalStore(authStore.subscribe, authStore.get, signedOut);
}

export const hasRole = (session: Session | null, roles: readonly Role[]) => !!session && session.user.roles.some((r) => roles.includes(r));
