// Every refusal the API answers: {"Status": false, "Message": <a sentence for a person>,
// "Code": <a stable, machine-readable code>}. Screens show Message; code that must react to one
// particular refusal compares Code, never the English text, which may be reworded.

/** Codes for refusals that a client reacts to in a particular way. */
export const SPECIFIC_CODES = {
  cartNotFound: 'CART_NOT_FOUND',
  /** The shipping aggregator's webhook came without the shared token, or with a wrong one. */
  webhookTokenInvalid: 'WEBHOOK_TOKEN_INVALID',
} as const;

const BY_STATUS: Record<number, string> = {
  400: 'INVALID_INPUT',
  401: 'SIGN_IN_REQUIRED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  408: 'TIMEOUT',
  409: 'CONFLICT',
  413: 'TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  431: 'HEADERS_TOO_LARGE',
  502: 'UNAVAILABLE',
  503: 'UNAVAILABLE',
};

/** The general code of a status: INVALID_INPUT for 400, NOT_FOUND for 404, INTERNAL for any other 5xx. */
export function codeForStatus(status: number): string {
  return BY_STATUS[status] ?? (status >= 500 ? 'INTERNAL' : 'INVALID_INPUT');
}

export interface Refusal {
  Status: false;
  Message: string;
  Code: string;
}

export const refusal = (status: number, message: string, code?: string): Refusal => ({ Status: false, Message: message, Code: code ?? codeForStatus(status) });
