import { ApiError } from '../../../lib/api-client';
import { MESSAGES } from '@shared/schemas/common';

/** The server's Message for a failed call, or a plain fallback. */
export function errorMessage(err: unknown, fallback: string = MESSAGES.unexpected): string {
  if (err instanceof ApiError && err.message) return err.message;
  return fallback;
}
