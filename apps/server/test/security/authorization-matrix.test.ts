import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, buildUser, Client, createTestContext, type TestContext } from '../helpers';
import { PROGRAM_RULES } from './program-rules';
import { SCHEDULE_RULES } from './schedule-rules';
import { CALENDAR_RULES } from './calendar-rules';
import { AUTH_FACTOR_RULES } from './auth-factor-rules';
import { PUBLIC_RULES } from './public-rules';
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
type Access =
  | 'public'
  | 'visitor'
  | 'user'
  | 'creator'
  | 'team'
  | 'dashboard'
  | `dashboard:${string}`
  | 'superuser';

const RULES: Record<string, Access> = {
  'GET /api/health/': 'public',
  'POST /api/account/login/': 'public',
  'GET /api/account/is-authenticated/': 'public',
  'GET /api/account/profile/': 'user',
  'PATCH /api/account/profile/': 'user',
  'GET /api/account/logout/': 'public',
  'POST /api/account/register/': 'public',
  'GET /api/account/password-condition/': 'public',
  'POST /api/account/forgot-password/': 'public',
  'POST /api/account/forgot-password/otp/': 'public',
  'POST /api/account/reset-password/': 'public',
  'POST /api/account/change-password/': 'user',
  'GET /api/config/': 'public',
  'GET /api/config/check-update/': 'public',
  'GET /api/config/:name/': 'public',
  'GET /api/dict/': 'public',
  'GET /api/term/': 'public',
  'POST /api/term/accept/': 'user',
  'GET /api/term/privacy/': 'public',
  'POST /api/term/privacy/accept/': 'user',
  'GET /api/term/data-consent/': 'public',
  'POST /api/term/data-consent/accept/': 'user',
  'POST /api/analytic/session/': 'public',
  'GET /api/course/': 'public',
  'GET /api/course/:id/': 'public',
  'GET /api/category/': 'public',
  'GET /api/category/:id/': 'public',
  'GET /api/provider/:id/': 'public',
  'GET /api/instructor/:id/': 'public',
  'GET /api/tag/:id/': 'public',
  'GET /api/search/': 'public',
  'GET /api/filter/content-type/': 'public',
  'GET /api/filter/sub-category/': 'public',
  'GET /api/filter/instructor/': 'public',
  'GET /api/filter/provider/': 'public',
  'GET /api/filter/tag/': 'public',
  'POST /api/course/:id/enroll/': 'user',
  'POST /api/course/:id/cancel/': 'user',
  'POST /api/course/:id/slot/:slotid/progress/': 'user',
  // Programs (issue 15): list and page public, enrol, cancel and step start signed in.
  'GET /api/learning-path/': 'public',
  'GET /api/learning-path/:id/': 'public',
  'POST /api/learning-path/:id/enroll/': 'user',
  'POST /api/learning-path/:id/cancel/': 'user',
  'POST /api/learning-path/:id/slot/:slotid/start/': 'user',
  'GET /api/learning-program/': 'public',
  'GET /api/learning-program/:id/': 'public',
  'POST /api/learning-program/:id/enroll/': 'user',
  'POST /api/learning-program/:id/cancel/': 'user',
  'POST /api/learning-program/:id/slot/:slotid/start/': 'user',
  'GET /api/onboard/': 'public',
  'GET /api/onboard/:id/': 'public',
  'POST /api/onboard/:id/enroll/': 'user',
  'POST /api/onboard/:id/cancel/': 'user',
  'POST /api/onboard/:id/slot/:slotid/start/': 'user',
  'POST /api/material/:id/progress/': 'user',
  'GET /api/profile/library/': 'user',
  'GET /api/profile/library/history/': 'user',
  'GET /api/test/:id/': 'user',
  'POST /api/test/:id/attempt/': 'user',
  'GET /api/test/:id/attempt/:attemptId/section/:sectionId/': 'user',
  'PUT /api/test/:id/attempt/:attemptId/answer/': 'user',
  'POST /api/test/:id/attempt/:attemptId/submit/': 'user',
  'GET /api/test/:id/attempt/:attemptId/answer/': 'user',
  'GET /api/survey/:id/': 'user',
  'GET /api/survey/:id/question/': 'user',
  'POST /api/survey/:id/response/': 'user',
  // Certificates: the learner's own, and the public check by code.
  'GET /api/profile/library/certificate/': 'user',
  'GET /api/profile/library/certificate/:id/': 'user',
  'GET /api/profile/library/certificate/:id/pdf/': 'user',
  'GET /api/certificate/verify/:code/': 'public',
  'POST /api/dashboard/certificate/:id/revoke/': 'dashboard:dashboard_manage_enrollment',
  'GET /api/dashboard/certificate/': 'dashboard:dashboard_manage_enrollment',
  'GET /api/dashboard/certificate-template/:id/': 'dashboard:dashboard_manage_content',
  'PUT /api/dashboard/certificate-template/:id/': 'dashboard:dashboard_manage_content',
  // Course player: material details, a course slot, the material's file (range requests).
  'GET /api/material/:id/': 'user',
  'GET /api/material/:id/review/': 'user',
  'POST /api/material/:id/review/': 'user',
  'DELETE /api/material/:id/review/': 'user',
  'GET /api/material/:id/related/': 'user',
  // Discussions: enrolment, ownership and moderation are checked in the service.
  'GET /api/course/:id/discussion/': 'user',
  'POST /api/course/:id/discussion/': 'user',
  'GET /api/material/:id/discussion/': 'user',
  'POST /api/material/:id/discussion/': 'user',
  'GET /api/discussion/:id/reply/': 'user',
  'POST /api/discussion/:id/reply/': 'user',
  'PATCH /api/discussion/:id/': 'user',
  'DELETE /api/discussion/:id/': 'user',
  'PATCH /api/dashboard/discussion/:id/': 'dashboard:dashboard_manage_content',
  'GET /api/course/:id/slot/:slotid/': 'user',
  'GET /api/material/:id/media/': 'user',
  // Uploaded images (covers, logos, photos, sign-in background), shown to visitors too.
  'GET /api/media/image/:dir/:file': 'public',
  'POST /api/dashboard/account/login/': 'public',
  'GET /api/dashboard/account/logout/': 'public',
  'GET /api/dashboard/account/permission/': 'dashboard',
  'GET /api/dashboard/config/': 'public', // the dashboard sign-in page needs logo and layout
  'PATCH /api/dashboard/config/:name/': 'superuser',
  'GET /api/dashboard/dict/': 'public', // ... and its labels
  'GET /api/dashboard/dict/label/': 'dashboard:dashboard_manage_config',
  'PATCH /api/dashboard/dict/label/:key/': 'dashboard:dashboard_manage_config',
  'DELETE /api/dashboard/dict/label/:key/': 'dashboard:dashboard_manage_config',
  'GET /api/dashboard/outbox/': 'superuser',
  'GET /api/dashboard/learning-result/': 'dashboard:dashboard_manage_enrollment',
  'POST /api/dashboard/learning-result/:id/approve/': 'dashboard:dashboard_manage_enrollment',
  'POST /api/dashboard/learning-result/:id/reject/': 'dashboard:dashboard_manage_enrollment',
  'PATCH /api/dashboard/learning-result/:id/': 'dashboard:dashboard_manage_enrollment',
  'GET /api/dashboard/test/:id/attempt/': 'dashboard:dashboard_manage_enrollment',
  'GET /api/dashboard/test/waiting/': 'dashboard:dashboard_manage_enrollment',
  'GET /api/dashboard/test/attempt/:attemptId/': 'dashboard:dashboard_manage_enrollment',
  'POST /api/dashboard/test/attempt/:attemptId/mark/': 'dashboard:dashboard_manage_enrollment',
  // content administration
  'GET /api/dashboard/category/': 'dashboard:dashboard_manage_content',
  'POST /api/dashboard/category/': 'dashboard:dashboard_manage_content',
  'GET /api/dashboard/category/:id/': 'dashboard:dashboard_manage_content',
  'PATCH /api/dashboard/category/:id/': 'dashboard:dashboard_manage_content',
  'DELETE /api/dashboard/category/:id/': 'dashboard:dashboard_manage_content',
  'GET /api/dashboard/tag/': 'dashboard:dashboard_manage_content',
  'POST /api/dashboard/tag/': 'dashboard:dashboard_manage_content',
  'GET /api/dashboard/tag/:id/': 'dashboard:dashboard_manage_content',
  'PATCH /api/dashboard/tag/:id/': 'dashboard:dashboard_manage_content',
  'DELETE /api/dashboard/tag/:id/': 'dashboard:dashboard_manage_content',
  'GET /api/dashboard/provider/': 'dashboard:dashboard_manage_content',
  'POST /api/dashboard/provider/': 'dashboard:dashboard_manage_content',
  'GET /api/dashboard/provider/:id/': 'dashboard:dashboard_manage_content',
  'PATCH /api/dashboard/provider/:id/': 'dashboard:dashboard_manage_content',
  'DELETE /api/dashboard/provider/:id/': 'dashboard:dashboard_manage_content',
  'GET /api/dashboard/instructor/': 'dashboard:dashboard_manage_content',
  'POST /api/dashboard/instructor/': 'dashboard:dashboard_manage_content',
  'GET /api/dashboard/instructor/:id/': 'dashboard:dashboard_manage_content',
  'PATCH /api/dashboard/instructor/:id/': 'dashboard:dashboard_manage_content',
  'DELETE /api/dashboard/instructor/:id/': 'dashboard:dashboard_manage_content',
  'GET /api/dashboard/content/': 'dashboard:dashboard_manage_content',
  'GET /api/dashboard/course/:id/': 'dashboard:dashboard_manage_content',
  'POST /api/dashboard/course/': 'dashboard:dashboard_manage_content',
  'PATCH /api/dashboard/course/:id/': 'dashboard:dashboard_manage_content',
  'POST /api/dashboard/course/:id/publish/': 'dashboard:dashboard_manage_content',
  'DELETE /api/dashboard/course/:id/': 'dashboard:dashboard_manage_content',
  'POST /api/dashboard/course/:id/section/': 'dashboard:dashboard_manage_content',
  'PATCH /api/dashboard/course/:id/section/:sectionId/': 'dashboard:dashboard_manage_content',
  'DELETE /api/dashboard/course/:id/section/:sectionId/': 'dashboard:dashboard_manage_content',
  'POST /api/dashboard/course/:id/section/:sectionId/slot/': 'dashboard:dashboard_manage_content',
  'DELETE /api/dashboard/course/:id/slot/:slotId/': 'dashboard:dashboard_manage_content',
  'PATCH /api/dashboard/course/:id/slot/:slotId/': 'dashboard:dashboard_manage_content',
  'POST /api/dashboard/course/:id/slot/:slotId/move/': 'dashboard:dashboard_manage_content',
  'POST /api/dashboard/course/:id/section/:sectionId/move/': 'dashboard:dashboard_manage_content',
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
  // test and survey authoring
  'GET /api/dashboard/test/:id/': 'dashboard:dashboard_manage_content',
  'POST /api/dashboard/test/': 'dashboard:dashboard_manage_content',
  'PATCH /api/dashboard/test/:id/': 'dashboard:dashboard_manage_content',
  'POST /api/dashboard/test/:id/publish/': 'dashboard:dashboard_manage_content',
  'DELETE /api/dashboard/test/:id/': 'dashboard:dashboard_manage_content',
  'GET /api/dashboard/survey/:id/': 'dashboard:dashboard_manage_content',
  'POST /api/dashboard/survey/': 'dashboard:dashboard_manage_content',
  'PATCH /api/dashboard/survey/:id/': 'dashboard:dashboard_manage_content',
  'POST /api/dashboard/survey/:id/publish/': 'dashboard:dashboard_manage_content',
  'DELETE /api/dashboard/survey/:id/': 'dashboard:dashboard_manage_content',
  'GET /api/dashboard/content/attachable/': 'dashboard:dashboard_manage_content',
  // users and groups
  'GET /api/dashboard/user/': 'dashboard:dashboard_manage_user',
  'GET /api/dashboard/user/:id/': 'dashboard:dashboard_manage_user',
  'POST /api/dashboard/user/': 'dashboard:dashboard_manage_user',
  'PATCH /api/dashboard/user/:id/': 'dashboard:dashboard_manage_user',
  'POST /api/dashboard/user/:id/set-password/': 'dashboard:dashboard_manage_user',
  'GET /api/dashboard/group/': 'dashboard:dashboard_manage_user',
  'GET /api/dashboard/group/:id/': 'dashboard:dashboard_manage_user',
  'GET /api/dashboard/filter/permission/': 'dashboard:dashboard_manage_user',
  'POST /api/dashboard/group/': 'superuser',
  'PATCH /api/dashboard/group/:id/': 'superuser',
  'DELETE /api/dashboard/group/:id/': 'superuser',
  // logs
  'GET /api/dashboard/log/': 'superuser',
  'GET /api/dashboard/filter/log-group/': 'superuser',
  // Dashboard learning results, approvals and marking screens
  'POST /api/dashboard/learning-result/approve/': 'dashboard:dashboard_manage_enrollment',
  'GET /api/dashboard/learning-result/:id/audit/': 'dashboard:dashboard_manage_enrollment',
  'GET /api/dashboard/filter/content/': 'dashboard:dashboard_manage_enrollment',
  // SCORM: launch and CMI for enrolled learners (finer checks in the service); package upload.
  'GET /api/scorm/:id/': 'user',
  'PUT /api/scorm/:id/cmi/': 'user',
  'GET /api/scorm/:id/attempt/': 'user',
  'POST /api/scorm/:id/attempt/': 'user',
  'POST /api/dashboard/scorm/': 'dashboard:dashboard_manage_content',
  // Resumable uploads (tus) and standalone materials made from them.
  'POST /api/dashboard/upload/': 'dashboard:dashboard_manage_content',
  'PATCH /api/dashboard/upload/:id/': 'dashboard:dashboard_manage_content',
  'DELETE /api/dashboard/upload/:id/': 'dashboard:dashboard_manage_content',
  'GET /api/dashboard/material/:id/': 'dashboard:dashboard_manage_content',
  'POST /api/dashboard/material/': 'dashboard:dashboard_manage_content',
  'PATCH /api/dashboard/material/:id/': 'dashboard:dashboard_manage_content',
  'POST /api/dashboard/material/:id/publish/': 'dashboard:dashboard_manage_content',
  'DELETE /api/dashboard/material/:id/': 'dashboard:dashboard_manage_content',
  'POST /middleware-api/get-cookie': 'public',
  // Imports: upload per module's permission; history and rows filtered to the modules one may see.
  'POST /api/dashboard/import/users/': 'dashboard:dashboard_manage_user',
  'POST /api/dashboard/import/enrollments/': 'dashboard:dashboard_manage_enrollment',
  'GET /api/dashboard/import/users/template/': 'dashboard:dashboard_manage_user',
  'GET /api/dashboard/import/enrollments/template/': 'dashboard:dashboard_manage_enrollment',
  'GET /api/dashboard/import/': 'dashboard',
  'GET /api/dashboard/import/:id/': 'dashboard',
  'GET /api/dashboard/import/:id/error/': 'dashboard',
  'GET /api/websocket/alert/import/': 'dashboard',
  'GET /api/websocket/alert/import/:module/': 'dashboard',
  // Reports, and the Excel export of each dashboard list (same access as the list).
  // The dashboard home's desk: any dashboard user; each part by its own permission (desk.test).
  'GET /api/dashboard/desk/': 'dashboard',
  'GET /api/dashboard/report/summary/': 'dashboard:dashboard_view_report',
  'GET /api/dashboard/report/breakdown/': 'dashboard:dashboard_view_report',
  'GET /api/dashboard/report/program/': 'dashboard:dashboard_view_report',
  'GET /api/dashboard/report/program/export/': 'dashboard:dashboard_view_report',
  'GET /api/dashboard/content/export/': 'dashboard:dashboard_manage_content',
  'GET /api/dashboard/user/export/': 'dashboard:dashboard_manage_user',
  'GET /api/dashboard/group/export/': 'dashboard:dashboard_manage_user',
  'GET /api/dashboard/log/export/': 'superuser',
  'GET /api/dashboard/import/export/': 'dashboard',
  'GET /api/dashboard/learning-result/export/': 'dashboard:dashboard_manage_enrollment',
  'GET /api/dashboard/test/:id/attempt/export/': 'dashboard:dashboard_manage_enrollment',
  // Cart, orders and receipts: the learner's own (others' are 404 in the service).
  'GET /api/order/cart/': 'user',
  'POST /api/order/cart/': 'user',
  'DELETE /api/order/cart/:content_id/': 'user',
  'POST /api/order/checkout/': 'user',
  'GET /api/order/': 'user',
  'GET /api/order/:id/': 'user',
  'POST /api/order/:id/payment/': 'user',
  'POST /api/order/:id/cancel/': 'user',
  'GET /api/order/:id/receipt/': 'user',
  'GET /api/dashboard/order/': 'dashboard:dashboard_manage_order',
  'GET /api/dashboard/order/:id/': 'dashboard:dashboard_manage_order',
  'POST /api/dashboard/order/:id/confirm/': 'dashboard:dashboard_manage_order',
  'POST /api/dashboard/order/:id/cancel/': 'dashboard:dashboard_manage_order',
  // Assignments of content to users and groups with a period.
  'GET /api/dashboard/assignment/': 'dashboard:dashboard_manage_enrollment',
  'GET /api/dashboard/assignment/export/': 'dashboard:dashboard_manage_enrollment',
  'POST /api/dashboard/assignment/': 'dashboard:dashboard_manage_enrollment',
  'GET /api/dashboard/assignment/:id/': 'dashboard:dashboard_manage_enrollment',
  'GET /api/dashboard/assignment/:id/learner/': 'dashboard:dashboard_manage_enrollment',
  'POST /api/dashboard/assignment/:id/cancel/': 'dashboard:dashboard_manage_enrollment',
  // Learner-made materials: creators only (no role here is one), reviewed with content rights.
  'POST /api/material-request/': 'creator',
  'GET /api/material-request/': 'creator',
  'POST /api/material-request/:id/cancel/': 'creator',
  'GET /api/dashboard/material-request/': 'dashboard:dashboard_manage_content',
  'GET /api/dashboard/material-request/:id/': 'dashboard:dashboard_manage_content',
  'POST /api/dashboard/material-request/:id/approve/': 'dashboard:dashboard_manage_content',
  'POST /api/dashboard/material-request/:id/reject/': 'dashboard:dashboard_manage_content',
  'GET /api/dashboard/assignment/option/user/': 'dashboard:dashboard_manage_enrollment',
  'GET /api/dashboard/assignment/option/group/': 'dashboard:dashboard_manage_enrollment',
  // Notifications (issue 17): the reader's own; the unsubscribe link's token is its permission.
  'GET /api/notification/': 'user',
  'GET /api/notification/unread-count/': 'user',
  'POST /api/notification/:id/read/': 'user',
  'POST /api/notification/read-all/': 'user',
  'GET /api/notification/preference/': 'user',
  'PUT /api/notification/preference/': 'user',
  'GET /api/notification/unsubscribe/': 'public',
  'GET /api/websocket/alert/notification/': 'user',
  'GET /api/profile/library/due/': 'user',
  ...PUBLIC_RULES,
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
    // get-cookie only reads a cookie back to the SPA (SPEC §7 middleware) and changes nothing.
    for (const route of routes.filter(
      (r) => r.method !== 'GET' && !r.url.startsWith('/middleware-api/'),
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
