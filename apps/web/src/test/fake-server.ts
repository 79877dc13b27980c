import { vi } from 'vitest';
import type { User } from '@portal/shared';

/** A user as the API answers it, with overrides. */
export function buildUser(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    language: 'en',
    first_name: 'Somchai',
    last_name: 'Jaidee',
    first_name_th: '',
    last_name_th: '',
    department: 'Sales',
    position: 'Account executive',
    email: 'learner@example.com',
    last_active: null,
    image: null,
    datetime_login_as_expire: null,
    is_dashboard_permission: false,
    is_store_permission: false,
    is_verified_email: true,
    is_superuser: false,
    is_accepted_privacy: true,
    is_accepted_term: true,
    is_accepted_data_consent: true,
    is_system_user: false,
    is_login_as: false,
    is_team_dashboard: false,
    is_creator: false,
    is_profile_incomplete: false,
    ...overrides,
  };
}

type Answer = { status: number; body?: unknown };
type Handler = (init: RequestInit, url: URL) => Answer;

/**
 * Installs a fake `fetch` answering the foundation API by path (method + path, or path alone).
 * Returns the list of calls so a test can assert what the client sent.
 */
export function installFakeServer(routes: Record<string, Answer | Handler>) {
  const stamp = '2026-01-01T00:00:00.000Z';
  const defaults: Record<string, Answer | Handler> = {
    '/api/account/profile/': { status: 401, body: { detail: 'x', code: 'not_authenticated' } },
    '/api/account/is-authenticated/': { status: 200, body: { is_authenticated: false } },
    '/api/config/check-update/': {
      status: 200,
      body: { config_datetime_update: stamp, dict_datetime_update: stamp },
    },
    '/api/config/': { status: 200, body: { config_dict: {}, config_datetime_update: stamp } },
    '/api/dict/': { status: 200, body: { dict_datetime_update: stamp, en: {}, th: {} } },
    'POST /api/analytic/session/': { status: 201, body: {} },
    '/api/account/logout/': { status: 200, body: {} },
    '/api/term/': { status: 404, body: { detail: 'Not found.', code: 'not_found' } },
    '/api/term/privacy/': { status: 404, body: { detail: 'Not found.', code: 'not_found' } },
    '/api/term/data-consent/': { status: 404, body: { detail: 'Not found.', code: 'not_found' } },
  };
  const table = { ...defaults, ...routes };
  const calls: { method: string; path: string; search: string }[] = [];
  document.cookie = 'csrftoken=test-token; path=/';
  const fetch = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(
      input instanceof Request ? input.url : input.toString(),
      'http://localhost',
    );
    const method = init.method ?? 'GET';
    calls.push({ method, path: url.pathname, search: url.search });
    const route =
      table[`${method} ${url.pathname}`] ?? (method === 'GET' ? table[url.pathname] : undefined);
    const answer =
      typeof route === 'function'
        ? route(init, url)
        : (route ?? { status: 404, body: { code: 'not_found' } });
    return Promise.resolve(
      new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  });
  vi.stubGlobal('fetch', fetch);
  return { calls, fetch };
}
