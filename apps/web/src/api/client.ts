import {
  ADMIN_TOKEN_HEADER,
  API_RETRY_DELAY_MS,
  API_TIMEOUT_MS,
  isErrorCodeShaped,
  NETWORK_ERROR_TEXT,
  UNEXPECTED_ERROR_TEXT,
  type ErrorCode,
} from '@inkcard/shared';
import { currentLanguage } from '../i18n';
import { adminTokenStore, clearAdminSession, clearSession, tokenStore } from '../features/auth/session';

/** A failed call: a server answer with a code, a time-out, or a network failure. */
export class ApiError extends Error {
  /** One of ours, or a code a newer server added (its message then says what happened). */
  readonly code: ErrorCode | 'NETWORK' | 'TIMEOUT' | 'BAD_RESPONSE' | (string & {});
  readonly status: number;
  readonly fields: Record<string, string> | undefined;
  /** The whole answer, for what an error carries besides its code (a 409's current card). */
  readonly body: unknown;

  constructor(code: ApiError['code'], message: string, status = 0, fields?: Record<string, string>, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.fields = fields;
    this.body = body;
  }
}

export interface RequestOptions {
  body?: unknown;
  /** A multipart body; sent as is. */
  form?: FormData;
  /** A raw body (an image), sent with its own type. */
  blob?: Blob;
  timeoutMs?: number;
  /** Retry once after 2 s on network errors and time-outs (default true). */
  retry?: boolean;
  /** Skip the 401 → sign-out → redirect handling (the session check itself, say). */
  skipAuthRedirect?: boolean;
  /** Which token to send; by default the admin token for /admin/ paths, the user token elsewhere. */
  auth?: 'user' | 'admin' | 'prefer-admin' | 'none';
  signal?: AbortSignal;
  /** Read the answer as a Blob (the captcha image) instead of JSON. */
  responseType?: 'json' | 'blob';
}

const BASE = '/api';
const isAdminPath = (path: string): boolean => path.includes('/admin/');

/** Where a 401 sends the visitor; replaced in tests. */
export const navigation = {
  redirect(to: string): void {
    window.location.assign(to);
  },
};

/**
 * Calls the API (spec §7): base /api, JSON, cookies, 30 s time-out, bearer token (and the admin
 * token in its own header on /admin/ calls), a cache-busting timestamp on GET, one retry after
 * 2 s on network errors and time-outs, and a 401 that clears the session and redirects.
 * @param method - the HTTP method
 * @param path - a path under /api, e.g. '/auth/me'
 * @param options - body, time-out, retry and auth choices
 * @returns the parsed JSON answer
 */
export async function apiRequest<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const attempt = (): Promise<T> => send<T>(method, path, options);
  try {
    return await attempt();
  } catch (error) {
    const retriable = error instanceof ApiError && (error.code === 'NETWORK' || error.code === 'TIMEOUT');
    if (!retriable || options.retry === false || options.signal?.aborted) throw error;
    await new Promise((resolve) => setTimeout(resolve, API_RETRY_DELAY_MS));
    return attempt();
  }
}

async function send<T>(method: string, path: string, options: RequestOptions): Promise<T> {
  const lang = currentLanguage();
  const headers: Record<string, string> = { Accept: 'application/json', 'X-Locale': lang };
  const auth = options.auth ?? (isAdminPath(path) ? 'admin' : 'user');
  const userToken = tokenStore.get();
  const adminToken = adminTokenStore.get();
  if (auth === 'admin' && adminToken) {
    headers.Authorization = `Bearer ${adminToken}`;
    headers[ADMIN_TOKEN_HEADER] = adminToken;
  } else if (auth === 'prefer-admin' && (adminToken || userToken)) {
    headers.Authorization = `Bearer ${adminToken ?? userToken}`;
  } else if (auth === 'user' && userToken) {
    headers.Authorization = `Bearer ${userToken}`;
  }

  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.blob) {
    headers['Content-Type'] = options.blob.type;
    body = options.blob;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  let url = BASE + path;
  if (method === 'GET') url += `${url.includes('?') ? '&' : '?'}_t=${Date.now()}`;

  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort('timeout'), options.timeoutMs ?? API_TIMEOUT_MS);
  const onAbort = (): void => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', onAbort);
  let res: Response;
  try {
    res = await fetch(url, { method, headers, body, credentials: 'include', signal: controller.signal });
  } catch {
    if (options.signal?.aborted) throw new ApiError('NETWORK', 'aborted');
    const timedOut = controller.signal.aborted;
    throw new ApiError(timedOut ? 'TIMEOUT' : 'NETWORK', networkMessage(lang));
  } finally {
    clearTimeout(timeout);
    options.signal?.removeEventListener('abort', onAbort);
  }

  if (res.ok && options.responseType === 'blob') {
    try {
      return (await res.blob()) as T;
    } catch {
      throw new ApiError('NETWORK', networkMessage(lang));
    }
  }

  let data: unknown;
  let text: string;
  try {
    text = await res.text();
  } catch {
    // The connection dropped while the body was streaming: a network failure like any other.
    throw new ApiError('NETWORK', networkMessage(lang));
  }
  try {
    data = text ? JSON.parse(text) : {};
  } catch {
    data = undefined;
  }

  if (res.status === 401 && !options.skipAuthRedirect) handleUnauthorized(auth === 'admin' || isAdminPath(path));

  if (!res.ok) {
    const record = (data ?? {}) as { code?: unknown; message?: unknown; fields?: Record<string, string> };
    // The server's message, in the requester's language, is what is shown (spec §8). The client
    // holds no table of every code's message: that would weigh on the first page for answers our
    // server never sends (every error it answers has a message); one without gets the generic text.
    const code = isErrorCodeShaped(record.code) ? record.code : 'BAD_RESPONSE';
    const message = typeof record.message === 'string' && record.message ? record.message : UNEXPECTED_ERROR_TEXT[lang];
    throw new ApiError(code, message, res.status, record.fields, data);
  }
  if (data === undefined) throw new ApiError('BAD_RESPONSE', UNEXPECTED_ERROR_TEXT[lang], res.status);
  return data as T;
}

function networkMessage(lang: 'zh' | 'en'): string {
  return NETWORK_ERROR_TEXT[lang];
}

/**
 * A 401 clears the session it concerns and sends admin paths to /admin/login and the rest to
 * /login, unless the visitor is already there (spec §4).
 * @param admin - whether the call was an admin call
 */
function handleUnauthorized(admin: boolean): void {
  const here = window.location.pathname;
  if (admin) {
    clearAdminSession();
    if (!here.startsWith('/admin/login') && !here.startsWith('/admin/v2/login')) navigation.redirect('/admin/login');
  } else {
    clearSession();
    if (here !== '/login') navigation.redirect('/login');
  }
}
