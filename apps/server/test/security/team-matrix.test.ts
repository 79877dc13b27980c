import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, buildGroup, buildUser, createTestContext, type TestContext } from '../helpers';
import { buildContent } from '../learning-factories';
import { TEAM_RULES } from './team-rules';

/**
 * The team scope as an authorization rule (issue 19): every team route, called by a stranger, a
 * learner (no team-dashboard flag), the manager of the learner and the manager of another team.
 * A member's routes and assigning them are the learner's manager's only, where the manager is
 * the learner's manager_id or a manager of a group the learner is in (auth_group_manager).
 */
type Role =
  | 'anonymous'
  | 'learner'
  | 'manager of the learner'
  | 'manager of the learner by group'
  | 'manager of another team';

let t: TestContext;
const clients = {} as Record<Role, Client>;
let learnerId = 0;
let courseId = 0;
const routes: string[] = [];

beforeAll(async () => {
  t = await createTestContext({ RATE_LIMIT_LOGIN_PER_MINUTE: '100000' }, (route) => {
    for (const method of [route.method].flat())
      if (route.url.startsWith('/api/team-dashboard/') && method !== 'HEAD')
        routes.push(`${method} ${route.url}`);
  });
  const manager = await buildUser(t.db, { is_team_dashboard: true });
  const other = await buildUser(t.db, { is_team_dashboard: true });
  const learner = await buildUser(t.db, { manager_id: manager.id });
  await buildUser(t.db, { manager_id: other.id });
  const groupManager = await buildUser(t.db, { is_team_dashboard: true });
  const groupId = await buildGroup(t.db, `Team matrix ${learner.id}`, [learner.id]);
  await t.db
    .insertInto('auth_group_manager')
    .values({ user_id: groupManager.id, group_id: groupId })
    .execute();
  learnerId = learner.id;
  courseId = (await buildContent(t.db)).id;
  clients.anonymous = new Client(t.app);
  for (const [role, user] of [
    ['learner', learner],
    ['manager of the learner', manager],
    ['manager of the learner by group', groupManager],
    ['manager of another team', other],
  ] as const) {
    clients[role] = new Client(t.app);
    expect((await clients[role].login(user.email, user.password)).statusCode).toBe(200);
  }
});
afterAll(async () => t?.close());

const MEMBER_ROUTES = new Set([
  'GET /api/team-dashboard/member/:userid/',
  'GET /api/team-dashboard/member/:userid/result/',
  'POST /api/team-dashboard/assign/',
]);

function expected(role: Role, route: string): number | 'ok' {
  if (role === 'anonymous') return 401;
  if (role === 'learner') return 403;
  if (role === 'manager of another team' && MEMBER_ROUTES.has(route)) return 403;
  return 'ok';
}

describe('team routes by role', () => {
  it('covers every team route the app registers', () => {
    expect(routes.sort()).toEqual(Object.keys(TEAM_RULES).sort());
  });

  for (const role of [
    'anonymous',
    'learner',
    'manager of another team',
    'manager of the learner',
    'manager of the learner by group',
  ] as const) {
    it(`answers the ${role} as the team rule says`, async () => {
      const wrong: string[] = [];
      for (const route of Object.keys(TEAM_RULES)) {
        const [method = 'GET', pattern = ''] = route.split(' ');
        const url = pattern.replace(':userid', String(learnerId));
        const body =
          method === 'POST'
            ? {
                content_id: courseId,
                user_ids: [learnerId],
                date_end: new Date(Date.now() + 7 * 86_400_000).toISOString(),
              }
            : undefined;
        const res = await clients[role].request(method as 'GET', url, body);
        const want = expected(role, route);
        const ok = want === 'ok' ? res.statusCode < 300 : res.statusCode === want;
        if (!ok)
          wrong.push(`${route}: ${res.statusCode}, expected ${want} ${res.body.slice(0, 80)}`);
      }
      expect(wrong).toEqual([]);
    });
  }
});
