import { ApiError } from '../lib/api-client';

/** The server's own words for a refused request (a 4xx), else the screen's fallback text. */
export function messageOf(err: unknown, fallback: string): string {
  return err instanceof ApiError && err.status >= 400 && err.status < 500 && err.status !== 401 ? err.message : fallback;
}
