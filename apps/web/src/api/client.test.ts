import { describe, expect, it, vi } from 'vitest';
import { ApiError, isAbortError } from './api-error';
import { buildUrl, createApiClient } from './client';
import { dispatchApiError, type GlobalErrorHandlers } from './error-policy';

interface Call {
  url: string;
  init: RequestInit;
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A fake fetch that answers from a queue and records every call. */
function fakeFetch(answers: (Response | Error | ((init: RequestInit) => Promise<Response>))[]) {
  const calls: Call[] = [];
  const fetch = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: input instanceof Request ? input.url : input.toString(), init });
    const next = answers.shift() ?? json(200, {});
    if (next instanceof Error) return Promise.reject(next);
    if (typeof next === 'function') return next(init);
    return Promise.resolve(next);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

function headersOf(call: Call | undefined): Record<string, string> {
  return (call?.init.headers ?? {}) as Record<string, string>;
}

describe('buildUrl', () => {
  it('puts the path under /api/, forces a trailing slash and format=json', () => {
    expect(buildUrl('/api/', 'account/profile')).toBe('/api/account/profile/?format=json');
    expect(buildUrl('/api/', '/account/profile/')).toBe('/api/account/profile/?format=json');
    expect(buildUrl('/api/', '/api/dict')).toBe('/api/dict/?format=json');
  });

  it('keeps query parameters, drops empty ones and never duplicates format', () => {
    expect(
      buildUrl('/api/', 'dashboard/outbox?format=json', {
        page: 2,
        search: undefined,
        ids: [1, 2],
      }),
    ).toBe('/api/dashboard/outbox/?page=2&ids=1&ids=2&format=json');
  });
});

describe('createApiClient', () => {
  it('sends credentials and Accept JSON, and parses the JSON answer', async () => {
    const { fetch, calls } = fakeFetch([json(200, { is_authenticated: true })]);
    const client = createApiClient({ fetch, readCookie: () => null });
    await expect(client.get('account/is-authenticated')).resolves.toEqual({
      is_authenticated: true,
    });
    expect(calls[0]?.url).toBe('/api/account/is-authenticated/?format=json');
    expect(calls[0]?.init.credentials).toBe('include');
    expect(headersOf(calls[0]).Accept).toBe('application/json');
  });

  it("sends a ?lang= visit's language as lang on calls that name none", async () => {
    const { fetch, calls } = fakeFetch([json(200, {}), json(200, {}), json(200, {})]);
    let visit: string | null = 'th';
    const client = createApiClient({ fetch, readCookie: () => null, language: () => visit });
    await client.get('course', { query: { page: 2 } });
    await client.get('profile/library/certificate/4/pdf/?lang=en');
    visit = null;
    await client.get('course');
    expect(calls.map((c) => c.url)).toEqual([
      '/api/course/?page=2&lang=th&format=json',
      '/api/profile/library/certificate/4/pdf/?lang=en&format=json',
      '/api/course/?format=json',
    ]);
  });

  it('sends X-CSRFToken from the csrftoken cookie on unsafe methods only', async () => {
    const { fetch, calls } = fakeFetch([json(200, {}), json(200, {})]);
    const client = createApiClient({
      fetch,
      readCookie: (name) => (name === 'csrftoken' ? 'tok123' : null),
    });
    await client.get('config');
    await client.patch('account/profile', { language: 'th' });
    expect(headersOf(calls[0])['X-CSRFToken']).toBeUndefined();
    expect(headersOf(calls[1])['X-CSRFToken']).toBe('tok123');
    expect(calls[1]?.init.body).toBe('{"language":"th"}');
    expect(headersOf(calls[1])['Content-Type']).toBe('application/json');
  });

  it('first asks is-authenticated for a CSRF cookie when it is missing', async () => {
    let cookie: string | null = null;
    const { fetch, calls } = fakeFetch([
      () => {
        cookie = 'fresh';
        return Promise.resolve(json(200, { is_authenticated: false }));
      },
      json(200, {}),
    ]);
    const client = createApiClient({ fetch, readCookie: () => cookie });
    await client.post('analytic/session', { source: 0 });
    expect(calls.map((c) => c.url)).toEqual([
      '/api/account/is-authenticated/?format=json',
      '/api/analytic/session/?format=json',
    ]);
    expect(headersOf(calls[1])['X-CSRFToken']).toBe('fresh');
  });

  it('aborts the previous in-flight call of the same method and path', async () => {
    const pending = (init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        );
      });
    const { fetch, calls } = fakeFetch([pending, json(200, { page: 2 })]);
    const client = createApiClient({ fetch, readCookie: () => null });
    const first = client.get('dashboard/outbox', { query: { page: 1 } });
    const second = client.get('dashboard/outbox', { query: { page: 2 } });
    const firstError = await first.catch((error: unknown) => error);
    expect(isAbortError(firstError)).toBe(true);
    await expect(second).resolves.toEqual({ page: 2 });
    expect(calls[0]?.init.signal?.aborted).toBe(true);
  });

  it('keeps calls to different paths or methods side by side', async () => {
    const { fetch } = fakeFetch([json(200, { a: 1 }), json(200, { b: 2 })]);
    const client = createApiClient({ fetch, readCookie: () => 'tok' });
    const [a, b] = await Promise.all([client.get('term'), client.get('term/privacy')]);
    expect([a, b]).toEqual([{ a: 1 }, { b: 2 }]);
  });

  it('retries a GET once on a 5xx answer', async () => {
    const { fetch, calls } = fakeFetch([
      json(502, { detail: 'x', code: 'bad_gateway' }),
      json(200, { ok: true }),
    ]);
    const client = createApiClient({ fetch, readCookie: () => null, retryDelayMs: 0 });
    await expect(client.get('config')).resolves.toEqual({ ok: true });
    expect(calls).toHaveLength(2);
  });

  it('retries a GET once on a network error, then gives up', async () => {
    const { fetch, calls } = fakeFetch([new TypeError('offline'), new TypeError('offline')]);
    const client = createApiClient({ fetch, readCookie: () => null, retryDelayMs: 0 });
    const error = await client.get('config').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(0);
    expect(calls).toHaveLength(2);
  });

  it('does not retry a POST, nor a 4xx, nor maintenance', async () => {
    const { fetch, calls } = fakeFetch([
      json(500, { detail: 'boom', code: 'server_error' }),
      json(400, { detail: 'bad', code: 'incorrect_email_or_password' }),
      json(503, { detail: 'm', code: 'server_maintenance' }),
    ]);
    const client = createApiClient({ fetch, readCookie: () => 'tok', retryDelayMs: 0 });
    await expect(client.post('account/login', {})).rejects.toMatchObject({ status: 500 });
    await expect(client.get('account/profile')).rejects.toMatchObject({ status: 400 });
    await expect(client.get('term')).rejects.toMatchObject({ code: 'server_maintenance' });
    expect(calls).toHaveLength(3);
  });

  it('rejects with an ApiError carrying status, code, detail and field errors', async () => {
    const body = {
      detail: 'Invalid input.',
      code: 'validation_error',
      errors: { email: ['incorrect_email_format'] },
    };
    const { fetch } = fakeFetch([json(400, body)]);
    const onError = vi.fn();
    const client = createApiClient({ fetch, readCookie: () => 'tok', onError });
    const error = (await client.post('account/register', {}).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect([error.status, error.code, error.detail]).toEqual([
      400,
      'validation_error',
      'Invalid input.',
    ]);
    expect(error.fieldError('email')).toBe('incorrect_email_format');
    expect(onError).toHaveBeenCalledWith(error, expect.objectContaining({ body: {} }));
  });
});

