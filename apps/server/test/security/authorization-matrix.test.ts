import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, buildUser, Client, createTestContext, type TestContext } from '../helpers';
import { PROGRAM_RULES } from './program-rules';
import { SCHEDULE_RULES } from './schedule-rules';
import { CALENDAR_RULES } from './calendar-rules';
import { AUTH_FACTOR_RULES } from './auth-factor-rules';
import { PUBLIC_RULES } from './public-rules';
import { PUBLIC_LEARNING_RULES } from './public-learning-rules';
import { SSO_RULES } from './sso-rules';
import { MESSENGER_RULES } from './messenger-rules';
import { GAMIFICATION_RULES } from './gamification-rules';
import { TEAM_RULES } from './team-rules';
import { PUBLIC_REQUEST_RULES } from './public-request-rules';
import { CLASS_EXTRAS_RULES } from './class-extras-rules';
import { IDEN_PHOTO_RULES } from './iden-photo-rules';
import { COMPETENCY_RULES } from './competency-rules';
import { PLAYLIST_RULES } from './playlist-rules';
import { LIVE_RULES } from './live-rules';
import { ACCOUNT_LINKS_RULES } from './account-links-rules';
import { CSRF_EXEMPT } from '@/plugins/session';
import type { Access } from './access';
import { LEARNER_RULES } from './learner-rules';
import { CONTENT_ADMIN_RULES } from './content-admin-rules';
import { ADMIN_RULES } from './admin-rules';

/**
 * Who may call each route. Every route the app registers must have a rule here: a new route
 * without one fails the first test, so access is decided when the route is written.
 * - public: anyone, signed in or not (the answer may still be 400/404 for bad input)
 * - user: any signed-in user; 401 signed out
 * - dashboard: dashboard_view_dashboard; 401 signed out, 403 for learners
 * - dashboard:<permission>: that permission too; 403 for a dashboard user without it
 * - superuser: dashboard and is_superuser
 * - creator: a signed-in user flagged is_creator; 403 for everyone else (no role below is one)
 * - visitor: anyone while B2C explore mode is on; 401 signed out while it is off (the default)
 * - team: a signed-in user flagged is_team_dashboard; the same (team roles: team-matrix.test.ts)
 */
const RULES: Record<string, Access> = {
  ...LEARNER_RULES,
  ...CONTENT_ADMIN_RULES,
  ...ADMIN_RULES,
  ...PROGRAM_RULES,
  ...SCHEDULE_RULES,
  ...CALENDAR_RULES,
  ...AUTH_FACTOR_RULES,
  ...SSO_RULES,
  ...MESSENGER_RULES,
  ...GAMIFICATION_RULES,
  ...TEAM_RULES,
  ...PUBLIC_REQUEST_RULES,
  ...CLASS_EXTRAS_RULES,
  ...IDEN_PHOTO_RULES,
  ...COMPETENCY_RULES,
  ...PLAYLIST_RULES,
  ...LIVE_RULES,
  ...ACCOUNT_LINKS_RULES,
  ...PUBLIC_RULES,
  ...PUBLIC_LEARNING_RULES,
};

type Role = 'anonymous' | 'learner' | 'viewer' | 'admin';

/** The statuses a role may and may not see for a rule: `denied` is the one expected. */
function expectation(access: Access, role: Role): { denied: 401 | 403 | null } {
  if (access === 'public') return { denied: null };
  if (role === 'anonymous') return { denied: 401 };
  if (access === 'creator' || access === 'team') return { denied: 403 };
  if (access === 'user' || access === 'visitor') return { denied: null };
  if (role === 'learner') return { denied: 403 };
  if (access === 'dashboard') return { denied: null };
  // A dashboard user without the area's permission (or not a superuser).
  if (role === 'viewer') return { denied: 403 };
  return { denied: null };
}

let t: TestContext;
const routes: { method: string; url: string }[] = [];
const clients = {} as Record<Role, Client>;

