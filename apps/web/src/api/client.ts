import { ApiError, NETWORK_FAILED_STATUS, type FieldErrors } from './api-error';
import { readCookie as readDocumentCookie } from './cookies';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type QueryScalar = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryScalar | readonly QueryScalar[]>;

/** Per-call options. The global handling of SPEC §8 applies unless a call opts out. */
export interface RequestOptions {
  query?: QueryParams;
  body?: unknown;
  /** The caller's own cancel signal (TanStack Query passes one). */
  signal?: AbortSignal;
  /** Do not sign out and send to the login page on 401 (e.g. the startup profile probe). */
  ignoreUnauthorized?: boolean;
  /** Do not run the global 403 handling (the caller shows the refusal itself). */
  ignoreForbidden?: boolean;
  /** Statuses that send the browser to /error/{status} (SPEC §8: 400, 500, 504 when asked). */
  errorPages?: readonly number[];
  /** A new call of the same method to the same path aborts this one; false keeps both. */
  cancelPrevious?: boolean;
}

export interface ApiClientConfig {
  /** Base of every path; SPEC §7 says `/api/`. */
  baseUrl?: string;
  fetch?: typeof fetch;
  readCookie?: (name: string) => string | null;
  /** Called with every failed call (not aborted ones): the global error policy. */
  onError?: (error: ApiError, options: RequestOptions) => void;
  /** Pause before the one retry of a GET. */
  retryDelayMs?: number;
  /**
   * The language of this visit when a `?lang=` chose one (issue 21 item 19): sent as `lang` on
   * every call that names none, so the server answers in the language shown, not the profile's.
   */
  language?: () => string | null;
}

export interface ApiClient {
  request<T>(method: Method, path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T>(path: string, options?: RequestOptions): Promise<T>;
}

export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'X-CSRFToken';
const UNSAFE: ReadonlySet<Method> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const RETRYABLE_STATUS: ReadonlySet<number> = new Set([500, 502, 503, 504]);

/**
 * Builds the URL of a call: base + path with a forced trailing slash, `format=json` and the
 * query. Paths are relative to the base (`account/login/`); a path already under the base or
 * under `/middleware-api/` is kept as it is.
 */
export function buildUrl(base: string, path: string, query: QueryParams = {}): string {
  const [rawPath = '', rawQuery = ''] = path.split('?', 2);
  const root = base.endsWith('/') ? base : `${base}/`;
  const keep = rawPath.startsWith(root) || rawPath.startsWith('/middleware-api/');
  let pathname = keep ? rawPath : root + rawPath.replace(/^\/+/, '');
  if (!pathname.endsWith('/')) pathname += '/';
  const params = new URLSearchParams(rawQuery);
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values as QueryScalar[]) {
      if (item === undefined || item === null) continue;
      params.append(key, String(item));
    }
  }
  params.delete('format');
  params.append('format', 'json');
  return `${pathname}?${params.toString()}`;
}

function abortError(): DOMException {
  return new DOMException('The call was aborted.', 'AbortError');
}

function delay(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (ms <= 0) return resolve();
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), reject(abortError())), {
      once: true,
    });
  });
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function toApiError(response: Response): Promise<ApiError> {
  const body = await readBody(response).catch(() => undefined);
  const data = (typeof body === 'object' && body !== null ? body : {}) as {
    code?: unknown;
    detail?: unknown;
    errors?: unknown;
  };
  return new ApiError({
    status: response.status,
    code:
      typeof data.code === 'string'
        ? data.code
        : response.status >= 500
          ? 'error_occurs'
          : 'bad_request',
    detail: typeof data.detail === 'string' ? data.detail : response.statusText,
    errors:
      typeof data.errors === 'object' && data.errors !== null ? (data.errors as FieldErrors) : {},
  });
}

/** The one HTTP client of SPEC §7. */
export function createApiClient(config: ApiClientConfig = {}): ApiClient {
  const base = config.baseUrl ?? '/api/';
  const doFetch =
    config.fetch ??
    ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const readCookie = config.readCookie ?? readDocumentCookie;
  const retryDelayMs = config.retryDelayMs ?? 300;
  const inFlight = new Map<string, AbortController>();
  let csrfProbe: Promise<void> | null = null;

  /** The CSRF token; when the cookie is missing, one GET is made that sets it. */
  async function csrfToken(): Promise<string | null> {
    const token = readCookie(CSRF_COOKIE);
    if (token) return token;
    csrfProbe ??= request('GET', 'account/is-authenticated/', {
      cancelPrevious: false,
      ignoreUnauthorized: true,
      ignoreForbidden: true,
    }).then(
      () => undefined,
      () => undefined,
    );
    await csrfProbe;
    csrfProbe = null;
    return readCookie(CSRF_COOKIE);
  }

  async function send<T>(
    method: Method,
    url: string,
    options: RequestOptions,
    signal: AbortSignal,
  ): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    if (UNSAFE.has(method)) {
      const token = await csrfToken();
      if (signal.aborted) throw abortError();
      if (token) headers[CSRF_HEADER] = token;
    }
    const init: RequestInit = {
      method,
      headers,
      credentials: 'include',
      signal,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    };
    const attempts = method === 'GET' ? 2 : 1;
    for (let attempt = 1; ; attempt += 1) {
      let response: Response;
      try {
        response = await doFetch(url, init);
      } catch (cause) {
        if (signal.aborted) throw abortError();
        if (attempt < attempts) {
          await delay(retryDelayMs, signal);
          continue;
        }
        throw new ApiError({
          status: NETWORK_FAILED_STATUS,
          code: 'network_error',
          detail: String(cause),
        });
      }
      if (response.ok) return (await readBody(response)) as T;
      const error = await toApiError(response);
      if (
        attempt < attempts &&
        RETRYABLE_STATUS.has(error.status) &&
        error.code !== 'server_maintenance'
      ) {
        await delay(retryDelayMs, signal);
        continue;
      }
      throw error;
    }
  }

  async function request<T>(
    method: Method,
    path: string,
    options: RequestOptions = {},
  ): Promise<T> {
    const visit = config.language?.() ?? null;
    const named =
      path.includes('lang=') || (options.query !== undefined && 'lang' in options.query);
    const url = buildUrl(
      base,
      path,
      visit && !named ? { ...options.query, lang: visit } : options.query,
    );
    const key = `${method} ${url.slice(0, url.indexOf('?'))}`;
    const controller = new AbortController();
    if (options.cancelPrevious !== false) {
      inFlight.get(key)?.abort();
      inFlight.set(key, controller);
    }
    const forwardAbort = () => controller.abort();
    if (options.signal?.aborted) controller.abort();
    options.signal?.addEventListener('abort', forwardAbort, { once: true });
    try {
      return await send<T>(method, url, options, controller.signal);
    } catch (error) {
      if (error instanceof ApiError && !controller.signal.aborted) config.onError?.(error, options);
      if (controller.signal.aborted && !(error instanceof DOMException)) throw abortError();
      throw error;
    } finally {
      options.signal?.removeEventListener('abort', forwardAbort);
      if (inFlight.get(key) === controller) inFlight.delete(key);
    }
  }

  return {
    request,
    get: (path, options) => request('GET', path, options),
    post: (path, body, options) => request('POST', path, { ...options, body }),
    put: (path, body, options) => request('PUT', path, { ...options, body }),
    patch: (path, body, options) => request('PATCH', path, { ...options, body }),
    delete: (path, options) => request('DELETE', path, options),
  };
}
