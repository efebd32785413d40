// Errors that carry a message meant for a person (docs/api.md), and optionally a stable code for
// clients that react to that refusal in particular. Anything else becomes a generic 500.

export class AppError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    /** A code of src/shared/refusal.ts; without one, the status's general code is answered. */
    public readonly code?: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string) => new AppError(400, message);
export const unauthorized = (message = 'Please sign in to continue') => new AppError(401, message);
export const forbidden = (message = 'You are not allowed to do this') => new AppError(403, message);
export const notFound = (message = 'Not found', code?: string) => new AppError(404, message, code);
export const conflict = (message: string) => new AppError(409, message);
export const tooMany = (message: string) => new AppError(429, message);
/** A service the shop depends on failed; `cause` is logged, never shown. */
export const unavailable = (message: string, cause?: unknown) => Object.assign(new AppError(503, message), { cause });