beforeAll(async () => {
  t = await createTestContext({ RATE_LIMIT_LOGIN_PER_MINUTE: '100000' }, (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD' && route.url.startsWith('/api/'))
        routes.push({ method, url: route.url });
      if (method === 'POST' && route.url.startsWith('/middleware-api/'))
        routes.push({ method, url: route.url });
    }
  });
  const learner = await buildUser(t.db);
  // A dashboard user with only dashboard_view_dashboard.
  const viewer = await buildUser(t.db);
  const group = await t.db
    .insertInto('auth_group')
    .values({ name: 'Viewers' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const permission = await t.db
    .selectFrom('auth_permission')
    .select('id')
    .where('codename', '=', 'dashboard_view_dashboard')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('auth_group_permission')
    .values({ group_id: group.id, permission_id: permission.id })
    .execute();
  await t.db.insertInto('user_group').values({ user_id: viewer.id, group_id: group.id }).execute();
  const admin = await buildAdmin(t.db, { is_superuser: true });

  clients.anonymous = new Client(t.app);
  for (const [role, user, path] of [
    ['learner', learner, '/api/account/login/'],
    ['viewer', viewer, '/api/dashboard/account/login/'],
    ['admin', admin, '/api/dashboard/account/login/'],
  ] as const) {
    clients[role] = new Client(t.app);
    const res = await clients[role].login(user.email, user.password, path);
    expect(res.statusCode, `${role} signs in`).toBe(200);
  }
});
afterAll(async () => t?.close());

const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
/**
 * A concrete URL for a route pattern: every parameter 1 (absent rows answer 404, not 401/403).
 * Login-as gets an id nobody has: with user 1 it would really replace the session under test
 * with that user's, and every later route would answer as them (login-as.test.ts tests it whole).
 */
const concrete = (url: string) =>
  url.endsWith('/login-as/:id/')
    ? url.replace(':id', '2147483000')
    : url.replace(/:[A-Za-z]+/g, '1');

describe('authorization matrix', () => {
  it('has a rule for every route the app registers, and no rule for a route that is gone', () => {
    const registered = routes.map(key);
    expect(
      registered.filter((r) => !(r in RULES)),
      'routes without a rule',
    ).toEqual([]);
    expect(
      Object.keys(RULES).filter((r) => !registered.includes(r)),
      'rules without a route',
    ).toEqual([]);
  });

  for (const role of ['anonymous', 'learner', 'viewer', 'admin'] as const) {
    it(`answers ${role} as the rules say on every route`, async () => {
      const wrong: string[] = [];
      for (const route of routes) {
        const access = RULES[key(route)];
        if (!access || route.url.endsWith('/logout/')) continue; // logout would end the session under test
        const { denied } = expectation(access, role);
        const res = await clients[role].request(
          route.method as 'GET',
          concrete(route.url),
          route.method === 'GET' ? undefined : {},
        );
        const ok =
          denied === null
            ? res.statusCode !== 401 && res.statusCode !== 403
            : res.statusCode === denied;
        if (!ok)
          wrong.push(
            `${key(route)} as ${role}: ${res.statusCode}, expected ${denied ?? 'not 401/403'} (${access})`,
          );
      }
      expect(wrong).toEqual([]);
    });
  }

  it('opens every visitor route to a signed-out visitor while B2C is on', async () => {
    const on = await clients.admin.request(
      'PATCH',
      '/api/dashboard/config/config-b2c-is-enabled/',
      {
        value: true,
      },
    );
    expect(on.statusCode).toBe(200);
    const visitorRoutes = routes.filter((route) => RULES[key(route)] === 'visitor');
    const wrong: string[] = [];
    for (const route of visitorRoutes) {
      const res = await clients.anonymous.request(route.method as 'GET', concrete(route.url));
      if (res.statusCode === 401 || res.statusCode === 403)
        wrong.push(`${key(route)}: ${res.statusCode}`);
    }
    expect(visitorRoutes.length).toBeGreaterThan(20);
    expect(wrong).toEqual([]);
  });
});

describe('CSRF', () => {
  it('refuses every unsafe route without the X-CSRFToken header, or with a wrong one', async () => {
    const admin = clients.admin;
    const cookie = [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const wrong: string[] = [];
    // get-cookie only reads a cookie back to the SPA (SPEC §7 middleware) and changes nothing;
    // coniverse/verify/ is called by a linked service's server with no cookie, its credential
    // the signed single-use token in the body (session.ts CSRF_EXEMPT).
    expect([...CSRF_EXEMPT].filter((path) => !path.startsWith('/middleware-api/'))).toEqual([
      '/api/coniverse/verify/',
    ]);
    for (const route of routes.filter(
      (r) => r.method !== 'GET' && !r.url.startsWith('/middleware-api/') && !CSRF_EXEMPT.has(r.url),
    )) {
      for (const header of [{}, { 'x-csrftoken': 'not-the-token' }]) {
        const res = await t.app.inject({
          method: route.method as 'POST',
          url: concrete(route.url),
          headers: { cookie, ...header },
          payload: {},
        });
        if (res.statusCode !== 403 || res.json().code !== 'csrf_failed')
          wrong.push(
            `${key(route)} ${JSON.stringify(header)}: ${res.statusCode} ${res.body.slice(0, 80)}`,
          );
      }
    }
    expect(wrong).toEqual([]);
  });
});