describe('dispatchApiError', () => {
  const make = (): GlobalErrorHandlers & Record<string, ReturnType<typeof vi.fn>> => ({
    unauthorized: vi.fn(),
    forbidden: vi.fn(),
    maintenance: vi.fn(),
    errorPage: vi.fn(),
  });

  it('runs the 401 handling unless the call opts out', () => {
    const handlers = make();
    dispatchApiError(new ApiError({ status: 401, code: 'not_authenticated' }), {}, handlers);
    dispatchApiError(
      new ApiError({ status: 401, code: 'not_authenticated' }),
      { ignoreUnauthorized: true },
      handlers,
    );
    expect(handlers.unauthorized).toHaveBeenCalledTimes(1);
  });

  it('sends 403 to the forbidden handling but not a CSRF refusal', () => {
    const handlers = make();
    dispatchApiError(new ApiError({ status: 403, code: 'no_permission' }), {}, handlers);
    dispatchApiError(new ApiError({ status: 403, code: 'csrf_failed' }), {}, handlers);
    expect(handlers.forbidden).toHaveBeenCalledTimes(1);
  });

  it('sends maintenance to its page and other statuses only when asked', () => {
    const handlers = make();
    dispatchApiError(new ApiError({ status: 503, code: 'server_maintenance' }), {}, handlers);
    dispatchApiError(new ApiError({ status: 500, code: 'server_error' }), {}, handlers);
    dispatchApiError(
      new ApiError({ status: 500, code: 'server_error' }),
      { errorPages: [500] },
      handlers,
    );
    expect(handlers.maintenance).toHaveBeenCalledTimes(1);
    expect(handlers.errorPage).toHaveBeenCalledExactlyOnceWith(500);
  });
});
