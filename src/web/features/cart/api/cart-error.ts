import { MESSAGES } from '@shared/messages';
import { ApiError } from '../../../lib/api-client';
import { toastError } from '../../../lib/toast';

/** A cart failure shows the server's Message, or "Something went wrong" when it gave none. */
export function cartErrorMessage(err: unknown): string {
  if (err instanceof ApiError && err.body && typeof err.body === 'object') {
    const message = (err.body as { Message?: unknown }).Message;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return MESSAGES.somethingWrong;
}

export const toastCartError = (err: unknown) => toastError(cartErrorMessage(err));
