/**
 * A message for the sign-in page that must survive the redirect which ends a session (profile
 * saved: every token is void). Router state cannot carry it: the guard of the page being left
 * redirects too, with its own state, and may do so last.
 */
let pending: string | null = null;

export const signInNotice = {
  set(message: string) {
    pending = message;
  },
  peek: (): string | null => pending,
  clear() {
    pending = null;
  },
};
