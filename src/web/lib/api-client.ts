// The one configured API client: base /api, bearer token, 60 s timeout, server Message as a toast,
// and one place for 401 handling (refresh once, retry, else sign out and go to sign-in).
import { API_TIMEOUT_MS } from '@shared/constants';
import { MESSAGES } from '@shared/messages';
import { apiPath, type ApiQuery } from '@shared/api-path';
import { authStore } from './auth-store';
import { toastError } from './toast';

export class ApiError extends Error {
  /** The refusal's stable code (src/shared/refusal.ts), when the server sent one. */
  readonly code: string | null;
  constructor(
    public readonly status: number,
    message: string,
    public readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
    const code = body && typeof body === 'object' ? (body as { Code?: unknown }).Code : undefined;
    this.code = typeof code === 'string' ? code : null;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: ApiQuery;
  body?: unknown;
  /** Multipart uploads pass FormData; progress is reported where given. */
  form?: FormData;
  onUploadProgress?: (fraction: number) => void;
  /** Show the server's Message as a toast on failure (default true). */
  toastOnError?: boolean;
  signal?: AbortSignal;
  /** Answer as raw Blob (PDF downloads). */
  blob?: boolean;
}

/** Where the app sends a visitor whose session has ended; set by the router. */
let onSignedOut: (() => void) | null = null;
export function setSignedOutHandler(handler: () => void) {
  onSignedOut = handler;
}

let refreshing: Promise<boolean> | null = null;

/** The lock every tab of this browser takes to exchange the refresh token, one tab at a time. */
const REFRESH_LOCK = 'swara.refresh-session';

/**
 * Runs `work` while no other tab of the shop in this browser runs it (Web Locks). Without them (a page
 * served over plain http from another machine) tabs may exchange the same token at once; the server
 * accepts that once within a few seconds and answers both with the same tokens.
 */
function oneTabAtATime<T>(work: () => Promise<T>): Promise<T> {
  const locks: LockManager | undefined = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? (locks.request(REFRESH_LOCK, work) as Promise<T>) : work();
}

/**
 * Trades the refresh token for new tokens once; concurrent 401s of this tab share one refresh, and the
 * tabs of the browser take turns: a tab whose token another tab has just exchanged takes the tokens that
 * tab stored instead of exchanging the old one again.
 */
export function refreshSession(): Promise<boolean> {
  if (refreshing) return refreshing;
  const seen = authStore.get()?.refreshToken;
  if (!seen) return Promise.resolve(false);
  refreshing = oneTabAtATime(async () => {
    try {
      const stored = authStore.reload();
      if (!stored?.refreshToken) return false;
      if (stored.refreshToken !== seen) return true;
      const res = await fetch('/api/auth/refresh-token', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ accessToken: stored.accessToken, refreshToken: stored.refreshToken }),
        signal: AbortSignal.timeout(API_TIMEOUT_MS),
      });
      if (!res.ok) return false;
      const data = (await res.json()) as { AccessToken?: string; RefreshToken?: string };
      if (!data.AccessToken || !data.RefreshToken) return false;
      authStore.setTokens(data.AccessToken, data.RefreshToken);
      return true;
    } catch {
      return false;
    }
  }).finally(() => setTimeout(() => (refreshing = null), 0));
  return refreshing;
}

async function send(path: string, opts: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = authStore.get()?.accessToken;
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (opts.form) body = opts.form;
  else if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  const url = apiPath(path, opts.query);
  if (opts.form && opts.onUploadProgress) return sendWithProgress(url, opts.method ?? 'POST', headers, opts.form, opts.onUploadProgress);
  const timeout = AbortSignal.timeout(API_TIMEOUT_MS);
  const signal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;
  return transport(url, { method: opts.method ?? 'GET', headers, body, signal });
}

/** How requests reach the API: fetch in the browser; the server's renderer asks the server itself. */
let transport: (url: string, init: RequestInit) => Promise<Response> = (url, init) => fetch(url, init);
export function setApiTransport(next: typeof transport) {
  transport = next;
}

/** fetch has no upload progress; XMLHttpRequest does. */
function sendWithProgress(url: string, method: string, headers: Record<string, string>, form: FormData, onProgress: (f: number) => void): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.timeout = API_TIMEOUT_MS;
    for (const [k, v] of Object.entries(headers)) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () =>
      resolve(new Response(xhr.responseText, { status: xhr.status, headers: { 'content-type': xhr.getResponseHeader('content-type') ?? 'application/json' } }));
    xhr.onerror = () => reject(new TypeError('Network error'));
    xhr.ontimeout = () => reject(new DOMException('Timeout', 'TimeoutError'));
    xhr.send(form);
  });
}

async function readMessage(res: Response): Promise<{ message: string; body: unknown }> {
  try {
    const body = await res.json();
    const message =
      body && typeof body === 'object' && typeof (body as { Message?: unknown }).Message === 'string'
        ? (body as { Message: string }).Message
        : MESSAGES.unknown;
    return { message, body };
  } catch {
    return { message: MESSAGES.unexpected, body: undefined };
  }
}

export async function api<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  return (await apiWithHeaders<T>(path, opts)).data;
}

/** As api(), also giving the answer's headers (X-Total-Count of paged lists). */
export async function apiWithHeaders<T>(path: string, opts: RequestOptions = {}): Promise<{ data: T; headers: Headers }> {
  const showToast = opts.toastOnError ?? true;
  let res: Response;
  try {
    res = await send(path, opts);
    if (res.status === 401 && authStore.get()) {
      // One refresh and one retry; otherwise the session is over.
      if (await refreshSession()) res = await send(path, opts);
      if (res.status === 401) {
        authStore.clear();
        onSignedOut?.();
        const { message } = await readMessage(res);
        throw new ApiError(401, message);
      }
    }
  } catch (err) {
    if (err instanceof ApiError) throw err;
    const message =
      err instanceof DOMException && err.name === 'TimeoutError'
        ? 'The server took too long to answer. Please try again.'
        : 'Cannot reach the shop. Please check your connection.';
    if (showToast) toastError(message);
    throw new ApiError(0, message);
  }
  if (!res.ok) {
    const { message, body } = await readMessage(res);
    if (showToast && res.status !== 401) toastError(message);
    throw new ApiError(res.status, message, body);
  }
  if (opts.blob) return { data: (await res.blob()) as T, headers: res.headers };
  if (res.status === 204) return { data: undefined as T, headers: res.headers };
  const data = (await res.json()) as T;
  // Where an answer carries Status false, its Message is shown.
  if (data && typeof data === 'object' && (data as { Status?: unknown }).Status === false) {
    const message = String((data as { Message?: unknown }).Message ?? MESSAGES.unknown);
    if (showToast) toastError(message);
    throw new ApiError(res.status, message, data);
  }
  return { data, headers: res.headers };
}
